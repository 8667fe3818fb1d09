import Testing
import TypeFit
import TypeFitChecks
import TypeFitDynamicType

/// Baselines (`--baseline`, `--update-baseline`) and sharding (`--shard I/N`).
@Suite struct ReportsBaselineTests {
    @Test func aRecordedBaselineSuppressesEveryErrorAndWarning() throws {
        let report = ReportsSamples.report
        let baseline = Baseline(recording: report)
        let filtered = baseline.apply(to: report)
        #expect(filtered.findings.allSatisfy { $0.severity == .info })
        let known = report.findings.filter { $0.severity > .info }.count
        #expect(filtered.suppressedCount == report.suppressedCount + known)
    }

    @Test func matchingIgnoresMessagesAndNumbers() {
        let old = ReportsSamples.finding(.truncated, "submitButton", at: .accessibility1, message: "needs 214 pt",
                                         numbers: [.init("needed", 214)])
        var longer = old
        longer.message = "needs 230 pt"
        longer.numbers = [.init("needed", 230)]
        let baseline = Baseline(entries: [Baseline.Entry(old)])
        #expect(baseline.contains(longer))
        for change in [
            { (f: inout Finding) in f.category = .accessibility2 },
            { (f: inout Finding) in f.device = "iPhone SE (3rd generation)" },
            { (f: inout Finding) in f.locale = "de" },
            { (f: inout Finding) in f.kind = .clipped },
            { (f: inout Finding) in f.element = "title" },
            { (f: inout Finding) in f.otherElement = "title" },
            { (f: inout Finding) in f.spec = "Layouts/other.json" },
        ] {
            var other = old
            change(&other)
            #expect(!baseline.contains(other))
        }
    }

    @Test func serializationIsSortedAndRoundTrips() throws {
        let baseline = Baseline(recording: ReportsSamples.report)
        let text = baseline.serialized()
        #expect(try Baseline.parse(text) == baseline)
        #expect(Baseline(entries: Set(baseline.entries.reversed())).serialized() == text)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("    {") }
        #expect(lines.count == baseline.entries.count)
        #expect(lines.first == #"    {"spec":"Layouts/sign-in.json","device":"iPhone 15","category":"xSmall","kind":"touchTarget","element":"forgotLink"},"#)
        #expect(text.contains(#""kind":"overlap","element":"title","otherElement":"closeButton"}"#))
        #expect(Baseline().serialized() == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        #expect(try Baseline.parse(Baseline().serialized()).entries.isEmpty)
    }

