import Foundation
import TypeFit
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitText

/// `typefit layout SPEC --category C [--device D] [--format text|json]`: prints the frame tree
/// of one screen on one device at one category, for debugging a spec.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Print the frame tree of a spec at one category (for debugging a spec)."
    static let usage = """
        typefit layout SPEC --category CATEGORY [--device DEVICE] [--format text|json] [--direction DIRECTION]
                       [--bold-text] [--system-font DIR]
        """
    static let options = [
        OptionSpec("--category", short: "c", .value("CATEGORY"),
                   help: "Content size category: xSmall … accessibility5, any UIKit or short spelling (default: large)."),
        OptionSpec("--device", short: "d", .value("DEVICE"),
                   help: "One of the spec's devices or a preset name (default: the spec's first device)."),
        OptionSpec("--format", short: "f", .value("FORMAT"), help: "text (an indented tree, the default) or json."),
        OptionSpec("--direction", .value("DIRECTION"), help: "leftToRight or rightToLeft (default: the spec's)."),
    ] + FontFlags.options

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        func fail(_ message: String) -> Int32 {
            io.printError("typefit layout: " + message)
            return ExitCode.inputError
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return fail(arguments.positionals.isEmpty ? "name one spec file\nRun 'typefit layout --help' for usage."
                                                      : "name exactly one spec file")
        }
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            return fail("unknown format '\(format)'; use text or json")
        }
        var category = ContentSizeCategory.default
        if let name = arguments.value("--category") {
            guard let parsed = ContentSizeCategory(name: name) else {
                var message = "unknown category '\(name)'"
                if let nearest = Suggestion.nearest(to: name, among: ContentSizeCategory.allCases.map(\.name)) {
                    message += "; did you mean '\(nearest)'?"
                }
                return fail(message)
            }
            category = parsed
        }
        var direction: LayoutDirection?
        if let name = arguments.value("--direction") {
            guard let parsed = LayoutDirection(rawValue: name) else {
                return fail("unknown direction '\(name)'; use leftToRight or rightToLeft")
            }
            direction = parsed
        }
        let settings: FontSettings
        do {
            settings = try FontFlags.settings(arguments, io: io)
        } catch {
            return fail(error.description)
        }
        let spec: ScreenSpec
        do {
            let ramp = try TypeRamp.standard()
            spec = try SpecDecoder(options: settings.decoderOptions(ramp: ramp)).decode(fileAt: io.absolutePath(path))
        } catch let error as SpecError {
            io.printError(error.description)
            return ExitCode.inputError
        } catch {
            return fail("\(error)")
        }
        guard let device = chooseDevice(arguments.value("--device"), spec: spec) else {
            let names = spec.devices.map(\.name) + Device.presetNames
            var message = "unknown device '\(arguments.value("--device") ?? "")'"
            if let nearest = Suggestion.nearest(to: arguments.value("--device") ?? "", among: names) {
                message += "; did you mean '\(nearest)'?"
            }
            return fail(message)
        }
        let layout: ScreenLayout
        do {
            layout = try LayoutEngine(text: TextEngine(fonts: settings.fonts))
                .layout(spec, device: device, category: category, direction: direction)
        } catch {
            io.printError("\(path):\(error)")
            return ExitCode.inputError
        }
        if format == "json" {
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
