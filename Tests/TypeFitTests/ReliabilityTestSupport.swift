import Foundation
import Testing

/// Runs the built `typefit` executable end to end, as a user or a CI job does, and measures what
/// the run cost: its wall time and the peak resident memory of its process.
enum ReliabilityRun {
    /// What a finished run gave.
    struct Result: Sendable {
        var code: Int32
        var out: String
        var err: String
        /// True when the process ended by a signal (a crash) or had to be killed (a hang).
        var crashedOrHung: Bool
        /// Wall time from start to exit.
        var seconds: Double
        /// The process's peak resident memory (its own, not the test process's).
        var peakMegabytes: Double

        /// Whether the run stayed within what any hostile input may cost. Generous, so that a busy
        /// machine or a debug build does not make it flaky: proportionate work is far below both.
        var withinBudget: Bool { seconds < ReliabilityRun.secondsBudget && peakMegabytes < ReliabilityRun.megabytesBudget }
    }

    /// The most one hostile run may take, in seconds and in megabytes of resident memory.
    static let secondsBudget = 10.0
    static let megabytesBudget = 400.0

    /// The `typefit` beside the test bundle, else `.build/debug/typefit`.
    static var executable: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("typefit").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : TestSupport.path(".build/debug/typefit")
    }

    /// The hostile-input corpus.
    static let hostile = TestSupport.fixture("hostile").path

    /// Longest a run may take before it is killed and counted as a hang. Not a speed check
    /// (``Result/withinBudget`` is): this only keeps a hang from blocking the suite.
    static let hangLimit: TimeInterval = 120

    /// Runs `typefit arguments` in `directory` with only `environment` (plus the bundled fonts),
    /// standard input read from `input` (a path; /dev/null when nil).
    static func typefit(_ arguments: [String], in directory: String = hostile,
                        environment: [String: String] = [:], input: String? = nil) throws -> Result {
        try shell("exec \"$TYPEFIT\" " + arguments.map(quoted).joined(separator: " "), in: directory,
                  environment: environment, input: input)
    }

    /// Runs `script` with `sh` in `directory`, `$TYPEFIT` naming the built executable, spawned as a
    /// shell would (no signal blocked: a test thread blocks some, and a child inherits its mask),
    /// with only `environment` (plus the bundled fonts) and standard input read from `input`.
    /// The time and memory are those of the largest process the shell waited for (typefit's, when
    /// the script `exec`s it).
    static func shell(_ script: String, in directory: String = hostile,
                      environment: [String: String] = [:], input: String? = nil) throws -> Result {
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the typefit executable first (swift build)")
        var variables = ["TYPEFIT": executable, "TYPEFIT_FONTS": TestSupport.path("Fonts"), "PATH": "/usr/bin:/bin"]
        // Under scripts/sanitize the executable is sanitized too and needs the same options.
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"] {
            variables[name] = ProcessInfo.processInfo.environment[name]
        }
        variables.merge(environment) { $1 }

        // The streams go to files, so a large report never blocks the process on a full pipe.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("typefit-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let (outPath, errPath) = (scratch + "/out", scratch + "/err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let start = DispatchTime.now()
        let pid = try spawn("cd \(quoted(directory)) && { \(script)\n}", environment: variables, actions: &actions)
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid || (waited < 0 && errno != EINTR) { break }
            if !killed, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 > hangLimit {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let signalled = status & 0x7F != 0
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        // ru_maxrss is in kilobytes on Linux.
        return Result(code: signalled ? -1 : (status >> 8) & 0xFF, out: read(outPath), err: read(errPath),
                      crashedOrHung: killed || signalled, seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    /// `text` as one shell word.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Spawns `sh -c command` with no signal blocked and SIGINT, SIGTERM, SIGHUP and SIGPIPE at
    /// their defaults, with `environment` (by default `$TYPEFIT`, the fonts and a plain PATH).
    static func spawn(_ command: String, environment: [String: String]? = nil,
                      actions: UnsafeMutablePointer<posix_spawn_file_actions_t>?) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let variables = environment
            ?? ["TYPEFIT": executable, "TYPEFIT_FONTS": TestSupport.path("Fonts"), "PATH": "/usr/bin:/bin"]
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(command), nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/bin/sh", actions, &attributes, argv, envp) == 0)
        return pid
    }
}
