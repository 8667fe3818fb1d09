import TypeFitText

/// One cell of a type ramp: what a text style looks like at a content size category.
public struct RampEntry: Sendable, Hashable {
    public var style: TextStyle
    public var category: ContentSizeCategory
    /// Point size of the font.
    public var size: Double
    /// Recommended line spacing in points (baseline to baseline), as the HIG lists it.
    public var leading: Double
    /// The style's weight (`regular`; `semibold` for headline).
    public var weight: FontWeight
    /// The weight of the emphasized variant (SwiftUI `.bold()`, UIKit `traitBold`).
    public var emphasizedWeight: FontWeight

    public init(
        style: TextStyle,
        category: ContentSizeCategory,
        size: Double,
        leading: Double,
        weight: FontWeight,
        emphasizedWeight: FontWeight
    ) {
        self.style = style
        self.category = category
        self.size = size
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }
}
