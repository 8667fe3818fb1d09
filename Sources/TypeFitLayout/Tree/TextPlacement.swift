import TypeFitText

/// Text as laid out inside an element (a label, a button's title, a text field): what it needed,
/// the room it got, and what it shows.
public struct TextPlacement: Sendable, Hashable {
    /// The text engine's layout at the room given: the lines shown (with "…" where truncated),
    /// whether anything was cut, the font size after any shrinking, baselines.
    public var layout: TextLayout
    /// The whole text as the spec gives it (the lines shown may cut it short).
    public var text: String
    /// How the lines align in the text's box: a label's alignment, centred for a button's title,
    /// natural for a text field.
    public var alignment: TextAlignment
    /// The smallest fraction of the font size the text may shrink to before it is cut (0: no shrinking).
    public var minimumScaleFactor: Double
    /// The text's box in screen points: as wide as the room given (lines align inside it) and as
    /// tall as the lines shown; centred vertically in the element as UILabel draws it. It may
    /// extend beyond the element's frame when the text needs more height than it got.
    public var frame: Rect
    /// The font the text was laid out with, as resolved for this category.
    public var font: ResolvedFont
    /// The line limit (0 = unlimited), as the spec set it.
    public var lineLimit: Int
    /// The line limit actually applied: smaller than `lineLimit` (or set when unlimited) when the
    /// element's height holds fewer lines than the text needs, so UILabel truncates at the height.
    public var effectiveLineLimit: Int
    /// The author declared truncation intended here (a preview line): not a failure.
    public var truncationIntended: Bool
    /// True when the text shown is a text field's placeholder.
    public var isPlaceholder: Bool
    /// The width the text needs on one line (the engine's `maxContentWidth`).
    public var neededWidth: Double
    /// The height all lines need at the width given (the engine's `neededHeight`).
    public var neededHeight: Double
    /// The room the text was given: the element's frame minus any content insets.
    public var givenSize: Size

    public init(layout: TextLayout, text: String, alignment: TextAlignment = .natural, minimumScaleFactor: Double = 0,
                frame: Rect, font: ResolvedFont, lineLimit: Int, effectiveLineLimit: Int,
                truncationIntended: Bool, isPlaceholder: Bool, neededWidth: Double, neededHeight: Double,
                givenSize: Size) {
        self.layout = layout
        self.text = text
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
        self.frame = frame
        self.font = font
        self.lineLimit = lineLimit
        self.effectiveLineLimit = effectiveLineLimit
        self.truncationIntended = truncationIntended
        self.isPlaceholder = isPlaceholder
        self.neededWidth = neededWidth
        self.neededHeight = neededHeight
        self.givenSize = givenSize
    }

    /// The lines shown, as text (with "…" where truncated).
    public var shownLines: [String] { layout.lines.map(\.text) }

    /// True when something of the text is not shown (ellipsis, clipping, lines cut).
    public var isTruncated: Bool { layout.truncated }
}
