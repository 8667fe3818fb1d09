/// Lists (UITableView with self-sizing cells, SwiftUI List): full-width rows one under another,
/// scrolling vertically.
///
/// Each row is as tall as its content at the list's width minus the row padding, plus that
/// padding, and at least `minimumRowHeight` (`UITableView.automaticDimension`); with a fixed
/// `rowHeight` every row is that tall and content that needs more spills out of its row (the
/// row element's `neededSize` shows by how much).
///
/// Each row is wrapped in a `listRow` node (named after the row with " cell", or " row" for a
/// section's header or footer): the
/// cell's frame is the whole row including its padding, it is opaque, and with a fixed
/// `rowHeight` it clips what spills out of it, as a fixed-height table cell cuts its content
/// off. The list takes all it is offered, like a scroll view, and records its viewport and
/// content; cells and rows record the list as their `enclosingScroll`.
///
/// A list with sections or a grouped style gives each row its own layout (``ListRowLayout``):
/// a section's header and footer are rows with their own margins and no minimum height, named
/// " row" and drawing no background; a gap may stand above a row (the space between grouped
/// sections); an inset grouped list insets every row from its sides by its layout margins, which
/// depend on its width. A list of rows without a style lays every row out with the list's own
/// `rowHeight`, `minimumRowHeight` and `rowPadding`, as above.
extension LayoutPass {
    func measureList(_ node: LayoutTree.Node, _ list: ListSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        var width = 0.0
        if proposal.width.value == nil {
            for (index, row) in node.children.enumerated() {
                let layout = list.layout(ofRow: index)
                let margins = layout.padding.horizontal + 2 * layout.sideInset.at(width: nil)
                width = max(width, try measure(row, ProposedSize(width: proposal.width, height: .ideal)).width + margins)
            }
        }
        let listWidth = proposal.width.value ?? width
        let height: Double
        switch proposal.height {
        case .definite(let offered): height = offered
        case .minimum: height = 0
        case .ideal:
            // At its narrowest the list's rows are as tall as they are at their own narrowest, as
            // measured for its width, not as they are laid out at the widest row's (a wrapping
            // label one character a line): only a fits comparing heights reads that height.
            let narrowest = proposal.width == .minimum && !node.needsHeightAtMinimumWidth
            let heights = try rowHeights(node, list, listWidth: narrowest ? nil : listWidth)
            height = zip(heights, node.children.indices).reduce(0) { $0 + list.layout(ofRow: $1.1).spaceBefore + $1.0 }
        }
        return Size(width: listWidth, height: height)
    }

    /// The width a row's content is offered in a list `width` wide: the width less the row's
    /// insets and padding.
    private static func rowWidth(_ layout: ListRowLayout, width: Double) -> ProposedLength {
        .definite(max(0, width - 2 * layout.sideInset.at(width: width) - layout.padding.horizontal))
    }

    /// The height of each row, its content measured at the width a list `listWidth` wide
    /// offers it (nil: at the content's narrowest).
    private func rowHeights(_ node: LayoutTree.Node, _ list: ListSpec, listWidth: Double?) throws(LayoutError) -> [Double] {
        var heights: [Double] = []
        heights.reserveCapacity(node.children.count)
        for (index, row) in node.children.enumerated() {
            let layout = list.layout(ofRow: index)
            if let fixed = layout.fixedHeight {
                heights.append(fixed)
            } else {
                let rowWidth = listWidth.map { Self.rowWidth(layout, width: $0) } ?? .minimum
                let content = try measure(row, ProposedSize(width: rowWidth, height: .ideal)).height
                heights.append(max(layout.minimumHeight, content + layout.padding.vertical))
            }
        }
        return heights
    }

    func placeList(_ node: LayoutTree.Node, _ list: ListSpec, into result: inout LayoutNode,
                   context: PlacementContext) throws(LayoutError) {
        let frame = result.frame
        let listContext = ScrollContext(scrollName: node.spec.displayName, viewport: frame, axis: .vertical)
        let childContext = PlacementContext(enclosingScroll: listContext, screenAnchors: nil)
        let heights = try rowHeights(node, list, listWidth: frame.width)
        var y = frame.minY
        var rows: [LayoutNode] = []
        // Sized first: a node is large, and the array never grows (and copies its nodes).
        rows.reserveCapacity(node.children.count)
        for (index, (row, height)) in zip(node.children, heights).enumerated() {
            let layout = list.layout(ofRow: index)
            y += layout.spaceBefore
            let side = layout.sideInset.at(width: frame.width)
            let cellFrame = Rect(x: frame.minX + side, y: y, width: max(0, frame.width - 2 * side), height: height)
            let content = cellFrame.inset(by: layout.padding)
            let size = try fillingRowSize(row, in: content.size)
            let placed = try place(row, in: Rect(x: content.minX, y: content.minY, size: size), context: childContext)
            let padding = layout.padding
            let needed = Size(width: placed.neededSize.width + padding.horizontal,
                              height: max(layout.minimumHeight, placed.neededSize.height + padding.vertical))
            rows.append(LayoutNode(displayName: row.spec.displayName + (layout.isCell ? " cell" : " row"), id: nil, kind: .listRow,
                                   source: row.spec.source, frame: cellFrame, neededSize: needed, children: [placed],
                                   clipsToBounds: layout.fixedHeight != nil, isOpaque: layout.isCell, enclosingScroll: listContext))
            y += height
        }
        result.children = rows
        result.scroll = ScrollInfo(axis: .vertical, viewport: frame,
                                   contentRect: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: y - frame.minY))
        result.neededSize = Size(width: result.neededSize.width, height: 0)
    }

    /// A row fills its cell unless its own size is fixed or limited.
    private func fillingRowSize(_ row: LayoutTree.Node, in cell: Size) throws(LayoutError) -> Size {
        let constraints = row.spec.size
        let measured = try measure(row, ProposedSize(cell))
        let keepsWidth = constraints.width != nil || (constraints.maxWidth.map { $0.isFinite } ?? false)
        let keepsHeight = constraints.height != nil || (constraints.maxHeight.map { $0.isFinite } ?? false)
        return Size(width: keepsWidth ? measured.width : cell.width, height: keepsHeight ? measured.height : cell.height)
    }
}
