import Foundation
import TypeFit
import TypeFitLocalization

/// `typefit check`: lays every spec out at the content size categories and reports what breaks.
///
/// The product's contract: exit 0 when no finding fails, 1 when some do, 2 for a usage error or a
/// spec that could not be read (the other specs are still checked and reported).
public enum CheckCommand: Command {
    public static let name = "check"
    public static let summary = "Check screen specs at every content size category and report what breaks."
    public static let usage = """
        typefit check [PATH ...] [--format text|json|junit|sarif|github] [--output FILE]
                      [--categories LIST|all] [--device NAME] [--bold-text] [--system-font DIR] [--fail-on error|warning|never]
                      [--config FILE] [--severity KIND=LEVEL] [--baseline FILE [--update-baseline]]
                      [--shard I/N] [--locales LIST|all] [--strings FILE ...] [--threads N] [--quiet]
        PATH: spec files, or folders searched recursively for *.json (default: Layouts/).
        Exit codes: 0 nothing fails, 1 failing findings, 2 usage or input error.
        """
    public static let options = [
        OptionSpec("--format", short: "f", .value("FORMAT"), help: "text (default), json, junit, sarif or github."),
        OptionSpec("--output", short: "o", .value("FILE"), help: "Write the report to FILE instead of standard output."),
        OptionSpec("--categories", short: "c", .value("LIST"),
                   help: "Categories to check: all, standard, accessibility, a range (large...AX2) or a list."),
        OptionSpec("--device", .repeated("NAME"), help: "Check on this device preset instead of the specs' devices (repeatable)."),
        OptionSpec("--fail-on", .value("LEVEL"), help: "Least severity that fails the run: error (default), warning or never."),
        OptionSpec("--config", .value("FILE"), help: "Configuration file (default: the nearest typefit.json above)."),
        OptionSpec("--severity", .repeated("KIND=LEVEL"),
                   help: "Set a kind's severity: error, warning, info or off (e.g. touchTarget=error; repeatable)."),
        OptionSpec("--baseline", .value("FILE"), help: "Suppress the known findings listed in FILE."),
        OptionSpec("--update-baseline", help: "Write this run's findings to the --baseline FILE, then report with it."),
        OptionSpec("--shard", .value("I/N"), help: "Check only shard I of N of the sorted spec list (e.g. 2/8)."),
        OptionSpec("--locales", .value("LIST"),
                   help: "Check localised specs in each language: all, or a list such as en,de,ar,pseudo-accented."),
        OptionSpec("--strings", .repeated("FILE"),
                   help: "A String Catalog, .strings file or .lproj folder to read besides those next to the specs (repeatable)."),
        OptionSpec("--threads", .value("N"), help: "Check N specs at once and write a long report on N threads (default: the processor count); the report is the same."),
        OptionSpec("--quiet", short: "q", help: "Only failing screens and the summary; no matrix, no progress."),
        OptionSpec("--ascii", help: "Use ASCII marks instead of ✓ ✗ in the text report."),
        OptionSpec("--html", .value("DIR"), help: "Also write the visual report (DIR/index.html, DIR/svg/), as typefit render does."),
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
                io.writeError("\r\u{1B}[K[\(position)/\(count)] \(spec)")
                if position == count { io.writeError("\r\u{1B}[K") }
            }
        }
        // The baseline is applied after the run so that --update-baseline can record what it suppresses.
        let htmlDirectory = arguments.value("--html")
        let options = CheckOptions(configuration: setup.configuration, baseline: nil, shard: setup.shard,
                                   locales: setup.locales, strings: setup.strings.map(io.absolutePath), progress: progress,
                                   keepsLayouts: htmlDirectory != nil, threads: setup.threads)
        let run: CheckRun
        do {
            // The checker and its text caches are done with before the report is written: in a
            // test they go then; `typefit` keeps them until it exits, which is cheaper than
            // freeing every cached run and layout (3 % of a check's instructions; the 1,000-screen
            // run's peak memory grows by 3 MB).
            let checker: Checker
            do {
                checker = try Checker(fontsDirectory: io.environment["TYPEFIT_FONTS"].flatMap { $0.isEmpty ? nil : io.absolutePath($0) },
                                      systemFontDirectory: FontFlags.systemFontDirectory(arguments, io: io),
                                      boldText: arguments.flag("--bold-text"))
            } catch {
                io.printError("typefit check: \(error)")
                return ExitCode.inputError
            }
            do {
                run = try checker.check(paths: setup.paths, options: options, relativeTo: io.currentDirectory)
            } catch {
                return fail(.usage(error.description), io: io)
            }
            io.keepUntilExit(checker)
        }
        var report = run.report
        var baseline = setup.baseline
        if setup.updateBaseline, let file = setup.baselineFile {
            let checked = Set(report.screens.map(\.spec))
            let updated = (baseline ?? Baseline()).updated(with: report, checkedSpecs: checked)
            do {
                try writeAtomically(updated.serialized(), to: io.absolutePath(file))
            } catch {
                io.printError("typefit check: cannot write the baseline \(file): \(error)")
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
            do {
                try writeAtomically(to: io.absolutePath(output)) { sink in
                    setup.format.write(report, options: reportOptions, making: making, to: sink)
                }
            } catch {
                io.printError("typefit check: cannot write \(output): \(error)")
                return ExitCode.inputError
            }
        } else {
            setup.format.write(report, options: reportOptions, making: making) { io.write(String(decoding: $0, as: UTF8.self)) }
        }
        if let htmlDirectory {
            // The visual report draws the layouts the check made: nothing is laid out twice.
            _ = RenderCommand.write(run.strips, problems: report.problems, to: io.absolutePath(htmlDirectory), png: nil,
                                    announce: false, command: name, io: io)
        }
        // Written: `typefit` exits without taking the results apart.
        io.keepUntilExit(run)
        io.keepUntilExit(report)
        if !report.problems.isEmpty {
            if setup.format != .text || setup.output != nil {
                for problem in report.problems { io.printError("typefit check: \(problem.message)") }
            }
            return ExitCode.inputError
        }
        return report.containsFinding(where: setup.configuration.fails) ? ExitCode.findings : ExitCode.success
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over `path`, so that a
    /// reader never sees half a report.
    static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(to: path) { sink in sink(Array(text.utf8)) }
    }

    /// As ``writeAtomically(_:to:)``, with the text handed over in pieces by `produce` (a large
    /// report is written as it is made, never held whole).
    static func writeAtomically(to path: String, writing produce: (ByteSink) -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        guard let file = fopen(temporary, "wb") else {
            throw WriteError(reason: String(cString: strerror(errno)))
        }
        var failure: Int32 = 0
        produce { piece in
            guard failure == 0 else { return }
            piece.withUnsafeBufferPointer { bytes in
                if let base = bytes.baseAddress, fwrite(base, 1, bytes.count, file) != bytes.count {
                    failure = errno != 0 ? errno : EIO
                }
            }
        }
        if fclose(file) != 0 && failure == 0 { failure = errno != 0 ? errno : EIO }
        if failure == 0 && rename(temporary, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw WriteError(reason: String(cString: strerror(failure)))
        }
    }

    private static func fail(_ error: SetupError, io: CommandIO) -> Int32 {
        switch error {
        case .usage(let message):
            io.printError("typefit check: \(message)\nRun 'typefit check --help' for usage.")
        case .input(let message):
            io.printError("typefit check: \(message)")
        }
        return ExitCode.inputError
    }
}

