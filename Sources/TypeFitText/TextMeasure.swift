/// The numbers of a laid-out text without its lines' glyphs: what measuring for layout needs.
///
/// Every field equals the field of the same name of the `TextLayout` of the same request
/// (see `TextEngine.measure(_:)`).
public struct TextMeasure: Sendable, Hashable {
    /// The widest line as laid out (hanging spaces excluded).
    public var width: Double
    /// The sum of the shown lines' heights.
    public var height: Double
    /// Lines shown.
    public var lineCount: Int
    /// Lines needed at this width and size with no line limit.
    public var neededLineCount: Int
    /// Height needed at this width and size with no line limit.
    public var neededHeight: Double
    /// Whether something is not shown: an ellipsis, a clipped line, or lines cut by the limit.
    public var truncated: Bool
    /// The point size used, after any shrinking for `minimumScaleFactor`.
    public var fontSize: Double
    /// The widest line when breaking only at newlines.
    public var maxContentWidth: Double
    /// The narrowest width at which no paragraph breaks (see `TextLayout.oneLineWidth`).
    public var oneLineWidth: Double
    /// Baseline of the first and last shown line, from the top of the box.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The line height used for lines in the primary font.
    public var lineHeight: Double

    /// The numbers of `layout`.
    public init(_ layout: TextLayout) {
        self.width = layout.width
        self.height = layout.height
        self.lineCount = layout.lineCount
        self.neededLineCount = layout.neededLineCount
        self.neededHeight = layout.neededHeight
        self.truncated = layout.truncated
        self.fontSize = layout.fontSize
        self.maxContentWidth = layout.maxContentWidth
        self.oneLineWidth = layout.oneLineWidth
        self.firstBaseline = layout.firstBaseline
        self.lastBaseline = layout.lastBaseline
        self.lineHeight = layout.lineHeight
    }

    /// For the measure of a request with no width limit: whether the same request limited to
    /// `width` lays out the same, lines, sizes and all. It does when nothing was truncated and
    /// every paragraph stays on one line at `width`: line breaking then breaks nothing, and
    /// shrinking for `minimumScaleFactor` only shrinks text that does not fit.
    public func isUnaffected(byWidth width: Double) -> Bool {
        !truncated && LineBreaker.fits(oneLineWidth, in: width)
    }
}
