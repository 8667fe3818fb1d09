import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout

/// Finds what breaks on a laid-out screen: truncated, clipped, overlapping and unreachable
/// content, text that shrinks or does not scale, small touch targets, an inverted type
/// hierarchy and characters no font can draw. One rule per kind, in `Rules/`.
///
/// The detector gives each finding its kind's default severity (``RuleDescription/defaultSeverity``;
/// declared intentions `info`); a run's configuration re-levels them. The detector is a value with
/// no state: the same layout gives the same findings, in the same order.
package struct OverflowDetector: Sendable, Hashable {
    /// The smallest width and height of an interactive element, in points.
    package var minimumTouchTarget: Double

    package init(minimumTouchTarget: Double = CheckConfiguration.defaultMinimumTouchTarget) {
        precondition(minimumTouchTarget.isFinite && minimumTouchTarget >= 0,
                     "OverflowDetector: the touch-target minimum must be a finite, non-negative number")
        self.minimumTouchTarget = minimumTouchTarget
    }

    /// The rules, one per finding kind, in the order of the kinds.
    static let rules = FindingKind.allCases.map(\.checkRule)

    var options: DetectorOptions { DetectorOptions(minimumTouchTarget: minimumTouchTarget) }

    /// Every finding on one laid-out screen, in report order.
    ///
    /// An element its clipping container hides entirely is reported as `clipped` (or
    /// `offscreen`) only: that it also shrinks or is a small touch target cannot be seen.
    func findings(in screen: ScreenFacts) -> [Finding] {
        let hidden = Set(screen.nodes.filter(screen.isHiddenByClipping).map(\.name))
        var found: [Finding] = []
        for rule in Self.rules {
            found += rule.findings(in: screen, options: options)
        }
        if !hidden.isEmpty {
            found.removeAll { finding in
                finding.kind != .clipped && finding.kind != .offscreen
                    && (hidden.contains(finding.element) || (finding.otherElement.map(hidden.contains) ?? false))
            }
        }
        return Finding.inReportOrder(found)
    }

    /// The report for one screen on one device across categories: `screens` holds the screen laid
    /// out at each category checked (in any order).
    func report(spec: String, screen: String, device: String, locale: String? = nil,
                screens: [ScreenFacts]) -> ScreenReport {
        let ordered = screens.sorted { $0.category < $1.category }
        let findings = ordered.flatMap(findings(in:))
        // The parts iOS's components are made of are not elements of the spec: they are listed
        // only where something is found on them.
        let named = Set(findings.flatMap { [$0.element] + ($0.otherElement.map { [$0] } ?? []) })
        var seen = Set<String>()
        var elements: [(offset: Int, order: Int, name: String)] = []
        for facts in ordered {
            // A list row's cell shares its row's name; it is listed once, as the row.
            for node in facts.nodes where node.part == nil || named.contains(node.name) {
                if seen.insert(node.name).inserted {
                    elements.append((node.location?.offset ?? Int.max, elements.count, node.name))
                }
            }
        }
        let names = elements.sorted { ($0.offset, $0.order) < ($1.offset, $1.order) }.map(\.name)
        return ScreenReport(spec: spec, screen: screen, device: device, locale: locale,
                            categories: ordered.map(\.category), elements: names,
                            findings: findings)
    }
}

extension OverflowDetector {
    /// A detector with the touch-target minimum of `configuration`.
    package init(configuration: CheckConfiguration) {
        self.init(minimumTouchTarget: configuration.minimumTouchTarget)
    }

    /// Every finding on `layout`, a screen laid out at one category, in report order.
    ///
    /// Severities are the kinds' defaults; apply a ``CheckConfiguration`` to re-level them.
    package func findings(in layout: ScreenLayout, locale: String? = nil) -> [Finding] {
        findings(in: ScreenFacts(layout: layout, locale: locale))
    }

    /// The report for `spec` on one device: `layouts` holds the screen laid out at each category
    /// checked (in any order, all on the same device). Elements are named in document order.
    package func report(for spec: ScreenSpec, layouts: [ScreenLayout], locale: String? = nil) -> ScreenReport {
        let paths = JSONPathDescriptions()
        let screens = layouts.map { ScreenFacts(layout: $0, locale: locale, paths: paths) }
        return report(spec: spec.sourcePath ?? spec.name, screen: spec.name,
                      device: layouts.first?.device.name ?? spec.devices.first?.name ?? "",
                      locale: locale, screens: screens)
    }

    /// Lays `spec` out on `device` at each of `categories` with `engine` and reports what breaks.
    package func check(_ spec: ScreenSpec, device: Device, categories: [ContentSizeCategory],
                      engine: LayoutEngine, locale: String? = nil) throws(LayoutError) -> ScreenReport {
        try checkKeepingLayouts(spec, device: device, categories: categories, engine: engine, locale: locale).report
    }

    /// As ``check(_:device:categories:engine:locale:)``, also returning the layouts the report was
    /// made from (in the order of `categories`), so that a caller drawing them need not lay out again.
    package func checkKeepingLayouts(_ spec: ScreenSpec, device: Device, categories: [ContentSizeCategory],
                                    engine: LayoutEngine, locale: String? = nil)
        throws(LayoutError) -> (report: ScreenReport, layouts: [ScreenLayout]) {
        let layouts = try engine.layouts(spec, device: device, categories: categories)
        var report = report(for: spec, layouts: layouts, locale: locale)
        report.device = device.name
        return (report, layouts)
    }
}