/// A report or baseline that could not be put in place.
struct WriteError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
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
    var shard: Shard?
    var threads: Int
    var quiet: Bool
    var ascii: Bool
    var locales: String?
    var strings: [String]

    init(_ arguments: ParsedArguments, io: CommandIO) throws(SetupError) {
        paths = arguments.positionals.isEmpty ? [CheckCommand.defaultPath] : arguments.positionals
        let formatName = arguments.value("--format") ?? "text"
        guard let format = ReportFormat(rawValue: formatName) else {
            let names = ReportFormat.allCases.map(\.rawValue)
            var message = "unknown format '\(formatName)'"
            if let nearest = Suggestion.nearest(to: formatName, among: names) { message += "; did you mean '\(nearest)'?" }
            throw .usage(message + " (valid: \(names.joined(separator: ", ")))")
        }
        self.format = format
        output = arguments.value("--output")
        quiet = arguments.flag("--quiet")
        ascii = arguments.flag("--ascii")
        locales = arguments.value("--locales")
        if let list = locales {
            do throws(LocalizationError) {
                _ = try LocalizationBundle().targets(list)
            } catch {
                throw .usage("--locales: \(error)")
            }
        }
        strings = arguments.values("--strings")
        for file in strings where !FileManager.default.fileExists(atPath: io.absolutePath(file)) {
            throw .input("--strings: \(file): no such file or directory")
        }

        // Defaults, then the configuration file, then the flags.
        var configuration = CheckConfiguration()
        if let file = arguments.value("--config") {
            do {
                configuration = try CheckConfiguration.load(file: io.absolutePath(file), displayPath: file)
            } catch {
                throw .input(error.description)
            }
        } else if let found = CheckConfiguration.find(from: io.currentDirectory) {
            do {
                configuration = try CheckConfiguration.load(file: found, displayPath: Self.relative(found, to: io.currentDirectory))
            } catch {
                throw .input(error.description)
            }
        }
        for flag in arguments.values("--severity") {
            do {
                try configuration.setLevel(fromFlag: flag)
            } catch {
                throw .usage(error.description)
            }
        }
        if let text = arguments.value("--fail-on") {
            do {
                configuration.failOn = try CheckConfiguration.parseFailThreshold(text)
            } catch {
                throw .usage("--fail-on: " + error.description)
            }
        }
        if let text = arguments.value("--categories") {
            do {
                configuration.categories = try CategorySet.parse(text)
            } catch {
                throw .usage("--categories: " + error.description)
            }
        }
        let devices = arguments.values("--device")
        if !devices.isEmpty { configuration.devices = devices }
        self.configuration = configuration

        if let text = arguments.value("--shard") {
            do {
                shard = try Shard.parse(text)
            } catch {
                throw .usage(error.description)
            }
        }
        threads = CheckOptions.defaultThreadCount
        if let text = arguments.value("--threads") {
            guard let count = Int(text), count >= 1 else {
                throw .usage("--threads needs a whole number ≥ 1, got '\(text)'")
            }
            threads = count
        }
        baselineFile = arguments.value("--baseline")
        updateBaseline = arguments.flag("--update-baseline")
        if updateBaseline && baselineFile == nil {
            throw .usage("--update-baseline needs --baseline FILE (the file to write)")
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
