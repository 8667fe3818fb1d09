import TypeFitChecks
import TypeFitDynamicType

/// The JUnit XML report, valid against Apache Ant's JUnit schema (which Jenkins, GitLab and
/// GitHub test reporters read).
///
/// One `<testsuite>` per spec; one `<testcase>` per screen × device (× locale) × category, with
/// `classname` the spec and `name` "screen @ category (device)". A test case with failing
/// findings has one `<failure>` (the schema allows one per test case) whose `type` lists the
/// kinds and whose text lists every failing finding; findings below the failing severity go to
/// the suite's `<system-out>`. A spec that could not be read is a test case with an `<error>`.
/// Timestamps and times are fixed (the epoch, 0 seconds) so that the same input gives the same bytes.
public enum JUnitReport {
    /// The timestamp every suite carries: reports are deterministic, so no clock is read.
    public static let timestamp = "1970-01-01T00:00:00"

    /// The JUnit XML of `report`, ending with a newline.
    public static func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        ReportFormat.junit.render(report, options: options)
    }

    /// Specs whose suites ``write(_:options:making:to:)`` hands to its piece maker together.
    static let specsPerPiece = 32

    /// The text of ``render(_:options:)``, handed to `sink` in pieces; with `making`, the suites
    /// are made by it, ``specsPerPiece`` at a time (the text is the same).
    package static func write(_ report: CheckReport, options: ReportOptions = ReportOptions(),
                             making: PieceMaker? = nil, to sink: ByteSink) {
        // Specs in the order they first appear, each with its screens and problems, gathered in
        // one pass so that a report of many specs takes time in proportion to its size.
        var specs: [String] = []
        // Screens by position, read when their suite is written.
        var screens: [String: [Int]] = [:]
        var problems: [String: [InputProblem]] = [:]
        for (position, screen) in report.screens.enumerated() {
            if screens[screen.spec] == nil, problems[screen.spec] == nil { specs.append(screen.spec) }
            screens[screen.spec, default: []].append(position)
        }
        for problem in report.problems {
            if screens[problem.spec] == nil, problems[problem.spec] == nil { specs.append(problem.spec) }
            problems[problem.spec, default: []].append(problem)
        }
        sink(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n".utf8))
        let bySpec = screens
        let all = report.screens
        let problemsBySpec = problems
        let ordered = specs
        ReportPieces.write(count: ordered.count, perPiece: specsPerPiece, making: making, to: sink) { range in
            var xml = ""
            for id in range {
                let spec = ordered[id]
                xml += suite(spec: spec, id: id, screens: bySpec[spec]?.map { all[$0] } ?? [], problems: problemsBySpec[spec] ?? [],
                             options: options)
            }
            return xml
        }
        sink(Array("</testsuites>\n".utf8))
    }

    static func suite(spec: String, id: Int, screens: [ScreenReport], problems: [InputProblem], options: ReportOptions) -> String {
        var cases = ""
        var tests = 0, failures = 0, errors = 0
        var output: [String] = []
        for problem in problems {
            tests += 1
            errors += 1
            cases += "    <testcase name=\(attribute(nonEmpty(spec) + " (could not be read)")) classname=\(attribute(nonEmpty(spec))) time=\"0\">\n"
            cases += "      <error message=\(attribute(problem.message)) type=\"input\">\(text(problem.message))</error>\n"
            cases += "    </testcase>\n"
        }
        for screen in screens {
            for category in screen.categories {
                tests += 1
                let findings = screen.findings.filter { $0.category == category }
                let failing = findings.filter(options.isFailure)
                let name = caseName(screen, category: category)
                cases += "    <testcase name=\(attribute(name)) classname=\(attribute(nonEmpty(spec))) time=\"0\""
                output += findings.filter { !options.isFailure($0) }.map { "\(name): \(describe($0))" }
                guard !failing.isEmpty else {
                    cases += "/>\n"
                    continue
                }
                failures += 1
                var kinds: [FindingKind] = []
                for kind in failing.map(\.kind).sorted() where !kinds.contains(kind) { kinds.append(kind) }
                let summary = failing.count == 1
                    ? failing[0].message
                    : "\(failing.count) failures: " + failing.map { "\($0.kind.rawValue) \(subject($0))" }.joined(separator: ", ")
                let body = failing.map(describe).joined(separator: "\n")
                cases += ">\n      <failure message=\(attribute(summary)) type=\(attribute(kinds.map(\.rawValue).joined(separator: ",")))>"
                cases += text(body) + "</failure>\n    </testcase>\n"
            }
        }
        var xml = "  <testsuite name=\(attribute(nonEmpty(spec))) package=\(attribute(nonEmpty(spec))) id=\"\(id)\""
        xml += " timestamp=\"\(timestamp)\" hostname=\"localhost\" tests=\"\(tests)\" failures=\"\(failures)\""
        xml += " errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
        xml += "    <properties>\n"
        xml += "      <property name=\"failOn\" value=\(attribute(options.configuration.failOn.rawValue))/>\n"
        xml += "    </properties>\n"
        xml += cases
        xml += output.isEmpty ? "    <system-out/>\n" : "    <system-out>\(text(output.joined(separator: "\n") + "\n"))</system-out>\n"
        xml += "    <system-err/>\n"
        return xml + "  </testsuite>\n"
    }

    /// `Sign in @ accessibility1 (iPhone 15)`, with the locale after the device when there is one.
    static func caseName(_ screen: ScreenReport, category: ContentSizeCategory) -> String {
        var device = screen.device
        if let locale = screen.locale { device += ", \(locale)" }
        return "\(nonEmpty(screen.screen)) @ \(category.name) (\(device))"
    }

    static func subject(_ finding: Finding) -> String {
        finding.otherElement.map { "\(finding.element)/\($0)" } ?? finding.element
    }

    /// The lines a finding takes in a failure or in system-out.
    static func describe(_ finding: Finding) -> String {
        var text = "\(finding.severity.rawValue) \(finding.kind.rawValue) \(subject(finding)): \(finding.message)"
        if let shown = finding.shownText { text += "\n  shows \"\(shown)\"" }
        if let suggestion = finding.suggestion { text += "\n  fix: \(suggestion)" }
        var place = finding.spec
        if let location = finding.location { place += ":\(location.line):\(location.column)" }
        if let path = finding.path { place += " \(path)" }
        return text + "\n  at " + place
    }

    /// Tokens in the schema need at least one character.
    static func nonEmpty(_ text: String) -> String {
        text.isEmpty ? "(unnamed)" : text
    }

    /// An attribute value in double quotes, with line breaks and tabs kept as character references.
    static func attribute(_ value: String) -> String {
        "\"" + XMLText.escape(value) + "\""
    }

    /// Character data.
    static func text(_ value: String) -> String {
        XMLText.escape(value, inAttribute: false)
    }
}
