import Foundation
import TypeFit
import TypeFitLocalization
import TypeFitSupport

/// `typefit check`: lays every spec out at the content size categories and reports what breaks.
///
/// The product's contract: exit 0 when no finding fails, 1 when some do, 2 for a usage error or a
/// spec that could not be read (the other specs are still checked and reported).
public enum CheckCommand: Command {
    public static let name = "check"
    public static let summary = "Check screen specs at every content size category and report what breaks."
    public static let operands = "[PATH ...]"
    public static let notes = [
        "PATH: spec files, or folders searched recursively for *.json (default: Layouts/).",
        "Exit codes: 0 nothing fails, 1 failing findings, 2 usage or input error.",
    ]

    enum Options {
        static let format = Option<ReportFormat, UsageError>(
            "--format", short: "f", value: "FORMAT", help: "text (default), json, junit, sarif or github.",
            unknown: { name in
                let names = ReportFormat.allCases.map(\.rawValue)
                var message = "unknown format '\(name)'"
                if let nearest = Suggestion.nearest(to: name, among: names) { message += "; did you mean '\(nearest)'?" }
                return message + " (valid: \(names.joined(separator: ", ")))"
            })
        static let output = Option("--output", short: "o", value: "FILE", help: "Write the report to FILE instead of standard output.")
        static let categories = Option(
            "--categories", short: "c", value: "LIST",
            help: "Categories to check: all, standard, accessibility, a range (large...AX2) or a list.",
            errorsStartWithName: true, parse: CategorySet.parse)
        static let device = Option("--device", value: "NAME", repeated: true,
                                   help: "Check on this device preset instead of the specs' devices (repeatable).")
        static let failOn = Option(
            "--fail-on", value: "LEVEL", choices: FailThreshold.allCases.map(\.rawValue),
            help: "Least severity that fails the run: error (default), warning or never.",
            errorsStartWithName: true, parse: CheckConfiguration.parseFailThreshold)
        static let config = Option("--config", value: "FILE", help: "Configuration file (default: the nearest typefit.json above).")
        static let severity = Option(
            "--severity", value: "KIND=LEVEL", repeated: true,
            help: "Set a kind's severity: error, warning, info or off (e.g. touchTarget=error; repeatable)."
        ) { text throws(UsageError) in
            guard text.contains("=") else {
                throw UsageError("--severity takes KIND=LEVEL (e.g. touchTarget=error), not \"\(text)\"")
            }
            return text
        }
        static let baseline = Option("--baseline", value: "FILE", help: "Suppress the known findings listed in FILE.")
        static let updateBaseline = Flag("--update-baseline",
                                         help: "Write this run's findings to the --baseline FILE, then report with it.")
        static let root = Option(
            "--root", value: "DIR",
            help: "Name specs in SARIF, GitHub annotations and baselines from DIR (default: the enclosing git work tree).")
        static let shard = Option("--shard", value: "I/N", help: "Check only shard I of N of the sorted spec list (e.g. 2/8).") {
            text throws(UsageError) in
            do throws(ShardError) {
                return try Shard.parse(text)
            } catch {
                throw UsageError(shardMessage(error))
            }
        }
        static let locales = LocalizationFlags.locales(
            help: "Check localised specs in each language: all, or a list such as en,de,ar,pseudo-accented.")
        static let strings = LocalizationFlags.strings
        static let node = Option("--node", value: "ID", repeated: true,
                                 help: "Check this node of each Figma file (1:2 or 1-2) as a screen instead of its top-level frames.")
        static let threads = Option(
            "--threads", value: "N",
            help: "Check N specs at once and write a long report on N threads (default: the processor count); the report is the same."
        ) { text throws(UsageError) in
            guard let count = Int(text), count >= 1 else { throw UsageError("--threads needs a whole number ≥ 1, got '\(text)'") }
            return count
        }
        static let quiet = Flag("--quiet", short: "q", help: "Only failing screens and the summary; no matrix, no progress.")
        static let ascii = Flag("--ascii", help: "Use ASCII marks instead of ✓ ✗ in the text report.")
        static let html = Option("--html", value: "DIR",
                                 help: "Also write the visual report (DIR/index.html, DIR/svg/), as typefit render does.")

