import TypeFitLayout

/// How far a rectangle reaches beyond another, edge by edge in screen terms, in points (never negative).
struct Overshoot: Sendable, Hashable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    /// The largest distance and its edge's name ("bottom"), or nil when nothing reaches out by
    /// more than ``ScreenFacts/tolerance``. Of equal distances, the first of bottom, right, top
    /// and left is named.
    var largest: (edge: String, amount: Double)? {
        var best = (edge: "bottom", amount: bottom)
        if right > best.amount { best = ("right", right) }
        if top > best.amount { best = ("top", top) }
        if left > best.amount { best = ("left", left) }
        return best.amount > ScreenFacts.tolerance ? best : nil
    }

    /// The cut along the axis that loses more (vertical on a tie): its total, the edges that cut
    /// ("top and bottom" when both do, else the one that does) and whether it is the vertical
    /// axis; nil when nothing reaches out by more than ``ScreenFacts/tolerance``.
    ///
    /// Naming both edges when both cut keeps the wording the same across categories where the
    /// content grows out of a centred container on both sides.
    var cut: (amount: Double, edges: String, vertical: Bool)? {
        let tolerance = ScreenFacts.tolerance
        let verticalTotal = (top > tolerance ? top : 0) + (bottom > tolerance ? bottom : 0)
        let horizontalTotal = (left > tolerance ? left : 0) + (right > tolerance ? right : 0)
        guard max(verticalTotal, horizontalTotal) > tolerance else { return nil }
        let vertical = verticalTotal >= horizontalTotal
        let (first, second) = vertical ? (("top", top), ("bottom", bottom)) : (("left", left), ("right", right))
        let edges: String
        if first.1 > tolerance && second.1 > tolerance {
            edges = "\(first.0) and \(second.0) edges"
        } else {
            edges = (first.1 > tolerance ? first.0 : second.0) + " edge"
        }
        return (vertical ? verticalTotal : horizontalTotal, edges, vertical)
    }
}

extension Rect {
    /// How far this rectangle reaches beyond `bounds` on each edge (zero where it stays inside).
    func overshoot(beyond bounds: Rect) -> Overshoot {
        Overshoot(top: max(0, bounds.minY - minY), left: max(0, bounds.minX - minX),
                  bottom: max(0, maxY - bounds.maxY), right: max(0, maxX - bounds.maxX))
    }
}
