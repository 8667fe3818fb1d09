import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Alerts and action sheets (UIAlertController, SwiftUI `.alert` and `.confirmationDialog`): a
/// title, a message, optional text fields and actions, laid out as iOS lays them out at each
/// category (`Metrics/alerts.json`, docs/components.md).
///
/// Both are presented over the whole screen: the element fills what its parent gives it (write
/// it as the spec's root, the screen while it is shown) and places its card inside. A card that
/// fits stands at its own height (an alert centred, an action sheet at the bottom); a card taller
/// than the screen is capped at it and its content scrolls, as UIAlertController's does. Titles
/// and messages wrap and grow with Dynamic Type; action titles stay on one line, cut in the
/// middle when too long, at standard sizes, and wrap at accessibility sizes.
extension ElementDecoder {
    /// A UIAlertAction's style.
    enum AlertActionStyle: String, CaseIterable {
        case `default`, cancel, destructive
    }

    /// One action as written: its title, style and the name of its part.
    struct AlertAction {
        var title: String
        var style: AlertActionStyle
        var role: String
        var node: SpecNode
    }

    /// What an alert or action sheet shows, read once from its fields.
    struct AlertContent {
        var title: String?
        var titleNode: SpecNode?
        var message: String?
        var messageNode: SpecNode?
        /// Text field placeholders, in order, with their nodes.
        var fields: [(placeholder: String, node: SpecNode)] = []
        var actions: [AlertAction] = []
    }

    /// `{"type": "alert"}`: a UIAlertController with the `alert` style.
    mutating func alert(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let content = try alertContent(fields, allowsFields: true)
        let owner = Owner(fields, context: context)
        for (position, pass) in scope.passes.enumerated() {
            elements[position].kind = try alertLayout(content, owner: owner, node: fields.owner, at: pass)
        }
    }

    /// `{"type": "actionSheet"}`: a UIAlertController with the `actionSheet` style, on iPhone.
    mutating func actionSheet(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let content = try alertContent(fields, allowsFields: false)
        let owner = Owner(fields, context: context)
        for (position, pass) in scope.passes.enumerated() {
            elements[position].kind = try actionSheetLayout(content, owner: owner, node: fields.owner, at: pass)
        }
    }

    // MARK: Reading

    mutating func alertContent(_ fields: SpecFields, allowsFields: Bool) throws(SpecError) -> AlertContent {
        let c = context
        var content = AlertContent()
        let what = fields.type.withArticle
        if let node = fields["title"] {
            content.title = try componentText(node, type: fields.type, what: "the \(fields.type.rawValue)'s title")
            content.titleNode = node
        }
        if let node = fields["message"] {
            content.message = try componentText(node, type: fields.type, what: "the \(fields.type.rawValue)'s message")
            content.messageNode = node
        }
        if allowsFields, let node = fields["textFields"] {
            for (index, item) in try c.array(node, expected: "text fields (an array of {\"placeholder\"})").enumerated() {
                let field = try c.resolve(item)
                guard field.node.members != nil else {
                    throw c.error(field, "expected a text field ({\"placeholder\": \"…\"})")
                }
                try c.checkKeys(field, allowed: ["placeholder"], what: "an alert's text field")
                var placeholder = ""
                if let text = c.member(field, "placeholder") {
                    placeholder = try componentText(text, type: fields.type, what: "text field \(index + 1)'s placeholder")
                }
                content.fields.append((placeholder, field))
            }
        }
        let actionsNode = try c.required(fields.owner, "actions", what: what, in: fields)
        let items = try c.array(actionsNode, expected: "actions (an array of {\"title\", \"style\"})")
        guard !items.isEmpty else {
            throw c.error(actionsNode, "\(what) needs at least one action (iOS shows none without one)")
        }
        var roles = Set<String>()
        var cancel: SpecNode?
        for (index, item) in items.enumerated() {
            let action = try c.resolve(item)
            guard action.node.members != nil else {
                throw c.error(action, "expected an action ({\"title\": \"…\", \"style\": \"default\"})")
            }
            try c.checkKeys(action, allowed: ["title", "style", "id"], what: "an action")
            let titleNode = try c.required(action, "title", what: "an action")
            let title = try componentText(titleNode, type: fields.type, what: "action \(index + 1)'s title")
            var style = AlertActionStyle.default
            if let node = c.member(action, "style") { style = try c.choice(node, AlertActionStyle.self, what: "action style") }
            if style == .cancel {
                if cancel != nil {
                    throw c.error(action, "\(what) has one cancel action at most (UIAlertController raises an exception for a second)")
                }
                cancel = action
            }
            var role = "action\(index + 1)"
            if let node = c.member(action, "id") {
                role = try c.nonEmptyString(node, expected: "an action id (a non-empty string)")
            }
            guard roles.insert(role).inserted else {
                throw c.error(action, "two actions are named \(SpecContext.quote(role)); give each its own \"id\"")
            }
            content.actions.append(AlertAction(title: title, style: style, role: role, node: action))
        }
        return content
    }

