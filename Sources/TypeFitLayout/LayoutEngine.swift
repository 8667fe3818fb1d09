import TypeFitDynamicType
import TypeFitText

/// Lays a screen spec out on a device at a content size category, as UIKit and SwiftUI would.
///
/// Proposal-based measure and place, as SwiftUI's `Layout` protocol and Yoga/Taffy measure
/// functions work: a parent proposes a size (each axis definite, ideal or minimum), the child
/// answers with the size it takes, the parent places it. Text enters only through a leaf
/// measure call to the text engine. Each algorithm lives in its own file under `Compute/`.
///
/// The root element is proposed the safe area (minus the room reserved by pinned elements),
/// fills its width and takes the height it measures, from the top of the safe area (which the
/// keyboard, a sheet or an alert-style presentation change: `LayoutEngine+Environment.swift`):
/// the screen does not scroll unless a scroll view says so, so content taller than the screen
/// runs off it.
/// Frames are then mirrored for right-to-left screens and snapped to the device's pixel grid.
///
/// The engine is thread-safe: every call makes its own pass (measurement caches live for one
/// call; ``layouts(_:device:categories:direction:)`` makes one per category, sharing only the
/// texts' contents); shaping is cached by the text engine across calls and categories.
public final class LayoutEngine: Sendable {
    public let text: TextEngine
    /// Whether text in the layouts carries its glyph runs (what drawing a screen needs); without
    /// them every frame, line and number is the same.
    package let glyphRuns: Bool
    /// Whether containers (boxes, stacks, scroll views, grids, lists, fits) work out their
    /// ``LayoutNode/neededSize``, the smallest their content takes without spilling, which
    /// `typefit layout` shows. No check reads it, and finding it measures every element inside
    /// at its minimum width. Without it a container's needed size is its frame's
    /// size (a scroll view's and a list's, as always, with no length along their axis); every
    /// frame, text layout and needed size of an element showing text is the same.
    package let containerNeededSizes: Bool

    package init(text: TextEngine, glyphRuns: Bool, containerNeededSizes: Bool) {
        self.text = text
        self.glyphRuns = glyphRuns
        self.containerNeededSizes = containerNeededSizes
    }

    /// An engine laying text out with `text`, with glyph runs and containers' needed sizes.
    public convenience init(text: TextEngine) {
        self.init(text: text, glyphRuns: true, containerNeededSizes: true)
    }

    /// Lays `spec` out on `device` at `category`.
    ///
    /// - Parameter direction: leading/trailing direction; nil takes the spec's.
    ///   Right-to-left screens are laid out left to right and mirrored about the screen's
    ///   vertical centre line (UIKit's `semanticContentAttribute` flips leading and trailing the
    ///   same way); text inside a frame is ordered by the text engine's bidi rules, not mirrored.
    public func layout(_ spec: ScreenSpec, device: Device, category: ContentSizeCategory,
                       direction: LayoutDirection? = nil) throws(LayoutError) -> ScreenLayout {
        try layoutWithStatistics(spec, device: device, category: category, direction: direction).layout
    }

    /// Lays `spec` out on `device` at each of `categories`, in order: as ``layout(_:device:category:direction:)``
    /// at each, with one difference in cost only. The passes share the text engine's view of
    /// each text of the spec (its ``TextRequest/Content``, made once rather than once per
    /// category), so requests for the same text at different sizes compare by identity.
    public func layouts(_ spec: ScreenSpec, device: Device, categories: [ContentSizeCategory],
                        direction: LayoutDirection? = nil) throws(LayoutError) -> [ScreenLayout] {
        let contents = LayoutPass.TextContents(nodeCount: 0)
        var layouts: [ScreenLayout] = []
        layouts.reserveCapacity(categories.count)
        for category in categories {
            layouts.append(try layoutWithStatistics(spec, device: device, category: category, direction: direction,
                                                    contents: contents).layout)
        }
        return layouts
    }

