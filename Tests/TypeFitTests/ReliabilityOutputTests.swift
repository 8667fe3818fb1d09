import Foundation
import Testing
import TypeFitReports

/// Hostile places to write and hostile names to print (`Fixtures/hostile/output`): a full disk, a
/// pipe closed early while SIGPIPE is ignored, a file-size limit, `--output` naming an input or a
/// special file, a 250-byte name, an interrupted run, and a spec whose name and ids carry line
/// breaks, GitHub workflow commands and ANSI escapes. Each ends with a one-line error and exit
/// code 2 (or the right result), no crash, no stray file and every input as it was.
@Suite struct ReliabilityOutputTests {
    static let corpus = ReliabilityRun.hostile + "/output"

    /// Longest any of these runs may take (they take well under a second; this only catches a hang
    /// or work that grows without bound, on a busy machine).
    static let timeLimit: TimeInterval = 60

    /// Most memory any of these runs may take (they take tens of megabytes; this only catches
    /// work that grows without bound).
    static let memoryLimit = 1 << 30

    /// Runs `script` with ``ReliabilityRun/shell(_:in:environment:input:)`` and checks that it took
    /// less than ``timeLimit`` and its largest process less than ``memoryLimit``.
    static func shell(_ script: String, in directory: String) throws -> ReliabilityRun.Result {
        let result = try ReliabilityRun.shell(script, in: directory)
        #expect(result.seconds < timeLimit, "\(script)")
        #expect(result.peakMegabytes * 1024 * 1024 < Double(memoryLimit), "\(script)")
        return result
    }

    /// Runs `typefit arguments` in `directory` through ``shell(_:in:)``.
    static func run(_ arguments: [String], in directory: String) throws -> ReliabilityRun.Result {
        try shell("exec \"$TYPEFIT\" " + arguments.map(ReliabilityRun.quoted).joined(separator: " "), in: directory)
    }

    /// A fresh folder holding the corpus, and `count` copies of a spec that fails (a long report).
    static func workspace(copies count: Int = 0) throws -> String {
        let folder = try ReliabilityHostileInputTests.temporaryDirectory()
        try FileManager.default.copyItem(atPath: corpus + "/injection.json", toPath: folder + "/injection.json")
        if count > 0 {
            try FileManager.default.createDirectory(atPath: folder + "/many", withIntermediateDirectories: true)
            let spec = try Data(contentsOf: URL(fileURLWithPath: corpus + "/injection.json"))
            for index in 0..<count {
                try spec.write(to: URL(fileURLWithPath: folder + "/many/spec\(index).json"))
            }
        }
        return folder
    }

