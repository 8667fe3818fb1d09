import TypeFitChecks
import TypeFitDynamicType
import TypeFitJSON

/// The JSON report: a documented, stable format for scripts (`docs/report-json.md`,
/// `Schemas/typefit-report.schema.json`).
///
/// `{"version": 1, "tool": …, "summary": {…}, "screens": […], "findings": […], "problems": […]}`;
/// one finding per element, kind and category, in report order, with its numbers as members
/// named after them (`needed`, `available`, …).
public enum JSONReport {
    /// The format's version; it changes only when a member is removed or changes meaning.
    public static let version = 1

    /// The JSON report of `report`, indented with two spaces, ending with a newline: the text of
    /// ``value(_:options:)``, written one screen and one finding at a time.
    public static func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        ReportFormat.json.render(report, options: options)
    }

    /// The text of ``render(_:options:)``, handed to `sink` in pieces as it is made; the
    /// findings in batches made by `making` when it is given (see ``JSONWriter/PieceMaker``).
    package static func write(_ report: CheckReport, options: ReportOptions = ReportOptions(),
                             making: JSONWriter.PieceMaker? = nil, to sink: ByteSink) {
        JSONWriter().write(streamingObject: members(report, options: options), making: making, to: sink)
        sink(Array("\n".utf8))
    }

    /// The report as a JSON value.
    public static func value(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> JSONValue {
        .object(ordered: members(report, options: options).map { ($0.key, $0.member.value) })
    }

    /// The report's top-level members, in order; the lists make their items when asked.
    private static func members(_ report: CheckReport, options: ReportOptions)
        -> [(key: String, member: JSONWriter.StreamedMember)] {
        let screens = report.screens
        let problems = report.problems
        // Finding n is found through the screens' first positions, without gathering every
        // finding into one more array.
        let firsts = screens.reduce(into: [0]) { firsts, screen in firsts.append((firsts.last ?? 0) + screen.findings.count) }
        @Sendable func finding(_ position: Int) -> Finding {
            var low = 0, high = screens.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if firsts[middle] <= position { low = middle } else { high = middle - 1 }
            }
            return screens[low].findings[position - firsts[low]]
        }
        return [
            ("version", .value(.number(Double(version)))),
            ("tool", .value(toolValue(options))),
            ("summary", .value(summaryValue(report, options: options))),
            ("screens", .items(count: screens.count) { screenValue(screens[$0], options: options) }),
            ("findings", .objects(count: firsts.last ?? 0) { position, members in
                findingMembers(finding(position), options: options, into: &members)
            }),
            ("problems", .items(count: problems.count) { problemValue(problems[$0]) }),
        ]
    }

    static func toolValue(_ options: ReportOptions) -> JSONValue {
        .object(["name": .string("typefit"), "version": .string(options.toolVersion)])
    }

    static func summaryValue(_ report: CheckReport, options: ReportOptions) -> JSONValue {
        let summary = ReportSummary(report, options: options)
        var members: [(String, JSONValue)] = [
            ("specs", .number(Double(summary.specs))),
            ("screens", .number(Double(summary.screens))),
            ("failingScreens", .number(Double(summary.failingScreens))),
            ("findings", .number(Double(summary.errors + summary.warnings + summary.info))),
            ("errors", .number(Double(summary.errors))),
            ("warnings", .number(Double(summary.warnings))),
            ("info", .number(Double(summary.info))),
            ("failures", .number(Double(summary.failures))),
            ("problems", .number(Double(summary.problems))),
            ("suppressed", .number(Double(summary.suppressed))),
            ("failOn", .string(options.configuration.failOn.rawValue)),
            // Under a fail threshold, the findings that fail the run are the failures reports show.
            ("passed", .bool(summary.problems == 0
                && (options.configuration.failOn.minimumSeverity == nil || summary.failures == 0))),
        ]
        if summary.staleBaselineEntries > 0 {
            members.insert(("staleBaselineEntries", .number(Double(summary.staleBaselineEntries))), at: 10)
        }
        return .object(ordered: members)
    }

    static func screenValue(_ screen: ScreenReport, options: ReportOptions) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("spec", .string(screen.spec)),
            ("screen", .string(screen.screen)),
            ("device", .string(screen.device)),
        ]
        if let locale = screen.locale { pairs.append(("locale", .string(locale))) }
        // Counted in one pass, without copying the findings.
        var first: ContentSizeCategory?
        var counts: [Severity: Int] = [:]
        for finding in screen.findings {
            counts[finding.severity, default: 0] += 1
            if options.isFailure(finding), first.map({ finding.category < $0 }) ?? true { first = finding.category }
        }
        pairs += [
            ("categories", .array(screen.categories.map { .string($0.name) })),
            ("firstFailingCategory", first.map { .string($0.name) } ?? .null),
            ("errors", .number(Double(counts[.error] ?? 0))),
            ("warnings", .number(Double(counts[.warning] ?? 0))),
            ("info", .number(Double(counts[.info] ?? 0))),
        ]
        return .object(ordered: pairs)
    }

    /// One finding: the fixed members in a fixed order, then its numbers in the detector's order.
    package static func findingValue(_ finding: Finding, options: ReportOptions = ReportOptions()) -> JSONValue {
        var members = JSONWriter.ObjectMembers()
        findingMembers(finding, options: options, into: &members)
        return members.value
    }

    /// The members of ``findingValue(_:options:)``, handed to `members` in order (the report
    /// writes them as they come, without building the object).
    static func findingMembers(_ finding: Finding, options: ReportOptions, into members: inout JSONWriter.ObjectMembers) {
        let keys = FindingKeys.shared
        members.string(keys.spec, finding.spec)
        members.string(keys.screen, finding.screen)
        members.string(keys.device, finding.device)
        members.string(keys.category, finding.category.name)
        if let locale = finding.locale { members.string(keys.locale, locale) }
        members.string(keys.kind, finding.kind.rawValue)
        members.string(keys.element, finding.element)
        if let other = finding.otherElement { members.string(keys.otherElement, other) }
        members.string(keys.severity, finding.severity.rawValue)
        members.bool(keys.failing, options.configuration.failOn.fails(finding.severity))
        members.string(keys.message, finding.message)
        if let suggestion = finding.suggestion { members.string(keys.suggestion, suggestion) }
        if let shown = finding.shownText { members.string(keys.shownText, shown) }
        if let location = finding.location {
            members.number(keys.line, Double(location.line))
            members.number(keys.column, Double(location.column))
        }
        if let path = finding.path { members.string(keys.path, path) }
        // A number named like a member above, or like an earlier number, is renamed.
        var names: [String] = []
        for number in finding.numbers {
            var name = FindingKeys.names.contains(number.name) ? number.name + "Value" : number.name
            while names.contains(name) { name += "_" }
            names.append(name)
            members.number(name, number.value)
        }
    }

    /// The members every finding may have, each key quoted once for all the findings a process
    /// writes.
    private struct FindingKeys: Sendable {
        static let shared = FindingKeys()

        /// The keys' names, in the order a finding's members are written.
        static let names = [
            shared.spec, shared.screen, shared.device, shared.category, shared.locale, shared.kind, shared.element,
            shared.otherElement, shared.severity, shared.failing, shared.message, shared.suggestion,
            shared.shownText, shared.line, shared.column, shared.path,
        ].map(\.name)

        let spec = JSONWriter.MemberKey("spec")
        let screen = JSONWriter.MemberKey("screen")
        let device = JSONWriter.MemberKey("device")
        let category = JSONWriter.MemberKey("category")
        let locale = JSONWriter.MemberKey("locale")
        let kind = JSONWriter.MemberKey("kind")
        let element = JSONWriter.MemberKey("element")
        let otherElement = JSONWriter.MemberKey("otherElement")
        let severity = JSONWriter.MemberKey("severity")
        let failing = JSONWriter.MemberKey("failing")
        let message = JSONWriter.MemberKey("message")
        let suggestion = JSONWriter.MemberKey("suggestion")
        let shownText = JSONWriter.MemberKey("shownText")
        let line = JSONWriter.MemberKey("line")
        let column = JSONWriter.MemberKey("column")
        let path = JSONWriter.MemberKey("path")
    }

    static func problemValue(_ problem: InputProblem) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("spec", .string(problem.spec)), ("message", .string(problem.message))]
        if let location = problem.location {
            pairs.append(("line", .number(Double(location.line))))
            pairs.append(("column", .number(Double(location.column))))
        }
        return .object(ordered: pairs)
    }
}
