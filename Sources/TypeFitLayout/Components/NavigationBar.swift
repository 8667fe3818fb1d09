import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// UINavigationBar (`navigationBar`) and UISearchBar (`searchBar`).
extension ElementDecoder {
    /// How a navigation bar shows its title (UINavigationItem.largeTitleDisplayMode, resolved).
    enum TitleDisplay: String, CaseIterable {
        /// A 17 pt semibold title centred in the 44 pt bar, between the bar items.
        case inline
        /// A title in the largeTitle style on its own line under the bar's items.
        case large
    }

    /// `{"type": "navigationBar", "title": "Inbox", "display": "large", …}`: a UINavigationBar.
    ///
    /// Rows from top to bottom: the prompt (30 pt), the bar (44 pt: back button, leading items, the
    /// inline title, trailing items), the large title (its line plus 11 pt), the search bar (52 pt).
    /// Only the large title grows with Dynamic Type; everything else keeps its default size.
    mutating func navigationBar(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let owner = Owner(fields, context: c)
        let m = BarMetrics(component: "navigationBar", node: fields.owner, decoder: self)
        var title: String?
        if let node = fields["title"] { title = try text(node, what: "the title (a string)") }
        var display = TitleDisplay.inline
        if let node = fields["display"] { display = try c.choice(node, TitleDisplay.self, what: "title display") }
        if display == .large, title == nil {
            throw c.error(fields.owner, "a navigation bar with \"display\": \"large\" needs \"title\"")
        }
        var back: String?
        if let node = fields["backButton"] { back = try text(node, what: "the back button's title (a string)") }
        var leading: [BarItem] = [], trailing: [BarItem] = []
        if let node = fields["leadingItems"] { leading = try barItems(node, toolbar: false) }
        if let node = fields["trailingItems"] { trailing = try barItems(node, toolbar: false) }
        var prompt: String?
        if let node = fields["prompt"] { prompt = try text(node, what: "the prompt (a string)") }
        var search: (placeholder: String, cancel: Bool)?
        if let node = fields["searchBar"] {
            let resolved = try c.resolve(node)
            if resolved.node.members != nil {
                try c.checkKeys(resolved, allowed: ["placeholder", "cancelButton"], what: "a navigation bar's search bar")
                var value = (placeholder: "Search", cancel: false)
                if let field = c.member(resolved, "placeholder") { value.placeholder = try text(field, what: "the placeholder (a string)") }
                if let field = c.member(resolved, "cancelButton") { value.cancel = try c.bool(field) }
                search = value
            } else if try c.bool(resolved) {
                search = ("Search", false)
            }
        }

        let margin = try m("margin")
        let barReason = Self.largeContentViewerReason("the navigation bar's title and items")
        for (index, pass) in scope.passes.enumerated() {
            var rows: [ElementSpec] = []
            if let prompt {
                var label = fixedLabel(prompt, size: try m("promptSize"), alignment: .center, at: pass)
                label.lineBreak = .truncateTail
                var text = owner.part("prompt", .label(label), at: fields["prompt"],
                                      intents: Self.systemIntents(["fixedFont", "truncated"], reason: barReason))
                text.priorities.compressionHorizontal = 250
                let row = StackSpec(axis: .horizontal, alignment: .center,
                                    padding: EdgeInsets(leading: margin, trailing: margin), children: [text])
                var element = owner.part("promptRow", .stack(row))
                element.size.height = try m("promptHeight")
                rows.append(element)
            }

            var items: [ElementSpec] = []
            if let back { items.append(try backButton(back, owner: owner, node: fields["backButton"], metrics: m, at: pass)) }
            for (position, item) in leading.enumerated() {
                items.append(try barItem(item, role: item.id ?? Self.itemRole("leadingItems", position), owner: owner,
                                         metrics: m, what: "navigation bar items", at: pass))
            }
            if display == .inline, let title {
                var label = fixedLabel(title, size: try m("titleSize"), weight: .semibold, alignment: .center, at: pass)
                label.lineBreak = .truncateTail
                var element = owner.part("title", .label(label), at: fields["title"],
                                         intents: Self.systemIntents(["fixedFont", "truncated"], reason: barReason))
                element.priorities.huggingHorizontal = 1
                element.priorities.compressionHorizontal = 500
                items.append(element)
            } else {
                var gap = owner.part("titleSpace", .spacer(SpacerSpec()))
                gap.priorities.huggingHorizontal = 1
                items.append(gap)
            }
            for (position, item) in trailing.enumerated() {
                items.append(try barItem(item, role: item.id ?? Self.itemRole("trailingItems", position), owner: owner,
                                         metrics: m, what: "navigation bar items", at: pass))
            }
            let bar = StackSpec(axis: .horizontal, spacing: try m("itemSpacing"), alignment: .center,
                                padding: EdgeInsets(leading: back == nil ? margin : try m("backMargin"), trailing: margin),
                                children: items)
            var barElement = owner.part("bar", .stack(bar))
            barElement.size.height = try m("inlineHeight")
            rows.append(barElement)

            if display == .large, let title {
                var label = systemLabel(title, style: .largeTitle, weight: .bold, lines: 1, at: pass)
                label.lineBreak = .truncateTail
                var element = owner.part("largeTitle", .label(label), at: fields["title"],
                                         suggestion: "shorten `title`, or show it in the bar (`\"display\": \"inline\"`)")
                element.priorities.compressionHorizontal = 250
                let row = StackSpec(axis: .horizontal,
                                    padding: EdgeInsets(top: try m("largeTitleTopPadding"), leading: margin,
                                                        bottom: try m("largeTitleBottomPadding"), trailing: margin),
                                    children: [element])
                rows.append(owner.part("largeTitleRow", .stack(row)))
            }
            if let search {
                rows.append(try searchBarPart(placeholder: search.placeholder, cancelButton: search.cancel, role: "searchBar",
                                              owner: owner, node: fields["searchBar"], metricsNode: fields.owner, at: pass))
            }
            elements[index].kind = .stack(StackSpec(axis: .vertical, children: rows))
        }
    }

