import Foundation
import Testing
import TypeFitJSON

/// The hostile-input corpus (`Fixtures/hostile`): broken specs and fonts, each run through the
/// built `typefit` and expected to end with its own clear error and exit code 2, never a crash
/// or a hang. The fonts are made by `Tests/Tools/make-hostile-fonts.py`; `cases.json` maps each
/// spec to the one problem `typefit check` must report for it (`strings/` holds the String
/// Catalogs of the format cases).
@Suite struct ReliabilityHostileInputTests {
    /// `cases.json`: spec path (relative to the corpus) → the expected problem message.
    static let cases: [(spec: String, message: String)] = {
        let path = TestSupport.fixture("hostile/cases.json").path
        guard let data = FileManager.default.contents(atPath: path),
              let document = try? JSONReader().parse(bytes: [UInt8](data)),
              case .object(let members) = document.value else { return [] }
        return members.compactMap { member in
            guard case .string(let message) = member.node.value else { return nil }
            return (member.key, message)
        }
    }()

    @Test func theCorpusHasAnExpectedErrorForEverySpec() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: ReliabilityRun.hostile + "/specs")
            .filter { $0.hasSuffix(".json") }.map { "specs/" + $0 }.sorted()
        #expect(specs.count >= 40)
        #expect(Self.cases.map(\.spec).sorted() == specs)
    }

    @Test(arguments: cases.map(\.spec))
    func aHostileSpecGetsItsErrorAndExitCodeTwo(spec: String) throws {
        let expected = try #require(Self.cases.first { $0.spec == spec }?.message)
        let json = try ReliabilityRun.typefit(["check", spec, "--format", "json"])
        #expect(!json.crashedOrHung)
        #expect(json.withinBudget, "\(json.seconds) s, \(json.peakMegabytes) MB")
        #expect(json.code == 2)
        #expect(json.err == "typefit check: \(expected)\n")
        let report = try JSONReader().parse(bytes: Array(json.out.utf8))
        let problems = report["problems"]?.arrayValue ?? []
        #expect(problems.count == 1)
        #expect(problems.first?["message"]?.stringValue == expected)

        let text = try ReliabilityRun.typefit(["check", spec])
        #expect(!text.crashedOrHung)
        #expect(text.code == 2)
        #expect(text.out.contains("error: \(spec)"))
        #expect(text.out.hasSuffix("0 screens checked: 0 errors, 0 warnings, 0 info; 1 spec could not be read\n"))
    }

    @Test func aFolderOfHostileSpecsReportsEachAndStillChecksTheGoodOne() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = #"{"typefit": 1, "name": "Good", "root": {"type": "label", "text": "Fine"}}"#
        try Data(good.utf8).write(to: URL(fileURLWithPath: folder + "/good.json"))
        for name in ["nan.json", "garbage.json", "component-cycle.json", "deep-json.json"] {
            try FileManager.default.copyItem(atPath: ReliabilityRun.hostile + "/specs/" + name, toPath: folder + "/" + name)
        }
        let result = try ReliabilityRun.typefit(["check", ".", "--format", "json"], in: folder)
        #expect(!result.crashedOrHung)
        #expect(result.code == 2)
        let report = try JSONReader().parse(bytes: Array(result.out.utf8))
        #expect(report["problems"]?.arrayValue?.count == 4)
        #expect(report["screens"]?.arrayValue?.count == 1)
        #expect(report["summary"]?["screens"]?.numberValue == 1)
    }

    /// Inputs that cannot be committed: too large, not regular files, missing.
    @Test func filesThatAreTooLargeOrNotRegularGetAClearError() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A spec one byte over the 4 MiB limit (sparse: nothing is written).
        let big = folder + "/big.json"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: UInt64(4 << 20) + 1)
        try handle.close()
        // A font over the 64 MiB limit, the same way.
        let hugeFont = folder + "/huge.ttf"
        #expect(FileManager.default.createFile(atPath: hugeFont, contents: nil))
        let fontHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: hugeFont))
        try fontHandle.truncate(atOffset: UInt64(64 << 20) + 1)
        try fontHandle.close()
        // Named pipes, which a careless read would wait on forever.
        #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
        #expect(mkfifo(folder + "/pipe.ttf", 0o644) == 0)
        func spec(_ name: String, font: String) throws {
            let text = #"{"typefit": 1, "root": {"type": "label", "text": "Hi", "font": {"file": "\#(font)", "size": 17}}}"#
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try spec("huge-font.json", font: "huge.ttf")
        try spec("pipe-font.json", font: "pipe.ttf")
        try spec("zero-font.json", font: "/dev/zero")

        let expectations = [
            ("big.json", "big.json: the file is 4194305 bytes; a spec may have at most 4194304 (4 MiB)"),
            ("pipe.json", "pipe.json: not a regular file (a pipe, socket or device)"),
            ("missing.json", "missing.json: no such file or directory"),
            ("huge-font.json", "huge-font.json:1:24: $.root: cannot lay out the text of '$.root': huge.ttf: font file is 67108865 bytes, more than the limit of 67108864 bytes"),
            ("pipe-font.json", "pipe-font.json:1:24: $.root: cannot lay out the text of '$.root': pipe.ttf: cannot read font file: not a regular file (a pipe, socket or device)"),
            ("zero-font.json", "zero-font.json:1:24: $.root: cannot lay out the text of '$.root': /dev/zero: cannot read font file: not a regular file (a pipe, socket or device)"),
        ]
        for (name, message) in expectations {
            let result = try ReliabilityRun.typefit(["check", name, "--format", "json"], in: folder)
            #expect(!result.crashedOrHung, "\(name)")
            #expect(result.code == 2, "\(name)")
            #expect(result.err == "typefit check: \(message)\n")
        }
    }

    /// TypeFit writes only where `--output` says: a run over the corpus leaves no file behind.
    @Test func aRunWritesNothingButItsOutput() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: ReliabilityRun.hostile + "/specs", toPath: folder + "/specs")
        try FileManager.default.copyItem(atPath: ReliabilityRun.hostile + "/fonts", toPath: folder + "/fonts")
        try FileManager.default.copyItem(atPath: ReliabilityRun.hostile + "/strings", toPath: folder + "/strings")
        let before = try Self.listing(folder)
        let result = try ReliabilityRun.typefit(["check", "specs", "--format", "sarif", "--output", "report.sarif"], in: folder)
        #expect(!result.crashedOrHung)
        #expect(result.code == 2)
        let after = try Self.listing(folder)
        #expect(after == (before + ["report.sarif"]).sorted())
        // An output in a folder that does not exist is an error, not a crash.
        let nowhere = try ReliabilityRun.typefit(["check", "specs/nan.json", "--output", "missing/report.txt"], in: folder)
        #expect(!nowhere.crashedOrHung)
        #expect(nowhere.code == 2)
        #expect(nowhere.err == "typefit check: cannot write missing/report.txt: No such file or directory\n")
        #expect(try Self.listing(folder) == after)
    }

    /// A strings file beside a spec is named in errors as the spec is, never by its absolute path:
    /// the same folder checked from two places gives the same messages.
    @Test func aStringsFileIsNamedAsItsSpecIs() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let spec = #"{"typefit": 1, "name": "L", "strings": ["./Localizable.xcstrings"], "root": {"type": "label", "key": "k"}}"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder + "/sub/s.json"))
        try Data("{ bad".utf8).write(to: URL(fileURLWithPath: folder + "/sub/Localizable.xcstrings"))
        let inside = try ReliabilityRun.typefit(["check", "s.json"], in: folder + "/sub")
        let outside = try ReliabilityRun.typefit(["check", "sub/s.json"], in: folder)
        #expect(inside.code == 2 && outside.code == 2)
        #expect(inside.out.contains("cannot read the strings: Localizable.xcstrings:1:3: invalid JSON"), "\(inside.out)")
        #expect(outside.out.contains("cannot read the strings: sub/Localizable.xcstrings:1:3: invalid JSON"), "\(outside.out)")
        #expect(!inside.out.contains(folder) && !outside.out.contains(folder))
    }

    /// A spec behind a dangling or looping symbolic link in a scanned folder is reported, not
    /// left out without a word.
    @Test func brokenSymbolicLinksInAFolderAreReported() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/dangling.json", withDestinationPath: "nowhere.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/specs/loop.json", withDestinationPath: "loop.json")
        let result = try ReliabilityRun.typefit(["check", "specs"], in: folder)
        #expect(result.code == 2)
        #expect(result.out.contains("error: specs/dangling.json: a symbolic link to a file that does not exist"), "\(result.out)")
        #expect(result.out.contains("error: specs/loop.json: a loop of symbolic links"), "\(result.out)")
    }

    /// A folder deeper than the system's longest path (PATH_MAX) in a scanned folder is named,
    /// and so is a spec whose path is too long, instead of being left out without a word.
    @Test func specsBeyondTheLongestPathAreReported() throws {
        let folder = try Self.temporaryDirectory()
        // The tree is deeper than FileManager can remove; rm can.
        defer { _ = try? ReliabilityRun.shell("rm -rf " + ReliabilityRun.quoted(folder), in: "/") }
        let name = String(repeating: "d", count: 200)
        let longest = 4096
        // The deepest folder whose path fits; a folder or a file of 200 bytes in it does not.
        let levels = (longest - 1 - (folder.utf8.count + "/specs".utf8.count)) / (name.utf8.count + 1)
        let file = String(repeating: "x", count: 200) + ".json"
        let script = "mkdir specs && cd specs && for i in $(seq \(levels)); do mkdir \(name) && cd \(name) || exit 1; done && "
            + "mkdir \(name) && touch \(file)"
        let made = try ReliabilityRun.shell(script, in: folder)
        try #require(made.code == 0, "\(made.err)")
        let result = try ReliabilityRun.typefit(["check", "specs"], in: folder)
        #expect(!result.crashedOrHung)
        #expect(result.code == 2)
        let deepest = (["specs"] + Array(repeating: name, count: levels)).joined(separator: "/")
        #expect(result.out.contains("error: \(deepest)/\(name): the path is longer than the system allows (4096 bytes); it is not checked\n"),
                "\(result.out.prefix(300))")
        #expect(result.out.contains("error: \(deepest)/\(file): the path is longer than the system allows\n"), "\(result.out.prefix(300))")
        #expect(result.out.hasSuffix("0 screens checked: 0 errors, 0 warnings, 0 info; 2 specs could not be read\n"), "\(result.out.suffix(200))")
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "typefit-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func listing(_ folder: String) throws -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }
}