    /// Lays `spec` out and reports how many distinct text requests the pass made.
    func layoutWithStatistics(_ spec: ScreenSpec, device: Device, category: ContentSizeCategory,
                              direction: LayoutDirection?, contents: LayoutPass.TextContents? = nil)
        throws(LayoutError) -> (layout: ScreenLayout, textRequests: Int) {
        let direction = direction ?? Self.direction(of: spec)
        let tree = try LayoutTree(root: spec.root(at: category))
        let pass = LayoutPass(text: text, baseDirectory: Self.directory(of: spec.sourcePath),
                              locale: spec.textLanguage, nodeCount: tree.count,
                              glyphRuns: glyphRuns, containerNeededSizes: containerNeededSizes, contents: contents)
        let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
        let environment = try self.environment(spec, device: device, root: tree.root, pass: pass)
        let safeArea = PixelGrid(scale: device.scale).snap(environment.safeArea)
        let presented = PixelGrid(scale: device.scale).snap(environment.presented)
        let anchors = (safeArea: safeArea, screen: presented)

        // Pinned children of the root that reserve space shrink the flow's area.
        var reserved = EdgeInsets.zero
        for child in tree.root.pinnedChildren {
            guard let pin = child.spec.pin, pin.reservesSpace else { continue }
            let anchor = LayoutPass.pinAnchor(pin, container: safeArea, screenAnchors: anchors)
            LayoutPass.reserve(pin, rect: try pass.pinnedFrame(child, pin: pin, anchor: anchor), in: &reserved)
        }
        let grid = PixelGrid(scale: device.scale)
        let flowArea = grid.snap(safeArea.inset(by: reserved))

        let rootSize = try pass.topAlignedSize(tree.root, in: flowArea.size)
        let rootFrame = Rect(x: flowArea.minX, y: flowArea.minY, size: rootSize)
        var root = try pass.place(tree.root, in: rootFrame, context: LayoutPass.PlacementContext(screenAnchors: anchors))

        var (shownSafeArea, shownFlowArea, shownPresented) = (safeArea, flowArea, presented)
        let keyboard = environment.keyboard.map { PixelGrid(scale: device.scale).snap($0) }
        if direction == .rightToLeft {
            let mirror = { (rect: Rect) in Rect(x: device.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
            root.transformRects(mirror)
            shownSafeArea = mirror(safeArea)
            shownFlowArea = mirror(flowArea)
            shownPresented = mirror(presented)
        }
        grid.snap(&root)
        let contentHeight = withUnsafePointer(to: root) { Self.flowBottom($0) } - flowArea.minY
        let layout = ScreenLayout(specName: spec.name, specPath: spec.sourcePath, device: device, category: category,
                                  direction: direction, screen: screen, safeArea: shownSafeArea, flowArea: shownFlowArea,
                                  root: root, contentHeight: contentHeight, keyboard: keyboard,
                                  presentation: spec.presentation, presentedFrame: shownPresented)
        #if DEBUG
        let violations = layout.invariantViolations()
        assert(violations.isEmpty, "layout invariants broken: \(violations.joined(separator: "; "))")
        #endif
        return (layout, pass.textRequests)
    }

    /// The spec's layout direction (`"direction"` in the spec; left to right by default).
    static func direction(of spec: ScreenSpec) -> LayoutDirection {
        spec.direction
    }

    /// The lowest edge of the flow's content: every node that is neither pinned nor inside a
    /// scroll view (scrolled content is reachable; pinned elements are not part of the flow).
    ///
    /// Nodes are read through pointers into the tree: iterating or subscripting the children
    /// copied each node read (many strings and arrays).
    static func flowBottom(_ node: UnsafePointer<LayoutNode>) -> Double {
        var bottom = node.pointee.frame.maxY
        node.pointee.children.withUnsafeBufferPointer { children in
            for position in children.indices {
                let child = children.baseAddress! + position
                if !child.pointee.isPinned && child.pointee.enclosingScroll == nil {
                    bottom = max(bottom, flowBottom(child))
                }
            }
        }
        return bottom
    }

    static func directory(of path: String?) -> String? {
        // The last "/" found in the bytes: searching the characters walks grapheme clusters.
        guard let path, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path == nil ? nil : "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
