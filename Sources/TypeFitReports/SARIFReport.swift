import TypeFitChecks
import TypeFitJSON

/// The SARIF 2.1.0 report, for GitHub code scanning and other static-analysis viewers.
///
/// One run; one rule per finding kind (with its description, help and configured level); one
/// result per element, kind and severity across the categories where it occurs, located at the
/// element's line and column in the spec. Specs are named by their path from the repository root
/// (``ScreenReport/filePath``), relative to `%SRCROOT%`, so that the log is the same whatever
/// directory the check ran in; a spec outside the root keeps its path as given (relative to
/// `%SRCROOT%`, or a `file:` URI when absolute). Specs that could
/// not be read are tool execution notifications. Columns count Unicode code points, as the spec
/// reader does.
public enum SARIFReport {
    /// The base id relative spec paths are resolved against.
    public static let sourceRootBaseId = "%SRCROOT%"

    /// The SARIF log of `report`, indented with two spaces, ending with a newline.
    public static func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        ReportFormat.sarif.render(report, options: options)
    }

    /// The text of ``render(_:options:)``, handed to `sink` in pieces as it is written; with
    /// `making`, the results are made by it in batches (the text is the same).
    package static func write(_ report: CheckReport, options: ReportOptions = ReportOptions(),
                             making: PieceMaker? = nil, to sink: ByteSink) {
        JSONWriter().write(streamingObject: members(report, options: options), making: making, to: sink)
        sink(Array("\n".utf8))
    }

    /// The SARIF log as a JSON value.
    public static func value(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> JSONValue {
        JSONWriter.StreamedMember.object(members(report, options: options)).value
    }

    /// The log's top-level members; the results are made when they are written.
    private static func members(_ report: CheckReport, options: ReportOptions)
        -> [(key: String, member: JSONWriter.StreamedMember)] {
        let kinds = FindingKind.allCases
        let rules = kinds.map { rule($0, level: options.configuration.level(for: $0)) }
        // One result per group of findings: the groups are counted first (as the position of
        // each screen's first result), and found again when their results are made.
        var firsts = [0]
        for screen in report.screens {
            firsts.append(firsts[firsts.count - 1] + FindingGroup.groups(of: screen.findings).count)
        }
        let screens = report.screens
        let starts = firsts
        var baseId: [(String, JSONValue)] = [
            ("description", .object(["text": .string(
                "The repository root (the enclosing git work tree, or typefit check --root); spec paths are relative to it.")])),
        ]
        if let root = options.sourceRootURI {
            baseId.insert(("uri", .string(root.hasSuffix("/") ? root : root + "/")), at: 0)
        }
        let notifications = report.problems.map { problem -> JSONValue in
            let location = physicalLocation(spec: problem.filePath, line: problem.location?.line, column: problem.location?.column)
            return .object([
                "level": .string("error"),
                "message": .object(["text": .string(problem.message)]),
                "locations": .array([.object(["physicalLocation": location])]),
            ])
        }
        let run: [(key: String, member: JSONWriter.StreamedMember)] = [
            ("tool", .value(.object([
                "driver": .object([
                    "name": .string("TypeFit"),
                    "semanticVersion": .string(options.toolVersion),
                    "rules": .array(rules),
                ]),
            ]))),
            ("invocations", .value(.array([
                .object([
                    "executionSuccessful": .bool(report.problems.isEmpty),
                    "toolExecutionNotifications": .array(notifications),
                ]),
            ]))),
            ("originalUriBaseIds", .value(.object(ordered: [(sourceRootBaseId, .object(ordered: baseId))]))),
            ("columnKind", .value(.string("unicodeCodePoints"))),
            ("results", .items(count: starts[starts.count - 1]) { index in
                // The last screen whose first result is at or before `index`.
                var low = 0, high = starts.count - 2
                while low < high {
                    let middle = (low + high + 1) / 2
                    if starts[middle] <= index { low = middle } else { high = middle - 1 }
                }
                let screen = screens[low]
                let group = FindingGroup.groups(of: screen.findings)[index - starts[low]]
                return result(group, screen: screen, ruleIndex: kinds.firstIndex(of: group.first.kind) ?? 0)
            }),
        ]
        return [
            ("$schema", .value(.string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"))),
            ("version", .value(.string("2.1.0"))),
            ("runs", .array([.object(run)])),
        ]
    }

    /// The rule metadata of `kind`, from its rule's description, reported at `level`.
    static func rule(_ kind: FindingKind, level: SeverityLevel) -> JSONValue {
        let rule = kind.rule
        return .object([
            "id": .string(kind.rawValue),
            "name": .string(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.summary + " " + rule.help)]),
            "help": .object([
                "text": .string(rule.help),
                "markdown": .string("**\(kind.rawValue)**: \(rule.summary)\n\n\(rule.help)"),
            ]),
            "defaultConfiguration": .object(["enabled": .bool(level != .off), "level": .string(level.sarifLevel)]),
            "properties": .object(["tags": .array([.string("accessibility"), .string("dynamic-type")])]),
        ])
    }

    static func result(_ group: FindingGroup, screen: ScreenReport, ruleIndex: Int) -> JSONValue {
        let first = group.first
        let range = group.categoryText(checked: screen.categories, ellipsis: "…")
        var message = first.message
        if group.findings.count > 1 {
            message += " (at \(first.category.name); also at \(range))"
        } else {
            message += " (at \(first.category.name))"
        }
        if let suggestion = first.suggestion { message += " Fix: \(suggestion)" }
        var logical: [(String, JSONValue)] = [("name", .string(first.element))]
        logical.append(("fullyQualifiedName", .string(first.path ?? "\(first.screen)/\(first.element)")))
        logical.append(("kind", .string("element")))
        var properties: [(String, JSONValue)] = [
            ("screen", .string(first.screen)),
            ("device", .string(first.device)),
        ]
        if let locale = first.locale { properties.append(("locale", .string(locale))) }
        properties.append(("categories", .array(group.categories.map { .string($0.name) })))
        if let other = first.otherElement { properties.append(("otherElement", .string(other))) }
        if let shown = first.shownText { properties.append(("shownText", .string(shown))) }
        if !first.numbers.isEmpty {
            properties.append(("numbers", .object(ordered: first.numbers.map { ($0.name, .number($0.value)) })))
        }
        var fingerprint = [screen.filePath, first.device, first.locale ?? "", first.kind.rawValue, first.element]
        fingerprint.append(first.otherElement ?? "")
        return .object([
            "ruleId": .string(first.kind.rawValue),
            "ruleIndex": .number(Double(ruleIndex)),
            "level": .string(first.severity.sarifLevel),
            "message": .object(["text": .string(message)]),
            "locations": .array([
                .object([
                    "physicalLocation": physicalLocation(spec: screen.filePath, line: first.location?.line, column: first.location?.column),
                    "logicalLocations": .array([.object(ordered: logical)]),
                ]),
            ]),
            "partialFingerprints": .object(["typefitFinding/v1": .string(fingerprint.joined(separator: "|"))]),
            "properties": .object(ordered: properties),
        ])
    }

    static func physicalLocation(spec: String, line: Int?, column: Int?) -> JSONValue {
        var artifact: [(String, JSONValue)] = []
        if spec.hasPrefix("/") {
            artifact.append(("uri", .string("file://" + percentEncoded(spec))))
        } else {
            var relative = Substring(spec)
            while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
            artifact.append(("uri", .string(percentEncoded(String(relative)))))
            artifact.append(("uriBaseId", .string(sourceRootBaseId)))
        }
        var pairs: [(String, JSONValue)] = [("artifactLocation", .object(ordered: artifact))]
        if let line, line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(line)))]
            if let column, column >= 1 { region.append(("startColumn", .number(Double(column)))) }
            pairs.append(("region", .object(ordered: region)))
        }
        return .object(ordered: pairs)
    }

    /// A path as a URI reference: unreserved characters and `/` kept, every other byte percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let keep = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if keep {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" + hex : hex)
            }
        }
        return out
    }
}

extension SeverityLevel {
    /// The SARIF `level` of this severity level: error, warning, note, or none when off.
    fileprivate var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        case .off: "none"
        }
    }
}

extension Severity {
    /// The SARIF `level`: error, warning or note.
    fileprivate var sarifLevel: String { SeverityLevel(self).sarifLevel }
}