    /// A baseline is written only when it is small enough for `--baseline` to read it back, and
    /// one of any size up to that is read (it may be larger than other JSON inputs).
    @Test func aBaselineIsWrittenOnlyWhenItCanBeReadBack() throws {
        let baseline = Baseline(recording: ReportsSamples.report)
        let bytes = try baseline.fileBytes()
        #expect(bytes == Array(baseline.serialized().utf8))
        #expect {
            try baseline.fileBytes(maximum: bytes.count - 1)
        } throws: { error in
            "\(error)".contains("the baseline would be \(bytes.count) bytes (\(baseline.entries.count) entries)")
        }
        let padded = baseline.serialized() + String(repeating: " ", count: 17 << 20)
        #expect(padded.utf8.count < Baseline.maximumFileBytes)
        #expect(try Baseline.parse(padded) == baseline)
    }

    @Test func updatingKeepsEntriesOfWhatWasNotCheckedAndDropsStaleOnes() {
        let report = ReportsSamples.report
        let other = Baseline.Entry(spec: "Layouts/other.json", device: "iPhone 15", category: .large, kind: .clipped, element: "x")
        let stale = Baseline.Entry(spec: ReportsSamples.signIn, device: "iPhone 15", category: .large, kind: .clipped, element: "gone")
        let otherDevice = Baseline.Entry(spec: ReportsSamples.signIn, device: "iPad Pro 13-inch", category: .large,
                                         kind: .clipped, element: "gone")
        var narrow = report
        narrow.screens = report.screens.mapped { screen in
            var copy = screen
            copy.categories = screen.categories.filter { $0 != .accessibility5 }
            copy.findings = screen.findings.filter { $0.category != .accessibility5 }
            return copy
        }
        let notChecked = Baseline.Entry(spec: ReportsSamples.signIn, device: "iPhone 15", category: .accessibility5,
                                        kind: .clipped, element: "gone")
        let baseline = Baseline(entries: [other, stale, otherDevice, notChecked])
        #expect(baseline.staleEntries(for: narrow) == [stale])
        let updated = baseline.updated(with: narrow)
        #expect(updated.entries.isSuperset(of: [other, otherDevice, notChecked]))
        #expect(!updated.entries.contains(stale))
        #expect(updated.entries.count == 3 + Baseline(recording: narrow).entries.count)
        #expect(updated.staleEntries(for: narrow).isEmpty)
        let applied = baseline.apply(to: narrow)
        #expect(applied.staleBaselineEntries == [stale])
        #expect(stale.description == "\(ReportsSamples.signIn), iPhone 15, large: clipped gone")
    }

    @Test func findingsMatchByThePathFromTheRepositoryRoot() {
        var report = ReportsSamples.report
        let recorded = Baseline(recording: report)
        for index in report.screens.indices {
            report.screens[index].repositoryPath = report.screens[index].spec
            report.screens[index].spec = "../../elsewhere/" + report.screens[index].spec
            for finding in report.screens[index].findings.indices {
                report.screens[index].findings[finding].spec = report.screens[index].spec
            }
        }
        #expect(Baseline(recording: report) == recorded)
        #expect(recorded.apply(to: report).suppressedCount == recorded.apply(to: ReportsSamples.report).suppressedCount)
        #expect(recorded.staleEntries(for: report).isEmpty)
    }

    @Test(arguments: [
        (#"{"findings": []}"#, #"baseline.json:1:1: $: a baseline needs "version": 1"#),
        (#"{"version": 2, "findings": []}"#, "baseline.json:1:13: $.version: this baseline has version 2"),
        (#"{"version": 1, "findings": [{"spec": "a", "device": "d", "category": "huge", "kind": "clipped", "element": "e"}]}"#,
         #"baseline.json:1:70: $.findings[0].category: unknown content size category "huge""#),
        (#"{"version": 1, "findings": [{"spec": "a", "device": "d", "category": "large", "kind": "cliped", "element": "e"}]}"#,
         #"baseline.json:1:87: $.findings[0].kind: unknown finding kind "cliped"; did you mean "clipped"?"#),
        (#"{"version": 1, "findings": [{"spec": "a", "device": "d", "category": "large", "kind": "clipped"}]}"#,
         #"baseline.json:1:29: $.findings[0]: a baseline entry needs "element""#),
        (#"{"version": 1, "findngs": []}"#, #"baseline.json:1:16: $.findngs: unknown key "findngs"; did you mean "findings"?"#),
    ])
    func badBaselinesAreClearErrors(text: String, expected: String) {
        let error = #expect(throws: ConfigurationError.self) { try Baseline.parse(text, file: "baseline.json") }
        #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "no error")")
    }

    @Test func shardsPartitionTheSortedPaths() throws {
        let paths = (1...23).map { "Layouts/screen-\($0).json" }.shuffled()
        var seen: [String] = []
        for index in 1...8 {
            let shard = try Shard.parse("\(index)/8")
            let selected = shard.select(paths)
            #expect(selected == selected.sorted())
            #expect(selected.count == 2 || selected.count == 3)
            #expect(selected == shard.select(paths.reversed()), "the split does not depend on the input order")
            seen += selected
        }
        #expect(seen.sorted() == paths.sorted())
        #expect(try Shard.parse("1/1").select(paths) == paths.sorted())
        #expect(try Shard.parse("2/3").select(["c", "a", "b", "d"]) == ["b"])
    }

    @Test(arguments: [
        ("0/8", ShardError.noSuchShard(index: 0, count: 8)), ("9/8", .noSuchShard(index: 9, count: 8)),
        ("2/0", .countOutOfRange(count: 0)), ("1/100000", .countOutOfRange(count: 100000)),
        ("2", .malformed("2")), ("a/b", .malformed("a/b")), ("2/8/1", .malformed("2/8/1")), ("-1/8", .malformed("-1/8")),
        ("1/", .malformed("1/")), (" 1/8", .malformed(" 1/8")),
    ])
    func badShardsSayWhy(text: String, expected: ShardError) {
        let error = #expect(throws: ShardError.self) { try Shard.parse(text) }
        #expect(error == expected)
        #expect(error?.description.contains("--") == false, "the library's message names no flag; the CLI adds it")
    }
}
