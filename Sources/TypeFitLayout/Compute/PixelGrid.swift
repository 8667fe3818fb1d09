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
        return pixels(value) / scale
    }

    /// The nearest whole number of pixels.
    private func pixels(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero)
    }

    /// Sizes are computed from whole pixel counts, so a 44 pt view stays exactly 44 pt.
    func snap(_ rect: Rect) -> Rect {
        guard scale > 0, rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return rect }
        let left = pixels(rect.minX), right = pixels(rect.maxX)
        let top = pixels(rect.minY), bottom = pixels(rect.maxY)
        return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }

    func snap(_ node: inout LayoutNode) {
        node.transformRects(snap)
    }
}
