import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitText

/// One laid-out element as the rules read it: where it is, where it draws, what it may do, and
/// for text what the text engine made of it.
///
/// Built from the layout engine's node tree (see `ScreenFacts+Layout.swift`); the rules never
/// look at the layout types directly, so each rule reads the same few facts.
///
/// A class, so that the rules' many reads of each node share it instead of copying its strings,
/// path and text: it keeps the checks a small part of the time `typefit check` takes on screens
/// whose text is already measured. Its fields are set while the facts are built (tests set some
/// after making a node) and only read once the facts are shared.
final class NodeFacts: @unchecked Sendable {
    /// Position in document order; also the index in ``ScreenFacts/nodes``.
    var index: Int
    /// The index of the parent node, nil for the root.
    var parent: Int?
    /// The element's id, or its JSON path when it has none: how findings name it.
    var name: String
    /// What the element is: a label, a stack … or the `listRow` that wraps a list row.
    let kind: LayoutNode.Kind
    /// The element's JSON path in the spec file.
    var path: JSONPath?
    /// Where the element stands in the spec file.
    var location: SourceLocation?
    /// The frame the layout gave the element, in screen coordinates.
    var frame: Rect
    /// Where the element actually draws: its frame, grown where content spills out of it
    /// (a fixed-size container whose children keep their minimum size).
    var drawnFrame: Rect
    /// The element cuts off what its children draw outside its frame (`clipsToBounds`, the cell
    /// of a fixed-height list row).
    var clips: Bool
    /// A button, a text field or an element marked `interactive`: it needs a touch target.
    var isInteractive: Bool
    /// The touch area when the spec makes it larger than the frame.
    var hitArea: Size?
    /// Findings meant to be there (they hold inside the element too).
    var intents: [DesignIntent] = []
    /// For a part of one of iOS's components: the component, the part and the fix it offers.
    var part: ComponentPart?
    /// Who gives way first in a stack too small for its views.
    var priorities = LayoutPriorities()
    /// Others may overlap this element without a finding (a background, a decoration).
    var allowsOverlap: Bool
    /// The element draws something of its own (a background, a border) even where it has no children.
    var isOpaque: Bool
    /// Anchored to an edge of its container, drawn above the flow; nil for elements in the flow.
    var pin: Pin?
    /// For a stack: its axis (a horizontal stack is the usual culprit of truncated labels).
    var stackAxis: Axis?
    /// For a stack: how it shares its length (priorities decide who shrinks only in some).
    var stackDistribution: StackSpec.Distribution?
    /// For a scroll view: its axis and the part of the screen it shows.
    var scroll: ScrollFacts?
    /// Fixed sizes the spec sets on the element (they do not grow with the text).
    var fixedWidth: Double?
    var fixedHeight: Double?
    /// Text the element shows (labels, button titles, text fields), nil for the rest.
    var text: TextFacts?

    init(index: Int, parent: Int?, name: String, kind: LayoutNode.Kind, path: JSONPath?, location: SourceLocation?,
         frame: Rect, drawnFrame: Rect, clips: Bool, isInteractive: Bool, allowsOverlap: Bool, isOpaque: Bool,
         pin: Pin?, stackAxis: Axis?, scroll: ScrollFacts?, fixedWidth: Double?, fixedHeight: Double?,
         text: TextFacts?, hitArea: Size? = nil) {
        self.index = index
        self.parent = parent
        self.name = name
        self.kind = kind
        self.path = path
        self.location = location
        self.frame = frame
        self.drawnFrame = drawnFrame
        self.clips = clips
        self.isInteractive = isInteractive
        self.hitArea = hitArea
        self.allowsOverlap = allowsOverlap
        self.isOpaque = isOpaque
        self.pin = pin
        self.stackAxis = stackAxis
        self.scroll = scroll
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
        self.text = text
    }

    /// Labels, buttons, text fields and images: the elements people see and tap.
    var isLeaf: Bool { kind == .label || kind == .button || kind == .textField || kind == .image }

    /// Elements whose own pixels can collide with others': leaves, and containers that draw.
    /// Scroll views and lists are left out: their background is the screen's, not content.
    var isVisibleContent: Bool { isLeaf || (isOpaque && kind != .scroll && kind != .list) }
}

/// A scroll view's viewport: the part of the screen its content shows through.
struct ScrollFacts: Sendable, Hashable {
    var axis: Axis
    /// The scroll view's frame on screen.
    var viewport: Rect
    /// The size of everything it holds (scrollable to).
    var contentWidth: Double
    var contentHeight: Double
}

/// What the text engine made of an element's text, with the room it had.
///
/// A class for the reason `NodeFacts` is one: every rule reads a node's text. Like a node, it is
/// set while the facts are built (tests set some fields after making it) and only read once the
/// facts are shared.
final class TextFacts: @unchecked Sendable {
    /// The lines shown, top to bottom, with "…" where truncated (their strings are made when read).
    var lines: [TextLine]
    /// The whole text as the spec gives it.
    var fullText: String
    /// The font asked for: family, weight, size after scaling and any maximum; its text style.
    var font: ResolvedFont
    /// The point size used after any shrinking for `minimumScaleFactor`.
    var renderedSize: Double
    var minimumScaleFactor: Double
    /// The line limit; 0 = unlimited.
    var lineLimit: Int
    /// Whether the text engine cut something (an ellipsis, a clipped line, lines over the limit).
    var isTruncated: Bool
    /// The author declared the truncation intended (a preview line).
    var truncationIntended: Bool
    /// Lines needed at the given width with no limit.
    var neededLineCount: Int
    /// Width needed to show the text on one line (the widest line when breaking only at newlines).
    var neededWidth: Double
    /// Height needed for all lines at the given width.
    var neededHeight: Double
    /// The height of the lines shown.
    var shownHeight: Double
    /// The room the text got: the text frame inside the element (insets removed), on screen.
    var textFrame: Rect
    /// Characters no configured font can draw, unique, in text order.
    var missingCharacters: [Unicode.Scalar]

    init(lines: [TextLine], fullText: String, font: ResolvedFont, renderedSize: Double, minimumScaleFactor: Double,
         lineLimit: Int, isTruncated: Bool, truncationIntended: Bool, neededLineCount: Int, neededWidth: Double,
         neededHeight: Double, shownHeight: Double, textFrame: Rect, missingCharacters: [Unicode.Scalar]) {
        self.lines = lines
        self.fullText = fullText
        self.font = font
        self.renderedSize = renderedSize
        self.minimumScaleFactor = minimumScaleFactor
        self.lineLimit = lineLimit
        self.isTruncated = isTruncated
        self.truncationIntended = truncationIntended
        self.neededLineCount = neededLineCount
        self.neededWidth = neededWidth
        self.neededHeight = neededHeight
        self.shownHeight = shownHeight
        self.textFrame = textFrame
        self.missingCharacters = missingCharacters
    }

    /// The lines shown, top to bottom, with "…" where truncated.
    var shownLines: [String] { lines.map(\.text) }

    /// The shown lines as one string, lines separated by a newline.
    var shownText: String { shownLines.joined(separator: "\n") }
}
