/// A rectangle in screen points as the rules see it: origin at the top-left, y growing downwards.
///
/// The detector keeps its own small geometry so that every rule works on the same plain numbers,
/// whatever the layout engine's frame type carries besides.
struct Area: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Overlaps thinner than this (in points) are frames that merely touch after pixel snapping.
    static let tolerance = 0.01

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var area: Double { width * height }

    /// True when the rectangle has no extent worth reporting on either axis.
    var isEmpty: Bool { width <= Self.tolerance || height <= Self.tolerance }

    /// The common part of both rectangles, or nil when they do not overlap by more than the tolerance.
    func intersection(_ other: Area) -> Area? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        let result = Area(x: left, y: top, width: right - left, height: bottom - top)
        return result.isEmpty ? nil : result
    }

    /// The smallest rectangle holding both.
    func union(_ other: Area) -> Area {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Area(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// How far this rectangle reaches beyond `bounds` on each edge (zero where it stays inside).
    func overshoot(beyond bounds: Area) -> Overshoot {
        Overshoot(top: max(0, bounds.minY - minY), left: max(0, bounds.minX - minX),
                  bottom: max(0, maxY - bounds.maxY), right: max(0, maxX - bounds.maxX))
    }
}

/// How far a rectangle reaches beyond another, edge by edge in screen terms, in points (never negative).
struct Overshoot: Sendable, Hashable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    /// The largest distance and its edge's name ("bottom"), or nil when nothing reaches out.
    var largest: (edge: String, amount: Double)? {
        let edges = [("bottom", bottom), ("right", right), ("top", top), ("left", left)]
        guard let best = edges.max(by: { $0.1 < $1.1 }), best.1 > Area.tolerance else { return nil }
        return (best.0, best.1)
    }
}
