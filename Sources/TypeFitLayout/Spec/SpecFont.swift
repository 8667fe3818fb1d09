import TypeFitDynamicType
import TypeFitText

/// The font of a label, button or text field as the spec writes it, checked once and resolved
/// at any category (see `SpecContext.font(_:defaultStyle:)`).
enum SpecFont: Hashable {
    /// A text style of the system font; `weight` (already made bold for Bold Text) replaces
    /// the style's own weight.
    case system(style: TextStyle, weight: FontWeight?)
    /// A `font` object: a family name or a font file's path (nil for the system font), at a
    /// size that is fixed or scales relative to a text style.
    case custom(family: String?, weight: FontWeight, size: Double, scaling: FontScaling)

    /// The font at `category` (after any range limit); `systemCategory`, the category before the
    /// limit, gives the preferred size.
    func resolved(at category: ContentSizeCategory, systemCategory: ContentSizeCategory,
                  options: SpecDecoder.Options) -> ResolvedFont {
        let ramp = options.ramp
        switch self {
        case .system(let style, let weight):
            var descriptor = options.systemFont.font(for: style, at: category, in: ramp, boldText: options.boldText).descriptor
            if let weight {
                descriptor = options.systemFont.descriptor(size: ramp.size(style, at: category), weight: weight)
            }
            return ResolvedFont(descriptor: descriptor, textStyle: style, scalesWithDynamicType: true,
                                preferredSize: ramp.size(style, at: systemCategory))
        case .custom(let family, let weight, let size, let scaling):
            let preferred = scaling.style.map { size * ramp.scale($0, at: systemCategory) } ?? size
            let descriptor: FontDescriptor
            if let family {
                let scaled = ScaledFont(family: family, weight: weight, size: size, scaling: scaling)
                descriptor = scaled.descriptor(at: category, in: ramp)
            } else {
                let weight = options.boldText ? weight.boldTextWeight : weight
                descriptor = options.systemFont.descriptor(size: scaling.scaledSize(size, at: category, in: ramp), weight: weight)
            }
            return ResolvedFont(descriptor: descriptor, textStyle: scaling.style, scalesWithDynamicType: !scaling.isFixed,
                                preferredSize: preferred)
        }
    }
}
