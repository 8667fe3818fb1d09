import Foundation
import TypeFit
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocalization
import TypeFitReports
import TypeFitSupport
import TypeFitText

/// `typefit render`: the visual report. Lays each spec out on its devices at each category,
/// checks it, and writes `DIR/index.html` (every screen at every category side by side, failures
/// outlined), one standalone SVG per screen, device and category under `DIR/svg/`, and with
/// `--png` a PNG of each screen at one category. With `--locales`, a spec that names localisation
/// keys is drawn once per language. `--watch` re-renders whenever a spec changes.
public enum RenderCommand: Command {
    public static let name = "render"
    public static let summary = "Write the visual report: each screen at each size, drawn with real glyphs, findings outlined."
    public static let operands = "[SPEC|DIR …]"

    enum Options {
        static let output = Option("--output", short: "o", value: "DIR",
                                   requirement: "the directory to write the report into",
                                   help: "Directory to write index.html (and svg/, PNGs) into.")
        /// nil for `all`: each spec's own categories, or the configuration's.
        static let categories = Option(
            "--categories", value: "SET",
            help: "Categories to draw: all (the default), standard, accessibility, a range or a list."
        ) { text throws(UsageError) -> CategorySet? in
            guard text != "all" else { return nil }
            do throws(CategoryError) {
                return try CategorySet.parse(text)
            } catch {
                throw UsageError(error.description)
            }
        }
        static let device = Option("--device", value: "NAME",
                                   help: "Only this device (one of the spec's, or a preset such as 'iPhone SE').")
        static let png = Option("--png", value: "CATEGORY", help: "Also write a PNG of each screen at this category.",
                                parse: ContentSizeCategory.parse)
        static let watch = Flag("--watch", help: "Keep running: re-render whenever a spec file changes (poll every 0.5 s).")
        static let locales = LocalizationFlags.locales(
            help: "Draw localised specs in these languages: all (every language of their strings, then the pseudo-languages) "
                + "or a list such as de,ar,en-XA.")
        static let strings = LocalizationFlags.strings
    }

    public static let options: [any CommandOption] = [
        Options.output, Options.categories, Options.device, Options.png, Options.watch, Options.locales, Options.strings,
    ] + FontFlags.options

    /// The default inputs when none are given.
    static let defaultInput = "Layouts"

