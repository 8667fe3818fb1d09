import Foundation

/// Where a command writes and what it may read: standard output and error, the
/// environment and the working directory. Tests give their own to capture output.
public final class CommandIO: @unchecked Sendable {
    public var environment: [String: String]
    public var currentDirectory: String
    /// True when standard output is a terminal (colour and progress may be used).
    public var stdoutIsTerminal: Bool
    /// True when standard error is a terminal.
    public var stderrIsTerminal: Bool
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let readLine: () -> String?

    public init(
        environment: [String: String], currentDirectory: String,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        out: @escaping (String) -> Void, err: @escaping (String) -> Void,
        readLine: @escaping () -> String? = { nil }
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.writeOut = out
        self.writeErr = err
        self.readLine = readLine
    }

    /// The process's own standard streams, environment and directory.
    public static func standard() -> CommandIO {
        CommandIO(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            readLine: { Swift.readLine(strippingNewline: true) })
    }

    /// Writes to standard output as is.
    public func write(_ text: String) { writeOut(text) }

    /// Writes a line to standard output.
    public func print(_ line: String = "") { writeOut(line + "\n") }

    /// Writes to standard error as is (progress lines that rewrite themselves).
    public func writeError(_ text: String) { writeErr(text) }

    /// Writes a line to standard error.
    public func printError(_ line: String) { writeErr(line + "\n") }

    /// Reads one line of standard input, without its newline; nil at the end.
    public func readInputLine() -> String? { readLine() }

    /// Resolves `path` against the working directory.
    public func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardizedFileURL.path
    }
}

/// Exit codes of the `typefit` command line (product contract).
public enum ExitCode {
    /// No failing finding (or the command succeeded).
    public static let success: Int32 = 0
    /// Failing findings.
    public static let findings: Int32 = 1
    /// A usage or input error.
    public static let inputError: Int32 = 2
}

/// One subcommand of `typefit`.
public protocol Command: Sendable {
    /// The word after `typefit`: "check", "measure" …
    static var name: String { get }
    /// One line for `typefit --help`.
    static var summary: String { get }
    /// The usage line(s) shown by `typefit NAME --help`, without the options table.
    static var usage: String { get }
    /// Everything the command accepts besides `--help`.
    static var options: [OptionSpec] { get }
    /// Runs with parsed arguments; returns the exit code.
    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32
}

extension Command {
    /// The text of `typefit NAME --help`.
    static var helpText: String {
        var text = "typefit \(name): \(summary)\n\nUsage:\n"
        for line in usage.split(separator: "\n") { text += "  \(line)\n" }
        let all = options + [OptionSpec("--help", short: "h", help: "Show this help.")]
        text += "\nOptions:\n"
        let labels = all.map { option -> String in
            var label = option.short.map { "-\($0), " } ?? "    "
            label += option.name
            switch option.kind {
            case .flag: break
            case .value(let v), .repeated(let v): label += " \(v)"
            }
            return label
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (label, option) in zip(labels, all) {
            text += "  " + label + String(repeating: " ", count: width - label.count) + option.help + "\n"
        }
        return text
    }
}
