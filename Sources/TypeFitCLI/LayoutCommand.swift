import Foundation
import TypeFit
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitSupport
import TypeFitText

/// `typefit layout SPEC`: prints the frame tree of one screen on one device at one category,
/// for debugging a spec.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Print the frame tree of a spec at one category (for debugging a spec)."
    static let operands = "SPEC"

    enum Options {
        static let category = Option(
            "--category", short: "c", value: "CATEGORY",
            help: "Content size category: xSmall … accessibility5, any UIKit or short spelling (default: large)."
        ) { name throws(UsageError) in
            guard let category = ContentSizeCategory(name: name) else {
                var message = "unknown category '\(name)'"
                if let nearest = Suggestion.nearest(to: name, among: ContentSizeCategory.allCases.map(\.name)) {
                    message += "; did you mean '\(nearest)'?"
                }
                throw UsageError(message)
            }
            return category
        }
        static let device = Option("--device", short: "d", value: "DEVICE",
                                   help: "One of the spec's devices or a preset name (default: the spec's first device).")
        static let format = Option<TextOrJSON, UsageError>(
            "--format", short: "f", value: "FORMAT", help: "text (an indented tree, the default) or json.",
            unknown: { "unknown format '\($0)'; use text or json" })
        static let direction = Option<LayoutDirection, UsageError>(
            "--direction", value: "DIRECTION", help: "leftToRight or rightToLeft (default: the spec's).",
            unknown: { "unknown direction '\($0)'; use leftToRight or rightToLeft" })
    }

    static let options: [any CommandOption] = [Options.category, Options.device, Options.format, Options.direction]
        + FontFlags.options

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        func fail(_ message: String) -> Int32 {
            io.printError("typefit layout: " + TerminalText.escaped(message))
            return ExitCode.inputError
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return fail(arguments.positionals.isEmpty ? "name one spec file\nRun 'typefit layout --help' for usage."
                                                      : "name exactly one spec file")
        }
        let format: TextOrJSON
        let category: ContentSizeCategory
        let direction: LayoutDirection?
        do {
            format = try arguments.value(Options.format) ?? .text
            category = try arguments.value(Options.category) ?? .default
            direction = try arguments.value(Options.direction)
        } catch {
            return fail(error.message)
        }
        let settings: FontSettings
        do {
            settings = try FontFlags(arguments).settings(io: io)
        } catch {
            return fail(error.description)
        }
        let spec: ScreenSpec
        do {
            let ramp = try TypeRamp.standard()
            spec = try SpecDecoder(options: settings.decoderOptions(ramp: ramp)).decode(fileAt: io.absolutePath(path))
        } catch let error as SpecError {
            io.printError(TerminalText.escaped(error.description))
            return ExitCode.inputError
        } catch {
            return fail("\(error)")
        }
        let deviceName = arguments.value(Options.device)
        guard let device = chooseDevice(deviceName, spec: spec) else {
            let names = spec.devices.map(\.name) + Device.presetNames
            var message = "unknown device '\(deviceName ?? "")'"
            if let nearest = Suggestion.nearest(to: deviceName ?? "", among: names) {
                message += "; did you mean '\(nearest)'?"
            }
            return fail(message)
        }
        let layout: ScreenLayout
        do {
            layout = try LayoutEngine(text: TextEngine(fonts: settings.fonts))
                .layout(spec, device: device, category: category, direction: direction)
        } catch {
            io.printError(TerminalText.escaped("\(path):\(error)"))
            return ExitCode.inputError
        }
        if format == .json {
            io.print(JSONWriter().string(layout.jsonValue))
        } else {
            io.write(layout.textDump)
        }
        return ExitCode.success
    }

    /// The device named on the command line (one of the spec's, else a preset), or the spec's first.
    static func chooseDevice(_ name: String?, spec: ScreenSpec) -> Device? {
        guard let name else { return spec.devices.first ?? presetDevice(Device.defaultPresetName) }
        if let device = spec.devices.first(where: { $0.name.lowercased() == name.lowercased() }) { return device }
        return presetDevice(name)
    }

    private static func presetDevice(_ name: String) -> Device? {
        let lowered = name.lowercased()
        for preset in Device.presets {
            if let match = preset.names.first(where: { $0.lowercased() == lowered }) {
                return preset.device(named: match)
            }
        }
        return nil
    }
}
