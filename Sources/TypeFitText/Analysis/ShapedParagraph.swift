import TypeFitSupport
/// One run of a paragraph shaped with one font: a single bidi level, script and font.
struct ShapedRun: Sendable {
    /// UTF-16 offsets in the paragraph.
    var range: Range<Int>
    var font: FontFace
    var level: UInt8
    /// ISO 15924 tag.
    var script: String
    /// Clusters are relative to `range.lowerBound`.
    var shape: ShapeResult

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// A paragraph (text between mandatory breaks) itemised and shaped once, in em units
/// (font units ÷ units per em), so that any point size is a multiplication away.
///
/// Positions are UTF-16 offsets in the paragraph, 0…`count`. Per position it keeps
/// the prefix sum of advances (each cluster's advance counted at its first unit), whether
/// a grapheme starts there, whether the shaping is safe to cut there, and whether an
/// over-long word may be broken there.
///
/// A class: every line breaker, assembler and truncator of every composition holds the
/// paragraph, and a reference is one retain where a copy of the value retained each of its
/// arrays. Immutable once made, but for bounded memos under one lock (``Memos``), which change
/// speed, never a width.
final class ShapedParagraph: Sendable {
    /// Offset of the paragraph in the request text.
    let offset: Int
    /// The paragraph's text (without its line terminator).
    let units: [UInt16]
    /// The text as shaped (tabs become spaces).
    let shapingUnits: [UInt16]
    let runs: [ShapedRun]
    /// The resolved base bidi level (0 = left to right).
    let baseLevel: UInt8
    /// Bidi level of every unit.
    let levels: [UInt8]
    /// `prefixEm[i]`: the advance of everything before position `i`, in em.
    let prefixEm: [Double]
    /// `graphemePrefix[i]`: the number of grapheme clusters that start before position `i`.
    let graphemePrefix: [Int]
    /// Whether a grapheme cluster starts at position `i` (true at 0 and `count`).
    let graphemeStart: [Bool]
    /// Whether cutting the text at position `i` leaves the shaping of both sides unchanged
    /// (a run edge, or a HarfBuzz cluster start without UNSAFE_TO_BREAK).
    let safe: [Bool]
    /// Whether a word may be broken at position `i` when it is wider than the line:
    /// a grapheme boundary (with conjuncts kept whole) that is also a HarfBuzz cluster start.
    let breakable: [Bool]
    /// The positions after 0 where `breakable` is true, ending with `count` (none when empty).
    let breakablePositions: [Int]
    /// UAX #14 soft break opportunities, ascending, ending with `count`.
    let opportunities: [Int]
    /// Whether the unit is white space that hangs at the end of a line.
    let hangs: [Bool]
    /// Language passed to HarfBuzz when a piece is reshaped.
    let language: String?
    /// What the paragraph remembers as it is broken at every width and size it is given: the
    /// only mutable state of the class, under one lock, so analysing a paragraph allocates one
    /// lock, not one per memo. Each memo changes speed, never a width.
    private struct Memos {
        /// The pieces between consecutive ``opportunities`` (words with their hanging space),
        /// measured the first time they are asked for (``wordPieces(cache:)``): what the
        /// min-content width is the widest of, at any size. Only
        /// ``TextEngine/minContentWidth(_:)`` needs them (the layout engine never asks), and each
        /// piece next to an unsafe cut is reshaped on its own.
        var words: [Piece]?
        /// The pieces between consecutive breakable positions (grapheme clusters), measured the
        /// first time they are asked for (``clusterPieces(cache:)``): only charWrap text and the
        /// narrowest width of a wrapping label need them, and each cluster next to an unsafe cut
        /// is reshaped on its own, so they are measured only for the texts that need them.
        var clusters: [Piece]?
        /// Corrections of pieces reshaped at unsafe cuts (``correction(_:_:visible:cache:)``) by
        /// start, end and visible end. The paragraph measures the same pieces at each width and
        /// size; a look here spares building, hashing and comparing the piece's key in the
        /// shaping cache. At most ``correctionMemoLimit``.
        var corrections: [MemoKey: Double] = [:]
        /// Opportunities found afresh from a position after a split word
        /// (``LineBreaker/resegmented(from:)``) by position, and how many integers they hold
        /// (`resegmentedHeld`): at most ``resegmentedMemoLimit``. Kept here rather than in a
        /// table of the shaping cache keyed by paragraph and position, whose lookup takes a
        /// lock, hashing and two generations.
        var resegmented: [MemoKey: [Int]] = [:]
        var resegmentedHeld = 0
        /// The ellipsis tokens of truncated lines, by the runs before and after the token (-1 at
        /// the line's edge): a token depends on those runs, the paragraph's level and language
        /// and the font chain, never on the size or width, so every truncation of the paragraph
        /// at every size shares them (each had its token's key made, hashed and looked up in the
        /// shaping cache). At most ``ellipsisTokenLimit``.
        var ellipsisTokens: [(previousRun: Int, nextRun: Int, token: Truncator.Token)] = []
    }