        /// What `--shard` says of a text that names no shard.
        static func shardMessage(_ error: ShardError) -> String {
            let form = "--shard takes I/N with 1 ≤ I ≤ N, e.g. 2/8 for the second of 8 shards"
            switch error {
            case .malformed(let text): return "\(form); \"\(text)\" is not of that form"
            case .countOutOfRange(let count):
                return "\(form); the number of shards must be between 1 and \(Shard.maxCount), not \(count)"
            case .noSuchShard(let index, let count): return "\(form); shard \(index) does not exist in \(count) shards"
            }
        }
    }

    public static let options: [any CommandOption] = [
        Options.format, Options.output, Options.categories, Options.device, Options.failOn, Options.config,
        Options.severity, Options.baseline, Options.updateBaseline, Options.root, Options.shard, Options.locales, Options.strings,
        Options.node, Options.threads, Options.quiet, Options.ascii, Options.html,
    ] + FontFlags.options

    /// The folder checked when no path is given.
    public static let defaultPath = "Layouts"

    public static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let setup: Setup
        do {
            setup = try Setup(arguments, io: io)
        } catch {
            return fail(error, io: io)
        }
        let showProgress = io.stderrIsTerminal && !setup.quiet
        var progress: (@Sendable (Int, Int, String) -> Void)?
        if showProgress {
            // Only long runs show progress: a line on standard error that rewrites itself.
            progress = { (position: Int, count: Int, spec: String) in
                guard count >= 10 else { return }
                io.writeError("\r\u{1B}[K[\(position)/\(count)] \(TerminalText.escaped(spec))")
                if position == count { io.writeError("\r\u{1B}[K") }
            }
        }
        // The baseline is applied after the run so that --update-baseline can record what it suppresses.
        var options = CheckOptions(configuration: setup.configuration, baseline: nil, shard: setup.shard,
                                   locales: setup.locales, strings: setup.strings.map(io.absolutePath), progress: progress,
                                   threads: setup.threads, root: setup.root)
        options.figmaNodes = setup.figmaNodes
        // The visual report draws the layouts the check makes, spec by spec as they come: nothing
        // is laid out twice, and no screen's layouts outlive its spec. A run that stops before the
        // report is finished leaves nothing of it.
        let visualReport = setup.html.map { VisualReportFiles(directory: io.absolutePath($0)) }
        let run: CheckRun
        do {
            // The checker and its text caches go before the report is written.
            let checker: Checker
            do {
                checker = try Checker(fontsDirectory: io.environment["TYPEFIT_FONTS"].flatMap { $0.isEmpty ? nil : io.absolutePath($0) },
                                      systemFontDirectory: setup.fonts.systemFontDirectory(io: io),
                                      boldText: setup.fonts.boldText)
            } catch {
                io.printError("typefit check: \(error)")
                return ExitCode.inputError
            }
            do {
                if let visualReport {
                    run = try checker.check(paths: setup.paths, options: options, relativeTo: io.currentDirectory) { screens in
                        visualReport.add(screens.map { PictureStrip(report: $0.report, layouts: $0.layouts) })
                    }
                } else {
                    run = try checker.check(paths: setup.paths, options: options, relativeTo: io.currentDirectory)
                }
            } catch {
                return fail(.usage(message(error)), io: io)
            }
        }
        if run.specsFound == 0 && run.report.problems.isEmpty {
            // A check that checked nothing is a misconfiguration, not a pass.
            io.printError("typefit check: \(noSpecMessage(setup.paths, io: io))")
            return ExitCode.inputError
        }
        var report = run.report
        var baseline = setup.baseline
        if let baseline, let file = setup.baselineFile {
            for warning in baselineWarnings(baseline, file: file, report: report, updating: setup.updateBaseline) {
                io.printError("typefit check: warning: \(TerminalText.escaped(warning))")
            }
        }
        if setup.updateBaseline, let file = setup.baselineFile {
            let updated = (baseline ?? Baseline()).updated(with: report)
            do {
                let text = try updated.fileBytes()
                try OutputFile.write(to: io.absolutePath(file), shown: file,
                                     inputs: inputs(of: run, setup: setup, io: io, baseline: false), io: io) { sink in sink(text) }
            } catch {
                io.printError("typefit check: baseline: \(error)")
                return ExitCode.inputError
            }
            io.printError("typefit check: wrote \(updated.entries.count) known findings to \(file)")
            baseline = updated
        }
        if let baseline {
            report = baseline.apply(to: report)
        }
        let colour = setup.format == .text && setup.output == nil && io.stdoutIsTerminal
            && (io.environment["NO_COLOR"] ?? "").isEmpty && io.environment["TERM"] != "dumb"
        let reportOptions = ReportOptions(
            configuration: setup.configuration, colour: colour, unicode: !setup.ascii, quiet: setup.quiet)
        // A long report is made in pieces (findings, screens, specs) on the checking threads.
        let threads = setup.threads
        let making: PieceMaker = { count, piece in WorkPool.map(Array(0..<count), threads: threads, piece) }
        if let output = setup.output {
            do throws(OutputFile.Failure) {
                try OutputFile.write(to: io.absolutePath(output), shown: output,
                                     inputs: inputs(of: run, setup: setup, io: io), io: io) { sink in
                    setup.format.write(report, options: reportOptions, making: making, to: sink)
                }
            } catch {
                io.printError("typefit check: \(error)")
                return ExitCode.inputError
            }
        } else {
            setup.format.write(report, options: reportOptions, making: making) { io.write(String(decoding: $0, as: UTF8.self)) }
        }
        if let visualReport {
            guard RenderCommand.finish(visualReport, problems: report.problems, announce: false, command: name, io: io) else {
                return ExitCode.inputError
            }
        }
        if let shard = setup.shard, run.specsSelected == 0 {
            io.printError("typefit check: \(emptyShardMessage(shard, specsInAll: run.specsFound))")
        }
        if !report.problems.isEmpty {
            if setup.format != .text || setup.output != nil {
                for problem in report.problems { io.printError("typefit check: \(TerminalText.escaped(problem.message))") }
            }
            return ExitCode.inputError
        }
        return report.containsFinding(where: setup.configuration.fails) ? ExitCode.findings : ExitCode.success
    }

    /// The files this run read, which neither its report nor its baseline may replace: the
    /// specs, the configuration file, the strings files beside the specs and given with `--strings`
    /// and (unless `baseline` is false,
    /// for the baseline's own writer) the baseline.
    static func inputs(of run: CheckRun, setup: Setup, io: CommandIO, baseline: Bool = true) -> OutputFile.Inputs {
        var inputs = OutputFile.Inputs()
        for spec in run.specFiles { inputs.add(spec, as: "a spec") }
        if let file = setup.configurationFile { inputs.add(io.absolutePath(file), as: "the configuration file") }
        // Strings are read from the folders of the specs and from --strings (files or folders):
        // `.xcstrings` files and `*.lproj/*.strings` files, not deeper.
        let folders = Set(run.specFiles.map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders.union(setup.strings.map(io.absolutePath)).sorted() {
            inputs.add(folder, as: "a strings file")
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries {
                let path = (folder as NSString).appendingPathComponent(entry)
                if entry.hasSuffix(".xcstrings") || entry.hasSuffix(".strings") {
                    inputs.add(path, as: "a strings file")
                } else if entry.hasSuffix(".lproj") {
                    for file in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where file.hasSuffix(".strings") {
                        inputs.add((path as NSString).appendingPathComponent(file), as: "a strings file")
                    }
                }
            }
        }
        for file in run.inputFiles {
            let strings = file.hasSuffix(".strings") || file.hasSuffix(".xcstrings")
            inputs.add(file, as: strings ? "a strings file" : file.hasSuffix("manifest.json") ? "the font manifest" : "a font file")
        }
        if baseline, let file = setup.baselineFile { inputs.add(io.absolutePath(file), as: "the baseline") }
        return inputs
    }

    /// How many stale entries a warning names.
    static let staleExamples = 3

    /// What `typefit check` warns of a baseline: stale entries (and that `--update-baseline`
    /// drops them), and a baseline of which no entry matches a finding while the run has errors
    /// or warnings, which is what a baseline written with other paths looks like.
    static func baselineWarnings(_ baseline: Baseline, file: String, report: CheckReport, updating: Bool) -> [String] {
        var warnings: [String] = []
        let stale = baseline.staleEntries(for: report)
        if !stale.isEmpty {
            let one = stale.count == 1
            var text = one ? "1 entry of the baseline \(file) matches" : "\(stale.count) entries of the baseline \(file) match"
            text += " no finding any more"
            text += updating ? (one ? " and is dropped: " : " and are dropped: ") : " (--update-baseline drops them): "
            text += stale.prefix(staleExamples).map(\.description).joined(separator: "; ")
            if stale.count > staleExamples { text += "; and \(stale.count - staleExamples) more" }
            warnings.append(text)
        }
        let failing = report.containsFinding { $0.severity > .info }
        if !baseline.entries.isEmpty, failing, baseline.matchCount(in: report) == 0 {
            let entries = baseline.entries.count == 1 ? "entry" : "\(baseline.entries.count) entries"
            var text = "none of the \(entries) of the baseline \(file) matches a finding of this run."
            if let listed = baseline.entries.min()?.spec, let checked = report.screens.first?.filePath {
                text += " The baseline names specs like \"\(listed)\"; this run names them like \"\(checked)\"."
            }
            text += " Baselines name specs from the repository root (the enclosing git work tree, or --root DIR):"
            text += " was this one written from another root or with other paths?"
            warnings.append(text)
        }
        return warnings
    }

    /// Says where a run that found no spec looked: each path as given and where it resolved.
    static func noSpecMessage(_ paths: [String], io: CommandIO) -> String {
        let places = paths.map { path in
            let absolute = io.absolutePath(path)
            return absolute == path ? path : "\(path) (\(absolute))"
        }
        return "no spec found in \(places.joined(separator: ", ")): folders are searched recursively for *.json, "
            + "skipping hidden files and folders and \(CheckConfiguration.fileName)"
    }

    /// Says that `shard` has no spec (there are fewer specs than shards), and how many there are.
    static func emptyShardMessage(_ shard: Shard, specsInAll count: Int) -> String {
        let specs = count == 1 ? "1 spec" : "\(count) specs"
        return "shard \(shard) has no spec to check: \(specs) in all, dealt to \(shard.count) shards"
    }

    /// How `typefit check` words an error that stops the run: the library's, with the flag named
    /// where the error is about one.
    static func message(_ error: CheckError) -> String {
        if case .locales(let error) = error { return "--locales: \(error)" }
        return error.description
    }

    private static func fail(_ error: SetupError, io: CommandIO) -> Int32 {
        switch error {
        case .usage(let message):
            io.printError("typefit check: \(TerminalText.escaped(message))\nRun 'typefit check --help' for usage.")
        case .input(let message):
            io.printError("typefit check: \(TerminalText.escaped(message))")
        }
        return ExitCode.inputError
    }
}

