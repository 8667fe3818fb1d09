import Synchronization
import TypeFitSupport

/// Measures and lays out text with real fonts: FreeType and HarfBuzz for the fonts and
/// shaping, ICU for bidi, grapheme clusters and line breaking.
///
/// Phases: analyse (paragraphs → bidi → script and font runs → HarfBuzz, in font units,
/// cached per text and font chain, independent of the size) → shrink (search the
/// largest size ≥ `minimumScaleFactor` × size that fits) → break lines at the width →
/// truncate or clip the last allowed line → assemble glyph runs in visual order.
/// A text laid out at several sizes or several widths is shaped once. Thread-safe.
public final class TextEngine: Sendable {
    public let fonts: FontLibrary
    let cache: ShapingCache
    private let clock: TextPhaseClock?
    /// Analysed texts found in their request's content (``analysis(of:)``), counted with the
    /// analysed-text table's hits. An atomic counter, not a lock: one relaxed addition per
    /// composition.
    private let contentHits = Atomic<Int>(0)

    /// An engine over `fonts`; with `measuresPhases` it times its phases (see ``phaseTimes``),
    /// at the cost of two clock reads per call and per HarfBuzz shaping call.
    ///
    /// With `cacheShare` n > 1 the engine keeps 1/n of the standard cache budget: engines made
    /// to work side by side, one per thread, hold together what one engine would.
    package convenience init(fonts: FontLibrary, measuresPhases: Bool, cacheShare: Int) {
        self.init(fonts: fonts, measuresPhases: measuresPhases, budget: .standard.divided(by: cacheShare))
    }

    /// An engine over `fonts`, with the standard cache budget.
    public convenience init(fonts: FontLibrary) {
        self.init(fonts: fonts, measuresPhases: false, cacheShare: 1)
    }

    /// An engine whose cache tables have `budget` (for tests).
    init(fonts: FontLibrary, measuresPhases: Bool = false, budget: ShapingCache.Budget) {
        self.fonts = fonts
        let clock = measuresPhases ? TextPhaseClock() : nil
        self.cache = ShapingCache(budget: budget, clock: clock)
        self.clock = clock
    }

    /// Time spent analysing and composing so far, summed over threads; zero unless the engine
    /// was made with `measuresPhases`.
    package var phaseTimes: TextPhaseTimes { clock?.times ?? TextPhaseTimes() }

    /// Shaping calls made, analysed-text and layout cache hits and misses so far.
    package var cacheStatistics: TextCacheStatistics {
        var statistics = cache.statistics
        statistics.hits += contentHits.load(ordering: .relaxed)
        return statistics
    }

    /// Lays out one request. Throws for a font that cannot be loaded or a value out of range.
    ///
    /// A request laid out before is answered from the cache (the result is a function of the
    /// request alone).
    ///
    /// - Parameter glyphRuns: false leaves the lines without glyph runs (`runs` empty): every
    ///   number and line string is the same, and only drawing the text needs the runs.
    package func layout(_ request: TextRequest, glyphRuns: Bool) throws(TextError) -> TextLayout {
        try request.validate()
        return try layout(valid: request, glyphRuns: glyphRuns)
    }

    /// Lays out one request with its glyph runs (see ``layout(_:glyphRuns:)``).
    public func layout(_ request: TextRequest) throws(TextError) -> TextLayout {
        try layout(request, glyphRuns: true)
    }

    /// ``layout(_:glyphRuns:)`` of a request already validated (its widthless form is valid too:
    /// it only drops limits).
    private func layout(valid request: TextRequest, glyphRuns: Bool) throws(TextError) -> TextLayout {
        if let widthless = request.widthlessForm {
            let layout = try self.layout(valid: widthless, glyphRuns: glyphRuns)
            if Self.showsAllLines(layout.neededLineCount, of: request) { return layout }
        }
        return try cache.layout(request, glyphRuns: glyphRuns) { (request) throws(TextError) -> TextLayout in
            try compose(request, detail: glyphRuns ? .glyphRuns : .lines)
        }
    }

