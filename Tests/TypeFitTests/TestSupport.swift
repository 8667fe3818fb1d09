import Foundation

/// Shared helpers for the test suite.
enum TestSupport {
    /// The repository root: the nearest directory above this file holding Package.swift.
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
            url.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// A file or directory below the repository root.
    static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// A fixture below Tests/TypeFitTests/Fixtures.
    static func fixture(_ relative: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/TypeFitTests/Fixtures").appendingPathComponent(relative)
    }

    /// Runs `tool` with `arguments` and waits: its exit status and its standard output and
    /// error together.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A fresh directory below the system's temporary directory, removed with everything in it when
/// the last reference to it goes. Suites hold one in a property: a local variable may be released
/// after its last use, before the test is done with the directory.
final class ScratchDirectory: Sendable {
    let path: String

    /// Creates `<tmp>/<prefix>-<UUID>`.
    init(_ prefix: String) throws {
        path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the directory.
    func file(_ name: String) -> String { path + "/" + name }
}

@testable import TypeFitCLI

extension TestSupport {
    /// Runs `typefit ARGS` in process with captured output, `input` lines on standard input, the
    /// given environment (the repository's fonts by default) and working directory (the repository
    /// root by default); returns the exit code, standard output and standard error.
    static func runCommand(_ arguments: [String], input: [String] = [], directory: String? = nil,
                           environment: [String: String]? = nil) -> (code: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        var remaining = input[...]
        let io = CommandIO(environment: environment ?? ["TYPEFIT_FONTS": path("Fonts")],
                           currentDirectory: directory ?? repositoryRoot.path,
                           out: { out += $0 }, err: { err += $0 }, readLine: { remaining.popFirst().map(InputLine.line) })
        let code = TypeFitCommandLine.run(arguments, io: io)
        return (code, out, err)
    }
}
