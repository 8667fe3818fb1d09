import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Buttons with a UIButton.Configuration (`"configuration": "filled"`): the configuration's
/// size sets the content insets and the title's text style (`Metrics/buttons.json`), and the
/// title wraps, as `titleLineBreakMode` is word wrapping by default. A subtitle stands below
/// the title. A button without `configuration` is read as before (ElementDecoder+Kinds.swift).
extension ElementDecoder {
    /// UIButton.Configuration's styles.
    enum ButtonConfiguration: String, CaseIterable {
        case plain, gray, tinted, filled
    }

    /// UIButton.Configuration.CornerStyle: it rounds the background and changes nothing in layout.
    enum ButtonCornerStyle: String, CaseIterable {
        case capsule, large, medium, small, fixed, dynamic
    }

    /// UIButton.Configuration.Size: insets and the title's text style.
    enum ButtonSize: String, CaseIterable {
        case mini, small, medium, large

        var titleStyle: TextStyle {
            switch self {
            case .large, .medium: .body
            case .small: .subheadline
            case .mini: .footnote
            }
        }

        var subtitleStyle: TextStyle { self == .mini ? .caption1 : .footnote }
    }

    /// The configuration fields a button takes only with `configuration`.
    static let configurationFields = ["cornerStyle", "buttonSize", "subtitle"]

    /// Whether the button has a configuration; a configuration field without one is an error.
    func isConfigured(_ fields: SpecFields) throws(SpecError) -> Bool {
        if fields["configuration"] != nil { return true }
        for key in Self.configurationFields {
            if let node = fields[key] {
                throw context.error(node, "\(SpecContext.quote(key)) is a field of a UIButton.Configuration: add \"configuration\" (plain, gray, tinted or filled)")
            }
        }
        return false
    }

    /// `{"type": "button", "configuration": "filled"}`: a button with a UIButton.Configuration.
    mutating func configuredButton(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        guard let configurationNode = fields["configuration"] else { preconditionFailure("a configured button has a configuration") }
        _ = try c.choice(configurationNode, ButtonConfiguration.self, what: "button configuration")
        if let node = fields["cornerStyle"] { _ = try c.choice(node, ButtonCornerStyle.self, what: "corner style") }
        var size = ButtonSize.medium
        if let node = fields["buttonSize"] { size = try c.choice(node, ButtonSize.self, what: "button size") }
        guard let titleText = try localizedText(fields, fallbackField: "title", what: "the button's title (a string)") else {
            throw c.error(fields.owner, "a button needs \"title\" (or a localisation \"key\")")
        }
        var subtitleText: String?
        if let node = fields["subtitle"] { subtitleText = try componentText(node, type: .button, what: "the button's subtitle") }
        let font = try c.font(fields, defaultStyle: size.titleStyle)
        let lines = try lines(fields)
        let lineBreak = try lineBreak(fields)
        let factor = try minimumScaleFactor(fields)
        let node = fields.owner
        let defaults = EdgeInsets(top: try metric("buttons", "configuration", "\(size.rawValue)Vertical", node: node),
                                  leading: try metric("buttons", "configuration", "\(size.rawValue)Horizontal", node: node),
                                  bottom: try metric("buttons", "configuration", "\(size.rawValue)Vertical", node: node),
                                  trailing: try metric("buttons", "configuration", "\(size.rawValue)Horizontal", node: node))
        var insets = SpecInsets(defaults)
        if let insetsNode = fields["insets"] { insets = try c.insets(insetsNode, defaults: defaults) }
        var minimumWidth: SpecLength?, minimumHeight: SpecLength?
        if let sizeNode = fields["minWidth"] { minimumWidth = try c.length(sizeNode) }
        if let sizeNode = fields["minHeight"] { minimumHeight = try c.length(sizeNode) }
        let padding = try metric("buttons", "configuration", "titlePadding", node: node)
        let owner = Owner(fields, context: context)
        let ramp = c.options.ramp
        for (position, pass) in scope.passes.enumerated() {
            var title = LabelSpec(text: titleText, font: resolved(font, at: pass), lines: lines ?? 0,
                                  lineBreak: lineBreak ?? (lines == nil || lines == 0 ? .wordWrap : .truncateTail),
                                  minimumScaleFactor: factor ?? 0, alignment: .center)
            let contentInsets = insets.at(pass.seen, in: ramp)
            guard let subtitleText else {
                elements[position].kind = .button(ButtonSpec(title: title, contentInsets: contentInsets,
                                                             minimumWidth: minimumWidth?.at(pass.seen, in: ramp),
                                                             minimumHeight: minimumHeight?.at(pass.seen, in: ramp)))
                continue
            }
            // Title over subtitle, both leading (TitleAlignment.automatic), inside the insets.
            title.alignment = .natural
            let suggestion = lines.map { $0 == 0 ? nil : "set `lines: 0` on the button so its title wraps" } ?? nil
            let subtitle = systemLabel(subtitleText, style: size.subtitleStyle, lines: 0, at: pass)
            let texts = StackSpec(axis: .vertical, spacing: padding, children: [
                owner.part("title", .label(title), at: fields["title"] ?? fields["key"], suggestion: suggestion),
                owner.part("subtitle", .label(subtitle), at: fields["subtitle"]),
            ])
            elements[position].kind = .box(BoxSpec(padding: contentInsets, children: [owner.part("content", .stack(texts))],
                                                   isOpaque: true))
            // `minWidth` and `minHeight` hold for the box as for any element.
            if elements[position].interactive == nil { elements[position].interactive = true }
        }
    }
}