    /// Measures one request: the numbers of its layout (sizes, line counts, baselines, the
    /// font size used). Equal to ``layout(_:glyphRuns:)``'s numbers.
    ///
    /// Answered from the layout cache when the request was laid out before; else its layout
    /// without glyph runs is composed and kept, since the layout engine asks for the lines of
    /// most texts it measures when it places them (measuring numbers alone and composing the
    /// lines again later composed a third of all texts twice).
    public func measure(_ request: TextRequest) throws(TextError) -> TextMeasure {
        try request.validate()
        return try measure(valid: request)
    }

    /// ``measure(_:)`` of a request already validated.
    private func measure(valid request: TextRequest) throws(TextError) -> TextMeasure {
        if let widthless = request.widthlessForm {
            let measure = try self.measure(valid: widthless)
            if Self.showsAllLines(measure.neededLineCount, of: request) { return measure }
        }
        return try cache.measure(request) { (request) throws(TextError) -> TextLayout in
            try compose(request, detail: .lines)
        }
    }

    /// The widest grapheme cluster of `request`'s text at its font size and tracking, each cut out
    /// of its paragraph on its own (reshaped where HarfBuzz marks the cut unsafe): the
    /// min-content width of the text in charWrap, where any cluster may end a line, so how
    /// narrow a wrapping label can go. The width, line limit and modes of `request` do not
    /// matter. Measured once per analysed text, when first asked for.
    public func widestClusterWidth(_ request: TextRequest) throws(TextError) -> Double {
        try widestPiece(request, charWrap: true)
    }

    /// The min-content width of `request`'s text at its font size and tracking: its widest
    /// unbreakable piece, a word with the space after it (a grapheme cluster in charWrap), each
    /// cut out of its paragraph on its own and reshaped where HarfBuzz marks the cut unsafe.
    /// The width and line limit of `request` do not matter, nor does `minimumScaleFactor`: for
    /// the size a layout shrank to, ask with that size (`TextLayout.fontSize`). Measured once
    /// per analysed text, when first asked for: the layout engine never needs it, so layouts
    /// and measures do not carry it.
    public func minContentWidth(_ request: TextRequest) throws(TextError) -> Double {
        try widestPiece(request, charWrap: request.lineBreak == .charWrap)
    }

    private func widestPiece(_ request: TextRequest, charWrap: Bool) throws(TextError) -> Double {
        try request.validate()
        var widest = 0.0
        for paragraph in try analysis(of: request).shaped.paragraphs {
            let breaker = LineBreaker(paragraph: paragraph, size: request.pointSize, tracking: request.tracking,
                                      cache: cache)
            widest = max(widest, breaker.minContentWidth(charWrap: charWrap))
        }
        return widest
    }

    /// The analysed text of `request` with its font chain: the content's own when this engine's
    /// library analysed it before (``TextRequest/Content/Analysis``; counted as a hit), else
    /// through the analysed-text table (analysing it on a miss), then kept by the content.
    private func analysis(of request: TextRequest) throws(TextError) -> TextRequest.Content.Analysis {
        if let known = request.content.analysis(by: fonts) {
            contentHits.wrappingAdd(1, ordering: .relaxed)
            return known
        }
        let analyzer = TextAnalyzer(chain: try chain(for: request.content), cache: cache, direction: request.direction,
                                    locale: request.locale)
        let analysis = TextRequest.Content.Analysis(library: fonts, chain: analyzer.chain,
                                                    shaped: try analyzer.cachedAnalysis(request.text))
        request.content.keep(analysis)
        return analysis
    }

    /// A font chain this engine has had from the library, with what it was asked for by.
    private struct KnownChain {
        let family: String
        let weight: FontWeight
        /// Whether the family names a file, which is then found from the base directory
        /// (``FontLibrary/looksLikePath(_:)``): only then does the directory tell chains apart.
        let familyIsFile: Bool
        let baseDirectory: String?
        /// The language's entry among the locale fallbacks (``FontLibrary/localeGroup(for:)``).
        let localeGroup: Int?
        let chain: FontChain
    }

    /// The font chains this engine has had from the library: an engine meets a few families at a
    /// few weights, and finding one here, compared in place, costs a fraction of the library's
    /// lookup (its family hashed, under a lock every engine takes; 1.5 % of a cold check).
    private let knownChains = LockedValue<[KnownChain]>([])

