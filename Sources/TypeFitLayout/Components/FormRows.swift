import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// SwiftUI's rows as a Form (an inset grouped list) lays them out: `Toggle` (`toggle`),
/// `LabeledContent` (`labeledContent`), and `Label` (`iconLabel`, an icon and a title; `label`
/// is the text element). Each is the row's content: put it in a `list` row, which adds the
/// cell's margins and minimum height. Texts are body, grow with Dynamic Type and wrap, as
/// SwiftUI's `Text` does (`Metrics/controls.json` holds the spacings).
extension ElementDecoder {
    /// SwiftUI's label styles.
    enum IconLabelStyle: String, CaseIterable {
        case titleAndIcon, titleOnly, iconOnly
    }

    /// `{"type": "toggle", "label": "Wi-Fi", "isOn": true}`: the label leading, wrapping, and the
    /// 51 × 31 pt switch trailing, centred on it, at every category.
    mutating func toggle(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let node = fields.owner
        let labelNode = try c.required(node, "label", what: "a toggle", in: fields)
        let text = try componentText(labelNode, type: fields.type, what: "the toggle's label")
        if let isOn = fields["isOn"] { _ = try c.bool(isOn) }
        let width = try metric("controls", "switch", "width", node: node)
        let height = try metric("controls", "switch", "height", node: node)
        let spacing = try metric("controls", "toggle", "spacing", node: node)
        let owner = Owner(fields, context: context)
        let intents = [DesignIntent(kind: "touchTarget", reason: "iOS draws a switch at its fixed size "
            + "(\(SpecContext.format(width)) × \(SpecContext.format(height)) pt) and takes the taps around it; the app cannot resize it.",
            origin: .system)]
        for (position, pass) in scope.passes.enumerated() {
            var label = owner.part("label", .label(systemLabel(text, style: .body, lines: 0, at: pass)), at: labelNode)
            label.size.maxWidth = .infinity
            var control = owner.part("switch", .box(BoxSpec(isOpaque: true)), intents: intents)
            control.size.width = width
            control.size.height = height
            control.interactive = true
            elements[position].kind = .stack(StackSpec(axis: .horizontal, spacing: spacing, alignment: .center,
                                                       children: [label, control]))
        }
    }

    /// `{"type": "labeledContent", "label": "Version", "value": "17.2"}`: label leading and value
    /// trailing at standard sizes; at accessibility sizes the value stands below the label.
    mutating func labeledContent(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let node = fields.owner
        let labelNode = try c.required(node, "label", what: "a labeledContent", in: fields)
        let valueNode = try c.required(node, "value", what: "a labeledContent", in: fields)
        let labelText = try componentText(labelNode, type: fields.type, what: "the label")
        let valueText = try componentText(valueNode, type: fields.type, what: "the value")
        let spacing = try metric("controls", "labeledContent", "spacing", node: node)
        let stackedSpacing = try metric("controls", "labeledContent", "stackedSpacing", node: node)
        let owner = Owner(fields, context: context)
        for (position, pass) in scope.passes.enumerated() {
            let stacked = pass.seen.isAccessibility
            var label = owner.part("label", .label(systemLabel(labelText, style: .body, lines: 0, at: pass)), at: labelNode)
            var value = owner.part("value", .label(systemLabel(valueText, style: .body, lines: 0,
                                                               alignment: stacked ? .natural : .trailing, at: pass)), at: valueNode)
            if stacked {
                elements[position].kind = .stack(StackSpec(axis: .vertical, spacing: stackedSpacing, alignment: .leading,
                                                           children: [label, value]))
            } else {
                // The label keeps its words; the value gives way first (wraps) when both do not fit.
                label.priorities.compressionHorizontal = 751
                value.priorities.compressionHorizontal = 750
                let gap = owner.part("spacer", .spacer(SpacerSpec(minLength: spacing)))
                elements[position].kind = .stack(StackSpec(axis: .horizontal, alignment: .firstBaseline,
                                                           children: [label, gap, value]))
            }
        }
    }

    /// `{"type": "iconLabel", "title": "Favorites", "symbol": "star"}`: SwiftUI's `Label`, an icon
    /// that scales with the title's text style and a wrapping title beside it.
    mutating func iconLabel(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let node = fields.owner
        let titleNode = try c.required(node, "title", what: "an iconLabel", in: fields)
        let title = try componentText(titleNode, type: fields.type, what: "the iconLabel's title")
        if let symbol = fields["symbol"] { _ = try c.nonEmptyString(symbol, expected: "a symbol name (a non-empty string)") }
        var style = TextStyle.body
        if let styleNode = fields["style"] { style = try c.textStyle(styleNode) }
        var labelStyle = IconLabelStyle.titleAndIcon
        if let styleNode = fields["labelStyle"] { labelStyle = try c.choice(styleNode, IconLabelStyle.self, what: "label style") }
        let spacing = try metric("controls", "iconLabel", "spacing", node: node)
        let iconScale = try metric("controls", "iconLabel", "iconScale", node: node)
        let owner = Owner(fields, context: context)
        let ramp = c.options.ramp
        for (position, pass) in scope.passes.enumerated() {
            // An SF Symbol drawn in the title's font: as large as the style's size at the category.
            let side = ramp.size(style, at: pass.seen) * iconScale
            let icon = owner.part("icon", .image(ImageSpec(width: side, height: side, scalesWith: style)), at: fields["symbol"])
            let text = owner.part("title", .label(systemLabel(title, style: style, lines: 0, at: pass)), at: titleNode)
            let children: [ElementSpec]
            switch labelStyle {
            case .titleAndIcon: children = [icon, text]
            case .titleOnly: children = [text]
            case .iconOnly: children = [icon]
            }
            elements[position].kind = .stack(StackSpec(axis: .horizontal, spacing: spacing, alignment: .center, children: children))
        }
    }
}
