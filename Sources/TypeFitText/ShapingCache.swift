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
    /// Layout requests answered from the layout table (the same request laid out before).
    public var layoutHits: Int
    /// Layout requests that had to be composed.
    public var layoutMisses: Int

    public init(shapes: Int = 0, hits: Int = 0, misses: Int = 0, entries: Int = 0, layoutHits: Int = 0, layoutMisses: Int = 0) {
        self.shapes = shapes
        self.hits = hits
        self.misses = misses
        self.entries = entries
        self.layoutHits = layoutHits
        self.layoutMisses = layoutMisses
    }
}

/// The measurement cache: shaped runs by `ShapeKey` and analysed texts by `AnalysisKey`,
/// both independent of the point size, so one label at 12 sizes or a screen laid out
/// twice is shaped once; and finished layouts by request, so a screen checked again (the
/// same label at the same size and width) is not broken into lines again. Thread-safe (one lock); when a table grows past its limit it
/// is emptied, which changes speed, never results.
final class ShapingCache: Sendable {
    /// What an analysed text depends on: the text's exact code units (see `TextRequest.==`).
    struct AnalysisKey: Hashable, Sendable {
        var text: String
        var fontPaths: [String]
        var direction: WritingDirection
        var locale: String?

        static func == (a: AnalysisKey, b: AnalysisKey) -> Bool {
            a.fontPaths == b.fontPaths && a.direction == b.direction && a.locale == b.locale
                && TextRequest.sameCodeUnits(a.text, b.text)
        }

        func hash(into hasher: inout Hasher) {
            TextRequest.hashCodeUnits(of: text, into: &hasher)
            hasher.combine(fontPaths)
            hasher.combine(direction)
            hasher.combine(locale)
        }
    }

    /// What the break opportunities of a text found afresh depend on.
    struct ResegmentKey: Hashable, Sendable {
        var units: [UInt16]
        var language: String?
    }

    private struct State {
        var shapes: [ShapeKey: ShapeResult] = [:]
        var analyses: [AnalysisKey: ShapedText] = [:]
        var layouts: [TextRequest: TextLayout] = [:]
        var measures: [TextRequest: TextMeasure] = [:]
        var resegmentations: [ResegmentKey: [Int]] = [:]
        var statistics = TextCacheStatistics()
    }

    /// The most shaped runs kept before the table is emptied.
    let shapeLimit: Int
    /// The most analysed texts kept before the table is emptied.
    let analysisLimit: Int
    /// The most finished layouts kept before the table is emptied.
    let layoutLimit: Int
    private let state = LockedValue(State())

    init(shapeLimit: Int = 50_000, analysisLimit: Int = 10_000, layoutLimit: Int = 20_000) {
        self.shapeLimit = shapeLimit
        self.analysisLimit = analysisLimit
        self.layoutLimit = layoutLimit
    }

    /// The layout of `request`, composing it with `build` on a miss. A layout is a function of
    /// its request alone (the fonts of an engine never change), so a hit gives the same value.
    func layout(_ request: TextRequest, build: () throws(TextError) -> TextLayout) throws(TextError) -> TextLayout {
        let known = state.withLock { state -> TextLayout? in
            let found = state.layouts[request]
            if found != nil { state.statistics.layoutHits += 1 } else { state.statistics.layoutMisses += 1 }
            return found
        }
        if let known { return known }
        let built = try build()
        state.withLock { state in
            if state.layouts.count >= layoutLimit { state.layouts.removeAll(keepingCapacity: true) }
            state.layouts[request] = built
        }
        return built
    }

    /// The measure of `request`: from the measure table, else from a finished layout of the same
    /// request, else built with `build` and kept. Counted with the layout hits and misses.
    func measure(_ request: TextRequest, build: () throws(TextError) -> TextMeasure) throws(TextError) -> TextMeasure {
        let known = state.withLock { state -> TextMeasure? in
            let found = state.measures[request] ?? state.layouts[request].map(TextMeasure.init)
            if found != nil { state.statistics.layoutHits += 1 } else { state.statistics.layoutMisses += 1 }
            return found
        }
        if let known { return known }
        let built = try build()
        state.withLock { state in
            if state.measures.count >= layoutLimit { state.measures.removeAll(keepingCapacity: true) }
            state.measures[request] = built
        }
        return built
    }

    /// The break opportunities of `units` on their own (ICU, from their start), or nil when ICU
    /// fails (not cached). Kept in a table with the analysed texts' limit.
    func resegmentation(of units: [UInt16], language: String?) -> [Int]? {
        let key = ResegmentKey(units: units, language: language)
        if let known = state.withLock({ $0.resegmentations[key] }) { return known }
        guard let found = try? BreakOpportunities.compute(units, locale: language) else { return nil }
        state.withLock { state in
            if state.resegmentations.count >= analysisLimit { state.resegmentations.removeAll(keepingCapacity: true) }
            state.resegmentations[key] = found
        }
        return found
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
            statistics.entries = state.shapes.count + state.analyses.count + state.layouts.count + state.measures.count
            return statistics
        }
    }
}
