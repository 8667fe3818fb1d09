import TypeFitChecks

/// GitHub Actions workflow commands: one annotation per element, kind and severity across the
/// categories where it occurs (`::error file=…,line=…,col=…,title=…::message`), warnings as
/// `::warning`, information as `::notice`, then the summary line.
///
/// Values are escaped as the Actions toolkit does: `%`, CR and LF in messages; also `:` and `,`
/// in properties. GitHub shows the annotations on the spec files in the pull request's diff.
public enum GitHubReport {
    /// The workflow commands for `report`, one per line, ending with a newline.
    public static func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        var lines: [String] = []
        for problem in report.problems {
            var properties = [("file", problem.spec)]
            if let location = problem.location {
                properties.append(("line", String(location.line)))
                properties.append(("col", String(location.column)))
            }
            properties.append(("title", "TypeFit: spec could not be read"))
            lines.append(command("error", properties: properties, message: problem.message))
        }
        for screen in report.screens {
            let findings = options.quiet ? screen.findings.filter(options.isFailure) : screen.findings
            for group in FindingGroup.groups(of: findings) {
                lines.append(annotation(group, screen: screen))
            }
        }
        lines.append("typefit: " + ReportSummary(report, options: options).line)
        return lines.joined(separator: "\n") + "\n"
    }

    static func annotation(_ group: FindingGroup, screen: ScreenReport) -> String {
        let first = group.first
        let range = group.categoryText(checked: screen.categories, ellipsis: "…")
        var subject = first.element
        if let other = first.otherElement { subject += " and \(other)" }
        var context = "\(first.screen), \(first.device)"
        if let locale = first.locale { context += ", \(locale)" }
        var properties = [("file", first.spec)]
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

    /// The message part: `%`, CR and LF as `%25`, `%0D`, `%0A`.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as ``escapeData(_:)``, plus `:` and `,` as `%3A` and `%2C`.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
