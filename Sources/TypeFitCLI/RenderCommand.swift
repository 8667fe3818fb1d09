import Foundation
import TypeFit
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitReports
import TypeFitText

/// `typefit render`: the visual report. Lays each spec out on its devices at each category,
/// checks it, and writes `DIR/index.html` (every screen at every category side by side, failures
/// outlined), one standalone SVG per screen, device and category under `DIR/svg/`, and with
/// `--png` a PNG of each screen at one category. `--watch` re-renders whenever a spec changes.
public enum RenderCommand: Command {
    public static let name = "render"
    public static let summary = "Write the visual report: each screen at each size, drawn with real glyphs, findings outlined."
    public static let usage = """
        typefit render [SPEC|DIR …] --output DIR [--categories SET] [--device NAME] [--png CATEGORY] [--watch]
                       [--bold-text] [--system-font DIR]
        """
    public static let options = [
        OptionSpec("--output", short: "o", .value("DIR"), help: "Directory to write index.html (and svg/, PNGs) into."),
        OptionSpec("--categories", .value("SET"),
                   help: "Categories to draw: all (the default), standard, accessibility, a range or a list."),
        OptionSpec("--device", .value("NAME"), help: "Only this device (one of the spec's, or a preset such as 'iPhone SE')."),
        OptionSpec("--png", .value("CATEGORY"), help: "Also write a PNG of each screen at this category."),
        OptionSpec("--watch", help: "Keep running: re-render whenever a spec file changes (poll every 0.5 s)."),
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
        guard arguments.flag("--watch") else { return status }
        return watch(request, io: io, rounds: nil)
    }

    /// What one run draws and where it writes.
    struct Request {
        var inputs: [String]
        var output: String
        var categories: CategorySet?
        var device: String?
        var png: ContentSizeCategory?
        /// The configuration to check with; nil reads the nearest `typefit.json`.
        var configuration: CheckConfiguration?
        /// Print the "Wrote …" line on standard output (`typefit check --html` keeps stdout for its report).
        var announce = true
        /// The command line `--system-font` and `--bold-text` are read from (see ``FontFlags``).
        var fontArguments = ParsedArguments()

        init(inputs: [String], output: String, categories: CategorySet?, device: String?,
             configuration: CheckConfiguration?) {
            self.inputs = inputs
            self.output = output
            self.categories = categories
            self.device = device
            self.configuration = configuration
            announce = false
        }

        init(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) {
            guard let output = arguments.value("--output") else {
                throw UsageError("missing --output DIR: the directory to write the report into")
            }
            self.output = io.absolutePath(output)
            fontArguments = arguments
            inputs = arguments.positionals.isEmpty ? [Self.defaultInput] : arguments.positionals
            device = arguments.value("--device")
            if let text = arguments.value("--categories"), text != "all" {
                do {
                    categories = try CategorySet.parse(text)
                } catch {
                    throw UsageError(error.description)
                }
            }
            if let text = arguments.value("--png") {
                do {
                    png = try ContentSizeCategory.parse(text)
                } catch {
                    throw UsageError(error.description)
                }
            }
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
            settings = try FontFlags.settings(request.fontArguments, io: io)
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
        let decoder = SpecDecoder(options: settings.decoderOptions(ramp: ramp))

        var strips: [PictureStrip] = []
        var problems: [InputProblem] = []
        for file in specFiles {
            let shown = RenderInputs.displayPath(file, io: io)
            do {
                let spec = try decoder.decode(fileAt: file)
                let devices = try chooseDevices(request.device, spec: spec)
                let categories = (request.categories ?? configuration.categories ?? spec.categories).categories
                strips += try builder.strips(for: spec, devices: devices, categories: categories).map { strip in
                    var named = strip
                    named.report.spec = shown
                    for index in named.pictures.indices { named.pictures[index].spec = shown }
                    return named
                }
            } catch let error as SpecError {
                problems.append(InputProblem(spec: shown, message: error.description))
            } catch let error as LayoutError {
                problems.append(InputProblem(spec: shown, message: "\(shown): \(error)"))
            } catch {
                problems.append(InputProblem(spec: shown, message: "\(shown): \(error)"))
            }
        }
        for problem in problems { io.printError(problem.message) }

        do {
            try VisualReportFiles(directory: request.output).write(strips: strips, problems: problems, png: request.png)
        } catch {
            io.printError("typefit render: \(error)")
            return ExitCode.inputError
        }
        let frames = strips.reduce(0) { $0 + $1.pictures.count }
        let line = "Wrote \(request.output)/index.html: \(strips.count) screen\(strips.count == 1 ? "" : "s"), \(frames) frames."
        if request.announce { io.print(line) } else { io.printError("typefit: " + line) }
        return problems.isEmpty ? ExitCode.success : ExitCode.inputError
    }

    /// Re-renders whenever a spec file's modification time (or the set of spec files) changes,
    /// checking every 0.5 s, until interrupted (or for `rounds` checks, for tests).
    static func watch(_ request: Request, io: CommandIO, rounds: Int?) -> Int32 {
        io.print("Watching \(request.inputs.joined(separator: ", ")) (Ctrl-C to stop).")
        var last = RenderInputs.stamps(request.inputs, io: io)
        var round = 0
        while rounds.map({ round < $0 }) ?? true {
            round += 1
            usleep(500_000)
            let current = RenderInputs.stamps(request.inputs, io: io)
            guard current != last else { continue }
            last = current
            _ = render(request, io: io)
        }
        return ExitCode.success
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
