/// Boxes (a plain UIView, a SwiftUI ZStack with padding): children on top of each other inside
/// the padding.
///
/// A box measures as its largest child plus padding. Each child fills the box's inner width
/// (unless it has a fixed or finite maximum width) and takes the height it measures at that
/// width, from the top: a child taller than a fixed-height box keeps its height and spills out
/// below, as a subview pinned to the top, leading and trailing edges of a fixed-height view does.
extension LayoutPass {
    func measureBox(_ node: LayoutTree.Node, _ box: BoxSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let inner = proposal.shrunk(by: box.padding)
        var width = 0.0
        var height = 0.0
        for child in node.flowChildren {
            let size = try measure(child, inner)
            width = max(width, size.width)
            height = max(height, size.height)
        }
        return Size(width: width + box.padding.horizontal, height: height + box.padding.vertical)
    }

    func placeBox(_ node: LayoutTree.Node, _ box: BoxSpec, in frame: Rect, context: PlacementContext) throws(LayoutError) -> [LayoutNode] {
        let (pinned, area) = try placePinnedChildren(node, container: frame, flowArea: frame.inset(by: box.padding),
                                                     context: context)
        let childContext = PlacementContext(enclosingScroll: context.enclosingScroll, screenAnchors: nil)
        var placed: [LayoutNode] = []
        placed.reserveCapacity(node.children.count)
        for child in node.flowChildren {
            let size = try topAlignedSize(child, in: area.size)
            try place(child, in: Rect(x: area.minX, y: area.minY, size: size), context: childContext, appendingTo: &placed)
        }
        // Appended rather than `placed + pinned`, which copies every node (retaining what it holds).
        placed.append(contentsOf: pinned)
        return placed
    }

    /// A child's size in a box or at the screen's root: the full width offered unless its own
    /// width is fixed or limited, and the height it measures at that width and the height offered.
    func topAlignedSize(_ child: LayoutTree.Node, in available: Size) throws(LayoutError) -> Size {
        let constraints = child.spec.size
        let keepsWidth = constraints.width != nil || (constraints.maxWidth.map { $0.isFinite } ?? false)
        let offered = try measure(child, ProposedSize(available))
        let width = keepsWidth ? offered.width : max(available.width, offered.width)
        let measured = try measure(child, ProposedSize(width: .definite(width), height: .definite(available.height)))
        return Size(width: width, height: measured.height)
    }
}
