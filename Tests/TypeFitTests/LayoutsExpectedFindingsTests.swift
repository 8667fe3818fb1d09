import Foundation
import Testing
import TypeFit
import TypeFitChecks
import TypeFitJSON

/// What `typefit check` really reports on `Layouts/`, pinned: a per-screen summary of the findings
/// (element, kind, severity, first and last category) compared with
/// `Fixtures/layouts/expected-findings.txt` (re-record with `TYPEFIT_RECORD=1`), the promises the
/// folder makes (fixed screens hold with no finding at all, every kind is shown by a broken screen,
/// each description names what its screen is found to do), and the built `typefit` run on the
/// folder end to end.
@Suite("Layouts expected findings")
struct LayoutsExpectedFindingsTests {
    private static let layouts = TestSupport.path("Layouts")

    /// The library check of `Layouts/`, made once for the suite.
    private static let report: Result<CheckReport, CheckError> = {
        do throws(CheckError) {
            return .success(try TypeFit.check(paths: [layouts]))
        } catch {
            return .failure(error)
        }
    }()

    private static func checked() throws -> CheckReport {
        let report = try report.get()
        #expect(report.problems.isEmpty, "unreadable specs: \(report.problems.map(\.message))")
        return report
    }

    private static func fileName(_ spec: String) -> String {
        URL(fileURLWithPath: spec).lastPathComponent
    }

    // MARK: - The recorded summary

    @Test("the findings on Layouts/ match the recorded summary")
    func findingsMatchTheRecordedSummary() throws {
        let summary = Self.summary(of: try Self.checked())
        try Golden.assertMatches(summary, fixture: "layouts/expected-findings.txt",
                                 note: "update the screen's description and Layouts/README.md")
    }

