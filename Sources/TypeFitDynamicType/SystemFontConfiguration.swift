import TypeFitText

/// Which fonts stand for the iOS system font (SF Pro), and how text styles resolve to them.
///
/// By default TypeFit draws the system font with the bundled Inter: the `Inter` family below
/// 20 pt and `Inter Display` from 20 pt, as iOS switches from SF Pro Text to SF Pro Display, and
/// applies no tracking (Inter's spacing is its own). A user who has Apple's SF Pro files may
/// point TypeFit at them with ``sfPro(textFamily:displayFamily:)``; Apple's tracking table
/// (``SFProTracking``) is then applied at every size, as iOS does.
public struct SystemFontConfiguration: Sendable, Hashable {
    /// The family for sizes below ``displaySize`` ("Inter", "SF Pro Text").
    public var textFamily: String
    /// The family from ``displaySize`` up ("Inter Display", "SF Pro Display").
    public var displayFamily: String
    /// The point size at which the display family takes over: 20.
    public var displaySize: Double
    /// Whether Apple's SF Pro tracking table applies (true only for SF Pro).
    public var appliesSFProTracking: Bool

    public init(textFamily: String, displayFamily: String, displaySize: Double = 20, appliesSFProTracking: Bool) {
        self.textFamily = textFamily
        self.displayFamily = displayFamily
        self.displaySize = displaySize
        self.appliesSFProTracking = appliesSFProTracking
    }

    /// The bundled stand-in: Inter below 20 pt, Inter Display from 20 pt, no tracking.
    public static let inter = SystemFontConfiguration(
        textFamily: "Inter", displayFamily: "Inter Display", appliesSFProTracking: false
    )

    /// Apple's SF Pro, from files the user supplies, with the HIG tracking table.
    /// The family names are those the text engine registers the files under.
    public static func sfPro(textFamily: String = "SF Pro Text", displayFamily: String = "SF Pro Display") -> SystemFontConfiguration {
        SystemFontConfiguration(textFamily: textFamily, displayFamily: displayFamily, appliesSFProTracking: true)
    }

    /// The system font at `size` points and `weight`: the text or display family by size, with
    /// SF Pro tracking when it applies.
    public func descriptor(size: Double, weight: FontWeight) -> FontDescriptor {
        FontDescriptor(
            family: size < displaySize ? textFamily : displayFamily,
            weight: weight,
            size: size,
            tracking: appliesSFProTracking ? SFProTracking.tracking(forSize: size) : 0
        )
    }

    /// What `style` looks like at `category` in `ramp`: the cell's size, leading and weight
    /// (the emphasized weight when `emphasized`), moved up by ``FontWeight/boldTextWeight``
    /// when the Bold Text setting is on.
    public func font(
        for style: TextStyle,
        at category: ContentSizeCategory,
        in ramp: TypeRamp,
        emphasized: Bool = false,
        boldText: Bool = false
    ) -> SystemFont {
        let entry = ramp[style, category]
        var weight = emphasized ? entry.emphasizedWeight : entry.weight
        if boldText {
            weight = weight.boldTextWeight
        }
        return SystemFont(
            style: style,
            category: category,
            descriptor: descriptor(size: entry.size, weight: weight),
            leading: entry.leading
        )
    }
}
