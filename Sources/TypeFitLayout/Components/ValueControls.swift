import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Controls that pick or show a value: UISegmentedControl (`segmentedControl`), UIStepper
/// (`stepper`), UISlider (`slider`), UIProgressView (`progressView`) and
/// UIActivityIndicatorView (`activityIndicator`). Their sizes are iOS's, whatever the category
/// (`Metrics/controls.json`): none of them grows with Dynamic Type.
extension ElementDecoder {
    /// UIActivityIndicatorView.Style.
    enum ActivityIndicatorStyle: String, CaseIterable {
        case medium, large
    }

    /// `{"type": "segmentedControl", "segments": ["Day", "Week"]}`: equal segments 32 pt tall,
    /// titles in a fixed 13 pt font, truncated when too long for their segment.
    mutating func segmentedControl(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let node = fields.owner
        let segmentsNode = try c.required(node, "segments", what: "a segmentedControl", in: fields)
        let items = try c.array(segmentsNode, expected: "segments (an array of titles)")
        guard !items.isEmpty else {
            throw c.error(segmentsNode, "a segmentedControl needs at least one segment")
        }
        var titles: [(String, SpecNode)] = []
        for (index, item) in items.enumerated() {
            titles.append((try componentText(item, type: fields.type, what: "segment \(index + 1)'s title"), item))
        }
        if let selected = fields["selected"] {
            _ = try c.wholeNumber(selected, minimum: 0, maximum: items.count - 1)
        }
        let height = try metric("controls", "segmentedControl", "height", node: node)
        let fontSize = try metric("controls", "segmentedControl", "fontSize", node: node)
        let padding = try metric("controls", "segmentedControl", "segmentPadding", node: node)
        let owner = Owner(fields, context: context)
        let intents = [
            DesignIntent(kind: "fixedFont", reason: "UISegmentedControl draws its titles at a fixed size and shows them in the Large Content Viewer on a long press.",
                         origin: .system),
            DesignIntent(kind: "touchTarget", reason: "iOS makes a segmented control \(SpecContext.format(height)) pt tall whatever the app asks.",
                         origin: .system),
        ]
        for (position, pass) in scope.passes.enumerated() {
            let segments = titles.enumerated().map { index, title in
                let label = fixedLabel(title.0, size: fontSize, weight: .medium, alignment: .center, at: pass)
                let text = owner.part("segment\(index + 1)", .label(label), at: title.1,
                                      suggestion: "shorten the segment's title or use fewer segments: segments share the control's width equally")
                return owner.part("segmentBox\(index + 1)", .box(BoxSpec(
                    padding: EdgeInsets(leading: padding, trailing: padding), children: [text])))
            }
            elements[position].kind = .stack(StackSpec(axis: .horizontal, alignment: .center, distribution: .fillEqually,
                                                       children: segments))
            elements[position].size.height = height
            elements[position].intents += intents
            if elements[position].interactive == nil { elements[position].interactive = true }
        }
    }

    /// `{"type": "stepper"}`: a UIStepper, 94 × 32 pt at every category.
    mutating func stepper(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        for key in ["value", "minimum", "maximum"] {
            if let node = fields[key] { _ = try context.number(node) }
        }
        try fixedControl("stepper", fields, into: &elements, interactive: true,
                         reason: "iOS draws a stepper at its fixed size and the app cannot resize it")
    }

    /// `{"type": "activityIndicator", "style": "large"}`: a spinner, 20 or 37 pt square.
    mutating func activityIndicator(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        var style = ActivityIndicatorStyle.medium
        if let node = fields["style"] { style = try context.choice(node, ActivityIndicatorStyle.self, what: "activity indicator style") }
        let side = try metric("controls", "activityIndicator", style.rawValue, node: fields.owner)
        for index in elements.indices {
            elements[index].kind = .box(BoxSpec(isOpaque: true))
            elements[index].size.width = side
            elements[index].size.height = side
        }
    }

    /// `{"type": "slider"}`: a UISlider spanning the width it is given, 34 pt tall.
    mutating func slider(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        for key in ["value", "minimum", "maximum"] {
            if let node = fields[key] { _ = try context.number(node) }
        }
        let height = try metric("controls", "slider", "height", node: fields.owner)
        let intents = [DesignIntent(kind: "touchTarget", reason: "iOS makes a slider \(SpecContext.format(height)) pt tall and tracks touches around its thumb beyond the frame.",
                                    origin: .system)]
        spanningControl(height: height, into: &elements, interactive: true, intents: intents)
    }

    /// `{"type": "progressView", "progress": 0.5}`: a UIProgressView spanning the width it is given, 4 pt tall.
    mutating func progressView(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        if let node = fields["progress"] { _ = try context.number(node, in: 0...1, expected: "a number from 0 to 1") }
        let height = try metric("controls", "progressView", "height", node: fields.owner)
        spanningControl(height: height, into: &elements, interactive: false, intents: [])
    }

    // MARK: Shapes

    /// A control as tall as iOS makes it and as wide as what it is given (a track).
    private func spanningControl(height: Double, into elements: inout [ElementSpec], interactive: Bool, intents: [DesignIntent]) {
        for index in elements.indices {
            elements[index].kind = .box(BoxSpec(isOpaque: true))
            elements[index].intents += intents
            elements[index].size.height = height
            if elements[index].size.width == nil, elements[index].size.maxWidth == nil {
                elements[index].size.maxWidth = .infinity
            }
            if elements[index].interactive == nil { elements[index].interactive = interactive }
        }
    }
}
