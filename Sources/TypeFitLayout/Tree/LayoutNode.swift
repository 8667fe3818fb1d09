import TypeFitText

/// One laid-out element: its frame in screen coordinates, what it needed versus what it got,
/// and its visible children in drawing order (later children draw above earlier ones; pinned
/// children come last).
///
/// Hidden elements are omitted. Children are not clipped to their parent: a child that needs more
/// room than its parent has keeps its size and extends beyond the parent's frame ("spills"), so the
/// overflow detector can see what overlaps, what is clipped (`clipsToBounds` on an ancestor) and
/// what runs off the screen.
public struct LayoutNode: Sendable, Hashable {
    /// How findings name the element: its id, or its JSON path when it has none.
    public var displayName: String
    /// The author's id, if any.
    public var id: String?
    /// What the element is: a label, a stack, a button … or the `listRow` that wraps a list row.
    public var kind: Kind
    /// Where the element stands in the spec file.
    public var source: SourceReference
    /// The frame the element was given, in screen points, snapped to the device's pixel grid.
    public var frame: Rect
    /// The size the element's content needs: the width it takes when nothing limits it (for
    /// text, one line: `maxContentWidth`) and the height it needs at the width it was given
    /// (for text, all lines). It ignores the element's own fixed and maximum sizes, so a
    /// `neededSize` larger than `frame.size` means the content spills out, is truncated or is
    /// clipped. For a container it is what its children need, laid out by its own rules.
    public var neededSize: Size
    /// Visible children, in drawing order.
    public var children: [LayoutNode]
    /// The element cuts off what its children draw outside its frame.
    public var clipsToBounds: Bool
    /// A control a person taps: buttons, text fields, elements marked `interactive` (needs 44 × 44).
    public var isInteractive: Bool
    /// The touch area, centred on the frame, when the spec makes it larger than the frame.
    public var hitArea: Size?
    /// Findings meant to be there, as the spec declares them or a system component's design causes.
    public var intents: [DesignIntent] = []
    /// For an element one of iOS's components made: the component and the part.
    public var part: ComponentPart?
    /// The spec's hugging, compression-resistance and layout priorities (UIKit's defaults when unset).
    public var priorities = LayoutPriorities()
    /// The author allows other elements to overlap this one.
    public var allowsOverlap: Bool
    /// Anchored to an edge of its container and drawn above the flow.
    public var isPinned: Bool
    /// How the element is pinned, as the spec says (nil for elements in the flow).
    public var pin: Pin?
    /// For a stack: the axis it lays its children along.
    public var stackAxis: Axis?
    /// For a stack: how it shares its length among its children.
    public var stackDistribution: StackSpec.Distribution?
    /// The fixed width the spec sets on the element (it does not grow with its content).
    public var fixedWidth: Double?
    /// The fixed height the spec sets on the element.
    public var fixedHeight: Double?
    /// Draws a background that hides what lies beneath (buttons, bordered text fields, images,
    /// boxes with a background).
    public var isOpaque: Bool
    /// The nearest enclosing scroll view or list, when the element is inside one.
    public var enclosingScroll: ScrollContext?
    /// For a scroll view or a list: its viewport and content.
    public var scroll: ScrollInfo?
    /// For labels, button titles and text fields: the text as laid out in the frame.
    public var text: TextPlacement?

    public init(displayName: String, id: String?, kind: Kind, source: SourceReference, frame: Rect,
                neededSize: Size, children: [LayoutNode] = [], clipsToBounds: Bool = false,
                isInteractive: Bool = false, allowsOverlap: Bool = false, isPinned: Bool = false,
                pin: Pin? = nil, stackAxis: Axis? = nil, fixedWidth: Double? = nil, fixedHeight: Double? = nil,
                isOpaque: Bool = false, enclosingScroll: ScrollContext? = nil, scroll: ScrollInfo? = nil,
                text: TextPlacement? = nil) {
        self.displayName = displayName
        self.id = id
        self.kind = kind
        self.source = source
        self.frame = frame
        self.neededSize = neededSize
        self.children = children
        self.clipsToBounds = clipsToBounds
        self.isInteractive = isInteractive
        self.allowsOverlap = allowsOverlap
        self.isPinned = isPinned
        self.pin = pin
        self.stackAxis = stackAxis
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
        self.isOpaque = isOpaque
        self.enclosingScroll = enclosingScroll
        self.scroll = scroll
        self.text = text
    }

    /// The size the element was given (its frame's size).
    public var givenSize: Size { frame.size }

    /// True when the content needs more than the frame along either axis by more than `tolerance`
    /// (half a point by default: frames are snapped to pixels, needed sizes are not).
    public func spillsOut(tolerance: Double = 0.5) -> Bool {
        neededSize.width > frame.width + tolerance || neededSize.height > frame.height + tolerance
    }

    /// This node and every descendant, depth first, parents before children.
    public var allNodes: [LayoutNode] {
        var result: [LayoutNode] = []
        func visit(_ node: LayoutNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return result
    }

    /// The first node (depth first) with this id.
    public func node(withID id: String) -> LayoutNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }

    /// Applies `transform` to every rectangle of this node and its descendants, in place (the
    /// tree is not copied).
    mutating func transformRects(_ transform: (Rect) -> Rect) {
        frame = transform(frame)
        if let shown = text?.frame { text?.frame = transform(shown) }
        if let viewport = scroll?.viewport, let content = scroll?.contentRect {
            scroll?.viewport = transform(viewport)
            scroll?.contentRect = transform(content)
        }
        if let viewport = enclosingScroll?.viewport { enclosingScroll?.viewport = transform(viewport) }
        for index in children.indices {
            children[index].transformRects(transform)
        }
    }
}

extension LayoutNode {
    /// What a laid-out element is: the spec's element types (an icon is an image), and the
    /// `listRow` the layout wraps each list row in. The raw value is the spec's word (`textField`),
    /// as frame dumps and the layout JSON write it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case label, button, textField, image, box, spacer, stack, scroll, grid, list, fits
        /// The wrapper of one list row (not an element of the spec, and not the `cell` element
        /// type, which is laid out as stacks and labels; it clips when the list has a fixed row height).
        case listRow
    }
}

/// The scroll view (or list) an element sits in: what part of it a person sees without scrolling.
public struct ScrollContext: Sendable, Hashable {
    /// The scroll view's display name (its id or JSON path).
    public var scrollName: String
    /// The scroll view's frame on screen: content outside it is reached by scrolling.
    public var viewport: Rect
    /// The axis it scrolls along.
    public var axis: Axis

    public init(scrollName: String, viewport: Rect, axis: Axis) {
        self.scrollName = scrollName
        self.viewport = viewport
        self.axis = axis
    }
}

/// A scroll view's (or list's) viewport and content, at content offset zero.
public struct ScrollInfo: Sendable, Hashable {
    /// The axis it scrolls along.
    public var axis: Axis
    /// The visible part: the scroll view's frame.
    public var viewport: Rect
    /// The content at offset zero, in screen coordinates; it extends beyond the viewport along
    /// the axis when the content is longer (reachable by scrolling).
    public var contentRect: Rect
    /// The content size (UIScrollView `contentSize`), padding included.
    public var contentSize: Size { contentRect.size }

    public init(axis: Axis, viewport: Rect, contentRect: Rect) {
        self.axis = axis
        self.viewport = viewport
        self.contentRect = contentRect
    }
}
