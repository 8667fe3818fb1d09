import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Bars: UINavigationBar (`navigationBar`), UITabBar (`tabBar`), UIToolbar (`toolbar`) and
/// UISearchBar (`searchBar`), at the sizes in `Metrics/bars.json`.
///
/// UIKit's bars do not grow with Dynamic Type: their titles and items keep the size they have at
/// the default category, and at accessibility sizes a long press shows the item in the Large
/// Content Viewer instead. The findings that design causes (a fixed font, a title cut between
/// bar items, a small touch area) are information. Only a navigation bar's large title grows,
/// with the largeTitle style.
extension ElementDecoder {
    /// One item of a bar as written.
    struct BarItem {
        enum Content {
            case title(String)
            case symbol(String)
            case flexibleSpace
            /// A status text in a toolbar (Mail's "Updated Just Now"); not a button.
            case status(String)
        }

        var content: Content
        /// The author's id for the item, when written; otherwise the part is named by its field.
        var id: String?
        var node: SpecNode
    }

    /// The sizes of one bar, read from `Metrics/bars.json`.
    struct BarMetrics {
        let component: String
        let node: SpecNode
        let decoder: ElementDecoder

        func callAsFunction(_ key: String) throws(SpecError) -> Double {
            try decoder.metric("bars", component, key, node: node)
        }
    }

    /// The most items one bar takes: a bar shows a handful, and each item makes elements at
    /// every category that the spec's element limit does not see.
    static let maximumBarItems = 100

    /// The reason the findings iOS's bars cause by design are information.
    static func largeContentViewerReason(_ what: String) -> String {
        "iOS keeps \(what) at a fixed size whatever the text size; at accessibility sizes a long press "
            + "shows the text enlarged in the Large Content Viewer."
    }

    /// The items of an array field, at most ``maximumBarItems``.
    func boundedItems(_ written: SpecNode, expected: String) throws(SpecError) -> [SpecNode] {
        let items = try context.array(written, expected: expected)
        if items.count > Self.maximumBarItems {
            throw context.error(written, "a bar has \(items.count) items; at most \(Self.maximumBarItems) are allowed", kind: .limit)
        }
        return items
    }

    static func systemIntents(_ kinds: [String], reason: String) -> [DesignIntent] {
        kinds.map { DesignIntent(kind: $0, reason: reason, origin: .system) }
    }

    // MARK: Reading

    /// The items of an array field: `{"title": …}` or `{"symbol": …}`, with an optional `id`;
    /// a toolbar also takes `{"type": "flexibleSpace"}` and `{"text": …}` (a status text).
    mutating func barItems(_ written: SpecNode, toolbar: Bool) throws(SpecError) -> [BarItem] {
        let c = context
        let contentKeys = toolbar ? ["title", "symbol", "type", "text"] : ["title", "symbol"]
        let shapes = toolbar
            ? "{\"title\": …}, {\"symbol\": …}, {\"text\": …} or {\"type\": \"flexibleSpace\"}"
            : "{\"title\": …} or {\"symbol\": …}"
        var items: [BarItem] = []
        for raw in try boundedItems(written, expected: "bar items (an array of \(shapes))") {
            let node = try c.resolve(raw).materialized()
            guard node.node.members != nil else { throw c.mismatch(node, expected: "a bar item (\(shapes))") }
            try c.checkKeys(node, allowed: contentKeys + ["id"], what: "a bar item")
            let given = contentKeys.filter { c.member(node, $0) != nil }
            guard given.count == 1, let key = given.first, let value = c.member(node, key) else {
                let problem = given.isEmpty
                    ? "a bar item needs one of \(contentKeys.map(SpecContext.quote).joined(separator: ", "))"
                    : "a bar item is one thing: give \(given.map(SpecContext.quote).joined(separator: " or ")), not both"
                throw c.error(node, problem)
            }
            var id: String?
            if let idNode = c.member(node, "id") {
                let text = try c.nonEmptyString(idNode, expected: "an id (a non-empty string)")
                try register(id: text, at: idNode)
                id = text
            }
            let content: BarItem.Content
            switch key {
            case "title": content = .title(try text(value, what: "the item's title (a string)"))
            case "text": content = .status(try text(value, what: "the status text (a string)"))
            case "symbol": content = .symbol(try c.nonEmptyString(value, expected: "an SF Symbol name (a non-empty string)"))
            default:
                _ = try c.word(value, among: ["flexibleSpace"], what: "bar item type")
                content = .flexibleSpace
            }
            items.append(BarItem(content: content, id: id, node: node))
        }
        return items
    }

    // MARK: Parts

