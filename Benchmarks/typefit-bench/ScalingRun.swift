import Foundation

/// `typefit-bench --scaling`: the `typefit` executable beside the benchmark checks the generated
/// corpus at `--screens` screens and at ten times as many, with a JSON report to a file, as a
/// large app's CI run does; prints each run's wall time and peak resident memory (the child
/// process's, from `wait4`: never below the benchmark's own peak, printed after them) and the
/// ratio of the larger run's to the smaller's. A check whose memory does not grow with its
/// screens has a memory ratio near 1.
///
/// With `--languages N` the runs are the ``LocalizedCorpus`` of `--screens` screens (``LocalizedCorpus/defaultScreens``
/// unless given) in N languages and in 10×N, checked with `--locales all`: memory flat in the languages.
struct ScalingRun {
    var options: BenchOptions
    static let factor = 10

    func run() throws -> Int32 {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("typefit").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            FileHandle.standardError.write(Data("typefit-bench: no typefit executable beside the benchmark at \(executable)\n".utf8))
            return 1
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-scaling-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let localized = options.languages.map { (screens: options.screensGiven ? options.screens : LocalizedCorpus.defaultScreens, languages: $0) }
        let extra = localized == nil ? [] : ["--locales", "all"]
        print("typefit check DIR \(extra.map { $0 + " " }.joined())--format json --output FILE --threads \(options.threads) (\(executable)):")
        var results: [(size: Int, seconds: Double, peakBytes: Int)] = []
        for size in [localized?.languages ?? options.screens, (localized?.languages ?? options.screens) * Self.factor] {
            let corpus = scratch + "/corpus-\(size)"
            // Linux carries the spawning process's peak resident memory across the exec of
            // posix_spawn into the child's (`ru_maxrss` is the larger of the two), so the corpus is
            // written a screen at a time: holding 10,000 screens took the benchmark to 119 MB,
            // more than the check's own peak, and that was what the larger run reported.
            if let localized {
                try LocalizedCorpus(screens: localized.screens, languages: size, seed: options.seed).write(to: corpus)
            } else {
                var generator = CorpusGenerator(seed: options.seed)
                try Benchmark.write(size, of: &generator, to: corpus)
            }
            let report = scratch + "/report-\(size).json"
            let (seconds, peakBytes, status) = Self.measure(executable, ["check", corpus] + extra + ["--format", "json",
                                                                             "--output", report, "--threads", String(options.threads)])
            // 1: the corpus has failing screens, as it is meant to.
            guard status == 0 || status == 1 else {
                FileHandle.standardError.write(Data("typefit-bench: typefit check exited with \(status)\n".utf8))
                return 1
            }
            let reportBytes = (try? FileManager.default.attributesOfItem(atPath: report)[.size] as? Int) ?? 0
            let what = localized.map { "\($0.screens) screens × \(size) languages" } ?? "\(size) screens"
            print("  " + String(repeating: " ", count: max(0, 26 - what.count)) + what
                  + String(format: ": %8.2f s  %7.1f MB peak  report %7.1f MB", seconds, Double(peakBytes) / 1e6,
                           Double(reportBytes) / 1e6))
            results.append((size, seconds, peakBytes))
            try? FileManager.default.removeItem(atPath: corpus)
            try? FileManager.default.removeItem(atPath: report)
        }
        var own = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &own)
        let ownPeak = Int(own.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &own)
        let ownPeak = Int(own.ru_maxrss)
        #endif
        print(String(format: "  benchmark's own peak %.1f MB (a run's peak counts it)", Double(ownPeak) / 1e6))
        let (small, large) = (results[0], results[1])
        print(String(format: "  ratio (%d× the ", Self.factor) + (localized == nil ? "screens" : "languages") + String(format: "): time %.2f×, peak memory %.2f×",
                     large.seconds / small.seconds, Double(large.peakBytes) / Double(small.peakBytes)))
        return 0
    }

    /// Runs `executable arguments` with its output discarded; its wall time, the peak resident
    /// memory of its process, and its exit status (-1 when it could not be started).
    static func measure(_ executable: String, _ arguments: [String]) -> (Double, Int, Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now()
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (0, 0, -1) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        return (seconds, peak, status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }
}