    // MARK: Alert

    /// The alert at one category: the card centred when it fits the height it is given, else
    /// capped at that height with its content scrolling.
    func alertLayout(_ content: AlertContent, owner: Owner, node: SpecNode, at pass: Pass) throws(SpecError) -> ElementKind {
        func value(_ key: String) throws(SpecError) -> Double { try metric("alerts", "alert", key, at: pass.seen, node: node) }
        let width = try value("width")
        var headerChildren: [ElementSpec] = []
        headerChildren += alertTexts(content, owner: owner, title: (.headline, .semibold), message: (.footnote, nil), at: pass)
        if !content.fields.isEmpty {
            let inset = try value("fieldInset")
            let reason = "UIAlertController sizes its text fields to their font; the app cannot make them taller."
            let textFields = content.fields.enumerated().map { index, field in
                let font = systemLabel(field.placeholder, style: .footnote, at: pass).font
                let spec = TextFieldSpec(text: field.placeholder, isPlaceholder: true, font: font,
                                         contentInsets: EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset),
                                         bordered: true)
                return owner.part("textField\(index + 1)", .textField(spec), at: field.node, suggestion: nil,
                                  intents: [DesignIntent(kind: "touchTarget", reason: reason, origin: .system)])
            }
            headerChildren.append(owner.part("textFields", .stack(StackSpec(
                axis: .vertical, padding: EdgeInsets(top: try value("fieldsTop")), children: textFields))))
        }
        let side = try value("headerSide")
        let header = owner.part("header", .stack(StackSpec(
            axis: .vertical, spacing: try value("titleSpacing"),
            padding: EdgeInsets(top: try value("headerTop"), leading: side, bottom: try value("headerBottom"), trailing: side),
            children: headerChildren)))
        let insets = EdgeInsets(top: try value("actionVertical"), leading: try value("actionHorizontal"),
                                bottom: try value("actionVertical"), trailing: try value("actionHorizontal"))
        let actions = alertActions(content.actions, owner: owner, insets: insets, minimumHeight: try value("actionMinHeight"),
                                   at: pass)
        // An alert with neither title, message nor text fields shows its actions alone.
        let card = StackSpec(axis: .vertical, children: headerChildren.isEmpty ? [actions] : [header, actions])
        var standing = owner.part("card", .stack(card))
        standing.size.width = width
        var capped = owner.part("card", .scroll(ScrollSpec(content: owner.part("cardContent", .stack(card)))))
        capped.size.width = width
        let centred = owner.part("presentation", .stack(StackSpec(axis: .vertical, alignment: .center, children: [
            spacer(owner), standing, spacer(owner),
        ])))
        let filling = owner.part("presentation", .stack(StackSpec(axis: .vertical, alignment: .center, children: [capped])))
        return .fits(FitsSpec(axes: [.vertical], alternatives: [centred, filling]))
    }

    /// The title and message labels: centred, wrapping, growing with Dynamic Type.
    func alertTexts(_ content: AlertContent, owner: Owner, title: (TextStyle, FontWeight?), message: (TextStyle, FontWeight?),
                    at pass: Pass) -> [ElementSpec] {
        var texts: [ElementSpec] = []
        if let text = content.title {
            let label = systemLabel(text, style: title.0, weight: title.1, lines: 0, alignment: .center, at: pass)
            texts.append(owner.part("title", .label(label), at: content.titleNode))
        }
        if let text = content.message {
            let label = systemLabel(text, style: message.0, weight: message.1, lines: 0, alignment: .center, at: pass)
            texts.append(owner.part("message", .label(label), at: content.messageNode))
        }
        return texts
    }

    /// An alert's actions: two side by side when both titles fit half the width at a standard
    /// size (the cancel action leading), otherwise stacked with the cancel action last.
    func alertActions(_ actions: [AlertAction], owner: Owner, insets: EdgeInsets, minimumHeight: Double,
                      at pass: Pass) -> ElementSpec {
        let buttons = actions.map { alertButton($0, owner: owner, style: .body, insets: insets, minimumHeight: minimumHeight, at: pass) }
        let cancel = zip(actions, buttons).filter { $0.0.style == .cancel }.map(\.1)
        let others = zip(actions, buttons).filter { $0.0.style != .cancel }.map(\.1)
        let cancelFirst = cancel + others
        let cancelLast = others + cancel
        let stacked = owner.part("actions", .stack(StackSpec(axis: .vertical, children: cancelLast)))
        guard actions.count == 2, !pass.seen.isAccessibility else { return stacked }
        let sideBySide = owner.part("actions", .stack(StackSpec(axis: .horizontal, distribution: .fillEqually, children: cancelFirst)))
        return owner.part("actions", .fits(FitsSpec(axes: [.horizontal], alternatives: [sideBySide, stacked])))
    }

    /// One action's button: its title on one line in `style` (the cancel action's semibold).
    func alertButton(_ action: AlertAction, owner: Owner, style: TextStyle, insets: EdgeInsets, minimumHeight: Double,
                     at pass: Pass) -> ElementSpec {
        // One line cut in the middle at standard sizes; wrapping at accessibility sizes, where
        // the actions are stacked (docs/components.md says why TypeFit assumes so).
        var title = systemLabel(action.title, style: style, weight: action.style == .cancel ? .semibold : nil,
                                lines: pass.seen.isAccessibility ? 0 : 1, alignment: .center, at: pass)
        title.lineBreak = pass.seen.isAccessibility ? .wordWrap : .truncateMiddle
        let button = ButtonSpec(title: title, contentInsets: insets, minimumHeight: minimumHeight)
        let kind = owner.type.rawValue
        return owner.part(action.role, .button(button), at: action.node,
                          suggestion: "shorten the action's title: \(kind == "alert" ? "an alert" : "an action sheet") shows it on one line at standard sizes")
    }

    // MARK: Action sheet

    /// The action sheet at one category: the actions' group and the cancel action's below it,
    /// at the bottom of the safe area; when they do not fit, the group scrolls above the cancel
    /// action.
    func actionSheetLayout(_ content: AlertContent, owner: Owner, node: SpecNode, at pass: Pass) throws(SpecError) -> ElementKind {
        func value(_ key: String) throws(SpecError) -> Double { try metric("alerts", "actionSheet", key, at: pass.seen, node: node) }
        let margin = try value("margin")
        let side = try value("headerSide")
        let insets = EdgeInsets(top: try value("actionVertical"), leading: try value("actionHorizontal"),
                                bottom: try value("actionVertical"), trailing: try value("actionHorizontal"))
        let minimumHeight = try value("actionMinHeight")
        var groupChildren: [ElementSpec] = []
        let texts = alertTexts(content, owner: owner, title: (.footnote, .semibold), message: (.footnote, nil), at: pass)
        if !texts.isEmpty {
            groupChildren.append(owner.part("header", .stack(StackSpec(
                axis: .vertical, spacing: try value("titleSpacing"),
                padding: EdgeInsets(top: try value("headerTop"), leading: side, bottom: try value("headerBottom"), trailing: side),
                children: texts))))
        }
        // In the order given: iOS keeps the order actions are added in (the HIG asks for
        // destructive actions first; that is the app's choice).
        for action in content.actions where action.style != .cancel {
            groupChildren.append(alertButton(action, owner: owner, style: .title3, insets: insets, minimumHeight: minimumHeight, at: pass))
        }
        let cancel = content.actions.first { $0.style == .cancel }.map {
            alertButton($0, owner: owner, style: .title3, insets: insets, minimumHeight: minimumHeight, at: pass)
        }
        let group = StackSpec(axis: .vertical, children: groupChildren)
        let padding = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        let gap = try value("cancelGap")
        func sheet(_ body: ElementSpec, leadingSpacer: Bool) -> ElementSpec {
            var children = leadingSpacer ? [spacer(owner)] : []
            children.append(body)
            if let cancel { children.append(cancel) }
            return owner.part("presentation", .stack(StackSpec(axis: .vertical, spacing: gap, padding: padding,
                                                                        children: children)))
        }
        let standing = sheet(owner.part("card", .stack(group)), leadingSpacer: true)
        let capped = sheet(owner.part("card", .scroll(ScrollSpec(content: owner.part("cardContent", .stack(group))))),
                           leadingSpacer: false)
        return .fits(FitsSpec(axes: [.vertical], alternatives: [standing, capped]))
    }

    // MARK: Helpers

    func spacer(_ owner: Owner) -> ElementSpec {
        owner.part("spacer", .spacer(SpacerSpec()))
    }
}