    /// A bar button item: a 17 pt title or a symbol in a touch area of at least 44 × 44 pt, or a
    /// flexible space or status text in a toolbar.
    func barItem(_ item: BarItem, role: String, owner: Owner, metrics: BarMetrics, what: String,
                 at pass: Pass) throws(SpecError) -> ElementSpec {
        let minimum = try metrics("itemMinimumSize")
        let intents = Self.systemIntents(["fixedFont", "truncated", "touchTarget"],
                                         reason: Self.largeContentViewerReason(what))
        var element: ElementSpec
        switch item.content {
        case .title(let text):
            var title = fixedLabel(text, size: try metrics("itemTitleSize"), alignment: .center, at: pass)
            title.lineBreak = .truncateMiddle
            let button = ButtonSpec(title: title, contentInsets: .zero, minimumWidth: minimum, minimumHeight: minimum)
            element = owner.part(role, .button(button), at: item.node, intents: intents)
        case .symbol:
            let side = try metrics("symbolSize")
            element = owner.part(role, .image(ImageSpec(width: side, height: side)), at: item.node, intents: intents)
            element.size.width = minimum
            element.size.height = minimum
            element.interactive = true
        case .flexibleSpace:
            element = owner.part(role, .spacer(SpacerSpec()), at: item.node)
            element.priorities.huggingHorizontal = 1
        case .status(let text):
            var label = fixedLabel(text, size: try metrics("statusSize"), alignment: .center, at: pass)
            label.lineBreak = .truncateTail
            element = owner.part(role, .label(label), at: item.node, intents: intents)
        }
        if let id = item.id { element.id = id }
        return element
    }

    /// The part name of item `index` of the array field `field`, unless the item has an id.
    static func itemRole(_ field: String, _ index: Int) -> String { "\(field)[\(index)]" }

    /// A search bar: a 36 pt field with the placeholder in a fixed 17 pt font, and optionally a
    /// Cancel button beside it, in a 52 pt bar.
    /// `role` names the bar when it is part of another component (a navigation bar's search bar);
    /// nil when the bar is the element itself. `node` is the field it comes from, if any.
    func searchBarPart(placeholder: String, cancelButton: Bool, role: String?, owner: Owner, node: SpecNode?,
                       metricsNode: SpecNode, at pass: Pass) throws(SpecError) -> ElementSpec {
        let m = BarMetrics(component: "searchBar", node: metricsNode, decoder: self)
        let size = try m("textSize")
        let textReason = "iOS keeps a search bar's text at \(SpecContext.format(size)) pt whatever the text size, as the system apps do."
        let heightReason = "iOS draws the search field \(SpecContext.format(try m("fieldHeight"))) pt tall in a "
            + "\(SpecContext.format(try m("height"))) pt bar whose taps all go to the field."
        let font = fixedLabel(placeholder, size: size, at: pass).font
        let fieldSpec = TextFieldSpec(text: placeholder, isPlaceholder: true, font: font,
                                      contentInsets: EdgeInsets(top: 0, leading: try m("glassInset"), bottom: 0,
                                                                trailing: try m("fieldTrailingInset")),
                                      bordered: true)
        let prefix = role.map { $0 + "." } ?? ""
        var field = owner.part(prefix + "field", .textField(fieldSpec), at: node,
                               intents: Self.systemIntents(["fixedFont"], reason: textReason)
                                   + Self.systemIntents(["touchTarget"], reason: heightReason))
        field.size.height = try m("fieldHeight")
        field.priorities.huggingHorizontal = 1
        field.priorities.compressionHorizontal = 250
        var children = [field]
        if cancelButton {
            var title = fixedLabel("Cancel", size: size, alignment: .center, at: pass)
            title.lineBreak = .truncateMiddle
            let button = ButtonSpec(title: title, contentInsets: .zero, minimumHeight: try m("fieldHeight"))
            children.append(owner.part(prefix + "cancelButton", .button(button), at: node,
                                       intents: Self.systemIntents(["fixedFont", "truncated", "touchTarget"],
                                                                   reason: Self.largeContentViewerReason("the Cancel button"))))
        }
        let margin = try m("margin"), vertical = try m("verticalPadding")
        let stack = StackSpec(axis: .horizontal, spacing: try m("cancelSpacing"), alignment: .center,
                              padding: EdgeInsets(top: vertical, leading: margin, bottom: vertical, trailing: margin),
                              children: children)
        var bar = role.map { owner.part($0, .stack(stack), at: node) } ?? ElementSpec(kind: .stack(stack), source: owner.source)
        bar.size.height = try m("height")
        return bar
    }
}