    /// The back button: a chevron and the previous screen's title at 17 pt, in a touch area at
    /// least 44 pt wide and tall. When the bar has no room for the title, UIKit shows "Back" and
    /// then the chevron alone, before the screen's title is truncated: the first of those that fits
    /// the room the bar leaves (a `fits` the bar's stack shrinks first).
    private func backButton(_ title: String, owner: Owner, node: SpecNode?, metrics m: BarMetrics,
                            at pass: Pass) throws(SpecError) -> ElementSpec {
        let intents = Self.systemIntents(["fixedFont", "truncated", "touchTarget"],
                                         reason: Self.largeContentViewerReason("the back button"))
        let minimum = try m("itemMinimumSize")
        var alternatives: [ElementSpec] = []
        for text in title == Self.backTitle ? [title, nil] : [title, Self.backTitle, nil] {
            var children = [owner.part("backButton.chevron",
                                       .image(ImageSpec(width: try m("chevronWidth"), height: try m("chevronHeight"))), at: node)]
            if let text {
                var label = fixedLabel(text, size: try m("itemTitleSize"), at: pass)
                label.lineBreak = .truncateTail
                children.append(owner.part("backButton.title", .label(label), at: node, intents: intents))
            }
            let stack = StackSpec(axis: .horizontal, spacing: try m("chevronSpacing"), alignment: .center, children: children)
            var button = owner.part("backButton", .stack(stack), at: node, intents: intents)
            button.interactive = true
            button.size.minHeight = minimum
            button.size.minWidth = minimum
            alternatives.append(button)
        }
        var fits = owner.part("backButtonSpace", .fits(FitsSpec(axes: [.horizontal], alternatives: alternatives)), at: node)
        fits.size.minWidth = minimum
        fits.priorities.compressionHorizontal = 250
        return fits
    }

    /// The title UIKit gives a back button whose own title does not fit.
    static let backTitle = "Back"

    /// `{"type": "searchBar", "placeholder": "Search", "cancelButton": true}`: a UISearchBar,
    /// 52 pt tall, whose text stays at 17 pt whatever the text size.
    mutating func searchBar(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let owner = Owner(fields, context: context)
        var placeholder = "Search"
        if let node = fields["placeholder"] { placeholder = try text(node, what: "the placeholder (a string)") }
        var cancel = false
        if let node = fields["cancelButton"] { cancel = try context.bool(node) }
        for (index, pass) in scope.passes.enumerated() {
            let bar = try searchBarPart(placeholder: placeholder, cancelButton: cancel, role: nil, owner: owner,
                                        node: nil, metricsNode: fields.owner, at: pass)
            elements[index].kind = bar.kind
            if elements[index].size.height == nil, elements[index].size.minHeight == nil {
                elements[index].size.height = bar.size.height
            }
        }
    }
}
