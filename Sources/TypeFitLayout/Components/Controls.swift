import TypeFitJSON

/// Controls: UISwitch (`switch`).
extension ElementDecoder {
    /// `{"type": "switch"}`: a UISwitch. Its size is fixed by iOS whatever the content size
    /// category (`Metrics/controls.json`), and it is interactive. `isOn` changes nothing in layout.
    mutating func switchControl(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        if let node = fields["isOn"] { _ = try context.bool(node) }
        let node = fields.owner
        let width = try metric("controls", "switch", "width", node: node)
        let height = try metric("controls", "switch", "height", node: node)
        let intents = [DesignIntent(kind: "touchTarget", reason: "iOS draws a switch at its fixed size "
            + "(\(SpecContext.format(width)) × \(SpecContext.format(height)) pt) and takes the taps around it; the app cannot resize it.",
            origin: .system)]
        for index in elements.indices {
            elements[index].kind = .box(BoxSpec(isOpaque: true))
            elements[index].intents += intents
            elements[index].size.width = width
            elements[index].size.height = height
            if elements[index].interactive == nil { elements[index].interactive = true }
        }
    }
}
