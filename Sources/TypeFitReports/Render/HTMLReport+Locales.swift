import TypeFitChecks
import TypeFitDynamicType

extension HTMLReport {
    /// The locales × categories matrix of each screen drawn in several locales (`--locales`), as
    /// the text report's ``LocaleMatrixView`` prints it: a row per locale, in the order drawn, a
    /// column per category, each cell marked with the worst severity found there (✓ when
    /// nothing is). A locale's name links to its strip. Empty when no screen has two locales.
    func localeMatrices(_ strips: [PictureStrip]) -> String {
        let tables = localeMatrixTables(strips, firstIndex: 0)
        guard !tables.isEmpty else { return "" }
        return Self.localeMatricesStart + tables + Self.localeMatricesEnd
    }

    /// What comes before and after the locale matrices' tables.
    static let localeMatricesStart = "<h3>By locale</h3>\n<div class=\"matrices\">\n"
    static let localeMatricesEnd = "</div>\n"

    /// The locale matrix of each screen in `strips` drawn in several locales, the first strip
    /// being number `firstIndex` of the document (for the links); empty when there is none.
    func localeMatrixTables(_ strips: [PictureStrip], firstIndex: Int) -> String {
        let reports = strips.map(\.report)
        var html = ""
        for group in LocaleMatrixView.groups(in: reports) {
            guard let first = group.first else { continue }
            html += "<details class=\"matrix locales\" open><summary>\(esc(first.screen)) · \(esc(first.device))"
            html += " · \(group.count) locales</summary>\n<table>\n<tr><th>Locale</th>"
            for category in first.categories {
                html += "<th title=\"\(category.name)\">\(category.shortName)</th>"
            }
            html += "</tr>\n"
            for report in group {
                let anchor = reports.firstIndex(of: report).map { Self.anchor(firstIndex + $0) } ?? ""
                html += "<tr><td class=\"element\"><a href=\"#\(anchor)\">\(esc(report.locale ?? ""))</a></td>"
                for category in first.categories {
                    html += cell(report.findings.filter { $0.category == category })
                }
                html += "</tr>\n"
            }
            html += "</table>\n</details>\n"
        }
        return html
    }

    /// One cell: ✓ when nothing is found, else the worst severity's mark with the findings as its tooltip.
    private func cell(_ findings: [Finding]) -> String {
        guard let worst = findings.map(\.severity).max() else { return "<td class=\"pass\">✓</td>" }
        let tip = findings.map { "\($0.element): " + SVGFrameRenderer.describe($0) }.joined(separator: "\n")
        let mark = switch worst {
        case .error: "✗"
        case .warning: "!"
        case .info: "i"
        }
        return "<td class=\"\(worst == .error ? "fail" : worst.rawValue)\" title=\"\(esc(tip))\">\(mark) \(findings.count)</td>"
    }
}
