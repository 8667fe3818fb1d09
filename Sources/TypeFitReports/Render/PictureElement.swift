import TypeFitLayout
import TypeFitText

/// One laid-out element of a `ScreenPicture`: its box, how it is drawn, and its text lines.
public struct PictureElement: Sendable, Hashable {
    /// How findings name the element: its id, or its JSON path when it has none.
    public var name: String
    /// What the element is: a label, a stack, a button … or a list row's cell.
    public var kind: LayoutNode.Kind
    /// The frame in screen points.
    public var frame: Rect
    /// Nesting depth (the root is 0).
    public var depth: Int
    /// The part of the screen where the element can be seen without scrolling: the screen,
    /// cut by the viewports of enclosing scroll views and by ancestors that clip. What lies
    /// outside is drawn faded; nil when nothing of the element can be seen.
    public var visibleArea: Rect?
    /// A control a person taps.
    public var isInteractive: Bool
    /// Draws a background that hides what lies beneath.
    public var isOpaque: Bool
    /// For a scroll view or list: its viewport, drawn as a dashed box.
    public var scrollViewport: Rect?
    /// The text lines shown, top to bottom, with their glyph runs.
    public var lines: [PictureTextLine]

    public init(name: String, kind: LayoutNode.Kind, frame: Rect, depth: Int, visibleArea: Rect?,
                isInteractive: Bool = false, isOpaque: Bool = false, scrollViewport: Rect? = nil,
                lines: [PictureTextLine] = []) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.depth = depth
        self.visibleArea = visibleArea
        self.isInteractive = isInteractive
        self.isOpaque = isOpaque
        self.scrollViewport = scrollViewport
        self.lines = lines
    }

    /// True when the whole element (its frame and its text) can be seen without scrolling.
    public var isFullyVisible: Bool {
        guard let visibleArea else { return false }
        return visibleArea.contains(frame, tolerance: 0.01) && lines.allSatisfy { visibleArea.contains($0.bounds, tolerance: 0.01) }
    }
}

/// One line of text as the engine laid it out, placed on the screen.
public struct PictureTextLine: Sendable, Hashable {
    /// The text shown, with "…" where truncated.
    public var text: String
    /// The left edge of the line in screen points (glyph x positions count from here).
    public var x: Double
    /// The baseline in screen points.
    public var baseline: Double
    /// The line's advance width.
    public var width: Double
    /// The line box's top and height, in screen points.
    public var top: Double
    public var height: Double
    /// Glyph runs in visual order, positions relative to (`x`, `baseline`).
    public var runs: [GlyphRun]

    public init(text: String, x: Double, baseline: Double, width: Double, top: Double, height: Double, runs: [GlyphRun]) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
        self.top = top
        self.height = height
        self.runs = runs
    }

    /// The lines of a `TextLayout` whose box's top edge is at `boxTop`, each line's left edge
    /// given by `lineX` (the box's left edge plus the alignment offset).
    package static func place(_ layout: TextLayout, boxTop: Double, lineX: (TextLine) -> Double) -> [PictureTextLine] {
        var top = boxTop
        var placed: [PictureTextLine] = []
        for line in layout.lines {
            placed.append(PictureTextLine(text: line.text, x: lineX(line), baseline: boxTop + line.baseline,
                                          width: line.width, top: top, height: line.height, runs: line.runs))
            top += line.height
        }
        return placed
    }

    /// The line box in screen points.
    public var bounds: Rect { Rect(x: x, y: top, width: width, height: height) }

    /// Number of glyphs drawn.
    public var glyphCount: Int { runs.reduce(0) { $0 + $1.glyphs.count } }
}
