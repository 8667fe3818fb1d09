import TypeFitDynamicType
import TypeFitText

/// One element of a screen, resolved for one content size category: what it is, how it
/// may be sized, and its children.
public struct ElementSpec: Sendable, Hashable {
    /// The author's id (unique in the spec), or nil.
    public var id: String?
    public var kind: ElementKind
    public var size: SizeConstraints
    public var priorities: LayoutPriorities
    /// Present in the spec but not shown at this category (`"hidden": true`, possibly set by a `when` rule).
    public var isHidden: Bool
    /// The element cuts off what its children draw outside it (`clipsToBounds`).
    public var clipsToBounds: Bool
    /// Anchored to an edge of its container, drawn above the flow; nil for elements in the flow.
    public var pin: Pin?
    /// Other elements may overlap this one without a finding (a background, a decoration).
    public var allowsOverlap: Bool
    /// Whether a person taps the element (`interactive`); nil leaves it to the kind: buttons and
    /// text fields are interactive, everything else is not.
    public var interactive: Bool?
    /// The area that takes touches when it is larger than the frame (`hitArea`, as a control
    /// that overrides `point(inside:with:)` or a SwiftUI `.contentShape`), centred on the frame;
    /// nil when the frame is the touch area.
    public var hitArea: Size?
    /// Findings meant to be there (`intended`, or a system component's design); they hold inside
    /// the element too.
    public var intents: [DesignIntent] = []
    /// For an element one of iOS's components made: which component and which part of it.
    public var part: ComponentPart?
    /// Where the element stands in the spec file.
    public var source: SourceReference

    public init(id: String? = nil, kind: ElementKind, size: SizeConstraints = SizeConstraints(),
                priorities: LayoutPriorities = LayoutPriorities(), isHidden: Bool = false,
                clipsToBounds: Bool = false, pin: Pin? = nil, allowsOverlap: Bool = false,
                source: SourceReference) {
        self.id = id
        self.kind = kind
        self.size = size
        self.priorities = priorities
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.pin = pin
        self.allowsOverlap = allowsOverlap
        self.source = source
    }

    /// The id, or the JSON path when the element has none: how findings name it.
    public var displayName: String { id ?? source.path.description }
}

/// What an element is.
public indirect enum ElementKind: Sendable, Hashable {
    case label(LabelSpec)
    case button(ButtonSpec)
    case textField(TextFieldSpec)
    case image(ImageSpec)
    /// A plain view; its children are stacked on top of each other (a ZStack) inside its padding.
    case box(BoxSpec)
    case spacer(SpacerSpec)
    case stack(StackSpec)
    case scroll(ScrollSpec)
    case grid(GridSpec)
    case list(ListSpec)
    /// SwiftUI `ViewThatFits`: the first alternative that fits the offered size.
    case fits(FitsSpec)

    /// The element specs the kind holds, in order: a container's children, a scroll view's
    /// content, a list's rows, a fits element's alternatives; none for the leaves.
    public var children: [ElementSpec] {
        switch self {
        case .label, .button, .textField, .image, .spacer: []
        case .box(let box): box.children
        case .stack(let stack): stack.children
        case .scroll(let scroll): [scroll.content]
        case .grid(let grid): grid.children
        case .list(let list): list.rows
        case .fits(let fits): fits.alternatives
        }
    }

    /// The kind of the node this element is laid out as (its raw value is the spec's word).
    public var nodeKind: LayoutNode.Kind {
        switch self {
        case .label: .label
        case .button: .button
        case .textField: .textField
        case .image: .image
        case .box: .box
        case .spacer: .spacer
        case .stack: .stack
        case .scroll: .scroll
        case .grid: .grid
        case .list: .list
        case .fits: .fits
        }
    }
}

/// Fixed, minimum and maximum sizes and an aspect ratio (width / height); nil = unconstrained.
/// A maximum may be `.infinity` (SwiftUI `.frame(maxWidth: .infinity)`: fill what is offered).
public struct SizeConstraints: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var aspectRatio: Double?

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, aspectRatio: Double? = nil) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.aspectRatio = aspectRatio
    }

    /// Whether no size is set: no fixed, minimum or maximum size and no aspect ratio.
    public var isEmpty: Bool {
        width == nil && height == nil && minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil
            && aspectRatio == nil
    }
}

/// Auto Layout content priorities (1…1000) and SwiftUI's layout priority.
public struct LayoutPriorities: Sendable, Hashable {
    /// Resistance to growing beyond the intrinsic size (UIKit default 250 for labels).
    public var huggingHorizontal: Double
    public var huggingVertical: Double
    /// Resistance to shrinking below the intrinsic size (UIKit default 750).
    public var compressionHorizontal: Double
    public var compressionVertical: Double
    /// SwiftUI `.layoutPriority`: higher is offered space first in a stack (default 0).
    public var layoutPriority: Double

    public init(huggingHorizontal: Double = 250, huggingVertical: Double = 250,
                compressionHorizontal: Double = 750, compressionVertical: Double = 750,
                layoutPriority: Double = 0) {
        self.huggingHorizontal = huggingHorizontal
        self.huggingVertical = huggingVertical
        self.compressionHorizontal = compressionHorizontal
        self.compressionVertical = compressionVertical
        self.layoutPriority = layoutPriority
    }
}

/// An element anchored to an edge of its container (a bottom button bar), drawn above the flow.
public struct Pin: Sendable, Hashable {
    public enum Edge: String, Sendable, Hashable, CaseIterable { case top, bottom, leading, trailing }

    public var edge: Edge
    /// Distance from the edge (from the safe area when `respectsSafeArea`).
    public var inset: Double
    public var respectsSafeArea: Bool
    /// The flow gives up room for the pinned element (SwiftUI `.safeAreaInset`); when false the
    /// element floats over the content (an overlay) and content under it overlaps it.
    public var reservesSpace: Bool

    public init(edge: Edge, inset: Double = 0, respectsSafeArea: Bool = true, reservesSpace: Bool = false) {
        self.edge = edge
        self.inset = inset
        self.respectsSafeArea = respectsSafeArea
        self.reservesSpace = reservesSpace
    }
}
