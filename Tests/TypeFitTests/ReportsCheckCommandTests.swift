import Foundation
import Testing
import TypeFit
@testable import TypeFitCLI
import TypeFitJSON

/// `typefit check` end to end on small specs in `Fixtures/reports/specs/`: exit codes, formats,
/// output files, configuration, baselines, shards and usage errors.
@Suite struct ReportsCheckCommandTests {
    /// A scratch directory holding a copy of the fixture specs, used as the working directory.
    let scratch: ScratchDirectory
    var directory: String { scratch.path }

    init() throws {
        scratch = try ScratchDirectory("typefit-check")
        try FileManager.default.copyItem(atPath: TestSupport.fixture("reports/specs").path, toPath: scratch.file("specs"))
    }

    /// Runs `typefit ARGS` in process in the scratch directory: (exit code, stdout, stderr).
    func check(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> (code: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let io = CommandIO(environment: environment, currentDirectory: directory, stdoutIsTerminal: terminal,
                           stderrIsTerminal: terminal, out: { out += $0 }, err: { err += $0 })
        let code = TypeFitCommandLine.run(["check"] + arguments, io: io)
        return (code, out, err)
    }

    func file(_ name: String) -> String { directory + "/" + name }

    @Test func exitCodesFollowTheContract() {
        let broken = check(["specs/broken"])
        #expect(broken.code == 1)
        #expect(broken.out.contains("Sign in (broken) (iPhone 15): holds through large; at xLarge: 1 failure"))
        #expect(broken.out.contains("specs/broken/sign-in.json:10:9"))
        let fixed = check(["specs/fixed"])
        #expect(fixed.code == 0, "\(fixed.out)")
        #expect(fixed.out.contains("holds at all 12 categories"))
        #expect(check(["specs/broken", "--fail-on", "never"]).code == 0)
        #expect(check(["specs/broken", "--severity", "truncated=warning"]).code == 0)
        #expect(check(["specs/broken", "--severity", "truncated=warning", "--fail-on", "warning"]).code == 1)
        #expect(check(["specs/broken", "--categories", "...large"]).code == 0)
    }

    @Test func aBadSpecIsReportedAndTheOthersAreStillChecked() {
        let result = check(["specs"])
        #expect(result.code == 2)
        #expect(result.out.contains(#"error: specs/invalid/typo.json:4:21: $.root.type: unknown element type "lable""#))
        #expect(result.out.contains("Sign in (broken)"))
        #expect(result.out.contains("Sign in (fixed)"))
        #expect(result.out.contains("1 spec could not be read"))
        let missing = check(["specs/fixed", "specs/nowhere"])
        #expect(missing.code == 2)
        #expect(missing.out.contains("specs/nowhere: no such file or directory"))
    }

    @Test func theDefaultPathIsLayouts() throws {
        let layouts = file("Layouts")
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: file("specs/fixed/sign-in.json"), toPath: layouts + "/sign-in.json")
        let result = check([])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("Sign in (fixed) (iPhone 15): holds at all 12 categories"))
    }

    @Test func jsonOutputIsValidAndWrittenToTheOutputFile() throws {
        let noFolder = check(["specs/broken", "specs/fixed", "--format", "json", "--output", "out/report.json"])
        #expect(noFolder.code == 2)
        #expect(noFolder.err.contains("cannot write out/report.json"))
        try FileManager.default.createDirectory(atPath: file("out"), withIntermediateDirectories: true)
        let written = check(["specs/broken", "specs/fixed", "--format", "json", "--output", "out/report.json"])
        #expect(written.code == 1)
        #expect(written.out.isEmpty)
        let text = try String(contentsOfFile: file("out/report.json"), encoding: .utf8)
        let root = try JSONReader().parse(text)
        #expect(root["summary"]?["screens"]?.numberValue == 2)
        #expect(root["summary"]?["failingScreens"]?.numberValue == 1)
        let first = try #require(root["findings"]?.arrayValue?.first)
        #expect(first["spec"]?.stringValue == "specs/broken/sign-in.json")
        #expect(first["kind"]?.stringValue == "truncated")
        #expect(first["needed"]?.numberValue != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file("out"))
        #expect(leftovers == ["report.json"], "no temporary file is left behind")
    }

    @Test func everyFormatIsDeterministic() {
        for format in ["text", "json", "junit", "sarif", "github"] {
            let first = check(["specs", "--format", format])
            let second = check(["specs", "--format", format])
            #expect(first.code == 2)
            #expect(first.out == second.out, "\(format)")
            #expect(!first.out.contains(directory), "\(format) output names no absolute path")
        }
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(!check(["specs/broken"]).out.contains("\u{1B}["))
        #expect(check(["specs/broken"], terminal: true).out.contains("\u{1B}[31m✗"))
        #expect(!check(["specs/broken"], environment: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}["))
        #expect(check(["specs/broken", "--ascii"]).out.contains("  X truncated (error): emailLabel at xLarge...accessibility5"))
    }

    @Test func configurationFileIsFoundAndFlagsOverrideIt() throws {
        try #"{"severity": {"truncated": "warning"}}"#.write(toFile: file("typefit.json"), atomically: true, encoding: .utf8)
        #expect(check(["specs/broken"]).code == 0)
        #expect(check(["specs/broken", "--severity", "truncated=error"]).code == 1)
        try #"{"failOn": "warning", "severity": {"truncated": "warning"}}"#.write(toFile: file("other.json"), atomically: true, encoding: .utf8)
        #expect(check(["specs/broken", "--config", "other.json"]).code == 1)
        try #"{"severity": {"truncated": "eror"}}"#.write(toFile: file("typefit.json"), atomically: true, encoding: .utf8)
        let bad = check(["specs/broken"])
        #expect(bad.code == 2)
        #expect(bad.err.contains(#"typefit.json:1:28: $.severity.truncated: unknown severity "eror"; did you mean "error"?"#))
    }

    @Test func baselinesSuppressKnownFindingsOnly() throws {
        #expect(check(["specs/broken", "--update-baseline"]).code == 2)
        let update = check(["specs/broken", "--baseline", "baseline.json", "--update-baseline"])
        #expect(update.code == 0)
        #expect(update.err.contains("wrote 12 known findings to baseline.json"))
        let text = try String(contentsOfFile: file("baseline.json"), encoding: .utf8)
        #expect(text.contains(#"{"spec":"specs/broken/sign-in.json","device":"iPhone 15","category":"xLarge","kind":"truncated","element":"emailLabel"}"#))
        let known = check(["specs/broken", "--baseline", "baseline.json"])
        #expect(known.code == 0)
        #expect(known.out.contains("12 known findings suppressed by the baseline"))
        // A finding the baseline does not list still fails.
        let narrower = check(["specs/broken", "--baseline", "baseline.json", "--device", "iPhone SE"])
        #expect(narrower.code == 1)
        // Updating is deterministic.
        #expect(check(["specs/broken", "--baseline", "baseline.json", "--update-baseline"]).code == 0)
        #expect(try String(contentsOfFile: file("baseline.json"), encoding: .utf8) == text)
        try "{".write(toFile: file("bad-baseline.json"), atomically: true, encoding: .utf8)
        let bad = check(["specs/broken", "--baseline", "bad-baseline.json"])
        #expect(bad.code == 2)
        #expect(bad.err.contains("bad-baseline.json:1:2:"))
    }

    @Test func shardsSplitTheSpecs() {
        let one = check(["specs", "--shard", "1/2", "--format", "json"]).out
        let two = check(["specs", "--shard", "2/2", "--format", "json"]).out
        // Sorted: broken, fixed, invalid → shard 1 gets broken and invalid, shard 2 gets fixed.
        #expect(one.contains("specs/broken/sign-in.json") && one.contains("specs/invalid/typo.json"))
        #expect(!one.contains("specs/fixed/sign-in.json"))
        #expect(two.contains("specs/fixed/sign-in.json") && !two.contains("specs/broken"))
        #expect(check(["specs", "--shard", "2/2"]).code == 0)
    }

    @Test func aFolderWithNoSpecExitsWithTwoAndSaysWhereItLooked() throws {
        try FileManager.default.createDirectory(atPath: file("empty/.hidden"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file("empty/.hidden/a.json")))
        let result = check(["empty"])
        #expect(result.code == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("typefit check: no spec found in empty (\(file("empty"))): folders are searched recursively for *.json"),
                "\(result.err)")
    }

    @Test func anEmptyShardPassesAndSaysSo() {
        // specs/fixed holds one spec: shard 1 of 2 has it, shard 2 has none.
        let result = check(["specs/fixed", "--shard", "2/2"])
        #expect(result.code == 0)
        #expect(result.err.contains("typefit check: shard 2/2 has no spec to check: 1 spec in all, dealt to 2 shards"), "\(result.err)")
        #expect(result.out.contains("0 screens checked"))
        #expect(!check(["specs/fixed", "--shard", "1/2"]).err.contains("no spec to check"))
    }

    @Test(arguments: [
        (["--format", "xml"], "unknown format 'xml'"),
        (["--format", "jsn"], "did you mean 'json'?"),
        (["--shard", "3/2"], "--shard takes I/N"),
        (["--fail-on", "warnings"], #"did you mean "warning"?"#),
        (["--categories", "huge"], #"unknown content size category "huge""#),
        (["--severity", "overlaps=error"], #"did you mean "overlap"?"#),
        (["--device", "iPhone 15 Pro Mx"], #"unknown device "iPhone 15 Pro Mx"; did you mean "iPhone 15 Pro Max"?"#),
        (["--config", "missing.json"], "cannot read the configuration file missing.json"),
        (["--baseline", "missing.json"], "cannot read the baseline file missing.json"),
        (["--qiet"], "did you mean '--quiet'?"),
    ])
    func usageAndInputErrorsExitWithTwo(arguments: [String], message: String) {
        let result = check(["specs/fixed"] + arguments)
        #expect(result.code == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test func progressGoesToATerminalStandardErrorForLongRunsOnly() throws {
        let many = file("many")
        try FileManager.default.createDirectory(atPath: many, withIntermediateDirectories: true)
        for index in 1...10 {
            try FileManager.default.copyItem(atPath: file("specs/fixed/sign-in.json"), toPath: many + "/screen-\(index).json")
        }
        let terminal = check(["many", "--categories", "large"], terminal: true)
        #expect(terminal.code == 0)
        // Specs are checked in parallel: progress counts them as they finish, one line at a time,
        // counting up, and the last clears the line.
        let positions = terminal.err.split(separator: "[").compactMap { $0.split(separator: "/").first.flatMap { Int($0) } }
        #expect(positions == Array(1...10), "\(terminal.err)")
        #expect(terminal.err.hasSuffix("\r\u{1B}[K"))
        for index in 1...10 { #expect(terminal.err.contains("] many/screen-\(index).json")) }
        #expect(!terminal.out.contains("[1/10]"))
        #expect(check(["many", "--categories", "large"]).err.isEmpty)
        #expect(check(["many", "--categories", "large", "--quiet"], terminal: true).err.isEmpty)
        #expect(check(["specs/fixed"], terminal: true).err.isEmpty)
    }

    @Test func quietShowsFailingScreensAndTheSummaryOnly() {
        let result = check(["specs/broken", "specs/fixed", "--quiet"])
        #expect(result.code == 1)
        #expect(!result.out.contains("Sign in (fixed)"))
        #expect(!result.out.contains("element "))
        #expect(result.out.hasSuffix("2 screens checked, 1 failing: 12 errors, 0 warnings, 0 info\n"))
    }

    @Test func theBuiltExecutableRunsTheSameCheck() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("typefit")
        let path = FileManager.default.fileExists(atPath: executable.path)
            ? executable.path : TestSupport.path(".build/debug/typefit")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the typefit executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["check", "specs/broken", "--format", "github"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["TYPEFIT_FONTS": TestSupport.path("Fonts")]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("::error file=specs/broken/sign-in.json,line=10,col=9,title=TypeFit truncated%3A emailLabel at xLarge…accessibility5"))
        #expect(text == check(["specs/broken", "--format", "github"]).out)
    }
}

/// The README's "Reading a report" example is what `typefit check` prints for that spec.
@Suite struct ReportsReadmeExampleTests {
    @Test func theReadmesReportExampleIsWhatTheCheckPrints() throws {
        let readme = try String(contentsOfFile: TestSupport.path("README.md"), encoding: .utf8)
        let command = "$ typefit check Layouts/alert.broken.json\n"
        let start = try #require(readme.range(of: command), "the README shows `typefit check Layouts/alert.broken.json`")
        let rest = readme[start.upperBound...]
        let end = try #require(rest.range(of: "```"))
        let shown = String(rest[..<end.lowerBound])
        let run = try ReliabilityRun.typefit(["check", "Layouts/alert.broken.json"], in: TestSupport.repositoryRoot.path,
                                             environment: ["NO_COLOR": "1"])
        #expect(run.code == 1)
        #expect(run.out == shown)
    }
}
