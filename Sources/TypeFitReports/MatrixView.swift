import TypeFitChecks
import TypeFitDynamicType

/// The elements × categories matrix of one screen in the text report.
///
/// Rows are the elements involved in a finding (an overlap marks both elements), in the
/// screen's element order; columns are the categories checked, by short name (XS … AX5). A cell
/// shows the worst severity at that element and category: ✓ holds, ✗ error, ! warning, i info.
/// A closing line counts the elements that hold everywhere.
struct MatrixView {
    var screen: ScreenReport
    var style: TextStyle
    var options: ReportOptions

    /// The longest element name shown; longer names are cut with an ellipsis.
    static let maximumNameWidth = 28

    func lines() -> [String] {
        let shown = options.quiet ? screen.findings.filter(options.isFailure) : screen.findings
        var worst: [String: [ContentSizeCategory: Severity]] = [:]
        var involved: [String] = []
        for finding in shown {
            for element in [finding.element] + (finding.otherElement.map { [$0] } ?? []) {
                if worst[element] == nil { involved.append(element) }
                let current = worst[element, default: [:]][finding.category]
                if current.map({ finding.severity > $0 }) ?? true {
                    worst[element, default: [:]][finding.category] = finding.severity
                }
            }
        }
        // The screen's element order first, then elements the list does not name, as they appear.
        let ordered = screen.elements.filter { worst[$0] != nil } + involved.filter { !screen.elements.contains($0) }
        let names = ordered.map(shortened)
        let nameWidth = max(names.map(\.count).max() ?? 0, "element".count)
        let columns = screen.categories
        var header = "  " + pad("element", nameWidth)
        for category in columns { header += " " + pad(category.shortName, Self.columnWidth(category), right: true) }
        var lines = [header]
        for (element, name) in zip(ordered, names) {
            var line = "  " + pad(name, nameWidth)
            for category in columns {
                let mark = worst[element]?[category].map(style.mark) ?? style.pass
                // Marks are one column wide; right-align them under the short name.
                line += " " + String(repeating: " ", count: Self.columnWidth(category) - 1) + mark
            }
            lines.append(line)
        }
        var legend = "  \(style.pass) holds, \(style.mark(.error)) error, \(style.mark(.warning)) warning, \(style.mark(.info)) info"
        let holding = screen.elements.filter { worst[$0] == nil }.count
        if holding > 0 {
            legend += "; \(holding) other element\(holding == 1 ? "" : "s") hold\(holding == 1 ? "s" : "") at every category"
        }
        lines.append(legend)
        return lines
    }

    /// A column is as wide as its short name, and at least two characters.
    static func columnWidth(_ category: ContentSizeCategory) -> Int {
        max(2, category.shortName.count)
    }

    /// `name` escaped for the terminal and cut to ``maximumNameWidth`` columns. The cut falls
    /// between escape units (a character, or the whole `\\u{1B}` written for one), never inside one.
    func shortened(_ name: String) -> String {
        let units = name.map { TerminalText.escaped(String($0)) }
        let width = units.reduce(0) { $0 + $1.count }
        guard width > Self.maximumNameWidth else { return units.joined() }
        let ellipsis = options.unicode ? "…" : "..."
        let kept = Self.maximumNameWidth - ellipsis.count
        // A JSON path is told apart by its end (`…children[2].children[1]`), an id by its start.
        let fromEnd = name.hasPrefix("$")
        var chosen: [String] = []
        var used = 0
        for unit in fromEnd ? units.reversed() : units {
            guard used + unit.count <= kept else { break }
            chosen.append(unit)
            used += unit.count
        }
        return fromEnd ? ellipsis + chosen.reversed().joined() : chosen.joined() + ellipsis
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
