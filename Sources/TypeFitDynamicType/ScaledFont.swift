import TypeFitText

/// A custom font (a family or font file at a base size) that may scale with Dynamic Type.
///
/// ``isFixed`` is true for a font that does not scale; the checker reports such text, as the
/// Accessibility Inspector does. The Bold Text setting does not change custom fonts: UIKit
/// applies it only to the system font unless the app asks for it.
public struct ScaledFont: Sendable, Hashable {
    /// A family name or a font file path, as ``FontDescriptor/family``.
    public var family: String
    public var weight: FontWeight
    /// The size the font was designed at (its size at the default category, large).
    public var baseSize: Double
    public var scaling: FontScaling
    /// Extra space after every grapheme cluster in points, scaled with the font.
    public var tracking: Double

    public init(family: String, weight: FontWeight = .regular, size: Double, scaling: FontScaling, tracking: Double = 0) {
        self.family = family
        self.weight = weight
        self.baseSize = size
        self.scaling = scaling
        self.tracking = tracking
    }

    /// True when the font does not scale with the content size category.
    public var isFixed: Bool { scaling.isFixed }

    /// The point size at `category`, after clamping the category to `range` (a SwiftUI
    /// `.dynamicTypeSize(...)` limit on the view).
    public func size(at category: ContentSizeCategory, in ramp: TypeRamp, limitedTo range: CategoryRange = .unlimited) -> Double {
        scaling.scaledSize(baseSize, at: range.clamp(category), in: ramp)
    }

    /// The descriptor for the text engine at `category` (clamped to `range`).
    public func descriptor(at category: ContentSizeCategory, in ramp: TypeRamp, limitedTo range: CategoryRange = .unlimited) -> FontDescriptor {
        let size = size(at: category, in: ramp, limitedTo: range)
        let factor = baseSize > 0 ? size / baseSize : 1
        return FontDescriptor(family: family, weight: weight, size: size, tracking: tracking * factor)
    }
}
