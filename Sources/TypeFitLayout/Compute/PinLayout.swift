/// Pinned elements (a bottom button bar, SwiftUI `.safeAreaInset` or an overlay): anchored to an
/// edge of their container and drawn above the flow.
///
/// - The anchor is the container's frame; for children of the screen's root element it is the
///   safe area, or the whole screen when `respectsSafeArea` is false.
/// - An element pinned to the top or bottom spans the anchor's width (unless its width is fixed
///   or limited; then it is centred) and is as tall as it measures at that width, `inset` points
///   from the edge. One pinned to the leading or trailing edge takes its ideal size (at most the
///   anchor's width) and is centred vertically.
/// - With `reservesSpace`, the flow's area shrinks by the element's extent plus its inset on that
///   edge; without, the element floats over the flow and content beneath it is overlapped.
extension LayoutPass {
    /// Places the pinned children of `node` and returns them with the flow area that is left.
    func placePinnedChildren(_ node: LayoutTree.Node, container: Rect, flowArea: Rect,
                             context: PlacementContext) throws(LayoutError) -> ([LayoutNode], Rect) {
        let pinned = node.pinnedChildren
        guard !pinned.isEmpty else { return ([], flowArea) }
        var reserved = EdgeInsets.zero
        var placed: [LayoutNode] = []
        placed.reserveCapacity(pinned.count)
        let childContext = PlacementContext(enclosingScroll: context.enclosingScroll, screenAnchors: nil)
        for child in pinned {
            guard let pin = child.spec.pin else { continue }
            let anchor = Self.pinAnchor(pin, container: container, screenAnchors: context.screenAnchors)
            let rect = try pinnedFrame(child, pin: pin, anchor: anchor)
            if pin.reservesSpace && context.screenAnchors == nil {
                Self.reserve(pin, rect: rect, in: &reserved)
            }
            try place(child, in: rect, context: childContext, isPinned: true, appendingTo: &placed)
        }
        return (placed, flowArea.inset(by: reserved))
    }

    /// The rectangle a pinned element anchors to.
    static func pinAnchor(_ pin: Pin, container: Rect, screenAnchors: (safeArea: Rect, screen: Rect)?) -> Rect {
        guard let screenAnchors else { return container }
        return pin.respectsSafeArea ? screenAnchors.safeArea : screenAnchors.screen
    }

    /// Adds the room a pinned element takes on its edge (its extent plus inset) to `reserved`.
    static func reserve(_ pin: Pin, rect: Rect, in reserved: inout EdgeInsets) {
        switch pin.edge {
        case .top: reserved.top = max(reserved.top, rect.height + pin.inset)
        case .bottom: reserved.bottom = max(reserved.bottom, rect.height + pin.inset)
        case .leading: reserved.leading = max(reserved.leading, rect.width + pin.inset)
        case .trailing: reserved.trailing = max(reserved.trailing, rect.width + pin.inset)
        }
    }

    /// Where a pinned element goes in `anchor`.
    func pinnedFrame(_ child: LayoutTree.Node, pin: Pin, anchor: Rect) throws(LayoutError) -> Rect {
        let constraints = child.spec.size
        switch pin.edge {
        case .top, .bottom:
            let keepsWidth = constraints.width != nil || (constraints.maxWidth.map { $0.isFinite } ?? false)
            let offered = try measure(child, ProposedSize(width: .definite(anchor.width), height: .ideal))
            let width = keepsWidth ? offered.width : max(anchor.width, offered.width)
            let height = try measure(child, ProposedSize(width: .definite(width), height: .ideal)).height
            let x = keepsWidth ? anchor.midX - width / 2 : anchor.minX
            let y = pin.edge == .top ? anchor.minY + pin.inset : anchor.maxY - pin.inset - height
            return Rect(x: x, y: y, width: width, height: height)
        case .leading, .trailing:
            let ideal = try measure(child, ProposedSize(width: .ideal, height: .definite(anchor.height)))
            let width = min(ideal.width, anchor.width)
            let height = try measure(child, ProposedSize(width: .definite(width), height: .ideal)).height
            let x = pin.edge == .leading ? anchor.minX + pin.inset : anchor.maxX - pin.inset - width
            return Rect(x: x, y: anchor.midY - height / 2, width: width, height: height)
        }
    }
}
