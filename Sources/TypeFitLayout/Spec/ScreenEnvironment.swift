/// The software keyboard as a screen's state: hidden, or shown with or without the QuickType
/// (predictive) bar. Its height comes from `Metrics/keyboard.json` for the device and orientation.
public struct KeyboardState: Sendable, Hashable {
    public var shown: Bool
    /// The QuickType bar above the keys (iOS shows it by default); meaningless when hidden.
    public var quickType: Bool

    public init(shown: Bool, quickType: Bool = true) {
        self.shown = shown
        self.quickType = quickType
    }

    /// No keyboard: what every spec without `keyboard` gets.
    public static let hidden = KeyboardState(shown: false, quickType: false)
}

/// How the screen is presented: full screen (the default), as a page sheet, or centred at its
/// own size as an alert is.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
    case fullScreen, sheet, alert
}
