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

    public init(fonts: FontLibrary) {
        self.fonts = fonts
        self.cache = ShapingCache()
    }

    /// Shaping calls made and analysed-text cache hits and misses so far.
    public var cacheStatistics: TextCacheStatistics { cache.statistics }

    /// Lays out one request. Throws for a font that cannot be loaded or a value out of range.
    public func layout(_ request: TextRequest) throws(TextError) -> TextLayout {
        try request.validate()
        let chain = try fonts.chain(family: request.font.family, weight: request.font.weight,
                                    baseDirectory: request.baseDirectory)
        let analyzer = TextAnalyzer(chain: chain, cache: cache, direction: request.direction, locale: request.locale)
        let key = ShapingCache.AnalysisKey(text: request.text, fontPaths: chain.fonts.map(\.path),
                                           direction: request.direction, locale: request.locale)
        let shaped = try cache.analysis(key) { () throws(TextError) -> ShapedText in
            try analyzer.analyze(request.text)
        }
        let size = fittingSize(shaped, request)
        return try TextComposer(text: shaped, request: request, size: size, analyzer: analyzer, cache: cache).compose()
    }

    /// The size to lay out at: the requested one, or with `minimumScaleFactor` and a line limit,
    /// the largest size on a 0.01 pt grid down to factor × size at which the text fits the width
    /// and the line limit without breaking a word.
    func fittingSize(_ shaped: ShapedText, _ request: TextRequest) -> Double {
        let size = request.font.size
        guard request.minimumScaleFactor > 0, request.minimumScaleFactor < 1, request.lines > 0,
              let width = request.width else { return size }
        let charWrap = request.lineBreak == .charWrap
        func fits(_ candidate: Double) -> Bool {
            var count = 0
            for paragraph in shaped.paragraphs {
                let breaker = LineBreaker(paragraph: paragraph, size: candidate, tracking: request.font.tracking, cache: cache)
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
