import TypeFitJSON

/// Controls: UISwitch (`switch`), and the fixed-size control every control of a size iOS fixes
/// is made of (its touch-target finding is iOS's design).
extension ElementDecoder {
    /// `{"type": "switch"}`: a UISwitch. Its size is fixed by iOS whatever the content size
    /// category (`Metrics/controls.json`), and it is interactive. `isOn` changes nothing in layout.
    mutating func switchControl(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        if let node = fields["isOn"] { _ = try context.bool(node) }
        try fixedControl("switch", fields, into: &elements, interactive: true,
                         reason: "iOS draws a switch at its fixed size and takes the taps around it; the app cannot resize it")
    }

    /// A control of a fixed width and height from the metrics, whatever its frame.
    func fixedControl(_ component: String, _ fields: SpecFields, into elements: inout [ElementSpec],
                      interactive: Bool, reason: String) throws(SpecError) {
        let node = fields.owner
        let width = try metric("controls", component, "width", node: node)
        let height = try metric("controls", component, "height", node: node)
        let intents = [DesignIntent(kind: "touchTarget", reason: reason + " (\(SpecContext.format(width)) × \(SpecContext.format(height)) pt).",
                                    origin: .system)]
        for index in elements.indices {
            elements[index].kind = .box(BoxSpec(isOpaque: true))
            elements[index].intents += intents
            elements[index].size.width = width
            elements[index].size.height = height
            if elements[index].interactive == nil { elements[index].interactive = interactive }
        }
    }
}
