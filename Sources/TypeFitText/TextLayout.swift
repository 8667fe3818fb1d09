/// A laid-out text: its lines, size and metrics, all in points.
public struct TextLayout: Sendable, Hashable {
    /// The lines shown, top to bottom.
    public var lines: [TextLine]
    public var lineCount: Int
    /// The widest line as laid out (hanging spaces excluded).
    public var width: Double
    /// The sum of the shown lines' heights.
    public var height: Double
    /// Whether something is not shown: an ellipsis, a clipped line, or lines cut by the limit.
    public var truncated: Bool
    /// The point size used, after any shrinking for `minimumScaleFactor`.
    public var fontSize: Double
    /// Lines needed at this width and size with no line limit.
    public var neededLineCount: Int
    /// Height needed at this width and size with no line limit.
    public var neededHeight: Double
    /// The widest line when breaking only at newlines.
    public var maxContentWidth: Double
    /// The narrowest width at which no paragraph breaks: `maxContentWidth`, or more when a piece
    /// from a paragraph's start is wider than the whole (only with negative tracking).
    public var oneLineWidth: Double
    /// Baseline of the first and last shown line, from the top of the box.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The primary font's ascent and descent (both positive) at `fontSize`.
    public var ascent: Double
    public var descent: Double
    /// The line height used for lines in the primary font: fixed, or ascent + descent + line gap.
    public var lineHeight: Double
    /// Characters that no font covers (drawn as .notdef boxes), unique, in text order.
    public var missingCharacters: [Unicode.Scalar]

    /// The same layout with its lines' glyph runs left out: what composing its request without
    /// glyph runs gives (every number and line string is the same either way).
    var withoutGlyphRuns: TextLayout {
        var layout = self
        for index in layout.lines.indices {
            layout.lines[index].runs = []
        }
        return layout
    }

    public init(lines: [TextLine], width: Double, height: Double, truncated: Bool, fontSize: Double,
                neededLineCount: Int, neededHeight: Double, maxContentWidth: Double, oneLineWidth: Double,
                firstBaseline: Double, lastBaseline: Double, ascent: Double, descent: Double,
                lineHeight: Double, missingCharacters: [Unicode.Scalar]) {
        self.lines = lines
        self.lineCount = lines.count
        self.width = width
        self.height = height
        self.truncated = truncated
        self.fontSize = fontSize
        self.neededLineCount = neededLineCount
        self.neededHeight = neededHeight
        self.maxContentWidth = maxContentWidth
        self.oneLineWidth = oneLineWidth
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.missingCharacters = missingCharacters
    }
}

/// One line of a `TextLayout`.
public struct TextLine: Sendable, Hashable {
    /// The text shown, in logical order, with "…" where truncated; hanging spaces and the
    /// line terminator are not part of it. Made from ``textUnits`` when read: most lines laid
    /// out are never read as text (only a finding about a cut text quotes its lines).
    public var text: String {
        get { CodeUnits.string(textUnits) }
        set { textUnits = ArraySlice(newValue.utf16) }
    }
    /// The UTF-16 code units of ``text``: a slice of the analysed paragraph's own (shared, not
    /// copied), or of the truncated line's text.
    var textUnits: ArraySlice<UInt16>
    /// Advance width of the shown text, hanging spaces excluded.
    public var width: Double
    /// Height of this line box.
    public var height: Double
    /// Baseline from the top of the layout box.
    public var baseline: Double
    /// Whether the paragraph this line belongs to runs right to left.
    public var isRightToLeft: Bool
    /// UTF-16 offsets into the request text that the line covers, hanging spaces included,
    /// terminator excluded. For a truncated line: from its first to its last shown unit.
    public var range: Range<Int>
    /// Glyph runs in visual order, for drawing.
    public var runs: [GlyphRun]

    public init(text: String, width: Double, height: Double, baseline: Double, isRightToLeft: Bool,
                range: Range<Int>, runs: [GlyphRun]) {
        self.init(textUnits: ArraySlice(text.utf16), width: width, height: height, baseline: baseline,
                  isRightToLeft: isRightToLeft, range: range, runs: runs)
    }

    init(textUnits: ArraySlice<UInt16>, width: Double, height: Double, baseline: Double, isRightToLeft: Bool,
         range: Range<Int>, runs: [GlyphRun]) {
        self.textUnits = textUnits
        self.width = width
        self.height = height
        self.baseline = baseline
        self.isRightToLeft = isRightToLeft
        self.range = range
        self.runs = runs
    }
}

/// Positioned glyphs of one font in a line, for drawing.
public struct GlyphRun: Sendable, Hashable {
    /// Path of the font file the glyph ids belong to.
    public var fontFile: String
    /// Point size.
    public var size: Double
    public var glyphs: [UInt32]
    /// Pen position of each glyph from the line's left edge, in points (offsets applied).
    public var xPositions: [Double]
    /// Vertical offset of each glyph from the baseline, in points, positive up.
    public var yOffsets: [Double]
    /// Whether the run's text is right to left (its glyphs are already in visual order).
    public var isRightToLeft: Bool

    public init(fontFile: String, size: Double, glyphs: [UInt32], xPositions: [Double], yOffsets: [Double],
                isRightToLeft: Bool) {
        self.fontFile = fontFile
        self.size = size
        self.glyphs = glyphs
        self.xPositions = xPositions
        self.yOffsets = yOffsets
        self.isRightToLeft = isRightToLeft
    }
}
