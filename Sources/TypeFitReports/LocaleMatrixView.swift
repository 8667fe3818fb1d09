import TypeFitChecks
import TypeFitDynamicType

/// The locales × categories matrix of one screen on one device in the text report, for runs
/// that check localisations (`--locales`).
///
/// Rows are the locales the screen was checked in, in the order checked; columns are the
/// categories, by short name (XS … AX5). A cell shows the worst severity of any finding of that
/// locale at that category: ✓ holds, ✗ error, ! warning, i info. A closing line counts the
/// locales that hold everywhere, so "German breaks at AX3, Arabic holds" reads at a glance.
struct LocaleMatrixView {
    /// The screen's reports on one device, one per locale.
    var screens: [ScreenReport]
    var style: TextStyle
    var options: ReportOptions

    /// The reports of `report` that belong together in one matrix: same spec and device, each
    /// with a locale; in the order of their first report. A screen checked in fewer than two
    /// locales (or without locales) has no matrix.
    static func groups(in screens: [ScreenReport]) -> [[ScreenReport]] {
        groupPositions(in: screens).map { $0.map { screens[$0] } }
    }

    /// ``groups(in:)`` as positions in `screens`, ascending in each group (the text report puts a
    /// group's matrix after its last screen).
    static func groupPositions(in screens: some Collection<ScreenReport>) -> [[Int]] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for (position, screen) in screens.enumerated() where screen.locale != nil {
            let key = screen.spec + "\u{0}" + screen.device
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(position)
        }
        return order.compactMap { groups[$0] }.filter { $0.count > 1 }
    }

    /// `Onboarding (iPhone SE) by locale:` then the matrix and its legend.
    func lines() -> [String] {
        guard let first = screens.first else { return [] }
        let columns = first.categories
        let names = screens.map { TerminalText.escaped($0.locale ?? "") }
        let nameWidth = max(names.map(\.count).max() ?? 0, "locale".count)
        var lines = ["\(TerminalText.escaped(first.screen)) (\(TerminalText.escaped(first.device))) by locale:"]
        var header = "  " + pad("locale", nameWidth)
        for category in columns { header += " " + pad(category.shortName, MatrixView.columnWidth(category), right: true) }
        lines.append(header)
        var holding: [String] = []
        for (screen, name) in zip(screens, names) {
            var worst: [ContentSizeCategory: Severity] = [:]
            for finding in screen.findings where worst[finding.category].map({ finding.severity > $0 }) ?? true {
                worst[finding.category] = finding.severity
            }
            if screen.findings.filter(options.isFailure).isEmpty { holding.append(name) }
            var line = "  " + pad(name, nameWidth)
            for category in columns {
                let mark = worst[category].map(style.mark) ?? style.pass
                line += " " + String(repeating: " ", count: MatrixView.columnWidth(category) - 1) + mark
            }
            lines.append(line)
        }
        var legend = "  \(style.pass) holds, \(style.mark(.error)) error, \(style.mark(.warning)) warning, \(style.mark(.info)) info"
        if holding.count == screens.count {
            legend += "; every locale holds"
        } else {
            legend += "; \(holding.count) of \(screens.count) locales hold at every category"
        }
        lines.append(legend)
        return lines
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
