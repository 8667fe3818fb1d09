import TypeFitChecks

/// GitHub Actions workflow commands: one annotation per element, kind and severity across the
/// categories where it occurs (`::error file=…,line=…,col=…,title=…::message`), warnings as
/// `::warning`, information as `::notice`, then the summary line (plain text: the log shows it,
/// and it takes none of the step's annotations). When there are more annotations of a kind than
/// GitHub shows for one step (``annotationsShownPerStep``), a warning first and a line before the
/// summary say how many are not shown and where all of them are.
///
/// Values are escaped as the Actions toolkit does: `%`, CR and LF in messages; also `:` and `,`
/// in properties. GitHub shows the annotations on the spec files in the pull request's diff.
public enum GitHubReport {
    /// The workflow commands for `report`, one per line, ending with a newline.
    public static func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        ReportFormat.github.render(report, options: options)
    }

    /// Screens whose annotations ``write(_:options:making:to:)`` hands to its piece maker together.
    static let screensPerPiece = 64

    /// The text of ``render(_:options:)``, handed to `sink` in pieces; with `making`, the screens'
    /// annotations are made by it, ``screensPerPiece`` at a time (the text is the same).
    package static func write(_ report: CheckReport, options: ReportOptions = ReportOptions(),
                             making: PieceMaker? = nil, to sink: ByteSink) {
        let count = AnnotationCount(report, options: options)
        var lines: [String] = []
        // First, so that GitHub shows it whatever the step's annotations are.
        if count.overflows { lines.append(command("warning", properties: [("title", overflowTitle)], message: count.overflowMessage) + "\n") }
        for problem in report.problems {
            var properties = [("file", problem.filePath)]
            if let location = problem.location {
                properties.append(("line", String(location.line)))
                properties.append(("col", String(location.column)))
            }
            properties.append(("title", "TypeFit: spec could not be read"))
            lines.append(command("error", properties: properties, message: problem.message) + "\n")
        }
        sink(Array(lines.joined().utf8))
        let screens = report.screens
        ReportPieces.write(count: screens.count, perPiece: screensPerPiece, making: making, to: sink) { range in
            var text = ""
            for screen in screens[range] {
                for group in FindingGroup.groups(of: annotated(screen, options: options)) {
                    text += annotation(group, screen: screen)
                    text += "\n"
                }
            }
            return text
        }
        var end = ""
        if count.overflows { end += "typefit: " + count.overflowMessage + "\n" }
        end += "typefit: " + ReportSummary(report, options: options).line + "\n"
        sink(Array(end.utf8))
    }

    /// The annotations GitHub shows of each kind (error, warning, notice) for one step; the rest
    /// are in the log only. The limits of the Actions toolkit's documentation ("Problem Matchers",
    /// Limitations): 10 of each kind a step, 50 a job.
    public static let annotationsShownPerStep = 10

    /// The title of the warning that says some annotations are not shown.
    static let overflowTitle = "TypeFit: more annotations than GitHub shows"

    /// The findings of `screen` that are annotated: all, or the failures under `--quiet`.
    static func annotated(_ screen: ScreenReport, options: ReportOptions) -> [Finding] {
        options.quiet ? screen.findings.filter(options.isFailure) : screen.findings
    }

    /// How many annotations of each kind a report makes, and how many GitHub leaves out.
    struct AnnotationCount {
        var errors = 0
        var warnings = 0
        var notices = 0

        init(_ report: CheckReport, options: ReportOptions) {
            errors = report.problems.count
            for screen in report.screens {
                for group in FindingGroup.groups(of: GitHubReport.annotated(screen, options: options)) {
                    switch group.first.severity {
                    case .error: errors += 1
                    case .warning: warnings += 1
                    case .info: notices += 1
                    }
                }
            }
        }

        /// True when some kind has more annotations than a step shows.
        var overflows: Bool {
            let limit = GitHubReport.annotationsShownPerStep
            return errors > limit || warnings > limit || notices > limit
        }

        /// The annotations of each kind GitHub does not show, as (not shown, made, kind); the
        /// warning that says so takes one of the warnings' places.
        var hidden: [(hidden: Int, made: Int, kind: String)] {
            let limit = GitHubReport.annotationsShownPerStep
            let warningsShown = overflows ? limit - 1 : limit
            return [(errors - limit, errors, "error"), (warnings - warningsShown, warnings, "warning"),
                    (notices - limit, notices, "notice")].filter { $0.0 > 0 }
        }

        /// `GitHub shows 10 error, 10 warning and 10 notice annotations a step (50 a job): 218 of
        /// 228 errors are not shown. Every finding is in this log …`
        var overflowMessage: String {
            let limit = GitHubReport.annotationsShownPerStep
            let parts = hidden.map { "\($0.hidden) of \(counted($0.made, $0.kind))" }
            let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : parts.joined()
            return "GitHub shows \(limit) error, \(limit) warning and \(limit) notice annotations a step (50 a job): "
                + "\(list) \(hidden.count == 1 && hidden[0].hidden == 1 ? "is" : "are") not shown. Every finding is in this log, "
                + "in the SARIF report (--format sarif, for code scanning) and in the text report."
        }
    }

    static func annotation(_ group: FindingGroup, screen: ScreenReport) -> String {
        let first = group.first
        let range = group.categoryText(checked: screen.categories, ellipsis: "…")
        var subject = first.element
        if let other = first.otherElement { subject += " and \(other)" }
        var context = "\(first.screen), \(first.device)"
        if let locale = first.locale { context += ", \(locale)" }
        var properties = [("file", screen.filePath)]
        if let location = first.location {
            properties.append(("line", String(location.line)))
            properties.append(("col", String(location.column)))
        }
        properties.append(("title", "TypeFit \(first.kind.rawValue): \(subject) at \(range) (\(context))"))
        var message = first.message
        if group.findings.count > 1 && group.last.message != first.message {
            message = "At \(first.category.name): \(first.message)\nAt \(group.last.category.name): \(group.last.message)"
        }
        if let shown = first.shownText, !first.message.contains(shown) { message += "\nShows \"\(shown)\"" }
        if let suggestion = first.suggestion { message += "\nFix: \(suggestion)" }
        let name = switch first.severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
        return command(name, properties: properties, message: message)
    }

    /// `::name key=value,…::message` with both parts escaped.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))"
    }

    /// The message part: `%`, CR and LF as `%25`, `%0D`, `%0A`, which the runner decodes; the other
    /// ASCII controls (ESC, NUL, tab, DEL …) as `%XX` too, which it shows as they are written, so
    /// that no escape sequence from a spec reaches the log.
    static func escapeData(_ text: String) -> String {
        percentEscaped(text, property: false)
    }

    /// A property value: as ``escapeData(_:)``, plus `:` and `,` as `%3A` and `%2C`.
    static func escapeProperty(_ text: String) -> String {
        percentEscaped(text, property: true)
    }

    /// `text` with the ASCII characters a command escapes as `%XX`, copied byte by byte (none of
    /// them occurs inside a longer UTF-8 sequence); text that needs none is returned as it is.
    private static func percentEscaped(_ text: String, property: Bool) -> String {
        func escapes(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "%") || byte < 0x20 || byte == 0x7F
                || (property && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
        }
        guard text.utf8.contains(where: escapes) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if escapes(byte) {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
