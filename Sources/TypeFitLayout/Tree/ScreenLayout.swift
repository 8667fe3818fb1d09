import TypeFitDynamicType

/// A screen laid out on one device at one content size category: the frame tree and the
/// rectangles the overflow detector measures it against.
public struct ScreenLayout: Sendable, Hashable {
    /// The screen's name from the spec.
    public var specName: String
    /// The spec file's path, when it came from a file.
    public var specPath: String?
    public var device: Device
    public var category: ContentSizeCategory
    /// Whether leading is the left edge or the right.
    public var direction: LayoutDirection
    /// The whole screen: (0, 0, device width × height).
    public var screen: Rect
    /// The screen minus the device's safe-area insets, ending at the keyboard's top when it is
    /// shown; for a sheet or an alert, the part of the presented card inside those.
    public var safeArea: Rect
    /// The rectangle the flow (everything not pinned) was laid out in: the safe area minus the
    /// room reserved by pinned elements with `reservesSpace`.
    public var flowArea: Rect
    /// The root element; its frame starts at the top of `flowArea`.
    public var root: LayoutNode
    /// The height the flow's content takes (the root's needed height). When it exceeds
    /// `flowArea.height` and the root does not scroll, the rest runs off the screen.
    public var contentHeight: Double
    /// The software keyboard's frame, nil when it is hidden.
    public var keyboard: Rect?
    /// How the screen is presented, and the card it is laid out in (the whole screen when full screen).
    public var presentation: Presentation
    public var presentedFrame: Rect

    public init(specName: String, specPath: String?, device: Device, category: ContentSizeCategory,
                direction: LayoutDirection, screen: Rect, safeArea: Rect, flowArea: Rect, root: LayoutNode,
                contentHeight: Double, keyboard: Rect? = nil, presentation: Presentation = .fullScreen,
                presentedFrame: Rect? = nil) {
        self.keyboard = keyboard
        self.presentation = presentation
        self.presentedFrame = presentedFrame ?? screen
        self.specName = specName
        self.specPath = specPath
        self.device = device
        self.category = category
        self.direction = direction
        self.screen = screen
        self.safeArea = safeArea
        self.flowArea = flowArea
        self.root = root
        self.contentHeight = contentHeight
    }

    /// Every node, depth first, parents before children.
    public var allNodes: [LayoutNode] { root.allNodes }

    /// The first node with this id.
    public func node(withID id: String) -> LayoutNode? { root.node(withID: id) }
}