    private let memos = LockedValue(Memos())
    static let correctionMemoLimit = 1024
    static let ellipsisTokenLimit = 16

    /// The ellipsis token between runs `previousRun` and `nextRun` (-1: the line's edge), made
    /// with `make` the first time.
    func ellipsisToken(previousRun: Int, nextRun: Int, make: () -> Truncator.Token) -> Truncator.Token {
        let known = memos.withLock { memos -> Truncator.Token? in
            for index in memos.ellipsisTokens.indices where memos.ellipsisTokens[index].previousRun == previousRun
                && memos.ellipsisTokens[index].nextRun == nextRun {
                return memos.ellipsisTokens[index].token
            }
            return nil
        }
        if let known { return known }
        let token = make()
        memos.withLock { memos in
            if memos.ellipsisTokens.count < Self.ellipsisTokenLimit { memos.ellipsisTokens.append((previousRun, nextRun, token)) }
        }
        return token
    }

    /// The most integers the memo of opportunities found afresh holds (``Memos/resegmented``):
    /// four times the paragraph's own opportunities, and at least 1,024, so the memo stays in
    /// proportion to the paragraph.
    var resegmentedMemoLimit: Int { max(1024, 4 * opportunities.count) }

    init(offset: Int, units: [UInt16], shapingUnits: [UInt16], runs: [ShapedRun], baseLevel: UInt8,
         levels: [UInt8], prefixEm: [Double], graphemePrefix: [Int], graphemeStart: [Bool], safe: [Bool],
         breakable: [Bool], breakablePositions: [Int], opportunities: [Int], hangs: [Bool], language: String?) {
        self.offset = offset
        self.units = units
        self.shapingUnits = shapingUnits
        self.runs = runs
        self.baseLevel = baseLevel
        self.levels = levels
        self.prefixEm = prefixEm
        self.graphemePrefix = graphemePrefix
        self.graphemeStart = graphemeStart
        self.safe = safe
        self.breakable = breakable
        self.breakablePositions = breakablePositions
        self.opportunities = opportunities
        self.hangs = hangs
        self.language = language
    }

    /// A piece of the paragraph cut out on its own: its visible advance in em (reshaped at
    /// unsafe cuts, as ``widthEm(start:end:visible:cache:)`` measures a line) and its grapheme
    /// clusters (each takes the tracking). Its width at a size is that of a line of just it.
    struct Piece: Sendable {
        var em: Double
        var graphemes: Int

        func width(size: Double, tracking: Double) -> Double {
            LineBreaker.width(em: em, graphemes: graphemes, size: size, tracking: tracking)
        }
    }

    /// The opportunities found afresh from `start` before, or nil.
    func resegmentedLine(from start: Int) -> [Int]? {
        memos.withLock { $0.resegmented[MemoKey(start)] }
    }

    /// Keeps the opportunities found afresh from `start`, while the memo has room.
    func keepResegmentedLine(_ found: [Int], from start: Int) {
        let limit = resegmentedMemoLimit
        memos.withLock { memos in
            guard memos.resegmented[MemoKey(start)] == nil, memos.resegmentedHeld + found.count <= limit else { return }
            memos.resegmented[MemoKey(start)] = found
            memos.resegmentedHeld += found.count
        }
    }

    /// The pieces between consecutive ``opportunities`` (words), as cut out of the paragraph:
    /// measured on the first call, then kept (two threads asking at once may both measure them,
    /// with the same result).
    func wordPieces(cache: ShapingCache) -> [Piece] {
        if let known = memos.withLock({ $0.words }) { return known }
        let measured = pieces(between: opportunities, cache: cache)
        memos.withLock { $0.words = measured }
        return measured
    }

    /// The pieces between consecutive breakable positions (grapheme clusters), as cut out of the
    /// paragraph: measured on the first call, then kept (two threads asking at once may both
    /// measure them, with the same result).
    func clusterPieces(cache: ShapingCache) -> [Piece] {
        if let known = memos.withLock({ $0.clusters }) { return known }
        let measured = pieces(between: breakablePositions, cache: cache)
        memos.withLock { $0.clusters = measured }
        return measured
    }

    /// The pieces of the paragraph between consecutive `ends` (ascending, after 0).
    private func pieces(between ends: [Int], cache: ShapingCache) -> [Piece] {
        var result: [Piece] = []
        result.reserveCapacity(ends.count)
        var start = 0
        for end in ends where end > start {
            let visible = visibleEnd(start: start, end: end)
            result.append(Piece(em: widthEm(start: start, end: end, visible: visible, cache: cache),
                                graphemes: graphemeCount(start, visible)))
            start = end
        }
        return result
    }

