import TypeFitDynamicType
import TypeFitReports
import TypeFitSupport
import TypeFitText

/// The `typefit` command line: finds the subcommand, parses its options, runs it.
public enum TypeFitCommandLine {
    /// Every subcommand, in the order `typefit --help` lists them.
    public static let commands: [any Command.Type] = [
        CheckCommand.self,
        MeasureCommand.self,
        StylesCommand.self,
        LayoutCommand.self,
        RenderCommand.self,
        ImportCommand.self,
    ]

    /// `typefit --version`.
    static let version = Flag("--version", help: "Print the versions of typefit, FreeType, HarfBuzz and ICU.")

    /// Runs `typefit` with `arguments` (argv without the program name) and returns the exit code.
    /// A write to standard output or error that fails makes the exit code 2, with a line on
    /// standard error saying so (when standard error can still be written).
    public static func run(_ arguments: [String], io: CommandIO = .standard()) -> Int32 {
        let code = dispatch(arguments, io: io)
        guard let failure = io.writeFailure else { return code }
        let name = arguments.first.flatMap(command(named:)).map { "typefit \($0.name)" } ?? "typefit"
        io.printError("\(name): cannot write \(failure)")
        return ExitCode.inputError
    }

    static func dispatch(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.printError(overview)
            return ExitCode.inputError
        }
        if isHelp(first) || first == "help" {
            if arguments.count > 1, let command = command(named: arguments[1]) {
                io.write(command.helpText)
            } else {
                io.write(overview)
            }
            return ExitCode.success
        }
        if first == version.spec.name {
            io.print(versionText)
            return ExitCode.success
        }
        guard let command = command(named: first) else {
            var message = "typefit: unknown command '\(TerminalText.escaped(first))'"
            if let nearest = Suggestion.nearest(to: first, among: commands.map { $0.name }) {
                message += "; did you mean '\(nearest)'?"
            }
            io.printError(message + "\nRun 'typefit --help' for the list of commands.")
            return ExitCode.inputError
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: isHelp) {
            io.write(command.helpText)
            return ExitCode.success
        }
        do {
            let parsed = try parseArguments(rest, options: command.options)
            return command.run(parsed, io: io)
        } catch {
            io.printError("typefit \(command.name): \(TerminalText.escaped(error.message))\nRun 'typefit \(command.name) --help' for usage.")
            return ExitCode.inputError
        }
    }

    /// True for `--help` and `-h`, wherever they stand among a command's arguments.
    static func isHelp(_ argument: String) -> Bool {
        argument == Flag.help.spec.name || Flag.help.spec.short.map { argument == "-\($0)" } == true
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    static var versionText: String {
        "typefit 0.1.0 (FreeType \(EngineVersions.freeType), HarfBuzz \(EngineVersions.harfBuzz), ICU \(EngineVersions.icu))"
    }

    static var overview: String {
        var text = """
            typefit: checks that app screens survive Dynamic Type.

            Usage: typefit COMMAND [OPTIONS]

            Commands:

            """
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary + "\n"
        }
        text += "\nOptions:\n" + OptionSpec.table([Flag.help.spec, version.spec])
        text += "\nRun 'typefit COMMAND \(Flag.help.spec.name)' for a command's options.\n"
        return text
    }
}