    static func temporaries(in folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).filter { ($0 as NSString).lastPathComponent.hasPrefix(".tf-") }
    }

    @Test func aFullDiskIsAOneLineErrorForEveryCommand() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runs: [(String, String)] = [
            (#""$TYPEFIT" check injection.json > /dev/full"#, "typefit check: cannot write standard output: No space left on device\n"),
            (#""$TYPEFIT" check injection.json --format json > /dev/full"#,
             "typefit check: cannot write standard output: No space left on device\n"),
            (#""$TYPEFIT" styles > /dev/full"#, "typefit styles: cannot write standard output: No space left on device\n"),
            (#""$TYPEFIT" layout injection.json > /dev/full"#, "typefit layout: cannot write standard output: No space left on device\n"),
            (#""$TYPEFIT" check injection.json --output /dev/full"#, "typefit check: cannot write /dev/full: No space left on device\n"),
            (#""$TYPEFIT" --help > /dev/full"#, "typefit: cannot write standard output: No space left on device\n"),
        ]
        for (script, message) in runs {
            let result = try Self.shell(script, in: folder)
            #expect(!result.crashedOrHung, "\(script)")
            #expect(result.code == 2, "\(script)")
            #expect(result.err == message, "\(script)")
        }
        // Standard error full: nothing can be said, but the exit code says it.
        let silent = try Self.shell(#""$TYPEFIT" check missing.json 2> /dev/full"#, in: folder)
        #expect(!silent.crashedOrHung)
        #expect(silent.code == 2)
        #expect(Self.temporaries(in: folder).isEmpty)
    }

    @Test func aPipeClosedEarlyWithSIGPIPEIgnoredIsAnError() throws {
        let folder = try Self.workspace(copies: 100)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The report (hundreds of KiB) is far more than a pipe holds: a write after `head` exits fails.
        let script = #"trap '' PIPE; { "$TYPEFIT" check many --format json 2> err; echo $? > code; } | head -c1 > /dev/null; cat code err"#
        let result = try Self.shell(script, in: folder)
        #expect(!result.crashedOrHung)
        #expect(result.out == "2\ntypefit check: cannot write standard output: Broken pipe\n")
    }

    @Test func aMeasureStreamStopsWhenItsOutputIsGone() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An endless stream of requests into a closed pipe ends instead of measuring forever.
        let script = #"trap '' PIPE; yes '{"text": "Hello", "style": "body", "category": "large", "width": 100}' | { "$TYPEFIT" measure --jsonl 2> err; echo $? > code; } | head -c1 > /dev/null; cat code err"#
        let result = try Self.shell(script, in: folder)
        #expect(!result.crashedOrHung)
        #expect(result.out == "2\ntypefit measure: cannot write standard output: Broken pipe\n")
    }

    @Test func aFileSizeLimitIsAnErrorAndLeavesNothing() throws {
        let folder = try Self.workspace(copies: 20)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let toFile = try Self.shell(#"ulimit -f 8; "$TYPEFIT" check many --format json --output report.json"#, in: folder)
        #expect(!toFile.crashedOrHung)
        #expect(toFile.code == 2)
        #expect(toFile.err == "typefit check: cannot write report.json: File too large\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/report.json"))
        let toStandardOutput = try Self.shell(#"ulimit -f 8; "$TYPEFIT" check many --format json > report.json"#, in: folder)
        #expect(!toStandardOutput.crashedOrHung)
        #expect(toStandardOutput.code == 2)
        #expect(toStandardOutput.err == "typefit check: cannot write standard output: File too large\n")
        #expect(Self.temporaries(in: folder).isEmpty)
    }

    @Test func theOutputNeverReplacesAnInput() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = try Data(contentsOf: URL(fileURLWithPath: folder + "/injection.json"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "injection.json")
        #expect(link(folder + "/injection.json", folder + "/hard.txt") == 0)
        try Data(#"{"failOn": "error"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/config.json"))
        try Data(#"{"version": 1, "findings": []}"#.utf8).write(to: URL(fileURLWithPath: folder + "/baseline.json"))
        try Data(#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try Data(#""a" = "b";"#.utf8).write(to: URL(fileURLWithPath: folder + "/de.lproj/Localizable.strings"))
        let catalog = try Data(contentsOf: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let config = try Data(contentsOf: URL(fileURLWithPath: folder + "/config.json"))
        let baseline = try Data(contentsOf: URL(fileURLWithPath: folder + "/baseline.json"))
        let runs: [([String], String)] = [
            (["check", "injection.json", "--output", "injection.json"], "will not write injection.json: it is a spec this run reads"),
            (["check", ".", "--output", "./injection.json"], "will not write ./injection.json: it is a spec this run reads"),
            (["check", "injection.json", "--output", "link.json"], "will not write link.json: it is a spec this run reads"),
            (["check", "injection.json", "--output", "hard.txt"], "will not write hard.txt: it is a spec this run reads"),
            (["check", "injection.json", "--config", "config.json", "--output", "config.json"],
             "will not write config.json: it is the configuration file this run reads"),
            (["check", "injection.json", "--output", "Localizable.xcstrings"],
             "will not write Localizable.xcstrings: it is a strings file this run reads"),
            (["check", "injection.json", "--output", "de.lproj/Localizable.strings"],
             "will not write de.lproj/Localizable.strings: it is a strings file this run reads"),
            (["check", "injection.json", "--baseline", "baseline.json", "--output", "baseline.json"],
             "will not write baseline.json: it is the baseline this run reads"),
        ]
        for (arguments, message) in runs {
            let result = try Self.run(arguments, in: folder)
            #expect(!result.crashedOrHung, "\(arguments)")
            #expect(result.code == 2, "\(arguments)")
            #expect(result.err == "typefit check: \(message); choose another file\n", "\(arguments)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/injection.json")) == spec)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/config.json")) == config)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/Localizable.xcstrings")) == catalog)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/baseline.json")) == baseline)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == "injection.json")
        #expect(Self.temporaries(in: folder).isEmpty)
        // The baseline --update-baseline writes is the one input it may replace.
        let update = try Self.run(["check", "injection.json", "--baseline", "baseline.json", "--update-baseline"],
                                                in: folder)
        #expect(update.code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/baseline.json")) != baseline)
    }

    /// The strings files and font files a spec names are inputs wherever they are, and so are
    /// they when they cannot be loaded.
    @Test func theOutputNeverReplacesAFileASpecNames() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.path("Fonts/Inter/Inter-Regular.otf"), toPath: folder + "/assets/Brand.otf")
        try Data(#"{"sourceLanguage": "en", "strings": {"hi": {}}, "version": "1.0"}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/assets/App.xcstrings"))
        try Data(#"{"sourceLanguage": "en", "strings": {"hi": 5}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/assets/Bad.xcstrings"))
        let spec = #"{"typefit": 1, "device": "iPhone 15", "strings": ["../assets/CATALOG"], "root": {"type": "stack", "axis": "vertical", "#
            + #""children": [{"type": "label", "id": "a", "key": "hi"}, {"type": "label", "id": "b", "text": "Hi", "#
            + #""font": {"file": "../assets/Brand.otf", "size": 17, "relativeTo": "body"}}]}}"#
        try Data(spec.replacingOccurrences(of: "CATALOG", with: "App.xcstrings").utf8).write(to: URL(fileURLWithPath: folder + "/specs/good.json"))
        try Data(spec.replacingOccurrences(of: "CATALOG", with: "Bad.xcstrings").utf8).write(to: URL(fileURLWithPath: folder + "/specs/bad.json"))
        let files = ["assets/Brand.otf", "assets/App.xcstrings", "assets/Bad.xcstrings"]
        let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
        let runs: [([String], String)] = [
            (["check", "specs/good.json", "--output", "assets/Brand.otf"], "will not write assets/Brand.otf: it is a font file this run reads"),
            (["check", "specs/good.json", "--output", "assets/App.xcstrings"],
             "will not write assets/App.xcstrings: it is a strings file this run reads"),
            (["check", "specs/bad.json", "--output", "assets/Bad.xcstrings"],
             "will not write assets/Bad.xcstrings: it is a strings file this run reads"),
            (["check", "specs/good.json", "--baseline", "assets/new.json", "--update-baseline", "--output", "assets/Brand.otf"],
             "will not write assets/Brand.otf: it is a font file this run reads"),
        ]
        for (arguments, message) in runs {
            let result = try Self.run(arguments, in: folder)
            #expect(!result.crashedOrHung, "\(arguments)")
            #expect(result.code == 2, "\(arguments)")
            #expect(result.err.hasSuffix("typefit check: \(message); choose another file\n"), "\(arguments): \(result.err)")
        }
        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) } == before)
        #expect(Self.temporaries(in: folder + "/assets").isEmpty)
    }

    @Test func specialFilesAreWrittenStraight() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let direct = try Self.run(["check", "injection.json", "--format", "json"], in: folder)
        let toStdout = try Self.run(["check", "injection.json", "--format", "json", "--output", "/dev/stdout"],
                                                  in: folder)
        #expect(toStdout.code == 1)
        #expect(toStdout.out == direct.out)
        #expect(toStdout.err.isEmpty)
        let toStderr = try Self.run(["check", "injection.json", "--format", "json", "--output", "/dev/stderr"],
                                                  in: folder)
        #expect(toStderr.err == direct.out)
        // A FIFO stays a FIFO and its reader gets the report.
        let fifo = try Self.shell(#"mkfifo pipe && { cat pipe > got & } && "$TYPEFIT" check injection.json --format json --output pipe; echo $?; wait; test -p pipe && echo fifo"#,
                                  in: folder)
        #expect(fifo.out == "1\nfifo\n")
        #expect(try String(contentsOfFile: folder + "/got", encoding: .utf8) == direct.out)
        // A character device is written, never replaced.
        let null = try Self.run(["check", "injection.json", "--output", "/dev/null"], in: folder)
        #expect(null.code == 1)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        let directory = try Self.run(["check", "injection.json", "--output", "."], in: folder)
        #expect(directory.code == 2)
        #expect(directory.err == "typefit check: cannot write .: it is a directory\n")
        #expect(Self.temporaries(in: folder).isEmpty)
    }

    @Test func aLongOutputNameGetsAShortTemporary() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = String(repeating: "r", count: 245) + ".json"
        #expect(name.utf8.count == 250)
        let result = try Self.run(["check", "injection.json", "--format", "json", "--output", name], in: folder)
        #expect(!result.crashedOrHung)
        #expect(result.code == 1)
        #expect(result.err.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
        // Written again: replaced in place, its mode kept.
        #expect(chmod(folder + "/" + name, 0o640) == 0)
        let again = try Self.run(["check", "injection.json", "--format", "json", "--output", name], in: folder)
        #expect(again.code == 1)
        var status = stat()
        #expect(stat(folder + "/" + name, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(Self.temporaries(in: folder).isEmpty)
    }

    /// Runs `typefit arguments` in `folder` and sends it SIGTERM once a temporary `.tf-*` appears
    /// there; says whether one appeared and whether the process ended by the signal.
    static func interrupt(_ arguments: [String], in folder: String) throws -> (seen: Bool, signalled: Bool) {
        let quoted = arguments.map { "'" + $0 + "'" }.joined(separator: " ")
        let pid = try ReliabilityRun.spawn("cd '\(folder)' && exec \"$TYPEFIT\" \(quoted) > /dev/null 2>&1", actions: nil)
        var seen = false
        var status: Int32 = 0
        let started = Date()
        while waitpid(pid, &status, WNOHANG) == 0 {
            if !seen, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder),
               entries.contains(where: { $0.hasPrefix(".tf-") }) {
                seen = true
                kill(pid, SIGTERM)
            }
            if Date().timeIntervalSince(started) > timeLimit {
                kill(pid, SIGKILL)
                Issue.record("typefit \(arguments) did not end")
            }
            usleep(1_000)
        }
        // Ended by SIGTERM: the low 7 bits of the status hold the signal.
        return (seen, status & 0x7F == SIGTERM)
    }

    @Test func anInterruptedRunLeavesNoTemporary() throws {
        let folder = try Self.workspace(copies: 100)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A render's folder is built for as long as the pictures take.
        let render = try Self.interrupt(["render", "many", "--output", "report", "--png", "large"], in: folder)
        #expect(render.seen)
        #expect(render.signalled)
        #expect(Self.temporaries(in: folder).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/report"))
        // A report file exists as a temporary while it is written; a busy machine only widens the window.
        var caught = false
        for _ in 0..<5 where !caught {
            let check = try Self.interrupt(["check", "many", "--format", "json", "--output", "report.json"], in: folder)
            if check.seen {
                caught = true
                #expect(check.signalled)
            }
            #expect(Self.temporaries(in: folder).isEmpty)
            try? FileManager.default.removeItem(atPath: folder + "/report.json")
        }
        #expect(caught)
    }

    @Test func aFailedRenderLeavesNoFolderAndAnOldOneAsItWas() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failed = try Self.shell(#"ulimit -f 1; "$TYPEFIT" render injection.json --output report --png large"#, in: folder)
        #expect(!failed.crashedOrHung)
        #expect(failed.code == 2)
        #expect(failed.err.hasPrefix("typefit render: cannot write \(folder)/report/index.html"))
        #expect(failed.err.hasSuffix(": File too large\n"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/report"))
        #expect(Self.temporaries(in: folder).isEmpty)
        // A report already there, with a file of the user's: kept whole when the next render fails.
        let first = try Self.run(["render", "injection.json", "--output", "report"], in: folder)
        #expect(first.code == 0)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/report/notes.txt"))
        let before = try ReliabilityHostileInputTests.listing(folder + "/report")
        let index = try Data(contentsOf: URL(fileURLWithPath: folder + "/report/index.html"))
        let again = try Self.shell(#"ulimit -f 1; "$TYPEFIT" render injection.json --output report --png large"#, in: folder)
        #expect(again.code == 2)
        #expect(try ReliabilityHostileInputTests.listing(folder + "/report") == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/report/index.html")) == index)
        // And a render that succeeds adds its files beside the user's.
        let png = try Self.run(["render", "injection.json", "--output", "report", "--png", "large"], in: folder)
        #expect(png.code == 0)
        #expect(try ReliabilityHostileInputTests.listing(folder + "/report")
            == (before + ["Evil-error-file-x-swift-line-1-name-31m.iPhone-15.large.png"]).sorted())
        #expect(Self.temporaries(in: folder).isEmpty)
    }

    @Test func theTextReportEscapesNamesIdsAndShownText() throws {
        let result = try Self.run(["check", "injection.json", "--ascii"], in: Self.corpus)
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #"Evil\n::error file=x.swift,line=1::name\u{1B}[31m (iPhone 15): fails from xSmall (every category): 1"#)
        #expect(lines.contains(#"  X truncated (error): row\n::error file=x::id\u{202E} at xSmall...accessibility5"#))
        #expect(lines.contains { $0.contains(#"instead of "Fine long text\r\nhere \u{1B}[2J\u{7}""#) })
        // No line starts a workflow command, and no control character but the line breaks is printed.
        #expect(!lines.contains { $0.hasPrefix("::") })
        #expect(!result.out.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) })

        // GitHub commands keep one line each and show escapes as %XX.
        let github = try Self.run(["check", "injection.json", "--format", "github"], in: Self.corpus)
        let commands = github.out.split(separator: "\n")
        #expect(commands.count == 2)
        #expect(commands.first?.hasPrefix("::error file=") == true)
        #expect(commands.first?.contains("title=TypeFit truncated%3A row%0A%3A%3Aerror file=x%3A%3Aid") == true)
        #expect(commands.first?.contains("(Evil%0A%3A%3Aerror file=x.swift%2Cline=1%3A%3Aname%1B[31m%2C iPhone 15)") == true)
        #expect(!github.out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // JSON escapes as JSON does.
        let json = try Self.run(["check", "injection.json", "--format", "json"], in: Self.corpus)
        #expect(json.out.contains(#""screen": "Evil\n::error file=x.swift,line=1::name\u001b[31m""#))
    }

    @Test func errorLinesOnStandardErrorAreEscaped() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "bad\n::error file=y::\u{1B}[1m.json"
        try Data("{".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        let result = try Self.run(["check", name, "--format", "json"], in: folder)
        #expect(result.code == 2)
        #expect(result.err.hasPrefix(#"typefit check: bad\n::error file=y::\u{1B}[1m.json:1:2: invalid JSON"#))
        #expect(result.err.filter { $0 == "\n" }.count == 1)
        let text = try Self.run(["check", name], in: folder)
        #expect(text.out.hasPrefix(#"  error: bad\n::error file=y::\u{1B}[1m.json:1:2: invalid JSON"#))
    }

    @Test func commandLineErrorsEscapeWhatTheyQuote() throws {
        let command = try Self.run(["\u{1B}[2J"], in: Self.corpus)
        #expect(command.code == 2)
        #expect(command.err.hasPrefix(#"typefit: unknown command '\u{1B}[2J'"#))
        let format = try Self.run(["check", "injection.json", "--format", "a\n::error::b"], in: Self.corpus)
        #expect(format.code == 2)
        #expect(format.err.hasPrefix(#"typefit check: unknown format 'a\n::error::b'"#))
        #expect(format.err.filter { $0 == "\n" }.count == 2)
    }

    @Test func terminalTextEscapesControlsOnly() {
        #expect(TerminalText.escaped("Sign in — Привет 👋") == "Sign in — Привет 👋")
        #expect(TerminalText.escaped("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(TerminalText.escaped("\u{0}\u{7}\u{1B}[0m\u{7F}\u{85}\u{9B}") == #"\u{0}\u{7}\u{1B}[0m\u{7F}\u{85}\u{9B}"#)
        #expect(TerminalText.escaped("x\u{202E}y\u{2066}z\u{200F}") == #"x\u{202E}y\u{2066}z\u{200F}"#)
        // Joiners and other format characters that words need stay.
        #expect(TerminalText.escaped("👩\u{200D}💻 ab\u{00AD}c") == "👩\u{200D}💻 ab\u{00AD}c")
    }
}
