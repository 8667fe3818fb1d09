import TypeFit
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitReports
import TypeFitText

/// One pass of the full check over decoded specs: each spec laid out on its device at all 12
/// categories, the overflow detector run over the layouts, and one JSON report rendered for all.
///
/// Specs are checked on a bounded pool of threads, one engine per worker thread, as
/// `typefit check` checks them; the report lists them in input order, so its bytes do not depend
/// on the thread count. Per-phase times are summed over threads.
struct CorpusCheck {
    var specs: [ScreenSpec]
    /// One engine per worker thread: as many workers as engines.
    var engines: [LayoutEngine]

    /// What one pass measured.
    struct Result {
        var wallNanoseconds: Int
        /// Layout engine time per spec, summed (text included).
        var layoutNanoseconds: Int
        var checksNanoseconds: Int
        var reportNanoseconds: Int
        var text: TextPhaseTimes
        var checks: Int
        var findings: Int
        /// Findings per kind, by name, sorted.
        var findingKinds: [(String, Int)]
        var problems: Int
        var reportBytes: Int
        /// FNV-1a of the JSON report: equal across runs with different thread counts.
        var reportDigest: UInt64
        var report: String
    }

    /// Per spec: its report (or the error), and the time spent laying out and detecting.
    struct SpecOutcome: Sendable {
        var report: ScreenReport?
        var problem: String?
        var layoutNanoseconds: Int
        var checksNanoseconds: Int
    }

    func run() -> Result {
        let textBefore = Self.phaseTimes(engines)
        let start = ContinuousClock.now
        let engines = self.engines
        let detector = OverflowDetector()
        let outcomes = WorkPool.map(specs, threads: engines.count) { worker, spec -> SpecOutcome in
            Self.check(spec, engine: engines[worker], detector: detector)
        }
        let reportStart = ContinuousClock.now
        let screens = outcomes.compactMap(\.report)
        let problems = outcomes.enumerated().compactMap { index, outcome in
            outcome.problem.map { InputProblem(spec: specs[index].sourcePath ?? specs[index].name, message: $0) }
        }
        let report = JSONReport.render(CheckReport(screens: screens, problems: problems))
        let end = ContinuousClock.now
        let textAfter = Self.phaseTimes(engines)
        return Result(
            wallNanoseconds: Stopwatch.nanoseconds(end - start),
            layoutNanoseconds: outcomes.reduce(0) { $0 + $1.layoutNanoseconds },
            checksNanoseconds: outcomes.reduce(0) { $0 + $1.checksNanoseconds },
            reportNanoseconds: Stopwatch.nanoseconds(end - reportStart),
            text: textAfter.adding(textBefore, times: -1),
            checks: screens.count * ContentSizeCategory.allCases.count,
            findings: screens.reduce(0) { $0 + $1.findings.count },
            findingKinds: Self.kinds(screens),
            problems: problems.count,
            reportBytes: report.utf8.count,
            reportDigest: Stopwatch.fnv1a(report),
            report: report)
    }

    /// The engines' phase times, summed.
    static func phaseTimes(_ engines: [LayoutEngine]) -> TextPhaseTimes {
        engines.reduce(TextPhaseTimes()) { sum, engine in sum.adding(engine.text.phaseTimes, times: 1) }
    }

    /// The engines' cache statistics, summed.
    static func cacheStatistics(_ engines: [LayoutEngine]) -> TextCacheStatistics {
        engines.reduce(TextCacheStatistics()) { sum, engine in
            let statistics = engine.text.cacheStatistics
            return TextCacheStatistics(shapes: sum.shapes + statistics.shapes, hits: sum.hits + statistics.hits,
                                       misses: sum.misses + statistics.misses, entries: sum.entries + statistics.entries,
                                       layoutHits: sum.layoutHits + statistics.layoutHits,
                                       layoutMisses: sum.layoutMisses + statistics.layoutMisses)
        }
    }

    static func kinds(_ screens: [ScreenReport]) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for finding in screens.flatMap(\.findings) {
            counts["\(finding.kind)", default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }
    }

    /// Lays `spec` out on its first device at the 12 categories and runs the detector.
    static func check(_ spec: ScreenSpec, engine: LayoutEngine, detector: OverflowDetector) -> SpecOutcome {
        guard let device = spec.devices.first else {
            return SpecOutcome(report: nil, problem: "the spec has no device", layoutNanoseconds: 0, checksNanoseconds: 0)
        }
        let start = ContinuousClock.now
        let layouts: [ScreenLayout]
        do {
            layouts = try engine.layouts(spec, device: device, categories: ContentSizeCategory.allCases)
        } catch {
            return SpecOutcome(report: nil, problem: "\(error)", layoutNanoseconds: 0, checksNanoseconds: 0)
        }
        let laidOut = ContinuousClock.now
        let report = detector.report(for: spec, layouts: layouts)
        let end = ContinuousClock.now
        return SpecOutcome(report: report, problem: nil, layoutNanoseconds: Stopwatch.nanoseconds(laidOut - start),
                           checksNanoseconds: Stopwatch.nanoseconds(end - laidOut))
    }
}

/// Clock and digest helpers.
enum Stopwatch {
    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }

    /// Runs `body` and returns its result with the nanoseconds it took.
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Int) {
        let start = ContinuousClock.now
        let value = try body()
        return (value, nanoseconds(ContinuousClock.now - start))
    }

    /// 64-bit FNV-1a of the UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension TextPhaseTimes {
    /// These times with `factor` × `other` added to each: a sum of engines' times (1), or the
    /// times between two readings (-1).
    func adding(_ other: TextPhaseTimes, times factor: Int) -> TextPhaseTimes {
        TextPhaseTimes(analysisNanoseconds: analysisNanoseconds + factor * other.analysisNanoseconds,
                       compositionNanoseconds: compositionNanoseconds + factor * other.compositionNanoseconds,
                       calls: calls + factor * other.calls,
                       harfBuzzNanoseconds: harfBuzzNanoseconds + factor * other.harfBuzzNanoseconds)
    }
}
