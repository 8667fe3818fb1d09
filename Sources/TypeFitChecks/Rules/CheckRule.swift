/// One kind of finding: reads a laid-out screen and says what is wrong with it, with the numbers.
///
/// Rules are independent of each other; the detector runs them all and merges their findings.
/// A rule gives each finding the kind's default severity (failures `error`, judgement `warning`,
/// declared intentions `info`); the run's configuration may re-level them afterwards.
protocol CheckRule: Sendable {
    /// The kind of finding the rule produces.
    var kind: FindingKind { get }

    /// The rule's findings on `screen`, in document order.
    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding]
}

/// The detector's tunable thresholds.
struct DetectorOptions: Sendable, Hashable {
    /// The smallest width and height of an interactive element, in points.
    var minimumTouchTarget: Double
}

extension ScreenFacts {
    /// Keeps only the deepest of `indices`: an index is dropped when one of its descendants is
    /// also in the set (a card and its label both cut: the label is named).
    func deepestOnly(_ indices: [Int]) -> [Int] {
        let set = Set(indices)
        var covered = Set<Int>()
        for index in indices {
            for ancestor in ancestors(of: nodes[index]) where set.contains(ancestor) {
                covered.insert(ancestor)
            }
        }
        return indices.filter { !covered.contains($0) }
    }

    /// The nearest ancestor stack of `node`, if any.
    func enclosingStack(of node: NodeFacts) -> NodeFacts? {
        ancestors(of: node).lazy.map { nodes[$0] }.first { $0.stackAxis != nil }
    }
}
