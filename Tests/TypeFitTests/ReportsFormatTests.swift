import Foundation
import Testing
import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitJSON
import TypeFit
@testable import TypeFitReports

/// The five report formats: snapshots of a report covering every kind, schema validation with
/// tools no one here wrote (xmllint, Python jsonschema), and the properties each format promises.
@Suite struct ReportsFormatTests {
    let report = ReportsSamples.report
    /// Where the validation tests write the reports they hand to the validators.
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("typefit-reports")
    }

    @Test func textSnapshot() throws {
        try Golden.assertMatches(TextReport.render(report), fixture: "reports/report.txt")
    }

    @Test func textSnapshotInASCIIWithColour() throws {
        let options = ReportOptions(colour: true, unicode: false)
        try Golden.assertMatches(TextReport.render(report, options: options), fixture: "reports/report-ascii-colour.txt")
    }

    @Test func quietTextShowsOnlyFailures() throws {
        let text = TextReport.render(report, options: ReportOptions(quiet: true))
        try Golden.assertMatches(text, fixture: "reports/report-quiet.txt")
        #expect(!text.contains("Profile"))
        #expect(!text.contains("fixedFont"))
        #expect(text.contains("truncated (error): submitButton at accessibility1…accessibility5"))
    }

    @Test func jsonSnapshot() throws {
        try Golden.assertMatches(JSONReport.render(report), fixture: "reports/report.json")
    }

    /// The report is written one finding at a time; the text must be that of the whole value,
    /// indented or compact, and for an empty report too.
    @Test func jsonWrittenAsItIsMadeEqualsTheWholeValue() {
        for sample in [report, CheckReport(screens: [], problems: [])] {
            #expect(JSONReport.render(sample) == JSONWriter().string(JSONReport.value(sample)) + "\n")
        }
        let members: [(key: String, member: JSONWriter.StreamedMember)] = [
            ("a", .value(.number(1))), ("b", .items(count: 0) { _ in .null }),
            ("c", .items(count: 2) { .number(Double($0)) }),
            // Objects written member by member, the second one empty.
            ("d", .objects(count: 3) { index, members in
                guard index != 1 else { return }
                members.number("n", Double(index))
                members.string("s", "x\u{2028}\"y\"")
                members.bool("b", index == 0)
                members.number("x", -0.25 * Double(index))
                members.value("v", .array([.null, .object(["k": .number(-7)])]))
                // Keys quoted once, ahead, one of them with characters to escape.
                members.string(JSONWriter.MemberKey("q\"k\u{2028}"), "z")
                members.number(JSONWriter.MemberKey("m"), 2.5)
                members.bool(JSONWriter.MemberKey("t"), index == 2)
            }),
            ("e", .objects(count: 0) { _, _ in }),
            ("f", .array([.object([("g", .items(count: 2) { .number(Double($0)) }), ("h", .object([]))]), .array([])])),
        ]
        for writer in [JSONWriter(), JSONWriter(indent: nil)] {
            #expect(writer.string(streamingObject: members)
                == writer.string(.object(ordered: members.map { ($0.key, $0.member.value) })))
        }
        #expect(JSONWriter().string(streamingObject: []) == JSONWriter().string(.object(ordered: [])))
    }

    /// A long array's items may be made in pieces, in any order or on several threads: the text
    /// is the same as writing them one by one, at every count around a piece's and a round's end.
    @Test func jsonItemsMadeInPiecesGiveTheSameText() {
        let perPiece = JSONWriter.itemsPerPiece
        let perRound = perPiece * JSONWriter.piecesPerRound
        let backwards: JSONWriter.PieceMaker = { count, piece in (0..<count).reversed().map(piece).reversed() }
        let pooled: JSONWriter.PieceMaker = { count, piece in WorkPool.map(Array(0..<count), threads: 3, piece) }
        for count in [0, 1, perPiece, perPiece + 1, 3 * perPiece - 1, perRound, perRound + 1, 2 * perRound + 7] {
            let members: [(key: String, member: JSONWriter.StreamedMember)] = [
                ("before", .value(.string("a \"quoted\" name"))),
                ("items", .items(count: count) { index in
                    .object(ordered: [("index", .number(Double(index))), ("name", .string("item \(index)\n")),
                                      ("tags", .array([.bool(index % 2 == 0), .null]))])
                }),
                ("after", .items(count: 2) { .number(Double($0)) }),
                ("objects", .objects(count: count) { index, members in
                    members.number("index", Double(index))
                    if index % 3 == 0 { members.bool("odd", false) }
                }),
                // A long array deep inside the document (as SARIF's results are).
                ("nested", .array([.value(.null), .object([
                    ("empty", .object([])), ("none", .array([])),
                    ("deep", .items(count: count) { .string("deep \($0)") }),
                ])])),
            ]
            for writer in [JSONWriter(), JSONWriter(indent: nil)] {
                let whole = writer.string(streamingObject: members)
                for making in [backwards, pooled] {
                    var pieces: [String] = []
                    // Each piece holds whole characters: it reads as UTF-8 on its own.
                    writer.write(streamingObject: members, making: making) { pieces.append(String(decoding: $0, as: UTF8.self)) }
                    #expect(pieces.joined() == whole, "\(count) items")
                }
            }
        }
        // The report of a run: more findings than a piece holds.
        let many = CheckReport(screens: Array(repeating: ReportsSamples.signInScreen, count: 40))
        #expect(many.findingCount > 2 * perPiece)
        var written = ""
        ReportFormat.json.write(many, making: pooled) { written += String(decoding: $0, as: UTF8.self) }
        #expect(written == JSONReport.render(many))
    }

    /// The text and JUnit reports of a long run are made in pieces (screens, specs) on several
    /// threads when `typefit check` asks: the bytes are those of rendering them on one.
    @Test func reportsMadeInPiecesGiveTheSameText() {
        var screens: [ScreenReport] = []
        for index in 0..<150 {
            var screen = index % 3 == 0 ? ReportsSamples.profileScreen : ReportsSamples.signInScreen
            // Specs come back out of order; some screens are the same spec in several locales.
            screen.spec = "Layouts/screen-\((index * 7) % 61).json"
            screen.locale = index % 5 == 0 ? nil : ["en", "de", "ar"][index % 3]
            screens.append(screen)
        }
        let problems = [InputProblem(spec: "Layouts/screen-3.json", message: "Layouts/screen-3.json: no such file"),
                        InputProblem(spec: "Layouts/zz.json", message: "Layouts/zz.json:1:1: expected an object")]
        let report = CheckReport(screens: screens, problems: problems)
        let pooled: PieceMaker = { count, piece in WorkPool.map(Array(0..<count), threads: 3, piece) }
        for quiet in [false, true] {
            let options = ReportOptions(quiet: quiet)
            for format in ReportFormat.allCases {
                var written = ""
                format.write(report, options: options, making: pooled) { written += String(decoding: $0, as: UTF8.self) }
                #expect(written == format.render(report, options: options), "\(format) quiet: \(quiet)")
            }
        }
        #expect(TextReport.render(report).contains("by locale:"))
        #expect(report.screens.count > 4 * TextReport.screensPerPiece)
    }

    /// The findings list is read screen by screen, past screens without findings, in report order.
    @Test func jsonFindingsFollowTheScreensPastEmptyOnes() throws {
        let empty = ReportsSamples.profileScreen
        let full = ReportsSamples.signInScreen
        var cleared = empty
        cleared.findings = []
        let sample = CheckReport(screens: [cleared, full, cleared, cleared, empty, full, cleared])
        #expect(sample.findingCount == sample.findings.count)
        #expect(sample.containsFinding { $0.element == full.findings.last?.element })
        #expect(!CheckReport(screens: [cleared]).containsFinding { _ in true })
        let written = try JSONReader().parse(JSONReport.render(sample))
        let keys = try #require(written["findings"]?.arrayValue).map { finding in
            ["screen", "element", "kind", "category"].compactMap { finding[$0]?.stringValue }.joined(separator: " ")
        }
        #expect(keys == sample.findings.map { "\($0.screen) \($0.element) \($0.kind.rawValue) \($0.category.name)" })
        #expect(written["summary"]?["findings"]?.numberValue == Double(sample.findings.count))
    }

    @Test func junitSnapshot() throws {
        try Golden.assertMatches(JUnitReport.render(report), fixture: "reports/report.junit.xml")
    }

    @Test func sarifSnapshot() throws {
        try Golden.assertMatches(SARIFReport.render(report), fixture: "reports/report.sarif")
    }

    @Test func githubSnapshot() throws {
        try Golden.assertMatches(GitHubReport.render(report), fixture: "reports/report.github.txt")
    }

    @Test func textHeadlineNamesTheFirstFailingCategory() {
        let line = TextReport.headline(ReportsSamples.signInScreen, options: ReportOptions())
        #expect(line.hasPrefix("Sign in (iPhone 15): holds through medium; at large: 1 failure"))
        let holds = TextReport.headline(ReportsSamples.profileScreen, options: ReportOptions())
        #expect(holds == "Profile (iPhone SE (3rd generation), de): holds at large…accessibility5")
        var late = ReportsSamples.signInScreen
        late.findings = late.findings.filter { $0.category >= .accessibility1 || $0.severity < .error }
        #expect(TextReport.headline(late, options: ReportOptions())
            == "Sign in (iPhone 15): holds through xxxLarge; at accessibility1: 1 failure; also 3 warnings, 13 info")
    }

    @Test func textLinesFitIn100Columns() {
        // Problem lines are the exception: `file:line:column` must stay one word on one line.
        for line in TextReport.render(report).split(separator: "\n") where !line.hasPrefix("  error: ") {
            #expect(line.count <= 100, "too long: \(line)")
        }
    }

    @Test func categoryRangesCollapseConsecutiveCheckedCategories() {
        let all = ContentSizeCategory.allCases
        #expect(CategoryRuns.text([.accessibility1, .accessibility2, .accessibility3], within: all, ellipsis: "…")
            == "accessibility1…accessibility3")
        #expect(CategoryRuns.text([.large, .accessibility2], within: all, ellipsis: "...") == "large, accessibility2")
        // Consecutive among the categories checked, even when sizes in between were not checked.
        #expect(CategoryRuns.text([.large, .accessibility1], within: [.large, .accessibility1], ellipsis: "…")
            == "large…accessibility1")
    }

    @Test func everyFormatIsDeterministic() {
        for format in ReportFormat.allCases {
            #expect(format.render(report) == format.render(ReportsSamples.report), "\(format)")
        }
    }

    @Test func jsonFindingsCarryTheNumbersByName() throws {
        let root = try JSONReader().parse(JSONReport.render(report))
        #expect(root["version"]?.numberValue == 1)
        let findings = try #require(root["findings"]?.arrayValue)
        #expect(findings.count == report.findings.count)
        let truncated = try #require(findings.first { $0["kind"]?.stringValue == "truncated" && $0["element"]?.stringValue == "submitButton" })
        #expect(truncated["needed"]?.numberValue == 214)
        #expect(truncated["available"]?.numberValue == 180)
        #expect(truncated["line"]?.numberValue == 24)
        #expect(truncated["category"]?.stringValue == "accessibility1")
        #expect(root["summary"]?["passed"]?.boolValue == false)
        #expect(root["summary"]?["suppressed"]?.numberValue == 2)
        let kinds = Set(findings.compactMap { $0["kind"]?.stringValue })
        #expect(kinds == Set(FindingKind.allCases.map(\.rawValue)))
    }

    @Test func jsonNumbersNeverShadowFixedMembers() throws {
        let finding = ReportsSamples.finding(.clipped, "x", at: .large, message: "m", numbers: [.init("line", 3), .init("needed", 4)])
        let value = JSONReport.findingValue(finding)
        let members = try #require(JSONNode(value).members)
        #expect(members.first { $0.key == "line" }.flatMap { $0.node.numberValue } == 12)
        #expect(members.first { $0.key == "lineValue" }.flatMap { $0.node.numberValue } == 3)
    }

    /// A screen with `errors` error annotations and `warnings` warning annotations (one element each).
    static func annotated(errors: Int, warnings: Int) -> CheckReport {
        var findings: [Finding] = []
        for index in 0..<errors {
            findings.append(ReportsSamples.finding(.clipped, "e\(index)", at: .large, message: "Clipped."))
        }
        for index in 0..<warnings {
            findings.append(ReportsSamples.finding(.touchTarget, "w\(index)", at: .large, severity: .warning, message: "Small."))
        }
        return CheckReport(screens: [ScreenReport(spec: ReportsSamples.signIn, screen: "Sign in", device: "iPhone 15",
                                                  categories: [.large], elements: [], findings: findings)])
    }

    @Test func githubSaysWhenItMakesMoreAnnotationsThanAStepShows() {
        let within = GitHubReport.render(Self.annotated(errors: 10, warnings: 10)).split(separator: "\n")
        #expect(within.count == 21)
        #expect(!within.joined().contains("not shown"))
        #expect(within.last?.hasPrefix("typefit: 1 screen checked, 1 failing, 1 with warnings: 10 errors, 10 warnings") == true)

        let over = GitHubReport.render(Self.annotated(errors: 12, warnings: 10)).split(separator: "\n")
        #expect(over.count == 1 + 22 + 2)
        let message = "GitHub shows 10 error, 10 warning and 10 notice annotations a step (50 a job): "
            + "2 of 12 errors and 1 of 10 warnings are not shown. Every finding is in this log, "
            + "in the SARIF report (--format sarif, for code scanning) and in the text report."
        // First, so that it is among the annotations shown; its warning takes one warning's place.
        #expect(over.first.map(String.init) == "::warning title=TypeFit%3A more annotations than GitHub shows::" + message)
        #expect(String(over[over.count - 2]) == "typefit: " + message)
        #expect(over.last?.hasPrefix("typefit: 1 screen checked") == true, "the summary ends the output")

        let one = GitHubReport.render(Self.annotated(errors: 11, warnings: 0))
        #expect(one.contains(": 1 of 11 errors is not shown."))
        // Under --quiet only failures are annotated, and only they count.
        let quiet = GitHubReport.render(Self.annotated(errors: 10, warnings: 30), options: ReportOptions(quiet: true))
        #expect(!quiet.contains("not shown"))
    }

    @Test func githubEscapesAsTheToolkitDoes() {
        #expect(GitHubReport.escapeData("100%\r\nnext") == "100%25%0D%0Anext")
        #expect(GitHubReport.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
        #expect(GitHubReport.escapeProperty("é:%\n😀,सबमिट") == "é%3A%25%0A😀%2Cसबमिट")
        #expect(GitHubReport.escapeData("é:%\n😀,") == "é:%25%0A😀,")
        #expect(GitHubReport.escapeData("nothing to escape: é") == "nothing to escape: é")
        let text = GitHubReport.render(report)
        #expect(text.contains("::error file=Layouts/sign-in.json,line=24,col=9,title=TypeFit truncated%3A submitButton at accessibility1…accessibility5 (Sign in%2C iPhone 15)::At accessibility1: "))
        #expect(text.contains("::warning file=Layouts/sign-in.json,line=50,col=7,"))
        #expect(text.contains("::notice file=Layouts/sign-in.json,line=44,col=7,"))
        #expect(text.contains("::error file=Layouts/broken%2C v2.json,line=3,col=12,"))
        for line in text.split(separator: "\n") {
            #expect(line.hasPrefix("::") || line.hasPrefix("typefit: "), "a message broke the line: \(line)")
        }
    }

    @Test func junitHasOneCasePerScreenDeviceAndCategory() throws {
        let xml = JUnitReport.render(report)
        let cases = xml.components(separatedBy: "<testcase ").count - 1
        // 12 categories of Sign in, 9 of Profile, 1 unreadable spec.
        #expect(cases == 12 + 9 + 1)
        #expect(xml.contains("name=\"Sign in @ accessibility1 (iPhone 15)\" classname=\"Layouts/sign-in.json\""))
        #expect(xml.contains("name=\"Profile @ large (iPhone SE (3rd generation), de)\""))
        #expect(xml.contains("type=\"truncated,clipped\""))
        #expect(xml.contains("&lt;new&gt;"))
    }

    @Test func junitValidatesAgainstAntSchema() throws {
        let file = try temporaryFile(JUnitReport.render(report), name: "report.xml")
        let schema = TestSupport.fixture("reports/junit.xsd").path
        let result = try TestSupport.run("/usr/bin/xmllint", ["--noout", "--schema", schema, file])
        #expect(result.status == 0, "xmllint: \(result.output)")
        #expect(result.output.contains("validates"))
        // An empty report is valid too.
        let empty = try temporaryFile(JUnitReport.render(CheckReport(screens: [])), name: "empty.xml")
        #expect(try TestSupport.run("/usr/bin/xmllint", ["--noout", "--schema", schema, empty]).status == 0)
    }

    @Test func sarifValidatesAgainstOASISSchema() throws {
        let file = try temporaryFile(SARIFReport.render(report), name: "report.sarif")
        let result = try validateJSON(file, schema: TestSupport.fixture("reports/sarif-schema-2.1.0.json").path)
        #expect(result.status == 0, "jsonschema: \(result.output)")
    }

    @Test func sarifLocatesResultsInTheSpec() throws {
        let root = try JSONReader().parse(SARIFReport.render(report, options: ReportOptions(sourceRootURI: "file:///work/app")))
        let run = try #require(root["runs"]?.arrayValue?.first)
        #expect(run["tool"]?["driver"]?["rules"]?.arrayValue?.count == FindingKind.allCases.count)
        #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.stringValue == "file:///work/app/")
        let results = try #require(run["results"]?.arrayValue)
        let truncated = try #require(results.first { $0["ruleId"]?.stringValue == "truncated" })
        let location = try #require(truncated["locations"]?.arrayValue?.first?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"]?.stringValue == "Layouts/sign-in.json")
        #expect(location["artifactLocation"]?["uriBaseId"]?.stringValue == "%SRCROOT%")
        #expect(location["region"]?["startLine"]?.numberValue == 24)
        #expect(location["region"]?["startColumn"]?.numberValue == 9)
        #expect(SARIFReport.percentEncoded("Layouts/broken, v2.json") == "Layouts/broken%2C%20v2.json")
    }

    @Test func jsonValidatesAgainstItsDocumentedSchema() throws {
        let schema = TestSupport.path("Schemas/typefit-report.schema.json")
        for (name, value) in [("report.json", report), ("empty.json", CheckReport(screens: []))] {
            let file = try temporaryFile(JSONReport.render(value), name: name)
            let result = try validateJSON(file, schema: schema)
            #expect(result.status == 0, "jsonschema: \(result.output)")
        }
    }

    // MARK: - Tools

    private func temporaryFile(_ text: String, name: String) throws -> String {
        let path = scratch.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func validateJSON(_ file: String, schema: String) throws -> (status: Int32, output: String) {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            document = json.load(open(sys.argv[2], encoding="utf-8"))
            validator = jsonschema.validators.validator_for(schema)(schema)
            errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
            for error in errors[:5]:
                print("/".join(map(str, error.absolute_path)), error.message[:300])
            sys.exit(1 if errors else 0)
            """
        return try TestSupport.run("/usr/bin/python3", ["-c", script, schema, file])
    }
}
