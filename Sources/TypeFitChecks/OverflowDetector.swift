/// Finds what breaks on a laid-out screen: truncated, clipped, overlapping and unreachable
/// content, text that shrinks or does not scale, small touch targets, an inverted type
/// hierarchy and characters no font can draw. One rule per kind, in `Rules/`.
///
/// The detector gives each finding its kind's default severity (layout failures `error`, matters
/// of judgement `warning`, declared intentions `info`); a run's configuration re-levels them.
/// The detector is a value with no state: the same layout gives the same findings, in the same order.
public struct OverflowDetector: Sendable, Hashable {
    /// The smallest width and height of an interactive element, in points (44 by default).
    public var minimumTouchTarget: Double

    /// The default touch-target minimum: Apple's Human Interface Guidelines ask for 44 × 44 pt.
    public static let defaultMinimumTouchTarget: Double = 44

    public init(minimumTouchTarget: Double = OverflowDetector.defaultMinimumTouchTarget) {
        precondition(minimumTouchTarget.isFinite && minimumTouchTarget >= 0,
                     "OverflowDetector: the touch-target minimum must be a finite, non-negative number")
        self.minimumTouchTarget = minimumTouchTarget
    }

    /// The rules, one per finding kind, in the canonical order of the kinds.
    static let rules: [any CheckRule] = [
        TruncatedRule(), ClippedRule(), OverlapRule(), OffscreenRule(), ShrunkRule(),
        FixedFontRule(), TouchTargetRule(), HierarchyRule(), MissingGlyphsRule(),
    ]

    var options: DetectorOptions { DetectorOptions(minimumTouchTarget: minimumTouchTarget) }

    /// Every finding on one laid-out screen, in report order.
    func findings(in screen: ScreenFacts) -> [Finding] {
        Self.rules.flatMap { $0.findings(in: screen, options: options) }.sorted(by: Finding.reportOrder)
    }

    /// The report for one screen on one device across categories: `screens` holds the screen laid
    /// out at each category checked (in any order).
    func report(spec: String, screen: String, device: String, locale: String? = nil,
                screens: [ScreenFacts]) -> ScreenReport {
        let ordered = screens.sorted { $0.category < $1.category }
        var seen = Set<String>()
        var elements: [(offset: Int, order: Int, name: String)] = []
        for facts in ordered {
            for node in facts.nodes where seen.insert(node.name).inserted {
                elements.append((node.location?.offset ?? Int.max, elements.count, node.name))
            }
        }
        let names = elements.sorted { ($0.offset, $0.order) < ($1.offset, $1.order) }.map(\.name)
        return ScreenReport(spec: spec, screen: screen, device: device, locale: locale,
                            categories: ordered.map(\.category), elements: names,
                            findings: ordered.flatMap(findings(in:)))
    }
}
