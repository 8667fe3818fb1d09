/// How a custom font's size follows the content size category, as `UIFontMetrics` scales it.
///
/// `.relative(to: .body)` is `UIFontMetrics(forTextStyle: .body).scaledFont(for:)` (and SwiftUI's
/// `.custom(_:size:relativeTo:)`); `.fixed` is `UIFont(name:size:)` used as is, or
/// `.font(.system(size:))`, which does not scale and which the checker flags.
///
/// TypeFit scales by the plain ratio ramp(style, category) / ramp(style, large). iOS's measured
/// curves depart slightly from it (body at medium gives 16.33 for 17 pt, where the ratio gives 16);
/// see docs/dynamic-type.md.
public enum FontScaling: Sendable, Hashable {
    /// The size never changes.
    case fixed
    /// The size follows `style`, capped at `maximumPointSize` when one is given.
    /// A maximum of nil, zero or less means no cap.
    case relative(to: TextStyle, maximumPointSize: Double? = nil)

    /// True when the size never changes with the category.
    public var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }

    /// The text style the size follows; nil for a fixed size.
    public var style: TextStyle? {
        if case .relative(let style, _) = self { return style }
        return nil
    }

    /// The size of a font designed at `base` points, at `category`:
    /// base × ramp(style, category) / ramp(style, large), then capped by the maximum.
    public func scaledSize(_ base: Double, at category: ContentSizeCategory, in ramp: TypeRamp) -> Double {
        switch self {
        case .fixed:
            return base
        case .relative(let style, let maximum):
            let scaled = base * ramp.scale(style, at: category)
            if let maximum, maximum > 0 {
                return min(scaled, maximum)
            }
            return scaled
        }
    }

    /// A spacing, padding or image size designed at `value` points, at `category`
    /// (`UIFontMetrics.scaledValue(for:)`, SwiftUI `@ScaledMetric`). The maximum point size does
    /// not apply, as in UIKit; a fixed scaling returns `value`.
    public func scaledValue(_ value: Double, at category: ContentSizeCategory, in ramp: TypeRamp) -> Double {
        guard let style else { return value }
        return value * ramp.scale(style, at: category)
    }
}
