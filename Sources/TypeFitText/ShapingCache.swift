import Synchronization

/// How much work the measurement cache saved: HarfBuzz calls made, and lookups of
/// analysed text (itemised and shaped, size-independent) that hit or missed.
public struct TextCacheStatistics: Sendable, Hashable {
    /// HarfBuzz shaping calls made so far.
    public var shapes: Int
    /// Lookups of analysed text that found it already shaped.
    public var hits: Int
    /// Lookups that had to itemise and shape the text.
    public var misses: Int
    /// Analysed texts and shaped runs currently held.
    public var entries: Int

    public init(shapes: Int = 0, hits: Int = 0, misses: Int = 0, entries: Int = 0) {
        self.shapes = shapes
        self.hits = hits
        self.misses = misses
        self.entries = entries
    }
}

/// The measurement cache: shaped runs by `ShapeKey` and analysed texts by `AnalysisKey`,
/// both independent of the point size, so one label at 12 sizes or a screen laid out
/// twice is shaped once. Thread-safe (one lock); when a table grows past its limit it
/// is emptied, which changes speed, never results.
final class ShapingCache: Sendable {
    /// What an analysed text depends on.
    struct AnalysisKey: Hashable, Sendable {
        var text: String
        var fontPaths: [String]
        var direction: WritingDirection
        var locale: String?
    }

    private struct State {
        var shapes: [ShapeKey: ShapeResult] = [:]
        var analyses: [AnalysisKey: ShapedText] = [:]
        var statistics = TextCacheStatistics()
    }

    /// The most shaped runs kept before the table is emptied.
    let shapeLimit: Int
    /// The most analysed texts kept before the table is emptied.
    let analysisLimit: Int
    private let state = Mutex(State())

    init(shapeLimit: Int = 50_000, analysisLimit: Int = 10_000) {
        self.shapeLimit = shapeLimit
        self.analysisLimit = analysisLimit
    }

    /// The shaped run for `key`, shaping it with `font` on a miss.
    func shape(_ key: ShapeKey, font: FontFace) -> ShapeResult {
        if let known = state.withLock({ $0.shapes[key] }) { return known }
        let shaped = Shaper.shape(key, font: font)
        state.withLock { state in
            if state.shapes.count >= shapeLimit { state.shapes.removeAll(keepingCapacity: true) }
            state.shapes[key] = shaped
            state.statistics.shapes += 1
        }
        return shaped
    }

    /// The analysed text for `key`, building it with `build` on a miss.
    func analysis(_ key: AnalysisKey, build: () throws(TextError) -> ShapedText) throws(TextError) -> ShapedText {
        let known = state.withLock { state -> ShapedText? in
            let found = state.analyses[key]
            if found != nil { state.statistics.hits += 1 } else { state.statistics.misses += 1 }
            return found
        }
        if let known { return known }
        let built = try build()
        state.withLock { state in
            if state.analyses.count >= analysisLimit { state.analyses.removeAll(keepingCapacity: true) }
            state.analyses[key] = built
        }
        return built
    }

    /// Counters so far.
    var statistics: TextCacheStatistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.entries = state.shapes.count + state.analyses.count
            return statistics
        }
    }
}