/// A command line of `typefit check` that cannot be run.
enum SetupError: Error {
    /// A mistake in the flags (the message is followed by a pointer to --help).
    case usage(String)
    /// A configuration or baseline file that cannot be used.
    case input(String)
}

/// The parsed and validated command line of `typefit check`, with the configuration file applied.
struct Setup {
    var paths: [String]
    var format: ReportFormat
    var output: String?
    var configuration: CheckConfiguration
    var baseline: Baseline?
    var baselineFile: String?
    var updateBaseline: Bool
    /// The configuration file read, as given or found; nil when none.
    var configurationFile: String?
    /// The repository root given with `--root`, as given; nil to find each spec's work tree.
    var root: String?
    var shard: Shard?
    var threads: Int
    var quiet: Bool
    var ascii: Bool
    var locales: String?
    var strings: [String]
    var figmaNodes: [String]
    /// The directory of the visual report written besides, when asked.
    var html: String?
    var fonts: FontFlags

    init(_ arguments: ParsedArguments, io: CommandIO) throws(SetupError) {
        typealias Options = CheckCommand.Options
        // An option's value that cannot be read is a usage error.
        func value<Value>(_ option: Option<Value, UsageError>) throws(SetupError) -> Value? {
            do {
                return try arguments.value(option)
            } catch {
                throw .usage(error.message)
            }
        }
        func values<Value>(_ option: Option<Value, UsageError>) throws(SetupError) -> [Value] {
            do {
                return try arguments.values(option)
            } catch {
                throw .usage(error.message)
            }
        }
        paths = arguments.positionals.isEmpty ? [CheckCommand.defaultPath] : arguments.positionals
        format = try value(Options.format) ?? .text
        output = arguments.value(Options.output)
        quiet = arguments[Options.quiet]
        ascii = arguments[Options.ascii]
        html = arguments.value(Options.html)
        fonts = FontFlags(arguments)
        locales = try value(Options.locales)
        strings = arguments.values(Options.strings)
        figmaNodes = arguments.values(Options.node)
        for file in strings where !FileManager.default.fileExists(atPath: io.absolutePath(file)) {
            throw .input("--strings: \(file): no such file or directory")
        }

        // Defaults, then the configuration file, then the flags.
        var configuration = CheckConfiguration()
        if let file = arguments.value(Options.config) {
            configurationFile = file
            do {
                configuration = try CheckConfiguration.load(file: io.absolutePath(file), displayPath: file)
            } catch {
                throw .input(error.description)
            }
        } else if let found = CheckConfiguration.find(from: io.currentDirectory) {
            configurationFile = found
            do {
                configuration = try CheckConfiguration.load(file: found, displayPath: Self.relative(found, to: io.currentDirectory))
            } catch {
                throw .input(error.description)
            }
        }
        for flag in try values(Options.severity) {
            do {
                try configuration.setLevel(fromFlag: flag)
            } catch {
                throw .usage(error.description)
            }
        }
        if let threshold = try value(Options.failOn) {
            configuration.failOn = threshold
        }
        if let categories = try value(Options.categories) {
            configuration.categories = categories
        }
        let devices = arguments.values(Options.device)
        if !devices.isEmpty { configuration.devices = devices }
        self.configuration = configuration

        if let given = arguments.value(Options.root) {
            let path = io.absolutePath(given)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .input("--root: \(given): no such directory")
            }
            root = given
        }
        shard = try value(Options.shard)
        threads = try value(Options.threads) ?? CheckOptions.defaultThreadCount
        baselineFile = arguments.value(Options.baseline)
        updateBaseline = arguments[Options.updateBaseline]
        if updateBaseline && baselineFile == nil {
            throw .usage("\(Options.updateBaseline.spec.name) needs \(Options.baseline.spec.name) FILE (the file to write)")
        }
        if let file = baselineFile {
            let path = io.absolutePath(file)
            if updateBaseline && !FileManager.default.fileExists(atPath: path) {
                baseline = nil
            } else {
                do {
                    baseline = try Baseline.load(file: path, displayPath: file)
                } catch {
                    throw .input(error.description)
                }
            }
        }
    }

    /// `path` relative to `directory` when it lies below it, else `path`.
    static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
