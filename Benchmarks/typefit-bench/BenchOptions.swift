import TypeFit

/// The benchmark's command line: `typefit-bench [--screens N] [--threads N] [--seed N]
/// [--warm-repeats N] [--write-corpus DIR] [--warm-only] [--scaling [--languages N]]`.
struct BenchOptions {
    var screens = 1_000
    var screensGiven = false
    /// With `--scaling`: the localised corpus in this many languages and in ten times as many.
    var languages: Int?
    var threads = CheckOptions.defaultThreadCount
    var seed: UInt64 = 2024
    var warmRepeats = 200
    var writeCorpus: String?
    var warmOnly = false
    var scaling = false

    static let usage = """
        usage: typefit-bench [--screens N] [--threads N] [--seed N] [--warm-repeats N] [--write-corpus DIR] [--warm-only] [--scaling [--languages N]]

          --screens N        screens in the generated corpus (default 1000)
          --threads N        threads checking screens (default: the processor count)
          --seed N           corpus seed (default 2024)
          --warm-repeats N   timed repetitions of the warm 40-element screen (default 200)
          --write-corpus DIR write the corpus as spec files into DIR (created) and exit
          --warm-only        time only the warm 40-element screens (for profilers)
          --scaling          run the typefit beside the benchmark on the corpus at --screens and at
                             ten times as many (JSON report to a file); print time, peak memory, ratios
          --languages N      the localised corpus instead (--screens, default 60; texts by key and one
                             String Catalog in N languages): --write-corpus writes it; --scaling checks
                             it in N and in 10×N languages with --locales all
        """

    /// Parses `arguments` (without the program name); nil after printing a message.
    static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchUsageError> {
        var options = BenchOptions()
        var index = 0
        func value(_ name: String) -> Result<String, BenchUsageError> {
            index += 1
            guard index < arguments.count else { return .failure(BenchUsageError(message: "\(name) needs a value")) }
            return .success(arguments[index])
        }
        func number(_ name: String, minimum: Int) -> Result<Int, BenchUsageError> {
            value(name).flatMap { text in
                guard let parsed = Int(text), parsed >= minimum else {
                    return .failure(BenchUsageError(message: "\(name) needs a whole number ≥ \(minimum), got '\(text)'"))
                }
                return .success(parsed)
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parsed: Result<Void, BenchUsageError>
            switch argument {
            case "--screens":
                parsed = number(argument, minimum: 1).map { options.screens = $0 }
                options.screensGiven = true
            case "--languages": parsed = number(argument, minimum: 1).map { options.languages = $0 }
            case "--threads": parsed = number(argument, minimum: 1).map { options.threads = $0 }
            case "--seed": parsed = number(argument, minimum: 0).map { options.seed = UInt64($0) }
            case "--warm-repeats": parsed = number(argument, minimum: 1).map { options.warmRepeats = $0 }
            case "--write-corpus": parsed = value(argument).map { options.writeCorpus = $0 }
            case "--warm-only":
                options.warmOnly = true
                parsed = .success(())
            case "--scaling":
                options.scaling = true
                parsed = .success(())
            case "-h", "--help": return .failure(BenchUsageError(message: nil))
            default: parsed = .failure(BenchUsageError(message: "unknown option '\(argument)'"))
            }
            if case .failure(let error) = parsed { return .failure(error) }
            index += 1
        }
        if options.languages != nil && !options.scaling && options.writeCorpus == nil {
            return .failure(BenchUsageError(message: "--languages needs --scaling or --write-corpus"))
        }
        return .success(options)
    }
}

/// A command line the benchmark cannot run; no message for `--help`.
struct BenchUsageError: Error {
    var message: String?
}
