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
    private let readLine: () -> InputLine?
    /// The process's own streams when this is ``standard()``, to ask whether a write failed.
    private var streams: [StandardStream] = []

    public init(
        environment: [String: String], currentDirectory: String,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        out: @escaping (String) -> Void, err: @escaping (String) -> Void,
        readLine: @escaping () -> InputLine? = { nil }
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
    /// Writes are made with `write(2)`; one that fails is reported by ``writeFailure`` and ends
    /// the run with exit code 2. SIGXFSZ is ignored, so that a write past a file-size limit fails
    /// with an error instead of ending the process.
    public static func standard() -> CommandIO {
        signal(SIGXFSZ, SIG_IGN)
        let out = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
        let err = StandardStream(descriptor: STDERR_FILENO, name: "standard error")
        let input = InputLines(descriptor: STDIN_FILENO)
        let io = CommandIO(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            out: out.write, err: err.write,
            readLine: input.next)
        io.streams = [out, err]
        return io
    }

    /// The first standard stream a write to failed, and why ("standard output: No space left on
    /// device"); nil when every write went through.
    public var writeFailure: String? {
        for stream in streams {
            if let code = stream.failure { return "\(stream.name): \(OutputFile.reason(code))" }
        }
        return nil
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
    public func readInputLine() -> InputLine? { readLine() }

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

/// One subcommand of `typefit`: its name, its options declared once, and what it does with them.
/// Its usage line and `--help` are made from these declarations (see `Command+Help.swift`).
public protocol Command: Sendable {
    /// The word after `typefit`: "check", "measure" …
    static var name: String { get }
    /// One line for `typefit --help`.
    static var summary: String { get }
    /// What the command line holds besides options, as the usage line shows it: `[PATH ...]`,
    /// `SPEC`; empty when nothing.
    static var operands: String { get }
    /// Lines under the usage line: what the operands are, exit codes, how options go together.
    static var notes: [String] { get }
    /// Everything the command accepts besides `--help`, in the order `--help` lists them.
    static var options: [any CommandOption] { get }
    /// Runs with parsed arguments; returns the exit code.
    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32
}

extension Command {
    public static var operands: String { "" }
    public static var notes: [String] { [] }
}
