import TypeFitText

/// A text style resolved at a content size category: the font to draw with and the ramp's leading.
public struct SystemFont: Sendable, Hashable {
    public var style: TextStyle
    public var category: ContentSizeCategory
    /// Family, weight, size and tracking for the text engine.
    public var descriptor: FontDescriptor
    /// The ramp's recommended line spacing in points. UILabel itself uses the font's own line
    /// height (ascender + descender + line gap), which the text engine measures.
    public var leading: Double

    public init(style: TextStyle, category: ContentSizeCategory, descriptor: FontDescriptor, leading: Double) {
        self.style = style
        self.category = category
        self.descriptor = descriptor
        self.leading = leading
    }
}
