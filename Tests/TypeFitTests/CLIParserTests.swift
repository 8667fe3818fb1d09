import Testing
@testable import TypeFitCLI

@Suite struct CLIParserTests {
    static let format = Option<TextOrJSON, UsageError>("--format", value: "FORMAT", help: "Output format.",
                                                       unknown: { "unknown format '\($0)'" })
    static let strings = Option("--strings", value: "FILE", repeated: true, help: "String files.")
    static let jsonl = Flag("--jsonl", help: "Read JSON lines.")
    static let output = Option("--output", short: "o", value: "FILE", requirement: "where to write", help: "Output file.")
    static let count = Option("--count", value: "N", help: "A count.") { text throws(UsageError) in
        guard let count = Int(text) else { throw UsageError("--count needs a whole number, got '\(text)'") }
        return count
    }
    let options: [any CommandOption] = [format, strings, jsonl, output, count]

    @Test func parsesFlagsValuesAndPositionals() throws {
        let parsed = try parseArguments(
            ["a.json", "--format=json", "--jsonl", "-o", "out.txt", "--strings", "x", "--strings", "y", "-", "--", "--b"],
            options: options)
        #expect(parsed.positionals == ["a.json", "-", "--b"])
        #expect(try parsed.value(Self.format) == .json)
        #expect(parsed.value(Self.output) == "out.txt")
        #expect(parsed.values(Self.strings) == ["x", "y"])
        #expect(parsed[Self.jsonl])
        #expect(!parsed.isGiven(Self.count))
        #expect(try parsed.value(Self.count) == nil)
    }

    @Test func readsEachValueThroughItsDeclaration() throws {
        let parsed = try parseArguments(["--count", "x", "--count", "3", "--format", "xml"], options: options)
        #expect(try parsed.value(Self.count) == 3, "given twice, the last one wins")
        let format = #expect(throws: UsageError.self) { try parsed.value(Self.format) }
        #expect(format?.message == "unknown format 'xml'")
        let all = #expect(throws: UsageError.self) { try parsed.values(Self.count) }
        #expect(all?.message == "--count needs a whole number, got 'x'")
        let missing = #expect(throws: UsageError.self) { try parsed.required(Self.output) }
        #expect(missing?.message == "missing --output FILE: where to write")
    }

    @Test func suggestsTheNearestOption() {
        let error = #expect(throws: UsageError.self) { try parseArguments(["--fromat", "json"], options: options) }
        #expect(error?.message == "unknown option '--fromat'; did you mean '--format'?")
    }

    @Test func reportsMissingAndUnwantedValues() {
        let missing = #expect(throws: UsageError.self) { try parseArguments(["--format"], options: options) }
        #expect(missing?.message == "option '--format' needs a value")
        let unwanted = #expect(throws: UsageError.self) { try parseArguments(["--jsonl=yes"], options: options) }
        #expect(unwanted?.message == "option '--jsonl' takes no value")
    }

    @Test func usageShowsChoicesRepetitionAndRequirement() {
        #expect(Self.format.spec.usageItem == "[--format text|json]")
        #expect(Self.strings.spec.usageItem == "[--strings FILE ...]")
        #expect(Self.jsonl.spec.usageItem == "[--jsonl]")
        #expect(Self.output.spec.usageItem == "--output FILE")
        #expect(Self.output.spec.label == "-o, --output FILE")
    }

    /// Every option a command accepts is in its usage line and its options table, and every
    /// option its help names is one it accepts.
    @Test(arguments: TypeFitCommandLine.commands.map { $0.name })
    func helpAndUsageNameEveryOption(name: String) throws {
        let command = try #require(TypeFitCommandLine.command(named: name))
        let help = TestSupport.runCommand([name, "--help"])
        #expect(help.code == 0)
        #expect(help.out == command.helpText)
        let usage = command.usageLines.joined(separator: "\n")
        #expect(help.out.contains(command.usageLines.map { "  " + $0 + "\n" }.joined()))
        #expect(usage.count <= command.usageLines.count * command.usageWidth)
        let accepted = command.options.map(\.spec)
        for option in accepted {
            #expect(usage.contains(option.usageItem), "\(name): \(option.name) is not in the usage line")
            #expect(help.out.contains("  " + option.label + "  "), "\(name): \(option.name) is not in the options table")
        }
        let named = help.out.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }
        for option in named {
            #expect(accepted.contains { $0.name == option } || option == Flag.help.spec.name,
                    "\(name) --help names \(option), which it does not accept")
        }
    }

    /// Each option of each command parses in each of its spellings; anything else is refused.
    @Test(arguments: TypeFitCommandLine.commands.map { $0.name })
    func parsingAcceptsDeclaredOptionsOnly(name: String) throws {
        let command = try #require(TypeFitCommandLine.command(named: name))
        for option in command.options {
            let spec = option.spec
            var spellings = [spec.takesValue ? [spec.name, "v"] : [spec.name]]
            if spec.takesValue { spellings.append([spec.name + "=v"]) }
            if let short = spec.short { spellings.append(spec.takesValue ? ["-\(short)", "v"] : ["-\(short)"]) }
            for arguments in spellings {
                #expect(try parseArguments(arguments, options: command.options).isGiven(option), "\(name) \(arguments)")
            }
        }
        for unknown in ["--zzzzzzzzzz", "-Z"] {
            let result = TestSupport.runCommand([name, unknown])
            #expect(result.code == ExitCode.inputError)
            #expect(result.out.isEmpty)
            #expect(result.err == "typefit \(name): unknown option '\(unknown)'\nRun 'typefit \(name) --help' for usage.\n")
        }
    }

    @Test func topLevelHelpListsTheCommandsAndOptions() {
        let help = TestSupport.runCommand(["--help"])
        #expect(help.code == 0)
        for command in TypeFitCommandLine.commands { #expect(help.out.contains("  " + command.name + " ")) }
        #expect(help.out.contains("-h, --help"))
        #expect(help.out.contains("--version"))
        #expect(TestSupport.runCommand(["help", "check"]).out == CheckCommand.helpText)
        #expect(TestSupport.runCommand(["check", "-h"]).out == CheckCommand.helpText)
    }

    @Test func unknownCommandExitsWithTwo() {
        var err = ""
        let io = CommandIO(environment: [:], currentDirectory: "/", out: { _ in }, err: { err += $0 })
        #expect(TypeFitCommandLine.run(["chek"], io: io) == ExitCode.inputError)
        #expect(err.contains("unknown command 'chek'"))
    }
}
