/// One kind of finding: reads a laid-out screen and says what is wrong with it, with the numbers.
///
/// Rules are independent of each other; the detector runs them all and merges their findings.
/// A rule gives each finding its kind's ``RuleDescription/defaultSeverity`` (declared intentions
/// `info`); the run's configuration may re-level them afterwards.
protocol CheckRule: Sendable {
    /// What the rule reports: its kind, default severity, summary, help and an example.
    static var description: RuleDescription { get }

    /// The rule's findings on `screen`, in document order.
    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding]
}

extension FindingKind {
    /// The rule that finds this kind.
    var checkRule: any CheckRule {
        switch self {
        case .truncated: TruncatedRule()
        case .clipped: ClippedRule()
        case .overlap: OverlapRule()
        case .offscreen: OffscreenRule()
        case .squeezed: SqueezedRule()
        case .shrunk: ShrunkRule()
        case .fixedFont: FixedFontRule()
        case .touchTarget: TouchTargetRule()
        case .hierarchy: HierarchyRule()
        case .missingGlyphs: MissingGlyphsRule()
        }
    }

    /// What this kind means, its default severity and how it is fixed, as its rule states them.
    public var rule: RuleDescription { type(of: checkRule).description }
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
