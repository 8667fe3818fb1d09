/// Scroll views (UIScrollView, SwiftUI ScrollView): unbounded room along their axis.
///
/// A scroll view takes all it is offered (its frame is its viewport); when offered nothing
/// definite it is as large as its content. Its content is proposed the viewport's size across
/// the axis and no limit along it, and is placed at content offset zero: what lies beyond the
/// viewport is reachable by scrolling. Every descendant records the scroll view as its
/// `enclosingScroll`.
extension LayoutPass {
    func measureScroll(_ node: LayoutTree.Node, _ scroll: ScrollSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let axis = scroll.axis
        let padding = scroll.padding
        let paddingAlong = axis == .horizontal ? padding.horizontal : padding.vertical
        let paddingAcross = axis == .horizontal ? padding.vertical : padding.horizontal
        var content = Size.zero
        if let child = node.children.first {
            let inner = proposal.shrunk(by: padding)
            content = try measure(child, ProposedSize(along: .ideal, across: inner.across(axis), axis: axis))
        }
        let along: Double
        switch proposal.along(axis) {
        case .definite(let offered): along = offered
        case .ideal: along = content.along(axis) + paddingAlong
        case .minimum: along = paddingAlong
        }
        let across: Double
        switch proposal.across(axis) {
        case .definite(let offered): across = offered
        case .ideal, .minimum: across = content.across(axis) + paddingAcross
        }
        return Size(along: along, across: across, axis: axis)
    }

    func placeScroll(_ node: LayoutTree.Node, _ scroll: ScrollSpec, into result: inout LayoutNode,
                     context: PlacementContext) throws(LayoutError) {
        let axis = scroll.axis
        let frame = result.frame
        let area = frame.inset(by: scroll.padding)
        let viewportContext = ScrollContext(scrollName: node.spec.displayName, viewport: frame, axis: axis)
        let childContext = PlacementContext(enclosingScroll: viewportContext, screenAnchors: nil)
        var contentRect = frame
        if let child = node.children.first {
            let innerAcross = area.size.across(axis)
            let measured = try measure(child, ProposedSize(along: .ideal, across: .definite(innerAcross), axis: axis))
            let constraints = child.spec.size
            let keepsAcross = axis == .vertical
                ? constraints.width != nil || (constraints.maxWidth.map { $0.isFinite } ?? false)
                : constraints.height != nil || (constraints.maxHeight.map { $0.isFinite } ?? false)
            let across = keepsAcross ? measured.across(axis) : max(innerAcross, measured.across(axis))
            let size = Size(along: measured.along(axis), across: across, axis: axis)
            let childFrame = Rect(x: area.minX, y: area.minY, size: size)
            result.children = [try place(child, in: childFrame, context: childContext)]
            let paddingAlong = axis == .horizontal ? scroll.padding.horizontal : scroll.padding.vertical
            let contentAlong = size.along(axis) + paddingAlong
            contentRect = axis == .vertical
                ? Rect(x: frame.minX, y: frame.minY, width: max(frame.width, size.width + scroll.padding.horizontal), height: contentAlong)
                : Rect(x: frame.minX, y: frame.minY, width: contentAlong, height: max(frame.height, size.height + scroll.padding.vertical))
        }
        result.scroll = ScrollInfo(axis: axis, viewport: frame, contentRect: contentRect)
        let along = axis == .vertical ? scroll.padding.vertical : scroll.padding.horizontal
        result.neededSize = Size(along: along, across: result.neededSize.across(axis), axis: axis)
    }
}