    /// One block per screen (file name, screen, device, first failing category), then one line per
    /// element, other element, kind and severity with its first and last category.
    static func summary(of report: CheckReport) -> String {
        var lines = [
            "# typefit check Layouts/: per screen, each finding as element [/ other element], kind, severity,",
            "# first…last category (with the count when the categories are not consecutive).",
            "# Re-record with TYPEFIT_RECORD=1 after an intended change; update the screen's description to match.",
        ]
        let screens = report.screens.sorted { ($0.spec, $0.device) < ($1.spec, $1.device) }
        for screen in screens {
            let failing = screen.firstFailingCategory().map { "first error at \($0.name)" } ?? "no error"
            let state = screen.findings.isEmpty ? "no findings" : failing
            lines.append("")
            lines.append("\(fileName(screen.spec)) · \(screen.screen) · \(screen.device) · \(state)")
            let groups = Self.groups(screen.findings)
            let width = groups.map(\.subject.count).max() ?? 0
            for group in groups {
                let subject = group.subject.padding(toLength: width, withPad: " ", startingAt: 0)
                let kind = group.kind.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
                let severity = group.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                var range = group.first.name + "…" + group.last.name
                if !group.isConsecutive(in: screen.categories) {
                    range += " (\(group.categories.count) categories)"
                }
                lines.append("  \(subject)  \(kind) \(severity) \(range)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The findings of one element (and other element), kind and severity on a screen.
    struct Group {
        var element: String
        var other: String?
        var kind: FindingKind
        var severity: Severity
        var categories: [ContentSizeCategory]
        var offset: Int

        var subject: String { other.map { element + " / " + $0 } ?? element }
        var first: ContentSizeCategory { categories.min() ?? .large }
        var last: ContentSizeCategory { categories.max() ?? .large }

        /// The categories form one run of the checked categories.
        func isConsecutive(in checked: [ContentSizeCategory]) -> Bool {
            let positions = Set(categories).compactMap { checked.firstIndex(of: $0) }.sorted()
            guard let low = positions.first, let high = positions.last else { return true }
            return high - low + 1 == positions.count
        }
    }

    /// Groups in report order: first category, then the element's place in the file, kind, names.
    static func groups(_ findings: [Finding]) -> [Group] {
        var groups: [Group] = []
        for finding in findings {
            if let index = groups.firstIndex(where: {
                $0.element == finding.element && $0.other == finding.otherElement
                    && $0.kind == finding.kind && $0.severity == finding.severity
            }) {
                groups[index].categories.append(finding.category)
            } else {
                groups.append(Group(element: finding.element, other: finding.otherElement, kind: finding.kind,
                                    severity: finding.severity, categories: [finding.category],
                                    offset: finding.location?.offset ?? -1))
            }
        }
        return groups.sorted {
            ($0.first.rawValue, $0.offset, $0.kind.rank, $0.subject) < ($1.first.rawValue, $1.offset, $1.kind.rank, $1.subject)
        }
    }

    // MARK: - What the folder promises

    /// Information the design causes (iOS's own components, or what the author marked `intended`)
    /// is allowed; every other finding, warnings included, is not.
    @Test("every fixed screen holds at all 12 categories with no finding but information by design, warnings included")
    func fixedScreensHaveNoFindings() throws {
        let fixed = try Self.checked().screens.filter { $0.spec.hasSuffix(".fixed.json") }
        #expect(fixed.count >= 10)
        for screen in fixed {
            #expect(screen.categories.count == ContentSizeCategory.allCases.count, "\(screen.spec)")
            let found = screen.findings.filter { $0.severity > .info || !Self.isByDesign($0) }
                .map { "\($0.element) \($0.kind.rawValue) at \($0.category.name)" }
            #expect(found.isEmpty, "\(Self.fileName(screen.spec)): \(found.prefix(5))")
        }
    }

    /// A finding reported as information because iOS's design or the author intends it.
    static func isByDesign(_ finding: Finding) -> Bool {
        finding.message.contains(" By design: ") || finding.message.contains(" Intended: ")
    }

    @Test("every broken screen has a finding and every kind is shown at error or warning severity")
    func brokenScreensShowEveryKind() throws {
        let broken = try Self.checked().screens.filter { $0.spec.hasSuffix(".broken.json") }
        #expect(broken.count >= 10)
        for screen in broken {
            #expect(screen.findings.contains { $0.severity >= .warning }, "\(Self.fileName(screen.spec)) finds nothing")
        }
        let shown = Set(broken.flatMap(\.findings).filter { $0.severity >= .warning }.map(\.kind))
        let missing = FindingKind.allCases.filter { !shown.contains($0) }
        #expect(missing.isEmpty, "no broken screen shows \(missing.map(\.rawValue))")
    }

    @Test("each broken screen's description names every element and kind the checker finds on it")
    func descriptionsNameWhatIsFound() throws {
        let broken = try Self.checked().screens.filter { $0.spec.hasSuffix(".broken.json") }
        for screen in broken {
            let data = try #require(FileManager.default.contents(atPath: screen.spec))
            let document = try JSONReader().parse(bytes: [UInt8](data))
            let description = try #require(document["description"]?.stringValue)
            let expected = description.components(separatedBy: "Expected findings").dropFirst().joined()
            for group in Self.groups(screen.findings) {
                #expect(expected.contains("'\(group.element)'"),
                        "\(Self.fileName(screen.spec)) does not name '\(group.element)' (\(group.kind.rawValue))")
                #expect(expected.contains(group.kind.rawValue),
                        "\(Self.fileName(screen.spec)) does not name the kind \(group.kind.rawValue)")
            }
        }
    }

    // MARK: - The built executable, end to end

    @Test("typefit check Layouts exits 1, names each screen's first failing category, writes valid JUnit")
    func executableChecksLayouts() throws {
        let report = try Self.checked()
        let text = try Self.runTypefit(["check", "Layouts"])
        #expect(text.status == 1, "stderr: \(text.err)")
        let headers = text.out.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(" ") }
        for screen in report.screens {
            let header = headers.first { $0.hasPrefix("\(screen.screen) (\(screen.device)): ") }
            #expect(header != nil, "no header for \(screen.screen)")
            guard let header else { continue }
            if let first = screen.firstFailingCategory() {
                let words = first == .xSmall ? "fails from xSmall (every category): " : "at \(first.name): "
                #expect(header.contains(words), "\(header)")
            } else {
                #expect(header.contains("holds at all 12 categories"), "\(header)")
            }
        }
        #expect(text.out.contains("28 screens checked, 12 failing"), "\(text.out.suffix(200))")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-layouts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let xml = directory.appendingPathComponent("junit.xml").path
        let junit = try Self.runTypefit(["check", "Layouts", "--format", "junit", "--output", xml])
        #expect(junit.status == 1, "stderr: \(junit.err)")
        let written = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(written.components(separatedBy: "<testcase ").count - 1 == report.screens.count * 12)
        let schema = TestSupport.fixture("reports/junit.xsd").path
        let lint = try Self.run("/usr/bin/xmllint", ["--noout", "--schema", schema, xml])
        #expect(lint.status == 0, "xmllint: \(lint.err)")
        #expect(lint.err.contains("validates"))

        let json = try Self.runTypefit(["check", "Layouts", "--format", "json"])
        let root = try JSONReader().parse(json.out)
        #expect(root["summary"]?["findings"]?.numberValue == Double(report.findings.count))
        #expect(root["findings"]?.arrayValue?.count == report.findings.count)
    }

    /// The `typefit` executable next to the test bundle (or in `.build/debug`).
    private static func executable() throws -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("typefit").path
        let path = FileManager.default.isExecutableFile(atPath: beside) ? beside : TestSupport.path(".build/debug/typefit")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the typefit executable first (swift build)")
        return path
    }

    /// Runs `typefit ARGS` in the repository root with the bundled fonts.
    private static func runTypefit(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try run(try executable(), arguments, environment: ["TYPEFIT_FONTS": TestSupport.path("Fonts"), "NO_COLOR": "1"])
    }

    /// Runs `tool` in the repository root: exit status, stdout and stderr (stderr goes through a
    /// file so that neither pipe can fill while the other is read).
    private static func run(_ tool: String, _ arguments: [String],
                            environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-layouts-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errURL.path])
        }
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errFile = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = TestSupport.repositoryRoot
        if let environment { process.environment = environment }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errFile
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errFile.close()
        let errData = try Data(contentsOf: errURL)
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