    /// How many chains an engine keeps; past that it asks the library each time.
    static let knownChainLimit = 32

    /// The font chain of `content`: the library's, kept by this engine.
    private func chain(for content: TextRequest.Content) throws(TextError) -> FontChain {
        // By index, each field read in place: `first(where:)` copied every entry it looked at.
        let localeGroup = fonts.localeGroup(for: content.locale)
        let known = knownChains.withLock { chains -> FontChain? in
            for index in chains.indices where chains[index].weight == content.weight
                && chains[index].localeGroup == localeGroup
                && TextRequest.sameCodeUnits(chains[index].family, content.family)
                && (!chains[index].familyIsFile
                    || TextRequest.sameCodeUnits(chains[index].baseDirectory, content.baseDirectory)) {
                return chains[index].chain
            }
            return nil
        }
        if let known { return known }
        let chain = try fonts.chain(family: content.family, weight: content.weight, baseDirectory: content.baseDirectory,
                                    localeGroup: localeGroup)
        let entry = KnownChain(family: content.family, weight: content.weight,
                               familyIsFile: FontLibrary.looksLikePath(content.family),
                               baseDirectory: content.baseDirectory, localeGroup: localeGroup, chain: chain)
        knownChains.withLock { chains in
            if chains.count < Self.knownChainLimit { chains.append(entry) }
        }
        return chain
    }

    /// Whether a text of `lineCount` lines is shown whole within `request`'s line limit; a
    /// request without a width then lays out as its ``TextRequest/widthlessForm`` does.
    public static func showsAllLines(_ lineCount: Int, of request: TextRequest) -> Bool {
        request.lines == 0 || lineCount <= request.lines
    }

    /// Analyses (cached) and composes one request, as asked: no cache of layouts, no widthless form.
    func compose(_ request: TextRequest, detail: TextComposer.Detail = .glyphRuns) throws(TextError) -> TextLayout {
        // The untimed path holds no optional instants: the clock's `Instant` is a type of another
        // module, so each optional one was made, tested and destroyed through calls.
        guard let clock else { return compose(request, analysis: try analysis(of: request), detail: detail) }
        let start = ContinuousClock.now
        let analysis = try analysis(of: request)
        let analysed = ContinuousClock.now
        let layout = compose(request, analysis: analysis, detail: detail)
        clock.record(start: start, analysed: analysed, end: .now)
        return layout
    }

    /// Composes `request` from its analysed text.
    private func compose(_ request: TextRequest, analysis: TextRequest.Content.Analysis,
                         detail: TextComposer.Detail) -> TextLayout {
        let size = fittingSize(analysis.shaped, request)
        var composer = TextComposer(analysis: analysis, request: request, size: size, cache: cache)
        composer.detail = detail
        return composer.compose()
    }

    /// The size to lay out at: the requested one, or with `minimumScaleFactor` and a line limit,
    /// the largest size on a 0.01 pt grid down to factor × size at which the text fits the width
    /// and the line limit without breaking a word.
    func fittingSize(_ shaped: ShapedText, _ request: TextRequest) -> Double {
        let size = request.pointSize
        guard request.minimumScaleFactor > 0, request.minimumScaleFactor < 1, request.lines > 0,
              let width = request.width else { return size }
        let charWrap = request.lineBreak == .charWrap
        func fits(_ candidate: Double) -> Bool {
            var count = 0
            for paragraph in shaped.paragraphs {
                let breaker = LineBreaker(paragraph: paragraph, size: candidate, tracking: request.tracking, cache: cache)
                let spans = breaker.breakLines(available: width, charWrap: charWrap)
                count += spans.count
                if count > request.lines || (!charWrap && spans.contains(where: \.brokeWord)) { return false }
            }
            return true
        }
        if fits(size) { return size }
        let smallest = size * request.minimumScaleFactor
        var low = Int((smallest * 100).rounded(.up))
        var high = Int((size * 100).rounded(.down))
        if Double(high) / 100 >= size { high -= 1 }
        guard low <= high, fits(Double(low) / 100) else { return smallest }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(Double(middle) / 100) { low = middle } else { high = middle - 1 }
        }
        return Double(low) / 100
    }
}
