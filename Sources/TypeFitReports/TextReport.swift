import TypeFitChecks
import TypeFitDynamicType

/// The report people read at a terminal.
///
/// Per screen: a headline with the first category at which the screen breaks ("Sign in
/// (iPhone 15): holds through xxxLarge; at accessibility1: 3 failures", or "fails from xSmall
/// (every category): 1 failure"), then each finding
/// grouped by element and kind with its category range, the message at the first and last
/// category of the range, the text shown instead, the suggested fix and `file:line:column`;
/// then a matrix of the elements with findings × the categories checked. A run with locales
/// adds, after a screen's reports, its locales × categories matrix. A summary line ends the report. Lines are wrapped at ``ReportOptions/width`` (100 columns by default).
public enum TextReport {
    /// The text report of `report`, ending with a newline.
    public static func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        ReportFormat.text.render(report, options: options)
    }

    /// Screens whose reports ``write(_:options:making:to:)`` hands to its piece maker together.
    static let screensPerPiece = 32

    /// The text of ``render(_:options:)``, handed to `sink` in pieces; with `making`, the
    /// screens' reports are made by it, ``screensPerPiece`` at a time (the text is the same).
    package static func write(_ report: CheckReport, options: ReportOptions = ReportOptions(),
                             making: PieceMaker? = nil, to sink: ByteSink) {
        let style = TextStyle(options: options)
        var lines: [String] = []
        // Problems stay on one line each, so `file:line:column` is one word editors and terminals can open.
        for problem in report.problems {
            lines.append("  error: " + TerminalText.escaped(problem.message))
        }
        if !report.problems.isEmpty { lines.append("") }
        sink(Array(text(of: lines).utf8))
        // A run with locales ends each screen's reports with its locales × categories matrix.
        // Keyed by the position of each group's last screen, where its matrix is printed; the
        // group's screens are read when it is.
        var localeMatrices: [Int: [Int]] = [:]
        if !options.quiet {
            for group in LocaleMatrixView.groupPositions(in: report.screens) {
                if let last = group.last { localeMatrices[last] = group }
            }
        }
        let screens = report.screens
        let matrices = localeMatrices
        ReportPieces.write(count: screens.count, perPiece: screensPerPiece, making: making, to: sink) { range in
            text(of: range.flatMap { screenLines(screens[$0], matrix: matrices[$0]?.map { screens[$0] }, style: style, options: options) })
        }
        let summary = ReportSummary(report, options: options)
        var summaryLines = wrap(summary.line, indent: "", width: options.width).map { style.summary($0, failed: summary.failed) }
        let stale = report.staleBaselineEntries
        if !stale.isEmpty {
            var line = "Stale baseline entries (typefit check --update-baseline drops them): "
            line += stale.prefix(staleExamples).map { TerminalText.escaped($0.description) }.joined(separator: "; ")
            if stale.count > staleExamples { line += "; and \(stale.count - staleExamples) more" }
            summaryLines += wrap(line, indent: "", width: options.width)
        }
        sink(Array(text(of: summaryLines).utf8))
    }

    /// How many stale baseline entries the summary names.
    static let staleExamples = 3

    /// Lines as the report prints them: each followed by a line break.
    private static func text(of lines: [String]) -> String {
        var text = ""
        for line in lines {
            text += line
            text += "\n"
        }
        return text
    }

    /// One screen's part of the report; then the locale matrix that ends with it, if any.
    private static func screenLines(_ screen: ScreenReport, matrix: [ScreenReport]?, style: TextStyle,
                                    options: ReportOptions) -> [String] {
        var lines: [String] = []
        let failures = screen.findings.filter(options.isFailure)
        if !options.quiet || !failures.isEmpty {
            lines += wrap(headline(screen, options: options), indent: "", width: options.width).map(style.bold)
            let shown = options.quiet ? failures : screen.findings
            // Failures first, then warnings, then information; each by first category.
            let groups = FindingGroup.groups(of: shown).enumerated()
                .sorted { ($1.element.first.severity, $0.offset) < ($0.element.first.severity, $1.offset) }
                .map(\.element)
            for group in groups {
                lines += groupLines(group, screen: screen, style: style, options: options)
            }
            if !options.quiet && !screen.findings.isEmpty {
                lines.append("")
                lines += MatrixView(screen: screen, style: style, options: options).lines()
            }
            lines.append("")
        }
        if let matrix {
            lines += LocaleMatrixView(screens: matrix, style: style, options: options).lines()
            lines.append("")
        }
        return lines
    }

    /// `Sign in (iPhone 15): holds through xxxLarge; at accessibility1: 3 failures`; a screen that
    /// fails at the first category checked: `Profile (iPhone SE): fails from xSmall (every category): 1 failure`.
    static func headline(_ screen: ScreenReport, options: ReportOptions) -> String {
        var title = "\(TerminalText.escaped(screen.screen)) (\(TerminalText.escaped(screen.device))"
        if let locale = screen.locale { title += ", \(TerminalText.escaped(locale))" }
        title += ")"
        let checked = screen.categories
        let failures = screen.findings.filter(options.isFailure)
        var text: String
        if let first = failures.map(\.category).min() {
            let count = failures.filter { $0.category == first }.count
            let atFirst = "at \(first.name): \(counted(count, "failure"))"
            if let index = checked.firstIndex(of: first), index > 0 {
                text = "holds through \(checked[index - 1].name); " + atFirst
            } else {
                let every = checked == ContentSizeCategory.allCases ? "every category" : "every category checked"
                text = "fails from \(first.name) (\(every)): \(counted(count, "failure"))"
            }
        } else if checked == ContentSizeCategory.allCases {
            text = "holds at all 12 categories"
        } else if checked.isEmpty {
            text = "no category checked"
        } else {
            text = "holds at " + CategoryRuns.text(checked, within: checked, ellipsis: options.unicode ? "…" : "...")
        }
        let others = screen.findings.filter { !options.isFailure($0) }
        if !others.isEmpty {
            var counts: [String] = []
            let warnings = others.filter { $0.severity == .warning }.count
            let errors = others.filter { $0.severity == .error }.count
            let info = others.filter { $0.severity == .info }.count
            if errors > 0 { counts.append(counted(errors, "error")) }
            if warnings > 0 { counts.append(counted(warnings, "warning")) }
            if info > 0 { counts.append("\(info) info") }
            text += "; also " + counts.joined(separator: ", ")
        }
        return title + ": " + text
    }

    /// The lines of one group: the mark, kind, element and range, then its details indented.
    static func groupLines(_ group: FindingGroup, screen: ScreenReport, style: TextStyle, options: ReportOptions) -> [String] {
        let first = group.first
        let ellipsis = options.unicode ? "…" : "..."
        var subject = TerminalText.escaped(first.element)
        if let other = first.otherElement { subject += " and \(TerminalText.escaped(other))" }
        let range = group.categoryText(checked: screen.categories, ellipsis: ellipsis)
        var lines = ["  " + style.mark(first.severity) + " \(first.kind.rawValue) (\(first.severity.rawValue)): \(subject) at \(range)"]
        let indent = "      "
        let message = TerminalText.escaped(first.message)
        if group.findings.count == 1 || first.message == group.last.message {
            lines += wrap(message, indent: indent, width: options.width)
        } else {
            lines += wrap("at \(first.category.name): \(message)", indent: indent, width: options.width)
            lines += wrap("at \(group.last.category.name): \(TerminalText.escaped(group.last.message))", indent: indent,
                          width: options.width)
        }
        if let shown = first.shownText, !first.message.contains(shown) {
            // One line in the report (the JSON keeps the line breaks).
            let oneLine = shown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / ")
            lines += wrap("shows \"\(TerminalText.escaped(oneLine))\"", indent: indent, width: options.width)
        }
        if let suggestion = first.suggestion {
            lines += wrap("fix: \(TerminalText.escaped(suggestion))", indent: indent, width: options.width)
        }
        var place = TerminalText.escaped(first.spec)
        if let location = first.location { place += ":\(location.line):\(location.column)" }
        if let path = first.path { place += " \(TerminalText.escaped(path))" }
        lines.append(indent + place)
        return lines
    }

    /// The words of `text`; a unit stays with its number ("180 pt" is one token, never broken).
    static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let isUnit = word == "pt" || (word.hasPrefix("pt") && word.dropFirst(2).allSatisfy(\.isPunctuation))
            if isUnit, let last = tokens.last, last.last?.isNumber == true {
                tokens[tokens.count - 1] = last + " " + word
            } else {
                tokens.append(String(word))
            }
        }
        return tokens
    }

    /// `text` broken at spaces into lines of at most `width` characters, each starting with `indent`
    /// (a word longer than a line stands alone on its line).
    static func wrap(_ text: String, indent: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = indent
            var lineHasWord = false
            for word in tokens(paragraph) {
                if lineHasWord && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent + "  " + word
                } else {
                    line += (lineHasWord ? " " : "") + word
                }
                lineHasWord = true
            }
            lines.append(line)
        }
        return lines
    }
}

/// Marks and colours of the text report: Unicode or ASCII, with or without ANSI colour.
struct TextStyle {
    var colour: Bool
    var unicode: Bool

    init(options: ReportOptions) {
        colour = options.colour
        unicode = options.unicode
    }

    /// ✓ (or `.`) for a cell that holds.
    var pass: String { paint(unicode ? "✓" : ".", "32") }

    /// ✗ error, ! warning, i info (ASCII: X, !, i).
    func mark(_ severity: Severity) -> String {
        switch severity {
        case .error: paint(unicode ? "✗" : "X", "31")
        case .warning: paint("!", "33")
        case .info: paint("i", "36")
        }
    }

    func bold(_ text: String) -> String { paint(text, "1") }

    /// A line of the summary: red when the run has failures or problems, green otherwise.
    func summary(_ text: String, failed: Bool) -> String {
        paint(text, failed ? "31" : "32")
    }

    func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
