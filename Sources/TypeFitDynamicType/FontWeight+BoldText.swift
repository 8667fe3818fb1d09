import TypeFitText

extension FontWeight {
    /// The weight iOS draws this weight at when Settings › Accessibility › Display & Text Size ›
    /// Bold Text is on (UIKit `legibilityWeight == .bold`).
    ///
    /// Observed on iOS for the system font: regular → semibold (body, callout …),
    /// semibold → bold (headline, emphasized body), bold → heavy (emphasized titles).
    /// The lighter and heavier weights follow the same pattern, one to two steps up:
    /// ultraLight → light, thin → regular, light → medium, medium → bold, heavy → black,
    /// black stays black. Apple documents no table; these are what TypeFit uses.
    public var boldTextWeight: FontWeight {
        switch self {
        case .ultraLight: .light
        case .thin: .regular
        case .light: .medium
        case .regular: .semibold
        case .medium: .bold
        case .semibold: .bold
        case .bold: .heavy
        case .heavy: .black
        case .black: .black
        }
    }
}
