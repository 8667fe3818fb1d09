import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Lists and cells: a list's `style` and `sections` (UITableView.Style, UICollectionLayoutListConfiguration
/// appearances), and `cell`, a row with a UIListContentConfiguration.
///
/// Both are decoded into the plain elements that lay them out: a list's sections become rows of
/// the same list (a header and a footer are rows of their own, with their own margins, that draw
/// no background), and a cell becomes stacks of labels, an image and an accessory.
extension ElementDecoder {
    /// UITableView.Style / UICollectionLayoutListConfiguration.Appearance.
    enum ListStyle: String, CaseIterable {
        case plain, grouped, insetGrouped
    }

    /// One section as written: its header and footer texts (with their nodes) and its rows at
    /// each category of the pass.
    struct ListSection {
        var header: (text: String, node: SpecNode)?
        var footer: (text: String, node: SpecNode)?
        var rows: [[ElementSpec]]

        init(header: (text: String, node: SpecNode)? = nil, footer: (text: String, node: SpecNode)? = nil, rows: [[ElementSpec]]) {
            self.header = header
            self.footer = footer
            self.rows = rows
        }
    }

    static let sectionKeys = ["header", "footer", "rows", "description"]

    /// `sections`: `[{"header": "…", "footer": "…", "rows": [...]}]`.
    mutating func listSections(_ node: SpecNode, scope: Scope) throws(SpecError) -> [ListSection] {
        let c = context
        var sections: [ListSection] = []
        for item in try c.array(node, expected: "sections (an array of {\"header\", \"footer\", \"rows\"})") {
            let section = try c.resolve(item).materialized()
            guard section.node.members != nil else {
                throw c.mismatch(section, expected: "a section {\"header\", \"footer\", \"rows\"}")
            }
            try c.checkKeys(section, allowed: Self.sectionKeys, what: "a list section")
            var header: (text: String, node: SpecNode)?
            var footer: (text: String, node: SpecNode)?
            if let headerNode = c.member(section, "header") {
                header = (try componentText(headerNode, type: .label, what: "a section header"), headerNode)
            }
            if let footerNode = c.member(section, "footer") {
                footer = (try componentText(footerNode, type: .label, what: "a section footer"), footerNode)
            }
            var rows = [[ElementSpec]](repeating: [], count: scope.passes.count)
            if let rowsNode = c.member(section, "rows") {
                rows = try elements(rowsNode, scope: scope, what: "rows")
            }
            sections.append(ListSection(header: header, footer: footer, rows: rows))
        }
        return sections
    }

    /// The rows and row layouts of a list in `style` with `sections`, at each category of
    /// `scope`: headers and footers become label rows, cells keep the list's row height, minimum
    /// and padding, and an inset grouped list insets every row from the sides.
    func sectionRows(_ sections: [ListSection], style: ListStyle, fields: SpecFields, rowPadding: [EdgeInsets],
                     rowHeight: [Double?], minimumRowHeight: [Double], scope: Scope) throws(SpecError)
        -> [(rows: [ElementSpec], layouts: [ListRowLayout])] {
        let node = fields.owner
        let owner = Owner(fields, context: context)
        let family = "lists"
        let component = style.rawValue
        var side = ListSideInset.none
        if style == .insetGrouped {
            side = ListSideInset(compact: try metric(family, component, "sideInset", node: node),
                                 regular: try metric(family, component, "sideInsetRegular", node: node),
                                 regularFromWidth: try metric(family, component, "regularFromWidth", node: node))
        }
        let sectionSpacing = try metric(family, component, "sectionSpacing", node: node)
        let headerPadding = EdgeInsets(top: try metric(family, component, "headerTop", node: node),
                                       leading: try metric(family, component, "headerSide", node: node),
                                       bottom: try metric(family, component, "headerBottom", node: node),
                                       trailing: try metric(family, component, "headerSide", node: node))
        let footerPadding = EdgeInsets(top: try metric(family, component, "footerTop", node: node),
                                       leading: try metric(family, component, "headerSide", node: node),
                                       bottom: try metric(family, component, "footerBottom", node: node),
                                       trailing: try metric(family, component, "headerSide", node: node))
        // Grouped lists set headers in footnote, uppercased (groupedHeader()); plain lists in
        // headline (plainHeader()); footers in footnote.
        let headerStyle: TextStyle = style == .plain ? .headline : .footnote
        let uppercasesHeader = style != .plain
        var result: [(rows: [ElementSpec], layouts: [ListRowLayout])] = []
        for (position, pass) in scope.passes.enumerated() {
            var rows: [ElementSpec] = []
            var layouts: [ListRowLayout] = []
            for (index, section) in sections.enumerated() {
                // A grouped list leaves a gap before a section without a header; a header row
                // brings its own space above the text.
                var gap = style == .plain || section.header != nil ? 0 : sectionSpacing
                if let header = section.header {
                    let text = uppercasesHeader ? header.text.uppercased() : header.text
                    let label = systemLabel(text, style: headerStyle, lines: 0, at: pass)
                    rows.append(owner.part("section\(index + 1).header", .label(label), at: header.node))
                    layouts.append(ListRowLayout(padding: headerPadding, minimumHeight: 0, sideInset: side, isCell: false))
                }
                for row in section.rows[position] {
                    layouts.append(ListRowLayout(padding: rowPadding[position], minimumHeight: minimumRowHeight[position],
                                                 fixedHeight: rowHeight[position], sideInset: side, spaceBefore: gap))
                    rows.append(row)
                    gap = 0
                }
                if let footer = section.footer {
                    let label = systemLabel(footer.text, style: .footnote, lines: 0, at: pass)
                    rows.append(owner.part("section\(index + 1).footer", .label(label), at: footer.node))
                    layouts.append(ListRowLayout(padding: footerPadding, minimumHeight: 0, sideInset: side,
                                                 spaceBefore: gap, isCell: false))
                }
            }
            result.append((rows, layouts))
        }
        return result
    }
}
