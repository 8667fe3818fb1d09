import Testing
@testable import TypeFitCLI

@Suite struct CLIParserTests {
    let options = [
        OptionSpec("--format", .value("FORMAT"), help: "Output format."),
        OptionSpec("--strings", .repeated("FILE"), help: "String files."),
        OptionSpec("--jsonl", help: "Read JSON lines."),
        OptionSpec("--output", short: "o", .value("FILE"), help: "Output file."),
    ]

    @Test func parsesFlagsValuesAndPositionals() throws {
        let parsed = try parseArguments(
            ["a.json", "--format=json", "--jsonl", "-o", "out.txt", "--strings", "x", "--strings", "y", "--", "--b"],
            options: options)
        #expect(parsed.positionals == ["a.json", "--b"])
        #expect(parsed.value("--format") == "json")
        #expect(parsed.value("--output") == "out.txt")
        #expect(parsed.values("--strings") == ["x", "y"])
        #expect(parsed.flag("--jsonl"))
        #expect(!parsed.flag("--format"))
    }

    @Test func suggestsTheNearestOption() {
        let error = #expect(throws: UsageError.self) { try parseArguments(["--fromat", "json"], options: options) }
        #expect(error?.message == "unknown option '--fromat'; did you mean '--format'?")
    }

    @Test func reportsMissingValues() {
        let error = #expect(throws: UsageError.self) { try parseArguments(["--format"], options: options) }
        #expect(error?.message == "option '--format' needs a value")
    }

    @Test func unknownCommandExitsWithTwo() {
        var err = ""
        let io = CommandIO(environment: [:], currentDirectory: "/", out: { _ in }, err: { err += $0 })
        #expect(TypeFitCommandLine.run(["chek"], io: io) == ExitCode.inputError)
        #expect(err.contains("unknown command 'chek'"))
    }
}
