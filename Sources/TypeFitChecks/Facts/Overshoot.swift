import TypeFitLayout

/// How far a rectangle reaches beyond another, edge by edge in screen terms, in points (never negative).
struct Overshoot: Sendable, Hashable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    /// The largest distance and its edge's name ("bottom"), or nil when nothing reaches out by
    /// more than ``ScreenFacts/tolerance``.
    var largest: (edge: String, amount: Double)? {
        let edges = [("bottom", bottom), ("right", right), ("top", top), ("left", left)]
        guard let best = edges.max(by: { $0.1 < $1.1 }), best.1 > ScreenFacts.tolerance else { return nil }
        return (best.0, best.1)
    }
}

extension Rect {
    /// How far this rectangle reaches beyond `bounds` on each edge (zero where it stays inside).
    func overshoot(beyond bounds: Rect) -> Overshoot {
        Overshoot(top: max(0, bounds.minY - minY), left: max(0, bounds.minX - minX),
                  bottom: max(0, maxY - bounds.maxY), right: max(0, maxX - bounds.maxX))
    }
}
