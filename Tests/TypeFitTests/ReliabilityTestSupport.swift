import Foundation
import Testing

/// Runs the built `typefit` executable end to end, as a user or a CI job does.
enum ReliabilityRun {
    /// What a finished run gave.
    struct Result: Sendable {
        var code: Int32
        var out: String
        var err: String
        /// True when the process ended by a signal (a crash) or had to be killed (a hang).
        var crashedOrHung: Bool
    }

    /// The `typefit` beside the test bundle, else `.build/debug/typefit`.
    static var executable: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("typefit").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : TestSupport.path(".build/debug/typefit")
    }

    /// The hostile-input corpus.
    static let hostile = TestSupport.fixture("hostile").path

    /// Longest a run may take before it is killed and counted as a hang. Not a speed check:
    /// every hostile input takes well under a second; this only keeps a hang from blocking the suite.
    static let hangLimit: TimeInterval = 120

    /// Runs `typefit arguments` in `directory` with only `environment` (plus the bundled fonts).
    static func typefit(_ arguments: [String], in directory: String = hostile,
                        environment: [String: String] = [:]) throws -> Result {
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the typefit executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ["TYPEFIT_FONTS": TestSupport.path("Fonts"), "PATH": "/usr/bin:/bin"]
        // Under scripts/sanitize the executable is sanitized too and needs the same options.
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"] {
            variables[name] = ProcessInfo.processInfo.environment[name]
        }
        variables.merge(environment) { $1 }
        process.environment = variables
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + hangLimit, execute: watchdog)
        // Read both pipes at once: a large report must not block the process on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                      err: String(decoding: errData, as: UTF8.self),
                      crashedOrHung: process.terminationReason != .exit)
    }
}
