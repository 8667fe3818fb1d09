import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// UITabBar (`tabBar`) and UIToolbar (`toolbar`): the bottom bars.
extension ElementDecoder {
    /// How a tab bar lays out its items (UITabBarAppearance's stacked and inline layouts).
    enum TabItemLayout: String, CaseIterable {
        /// Icon above the title: compact width (an iPhone in portrait).
        case stacked
        /// Icon beside the title: regular width (an iPad, a large iPhone in landscape).
        case inline
    }

    /// The most items a tab bar shows on an iPhone; with more, the last visible one is More.
    static let maximumVisibleTabs = 5

    /// `{"type": "tabBar", "items": [{"title": "Inbox", "symbol": "tray"}, …], "selected": 0}`: a
    /// UITabBar, 49 pt tall, its items sharing the width equally, each a 25 pt icon and a title in
    /// a fixed 10 pt font that Dynamic Type never changes.
    mutating func tabBar(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let owner = Owner(fields, context: c)
        let m = BarMetrics(component: "tabBar", node: fields.owner, decoder: self)
        let itemsNode = try c.required(fields.owner, "items", what: "a tab bar", in: fields)
        var items: [(title: String, id: String?, node: SpecNode)] = []
        for raw in try boundedItems(itemsNode, expected: "tab items (an array of {\"title\", \"symbol\"})") {
            let node = try c.resolve(raw).materialized()
            guard node.node.members != nil else { throw c.mismatch(node, expected: "a tab item {\"title\", \"symbol\"}") }
            try c.checkKeys(node, allowed: ["title", "symbol", "id"], what: "a tab item")
            let title = try text(try c.required(node, "title", what: "a tab item"), what: "the tab's title (a string)")
            _ = try c.nonEmptyString(try c.required(node, "symbol", what: "a tab item"), expected: "an SF Symbol name (a non-empty string)")
            var id: String?
            if let idNode = c.member(node, "id") {
                let text = try c.nonEmptyString(idNode, expected: "an id (a non-empty string)")
                try register(id: text, at: idNode)
                id = text
            }
            items.append((title, id, node))
        }
        guard !items.isEmpty else { throw c.error(itemsNode, "a tab bar needs at least one item") }
        if let node = fields["selected"] {
            _ = try c.wholeNumber(node, minimum: 0, maximum: items.count - 1)
        }
        var layout = TabItemLayout.stacked
        if let node = fields["itemLayout"] { layout = try c.choice(node, TabItemLayout.self, what: "tab item layout") }
        var shown = items.enumerated().map { position, item in
            (title: item.title, id: item.id, node: item.node, role: item.id ?? Self.itemRole("items", position))
        }
        if items.count > Self.maximumVisibleTabs {
            shown = Array(shown.prefix(Self.maximumVisibleTabs - 1))
            shown.append((title: "More", id: nil, node: itemsNode, role: "more"))
        }

        let reason = "iOS keeps tab titles at a fixed size to leave room for the content; at accessibility "
            + "sizes a long press shows the item enlarged in the Large Content Viewer."
        let iconSize = try m("iconSize"), titleSize = try m("titleSize")
        for (index, pass) in scope.passes.enumerated() {
            var tabs: [ElementSpec] = []
            for item in shown {
                let role = item.role
                var icon = owner.part(role + ".icon", .image(ImageSpec(width: iconSize, height: iconSize)), at: item.node)
                var label = fixedLabel(item.title, size: titleSize, weight: .medium, alignment: .center, at: pass)
                label.lineBreak = .truncateTail
                var title = owner.part(role + ".title", .label(label), at: item.node,
                                       suggestion: "shorten the item's `title`",
                                       intents: Self.systemIntents(["fixedFont"], reason: reason))
                title.priorities.compressionHorizontal = 250
                if let id = item.id {
                    icon.id = id + ".icon"
                    title.id = id + ".title"
                }
                let content: [ElementSpec]
                var padding = EdgeInsets(top: try m("topPadding"))
                switch layout {
                case .stacked:
                    content = [icon, title]
                case .inline:
                    let row = StackSpec(axis: .horizontal, spacing: try m("inlineSpacing"), alignment: .center,
                                        children: [icon, title])
                    content = [owner.part(role + ".content", .stack(row), at: item.node)]
                    padding.top = ((try m("height")) - iconSize) / 2
                    padding.bottom = padding.top
                }
                let stack = StackSpec(axis: .vertical, spacing: try m("titleSpacing"), alignment: .center,
                                      padding: padding, children: content)
                var tab = owner.part(role, .stack(stack), at: item.node)
                if let id = item.id { tab.id = id }
                tab.interactive = true
                tabs.append(tab)
            }
            elements[index].kind = .stack(StackSpec(axis: .horizontal, distribution: .fillEqually, children: tabs))
            if elements[index].size.height == nil { elements[index].size.height = try m("height") }
        }
    }

    /// `{"type": "toolbar", "items": [{"symbol": "line.3.horizontal.decrease.circle"},
    /// {"type": "flexibleSpace"}, …]}`: a UIToolbar, 44 pt tall, with bar button items that keep
    /// their size at every category.
    mutating func toolbar(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let owner = Owner(fields, context: c)
        let m = BarMetrics(component: "toolbar", node: fields.owner, decoder: self)
        let items = try barItems(try c.required(fields.owner, "items", what: "a toolbar", in: fields), toolbar: true)
        let margin = try m("margin")
        for (index, pass) in scope.passes.enumerated() {
            var children: [ElementSpec] = []
            for (position, item) in items.enumerated() {
                children.append(try barItem(item, role: item.id ?? Self.itemRole("items", position), owner: owner,
                                            metrics: m, what: "toolbar items", at: pass))
            }
            elements[index].kind = .stack(StackSpec(axis: .horizontal, spacing: try m("itemSpacing"), alignment: .center,
                                                    padding: EdgeInsets(leading: margin, trailing: margin), children: children))
            if elements[index].size.height == nil { elements[index].size.height = try m("height") }
        }
    }
}
