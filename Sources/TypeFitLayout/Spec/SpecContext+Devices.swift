import TypeFitDynamicType
import TypeFitJSON

/// `device` and `devices`: preset names or explicit screens.
extension SpecContext {
    static let deviceKeys = ["name", "width", "height", "safeArea", "scale", "orientation"]
    static let safeAreaKeys = ["top", "bottom", "leading", "trailing"]

    /// One device: a preset name, or an object naming a preset and changing some of it, or
    /// describing a screen from scratch (`width` and `height` required then).
    func device(_ node: SpecNode) throws(SpecError) -> Device {
        let resolved = try resolve(node)
        switch resolved.value {
        case .string:
            return try presetDevice(resolved)
        case .object:
            return try explicitDevice(resolved)
        default:
            throw mismatch(resolved, expected: "a device name such as \"iPhone 15\" or a device object")
        }
    }

    private func presetDevice(_ node: SpecNode) throws(SpecError) -> Device {
        let name = try string(node)
        if let device = Device.preset(named: name) {
            return device
        }
        let names = Device.presetNames
        let suggestion = SpecContext.suggest(name, among: names)
        var problem = "unknown device \(SpecContext.quote(name))"
        if let suggestion {
            problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        problem += " (presets: \(Device.presets.map { $0.names[0] }.joined(separator: ", ")); or give an object with width and height)"
        throw error(node, problem, suggestion: suggestion)
    }

    private func explicitDevice(_ node: SpecNode) throws(SpecError) -> Device {
        try checkKeys(node, allowed: Self.deviceKeys, what: "a device")
        let nameNode = member(node, "name")
        var device: Device
        if let nameNode, member(node, "width") == nil || member(node, "height") == nil {
            device = try presetDevice(nameNode)
        } else {
            guard let widthNode = member(node, "width"), let heightNode = member(node, "height") else {
                throw error(node, "a device needs a preset \"name\", or \"width\" and \"height\"")
            }
            let width = try positive(widthNode, expected: "a screen width > 0 in points")
            let height = try positive(heightNode, expected: "a screen height > 0 in points")
            let name = try nameNode.map { (nameNode) throws(SpecError) in try nonEmptyString(nameNode, expected: "a device name") }
                ?? "\(Self.format(width))×\(Self.format(height))"
            device = Device(name: name, width: width, height: height, safeArea: .zero, scale: 3)
        }
        if let widthNode = member(node, "width") {
            device.width = try positive(widthNode, expected: "a screen width > 0 in points")
        }
        if let heightNode = member(node, "height") {
            device.height = try positive(heightNode, expected: "a screen height > 0 in points")
        }
        if let safeNode = member(node, "safeArea") {
            device.safeArea = try safeArea(safeNode, defaults: device.safeArea)
            if device.safeArea.horizontal >= device.width || device.safeArea.vertical >= device.height {
                throw error(safeNode, "the safe area leaves no room on a \(Self.format(device.width))×\(Self.format(device.height)) screen")
            }
        }
        if let scaleNode = member(node, "scale") {
            device.scale = Double(try wholeNumber(scaleNode, minimum: 1, maximum: 3))
        }
        if let orientationNode = member(node, "orientation") {
            let orientation = try choice(orientationNode, Device.Orientation.self, what: "orientation")
            if orientation == .landscape {
                device = device.rotatedToLandscape()
            }
        }
        return device
    }

    private func safeArea(_ node: SpecNode, defaults: EdgeInsets) throws(SpecError) -> EdgeInsets {
        let resolved = try resolve(node)
        guard resolved.node.members != nil else {
            throw mismatch(resolved, expected: "safe-area insets {\"top\", \"bottom\", \"leading\", \"trailing\"}")
        }
        try checkKeys(resolved, allowed: Self.safeAreaKeys, what: "a safe area")
        var insets = defaults
        if let top = member(resolved, "top") { insets.top = try nonNegative(top) }
        if let bottom = member(resolved, "bottom") { insets.bottom = try nonNegative(bottom) }
        if let leading = member(resolved, "leading") { insets.leading = try nonNegative(leading) }
        if let trailing = member(resolved, "trailing") { insets.trailing = try nonNegative(trailing) }
        return insets
    }
}

/// `keyboard`: the software keyboard's state on the devices checked.
extension SpecContext {
    static let keyboardKeys = ["shown", "quickType"]

    /// `"hidden"`, `"shown"` (with the QuickType bar, as iOS shows it by default), or
    /// `{"shown": true, "quickType": false}` (each key defaulting to true).
    func keyboard(_ node: SpecNode) throws(SpecError) -> KeyboardState {
        let resolved = try resolve(node)
        switch resolved.value {
        case .string:
            let word = try word(resolved, among: ["hidden", "shown"], what: "keyboard state")
            return word == "shown" ? KeyboardState(shown: true) : .hidden
        case .object:
            try checkKeys(resolved, allowed: Self.keyboardKeys, what: "a keyboard")
            let shown = try member(resolved, "shown").map { (flag) throws(SpecError) in try bool(flag) } ?? true
            let quickType = try member(resolved, "quickType").map { (flag) throws(SpecError) in try bool(flag) } ?? true
            return shown ? KeyboardState(shown: true, quickType: quickType) : .hidden
        default:
            throw mismatch(resolved, expected: "a keyboard state (\"hidden\", \"shown\") or an object {\"shown\": true, \"quickType\": false}")
        }
    }
}