    var count: Int { units.count }
    var isRightToLeft: Bool { baseLevel & 1 == 1 }

    /// The index of the run containing position `offset` (the last run for `count`).
    func runIndex(containing offset: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The end of the visible text of a line `[start, end)`: before its hanging white space.
    func visibleEnd(start: Int, end: Int) -> Int {
        var visible = end
        while visible > start && hangs[visible - 1] { visible -= 1 }
        return visible
    }

    /// Grapheme clusters starting in `[start, end)`.
    func graphemeCount(_ start: Int, _ end: Int) -> Int {
        end > start ? graphemePrefix[end] - graphemePrefix[start] : 0
    }

    /// The advance in em of the line `[start, end)` up to `visible`: the larger of its advance
    /// in the paragraph's shaping and its advance when the paragraph is cut at `start` and
    /// `end` (pieces next to a cut that is not safe reshaped with their context, as browsers
    /// do). A line fits only when both fit, as in Blink, and reporting the larger keeps a
    /// text laid out again at its own width on the same lines.
    func widthEm(start: Int, end: Int, visible: Int, cache: ShapingCache) -> Double {
        guard visible > start else { return 0 }
        let original = prefixEm[visible] - prefixEm[start]
        return max(original, cutWidthEm(start: start, end: end, visible: visible, cache: cache))
    }

    /// The advance in em of `[start, visible)` when the paragraph is cut at `start` and `end`.
    func cutWidthEm(start: Int, end: Int, visible: Int, cache: ShapingCache) -> Double {
        guard visible > start else { return 0 }
        var total = prefixEm[visible] - prefixEm[start]
        if safe[start] && safe[end] { return total }
        if !safe[start] {
            let pieceEnd = nextSafe(after: start)
            if end <= pieceEnd {
                return total + correction(start, end, visible: visible, cache: cache)
            }
            total += correction(start, pieceEnd, visible: visible, cache: cache)
        }
        if !safe[end] {
            let pieceStart = max(previousSafe(before: end), start)
            total += correction(pieceStart, end, visible: visible, cache: cache)
        }
        return total
    }

    /// The nearest safe position after `offset`, not beyond its run.
    func nextSafe(after offset: Int) -> Int {
        let runEnd = runs[runIndex(containing: offset)].range.upperBound
        var position = offset + 1
        while position < runEnd && !safe[position] { position += 1 }
        return min(position, runEnd)
    }

    /// The nearest safe position before `offset`, not before the start of its run.
    func previousSafe(before offset: Int) -> Int {
        let runStart = runs[runIndex(containing: offset - 1)].range.lowerBound
        var position = offset - 1
        while position > runStart && !safe[position] { position -= 1 }
        return max(position, runStart)
    }

    /// The shaping of `[start, end)` (within one run) on its own.
    func reshape(_ start: Int, _ end: Int, cache: ShapingCache) -> ShapeResult {
        let run = runs[runIndex(containing: start)]
        let key = ShapeKey(font: run.font, paragraph: shapingUnits, range: start..<end, script: run.script,
                           rightToLeft: run.isRightToLeft, language: language)
        return cache.shape(key)
    }

    /// Reshaped advance minus the paragraph's advance of `[start, min(end, visible))`, in em.
    private func correction(_ start: Int, _ end: Int, visible: Int, cache: ShapingCache) -> Double {
        let limit = min(end, visible)
        guard limit > start else { return 0 }
        // Positions below 2^21 (a request holds at most 1,000,000 UTF-16 units) pack into one key.
        let key = end < 1 << 21 ? MemoKey(start | end << 21 | limit << 42) : nil
        if let key, let known = memos.withLock({ $0.corrections[key] }) { return known }
        let shaped = reshape(start, end, cache: cache)
        var units = 0
        for glyph in shaped.glyphs where start + glyph.cluster < limit {
            units += Int(glyph.advance)
        }
        let reshaped = Double(units) / Double(shaped.unitsPerEm)
        let correction = reshaped - (prefixEm[limit] - prefixEm[start])
        if let key {
            memos.withLock { memos in
                if memos.corrections.count < Self.correctionMemoLimit { memos.corrections[key] = correction }
            }
        }
        return correction
    }
}

/// A whole request text, analysed: its paragraphs and the characters no font covers.
struct ShapedText: Sendable {
    var paragraphs: [ShapedParagraph]
    /// Unique scalars that no font of the chain covers, in text order.
    var missingCharacters: [Unicode.Scalar]
    /// The requested font (first of the chain).
    var primary: FontFace
}

/// A key of a paragraph's own memos: a position, or positions packed into one integer.
struct MemoKey: DigestKey, Sendable {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    var digest: UInt64 { UInt64(bitPattern: Int64(value)) }
}
