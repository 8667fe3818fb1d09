import Foundation
import Testing
import TypeFitChecks
import TypeFitDynamicType

/// `typefit.json` and `--severity`: defaults, overrides, and errors that say where and why.
@Suite struct ReportsConfigurationTests {
    @Test func defaultsMatchTheProductContract() {
        let configuration = CheckConfiguration()
        for kind in [FindingKind.truncated, .clipped, .overlap, .offscreen, .missingGlyphs] {
            #expect(configuration.level(for: kind) == .error, "\(kind)")
        }
        for kind in [FindingKind.shrunk, .fixedFont, .touchTarget, .hierarchy] {
            #expect(configuration.level(for: kind) == .warning, "\(kind)")
        }
        #expect(configuration.minimumTouchTarget == 44)
        #expect(configuration.failOn == .error)
        #expect(configuration.categories == nil)
        #expect(configuration.devices.isEmpty)
    }

    @Test func readsEveryKey() throws {
        let text = """
            {
              "severity": { "touchTarget": "error", "hierarchy": "off", "truncated": "warning" },
              "touchTarget": { "minimum": 48 },
              "failOn": "warning",
              "categories": "large...accessibility2",
              "devices": ["iPhone 15", "iPhone SE (3rd generation)"]
            }
            """
        let configuration = try CheckConfiguration.parse(text, file: "typefit.json")
        #expect(configuration.level(for: .touchTarget) == .error)
        #expect(configuration.level(for: .hierarchy) == .off)
        #expect(configuration.level(for: .truncated) == .warning)
        #expect(configuration.level(for: .clipped) == .error)
        #expect(configuration.minimumTouchTarget == 48)
        #expect(configuration.failOn == .warning)
        #expect(configuration.categories?.categories.first == .large)
        #expect(configuration.categories?.categories.last == .accessibility2)
        #expect(configuration.devices == ["iPhone 15", "iPhone SE (3rd generation)"])
        let list = try CheckConfiguration.parse(#"{"categories": ["AX1", "xSmall"], "devices": "iPhone 15"}"#)
        #expect(list.categories?.categories == [.xSmall, .accessibility1])
        #expect(list.devices == ["iPhone 15"])
    }

    @Test(arguments: [
        (#"{"severty": {}}"#, #"typefit.json:1:2: $.severty: unknown key "severty"; did you mean "severity"?"#),
        ("{\n  \"severity\": {\"touchTarjet\": \"error\"}\n}",
         #"typefit.json:2:16: $.severity.touchTarjet: unknown finding kind "touchTarjet"; did you mean "touchTarget"?"#),
        (#"{"severity": {"hierarchy": "of"}}"#, #"typefit.json:1:28: $.severity.hierarchy: unknown severity "of"; did you mean "off"?"#),
        (#"{"severity": {"hierarchy": 1}}"#, "typefit.json:1:28: $.severity.hierarchy: expected a string, found a number"),
        (#"{"touchTarget": {"minimum": -3}}"#, "typefit.json:1:29: $.touchTarget.minimum: the touch-target minimum must be between 0"),
        (#"{"touchTarget": {"minimun": 44}}"#, #"typefit.json:1:18: $.touchTarget.minimun: unknown key "minimun"; did you mean "minimum"?"#),
        (#"{"failOn": "errors"}"#, #"typefit.json:1:12: $.failOn: unknown fail threshold "errors"; did you mean "error"?"#),
        (#"{"categories": ["large", "huge"]}"#, #"typefit.json:1:26: $.categories[1]: unknown content size category "huge""#),
        (#"{"devices": [1]}"#, "typefit.json:1:14: $.devices[0]: expected a string, found a number"),
        ("[]", "typefit.json:1:1: $: expected an object, found an array"),
        (#"{"failOn": "error",}"#, "typefit.json:1:20: $: trailing comma before '}'"),
    ])
    func errorsNameFileLineColumnAndPath(text: String, expected: String) {
        let error = #expect(throws: ConfigurationError.self) { try CheckConfiguration.parse(text, file: "typefit.json") }
        #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "no error")")
    }

    @Test func severityFlagsOverrideTheFile() throws {
        var configuration = try CheckConfiguration.parse(#"{"severity": {"touchTarget": "error"}}"#)
        try configuration.setLevel(fromFlag: "touchTarget=info")
        try configuration.setLevel(fromFlag: "overlap=off")
        #expect(configuration.level(for: .touchTarget) == .info)
        #expect(configuration.level(for: .overlap) == .off)
        let missing = #expect(throws: ConfigurationError.self) { try configuration.setLevel(fromFlag: "touchTarget") }
        #expect(missing?.description == #"expected KIND=LEVEL (e.g. touchTarget=error), not "touchTarget""#)
        let unknown = #expect(throws: ConfigurationError.self) { try configuration.setLevel(fromFlag: "overlaps=error") }
        #expect(unknown?.description.contains(#"did you mean "overlap"?"#) == true)
    }

    @Test func applyingLevelsKeepsIntendedTruncationAsInformation() throws {
        var configuration = CheckConfiguration()
        try configuration.setLevel(fromFlag: "truncated=warning")
        try configuration.setLevel(fromFlag: "hierarchy=off")
        let report = configuration.apply(to: ReportsSamples.report)
        let findings = report.findings
        #expect(!findings.contains { $0.kind == .hierarchy })
        #expect(findings.filter { $0.kind == .truncated && $0.element == "submitButton" }.allSatisfy { $0.severity == .warning })
        #expect(findings.first { $0.element == "subtitle" }?.severity == .info)
        #expect(findings.first { $0.kind == .touchTarget }?.severity == .warning)
    }

    /// Re-levelling a report gives what re-levelling each of its findings gives, in the same order.
    @Test func applyingLevelsToAReportEqualsApplyingToEachFinding() throws {
        var configuration = CheckConfiguration()
        try configuration.setLevel(fromFlag: "truncated=warning")
        try configuration.setLevel(fromFlag: "hierarchy=off")
        try configuration.setLevel(fromFlag: "touchTarget=error")
        let findings = ReportsSamples.report.findings
        #expect(findings.contains { $0.kind == .hierarchy } && findings.contains { $0.severity == .info })
        let levelled = configuration.apply(to: ReportsSamples.report).findings
        #expect(levelled == findings.compactMap { configuration.apply(to: $0) })
        #expect(levelled.count < findings.count)
    }

    @Test func failThresholds() {
        #expect(FailThreshold.error.fails(.error) && !FailThreshold.error.fails(.warning))
        #expect(FailThreshold.warning.fails(.warning) && !FailThreshold.warning.fails(.info))
        #expect(!FailThreshold.never.fails(.error))
    }

    @Test func findsTheNearestConfigurationFileAbove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(CheckConfiguration.find(from: nested.path).map { !$0.hasPrefix(root.path) } ?? true)
        let file = root.appendingPathComponent("typefit.json")
        try #"{"failOn": "warning"}"#.write(to: file, atomically: true, encoding: .utf8)
        let found = try #require(CheckConfiguration.find(from: nested.path))
        #expect(found == file.standardizedFileURL.path)
        #expect(try CheckConfiguration.load(file: found).failOn == .warning)
        let unreadable = #expect(throws: ConfigurationError.self) {
            try CheckConfiguration.load(file: root.appendingPathComponent("missing.json").path, displayPath: "missing.json")
        }
        #expect(unreadable?.description == "cannot read the configuration file missing.json")
    }
}
