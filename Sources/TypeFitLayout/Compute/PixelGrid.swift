/// Snaps frames to a device's pixel grid (1/scale points), as UIKit aligns views to pixels.
///
/// Edges are rounded, not sizes: a rectangle's left and right edges (and top and bottom) are
/// each rounded to the nearest pixel and the size is their difference, so adjacent views that
/// share an edge still share it after snapping. Halves round away from zero, so the result is
/// the same on every machine.
struct PixelGrid {
    var scale: Double

    func snap(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    func snap(_ rect: Rect) -> Rect {
        let left = snap(rect.minX)
        let top = snap(rect.minY)
        return Rect(x: left, y: top, width: snap(rect.maxX) - left, height: snap(rect.maxY) - top)
    }

    func snap(_ node: LayoutNode) -> LayoutNode {
        node.mapRects(snap)
    }
}
