import Synchronization

/// Time a ``TextEngine`` spent in its two phases, summed over every thread that called it:
/// analysis (paragraphs, bidi, itemisation, HarfBuzz shaping and line break opportunities,
/// cache lookups included) and composition (line breaking, truncation, glyph assembly); and,
/// within them, in HarfBuzz's shaping calls.
///
/// Measured only by an engine made with `measuresPhases: true`; zero otherwise.
public struct TextPhaseTimes: Sendable, Hashable {
    /// Nanoseconds spent analysing and shaping text (cache lookups included).
    public var analysisNanoseconds: Int
    /// Nanoseconds spent breaking lines and composing the layouts.
    public var compositionNanoseconds: Int
    /// Layout calls timed.
    public var calls: Int
    /// Nanoseconds spent in HarfBuzz's shaping calls (each run's glyphs read out included), part
    /// of the analysis and, for the runs a line's cut reshapes, of the composition.
    public var harfBuzzNanoseconds: Int

    public init(analysisNanoseconds: Int = 0, compositionNanoseconds: Int = 0, calls: Int = 0,
                harfBuzzNanoseconds: Int = 0) {
        self.analysisNanoseconds = analysisNanoseconds
        self.compositionNanoseconds = compositionNanoseconds
        self.calls = calls
        self.harfBuzzNanoseconds = harfBuzzNanoseconds
    }
}

/// Lock-free counters behind ``TextPhaseTimes``.
final class TextPhaseClock: Sendable {
    private let analysis = Atomic<Int>(0)
    private let composition = Atomic<Int>(0)
    private let calls = Atomic<Int>(0)
    private let harfBuzz = Atomic<Int>(0)

    /// Adds one layout call: started at `start`, analysed at `analysed`, composed at `end`.
    func record(start: ContinuousClock.Instant, analysed: ContinuousClock.Instant, end: ContinuousClock.Instant) {
        analysis.add(Self.nanoseconds(analysed - start), ordering: .relaxed)
        composition.add(Self.nanoseconds(end - analysed), ordering: .relaxed)
        calls.add(1, ordering: .relaxed)
    }

    /// Adds one HarfBuzz shaping call, started at `start` and just returned.
    func recordShaping(since start: ContinuousClock.Instant) {
        harfBuzz.add(Self.nanoseconds(.now - start), ordering: .relaxed)
    }

    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }

    var times: TextPhaseTimes {
        TextPhaseTimes(analysisNanoseconds: analysis.load(ordering: .relaxed),
                       compositionNanoseconds: composition.load(ordering: .relaxed),
                       calls: calls.load(ordering: .relaxed), harfBuzzNanoseconds: harfBuzz.load(ordering: .relaxed))
    }
}
