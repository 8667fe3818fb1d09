/// Grids (a compositional layout with a fractional-width item group, SwiftUI LazyVGrid with
/// flexible columns): equal columns, rows as tall as their tallest item or a fixed item height.
///
/// Items fill their cell. A grid takes all the width it is offered; its height is the sum of
/// its rows and the row spacing. Put it in a scroll view to scroll it. A `when` rule changing
/// `columns` by category is resolved by the decoder, so a grid simply has fewer columns at
/// accessibility sizes.
extension LayoutPass {
    func measureGrid(_ node: LayoutTree.Node, _ grid: GridSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let columns = max(1, grid.columns)
        let inner = proposal.shrunk(by: grid.padding)
        let columnWidth: Double
        if let width = inner.width.value {
            columnWidth = Self.columnWidth(grid, columns: columns, innerWidth: width)
        } else {
            var widest = 0.0
            for item in node.children {
                widest = max(widest, try measure(item, ProposedSize(width: inner.width, height: .ideal)).width)
            }
            columnWidth = widest
        }
        let width = proposal.width.value
            ?? columnWidth * Double(columns) + grid.columnSpacing * Double(columns - 1) + grid.padding.horizontal
        // At its narrowest the grid's rows are as tall as their items at their narrowest, as
        // measured for the column width, not as they are laid out at that width (a wrapping label
        // one character a line): only a fits comparing heights reads that height.
        let narrowest = inner.width == .minimum && !node.needsHeightAtMinimumWidth
        let rows = try rowHeights(node, grid, columns: columns, itemWidth: narrowest ? .minimum : .definite(columnWidth))
        let height = rows.reduce(0, +) + grid.rowSpacing * Double(max(0, rows.count - 1)) + grid.padding.vertical
        return Size(width: width, height: height)
    }

    private static func columnWidth(_ grid: GridSpec, columns: Int, innerWidth: Double) -> Double {
        max(0, (innerWidth - grid.columnSpacing * Double(columns - 1)) / Double(columns))
    }

    /// The height of each row, its items measured at `itemWidth`.
    private func rowHeights(_ node: LayoutTree.Node, _ grid: GridSpec, columns: Int, itemWidth: ProposedLength) throws(LayoutError) -> [Double] {
        let items = node.children
        var heights: [Double] = []
        heights.reserveCapacity((items.count + columns - 1) / max(columns, 1))
        var start = 0
        while start < items.count {
            let row = items[start..<min(start + columns, items.count)]
            if let fixed = grid.itemHeight {
                heights.append(fixed)
            } else {
                var tallest = 0.0
                for item in row {
                    tallest = max(tallest, try measure(item, ProposedSize(width: itemWidth, height: .ideal)).height)
                }
                heights.append(tallest)
            }
            start += columns
        }
        return heights
    }

    func placeGrid(_ node: LayoutTree.Node, _ grid: GridSpec, in frame: Rect, context: PlacementContext) throws(LayoutError) -> [LayoutNode] {
        let columns = max(1, grid.columns)
        let area = frame.inset(by: grid.padding)
        let columnWidth = Self.columnWidth(grid, columns: columns, innerWidth: area.width)
        let heights = try rowHeights(node, grid, columns: columns, itemWidth: .definite(columnWidth))
        var placed: [LayoutNode] = []
        placed.reserveCapacity(node.children.count)
        var y = area.minY
        for (rowIndex, height) in heights.enumerated() {
            for column in 0..<columns {
                let index = rowIndex * columns + column
                guard index < node.children.count else { break }
                let item = node.children[index]
                let x = area.minX + Double(column) * (columnWidth + grid.columnSpacing)
                let constraints = item.spec.size
                let measured = try measure(item, ProposedSize(width: .definite(columnWidth), height: .definite(height)))
                let width = constraints.width != nil || (constraints.maxWidth.map { $0.isFinite } ?? false) ? measured.width : columnWidth
                let itemHeight = constraints.height != nil || (constraints.maxHeight.map { $0.isFinite } ?? false) ? measured.height : height
                try place(item, in: Rect(x: x, y: y, width: width, height: itemHeight), context: context,
                          appendingTo: &placed)
            }
            y += height + grid.rowSpacing
        }
        return placed
    }
}