    public static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let request: Request
        do {
            request = try Request(arguments, io: io)
        } catch {
            io.printError("typefit render: \(error.message)\nRun 'typefit render --help' for usage.")
            return ExitCode.inputError
        }
        let status = render(request, io: io)
        guard arguments[Options.watch] else { return status }
        watch(request, io: io)
    }

    /// What one run draws and where it writes.
    struct Request {
        var inputs: [String]
        var output: String
        var categories: CategorySet?
        var device: String?
        var png: ContentSizeCategory?
        /// The languages to draw localised specs in (`all` or a list); nil draws each spec once.
        var locales: String?
        /// Strings files read for every spec besides those next to it, as absolute paths.
        var strings: [String] = []
        /// The configuration to check with; nil reads the nearest `typefit.json`.
        var configuration: CheckConfiguration?
        /// Print the "Wrote …" line on standard output.
        var announce = true
        /// The system font and Bold Text setting to draw with.
        var fonts: FontFlags

        init(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) {
            output = io.absolutePath(try arguments.required(Options.output))
            fonts = FontFlags(arguments)
            inputs = arguments.positionals.isEmpty ? [Self.defaultInput] : arguments.positionals
            device = arguments.value(Options.device)
            categories = try arguments.value(Options.categories) ?? nil
            locales = try arguments.value(Options.locales)
            for file in arguments.values(Options.strings) {
                let path = io.absolutePath(file)
                guard FileManager.default.fileExists(atPath: path) else {
                    throw UsageError("--strings: \(file): no such file or directory")
                }
                strings.append(path)
            }
            png = try arguments.value(Options.png)
        }

        static let defaultInput = RenderCommand.defaultInput
    }

    /// One render: every spec found, written to the output directory. Exit code 0, or 2 when a
    /// spec could not be read or laid out (the report is still written, listing the problem).
    static func render(_ request: Request, io: CommandIO) -> Int32 {
        let specFiles: [String]
        do {
            specFiles = try RenderInputs.find(request.inputs, io: io)
        } catch {
            io.printError("typefit render: \(error.message)")
            return ExitCode.inputError
        }
        let settings: FontSettings
        let ramp: TypeRamp
        do {
            settings = try request.fonts.settings(io: io)
            ramp = try TypeRamp.standard()
        } catch {
            io.printError("typefit render: \(error)")
            return ExitCode.inputError
        }
        var configuration = request.configuration ?? CheckConfiguration()
        if request.configuration == nil, let file = CheckConfiguration.find(from: io.currentDirectory) {
            do {
                configuration = try CheckConfiguration.load(file: file)
            } catch {
                io.printError("typefit render: \(error.description)")
                return ExitCode.inputError
            }
        }
        let builder = VisualReportBuilder(engine: LayoutEngine(text: TextEngine(fonts: settings.fonts)), configuration: configuration)
        var decoder = SpecDecoder(options: settings.decoderOptions(ramp: ramp))
        decoder.options.strings = request.strings

        // Each spec's pictures are written as soon as it is drawn; the report holds one spec's at a time.
        let files = VisualReportFiles(directory: request.output, png: request.png)
        var problems: [InputProblem] = []
        for file in specFiles {
            let shown = RenderInputs.displayPath(file, io: io)
            var strips: [PictureStrip] = []
            do {
                for spec in try localizedSpecs(file, locales: request.locales, decoder: decoder) {
                    let devices = try chooseDevices(request.device, spec: spec)
                    let categories = (request.categories ?? configuration.categories ?? spec.categories).categories
                    strips += try builder.strips(for: spec, devices: devices, categories: categories,
                                                 locale: spec.locale).map { strip in
                        var named = strip
                        named.report.spec = shown
                        for index in named.pictures.indices { named.pictures[index].spec = shown }
                        return named
                    }
                }
            } catch let error as SpecError {
                problems.append(InputProblem(spec: shown, message: error.description))
            } catch let error as LayoutError {
                problems.append(InputProblem(spec: shown, message: "\(shown): \(error)"))
            } catch {
                problems.append(InputProblem(spec: shown, message: "\(shown): \(error)"))
            }
            // A spec that fails in one language keeps the languages drawn before.
            files.add(strips)
        }
        for problem in problems { io.printError(TerminalText.escaped(problem.message)) }

        guard finish(files, problems: problems, announce: request.announce, io: io) else {
            return ExitCode.inputError
        }
        return problems.isEmpty ? ExitCode.success : ExitCode.inputError
    }

    /// The spec at `file` once per language of `locales` when it names localisation keys, else
    /// once (as `typefit check --locales` reads it).
    static func localizedSpecs(_ file: String, locales: String?, decoder: SpecDecoder) throws -> [ScreenSpec] {
        let spec = try decoder.decode(fileAt: file)
        guard let locales, let localization = spec.localization else { return [spec] }
        let targets: [LocalizationTarget]
        do throws(LocalizationError) {
            targets = try localization.targets(locales)
        } catch {
            throw SpecError(kind: .invalid, file: file, problem: "--locales: \(error)")
        }
        var specs: [ScreenSpec] = []
        for target in targets {
            specs.append(try decoder.decode(fileAt: file, target: target, strings: localization.bundle))
        }
        return specs
    }

    /// Finishes the visual report's files (``VisualReportFiles/finish(problems:)``) and says so:
    /// on standard output when `announce`, else on standard error (`typefit check --html` keeps
    /// stdout for its report). False, with the reason on standard error after `typefit COMMAND:`,
    /// when the files could not be written.
    static func finish(_ files: VisualReportFiles, problems: [InputProblem], announce: Bool, command: String = name,
                       io: CommandIO) -> Bool {
        do {
            try files.finish(problems: problems)
        } catch {
            io.printError("typefit \(command): \(error)")
            return false
        }
        let (screens, frames) = (files.screenCount, files.frameCount)
        let line = "Wrote \(files.directory)/index.html: \(screens) screen\(screens == 1 ? "" : "s"), \(frames) frame\(frames == 1 ? "" : "s")."
        if announce { io.print(line) } else { io.printError("typefit: " + line) }
        return true
    }

    /// Re-renders whenever a spec file's modification time (or the set of spec files) changes,
    /// checking every 0.5 s, until interrupted.
    static func watch(_ request: Request, io: CommandIO) -> Never {
        io.print("Watching \(request.inputs.joined(separator: ", ")) (Ctrl-C to stop).")
        var last = RenderInputs.stamps(request.inputs, io: io)
        while true {
            usleep(500_000)
            let current = RenderInputs.stamps(request.inputs, io: io)
            guard current != last else { continue }
            last = current
            _ = render(request, io: io)
            // Standard output gone (a closed pipe, a full disk): nobody can see the renders.
            if let failure = io.writeFailure {
                io.printError("typefit render: cannot write \(failure)")
                exit(ExitCode.inputError)
            }
        }
    }

    /// The devices to draw: the one named (the spec's, else a preset), or all of the spec's.
    static func chooseDevices(_ name: String?, spec: ScreenSpec) throws(UsageError) -> [Device] {
        guard let name else { return spec.devices }
        if let device = spec.devices.first(where: { $0.name.lowercased() == name.lowercased() }) { return [device] }
        for preset in Device.presets {
            if let match = preset.names.first(where: { $0.lowercased() == name.lowercased() }) {
                return [preset.device(named: match)]
            }
        }
        var message = "unknown device '\(name)'"
        let names = spec.devices.map(\.name) + Device.presets.flatMap(\.names)
        if let nearest = Suggestion.nearest(to: name, among: names) { message += "; did you mean '\(nearest)'?" }
        throw UsageError(message)
    }
}
