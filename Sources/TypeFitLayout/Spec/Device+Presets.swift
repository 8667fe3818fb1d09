/// The devices a spec can name, and how a device turns to landscape.
extension Device {
    /// A device by name, in portrait: screen size in points, safe-area insets and pixel scale.
    public struct Preset: Sendable, Hashable {
        /// The names a spec may use (case-insensitively); the first is the canonical one.
        public var names: [String]
        /// Portrait width and height in points.
        public var width: Double
        public var height: Double
        /// Portrait safe area: top (status bar, notch or Dynamic Island) and bottom (home indicator).
        public var safeAreaTop: Double
        public var safeAreaBottom: Double
        /// Pixels per point.
        public var scale: Double

        /// The device in portrait, under `name` (one of ``names``).
        public func device(named name: String) -> Device {
            Device(name: name, width: width, height: height,
                   safeArea: EdgeInsets(top: safeAreaTop, leading: 0, bottom: safeAreaBottom, trailing: 0),
                   scale: scale)
        }
    }

    /// The device presets (domain.md's device list, plus models that share a screen).
    public static let presets: [Preset] = [
        Preset(names: ["iPhone SE", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
               width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0, scale: 2),
        Preset(names: ["iPhone 14", "iPhone 16e"],
               width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, scale: 3),
        Preset(names: ["iPhone 15", "iPhone 16", "iPhone 15 Pro"],
               width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34, scale: 3),
        Preset(names: ["iPhone 15 Pro Max", "iPhone 16 Plus", "iPhone 15 Plus"],
               width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34, scale: 3),
        Preset(names: ["iPhone 16 Pro"],
               width: 402, height: 874, safeAreaTop: 62, safeAreaBottom: 34, scale: 3),
        Preset(names: ["iPhone 16 Pro Max"],
               width: 440, height: 956, safeAreaTop: 62, safeAreaBottom: 34, scale: 3),
        Preset(names: ["iPad 11-inch"],
               width: 820, height: 1180, safeAreaTop: 24, safeAreaBottom: 20, scale: 2),
    ]

    /// The device a spec gets when it names none.
    public static let defaultPresetName = "iPhone 15"

    /// Every preset name, canonical names first.
    public static var presetNames: [String] {
        presets.map { $0.names[0] } + presets.flatMap { $0.names.dropFirst() }
    }

    /// The preset called `name` (case-insensitively), in portrait, under its name as listed.
    public static func preset(named name: String) -> Device? {
        let key = name.lowercased()
        for preset in presets {
            if let match = preset.names.first(where: { $0.lowercased() == key }) {
                return preset.device(named: match)
            }
        }
        return nil
    }

    /// The device turned to landscape, as iOS reports it: width and height swap, and the safe
    /// area moves as it does on each kind of device.
    ///
    /// - A phone with a home indicator (portrait bottom inset > 0): the notch or Dynamic Island
    ///   side could be either edge, so both leading and trailing get the portrait top inset; the
    ///   status bar is hidden (top 0) and the home indicator needs 21 pt at the bottom.
    /// - A phone with a home button (bottom 0): no safe area at all (the status bar is hidden).
    /// - A tablet (shorter side ≥ 600 pt): the status bar and home indicator stay at top and
    ///   bottom; no side insets.
    /// A device already in landscape is returned unchanged.
    public func rotatedToLandscape() -> Device {
        guard orientation == .portrait else { return self }
        var safe = EdgeInsets.zero
        if Swift.min(width, height) >= 600 {
            safe = EdgeInsets(top: safeArea.top, leading: 0, bottom: safeArea.bottom, trailing: 0)
        } else if safeArea.bottom > 0 {
            safe = EdgeInsets(top: 0, leading: safeArea.top, bottom: 21, trailing: safeArea.top)
        }
        return Device(name: name, width: height, height: width, safeArea: safe, scale: scale, orientation: .landscape)
    }
}
