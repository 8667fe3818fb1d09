/// Cuts the last allowed line to the width with an ellipsis "…" at its head, middle or
/// tail, or clips it, cutting only at grapheme boundaries (and never inside a HarfBuzz
/// cluster).
///
/// A truncated line is modelled as Core Text's `CTLineCreateTruncatedLine` and Chromium's
/// `text-overflow: ellipsis` build it: the shown pieces of the paragraph keep the glyphs they
/// have in the whole paragraph (a kerning with the hidden letter after the cut, an Arabic
/// letter's joined form), and the ellipsis is a token shaped on its own, not kerned with its
/// neighbours. The line's width is the pieces' advances in the paragraph plus the token's, so
/// the longest prefix (or suffix) that fits is found without shaping any text. The token
/// takes the font of the text before it when that font has the glyph, else the first font of
/// the chain that has it. Tests/Tools/README.md records what Chromium does.
struct Truncator {
    static let ellipsisUnit: UInt16 = 0x2026
    static let ellipsisScalar: Unicode.Scalar = "\u{2026}"

    /// The ellipsis as drawn in one line: a run of its own.
    struct Token: Sendable {
        var font: FontFace
        /// Its bidi level in the line (UAX #9 rules N1 and N2 for a neutral between its neighbours).
        var level: UInt8
        var shape: ShapeResult
        /// Its advance in em.
        var em: Double
    }

    /// A truncated line: the pieces of the paragraph it shows around the token.
    struct Line {
        /// The code units of the line's text, the ellipsis included.
        var units: [UInt16]
        /// Paragraph offsets from the first to the last shown unit of the original text.
        var range: Range<Int>
        /// What the line shows, in logical order.
        var segments: [LineAssembler.Segment]
        var width: Double
    }

    var breaker: LineBreaker
    var chain: FontChain

    private var paragraph: ShapedParagraph { breaker.paragraph }

    /// Truncates `[start, paragraph end)` to `available` in `mode` (head, middle or tail).
    func truncate(start: Int, available: Double, mode: LineBreakMode) -> Line {
        let end = paragraph.count
        let positions = cutPositions(from: start)
        var tokens = TokenMemo()
        switch mode {
        case .truncateHead:
            // The suffixes shrink as their start moves on: the fitting ones come last.
            let index = Self.boundary(in: positions.count, fitsFromTheEnd: true) { index in
                let suffixStart = skipSpaces(from: positions[index], to: end)
                let token = tokens.token(self, after: nil, before: suffixStart < end ? suffixStart : nil)
                return LineBreaker.fits(width(of: token) + width(suffixStart, end), in: available)
            } ?? positions.count - 1
            let suffixStart = skipSpaces(from: positions[index], to: end)
            return line(prefix: start..<start, suffix: suffixStart..<end, tokens: &tokens)
        case .truncateMiddle:
            let (prefixIndex, suffixIndex) = middleSplit(positions, available: available, tokens: &tokens)
            let prefixEnd = paragraph.visibleEnd(start: start, end: positions[prefixIndex])
            let suffixStart = skipSpaces(from: positions[suffixIndex], to: end)
            return line(prefix: start..<prefixEnd, suffix: suffixStart..<end, tokens: &tokens)
        default:
            // The prefixes grow with their end: the fitting ones come first.
            let index = Self.boundary(in: positions.count, fitsFromTheEnd: false) { index in
                let prefixEnd = paragraph.visibleEnd(start: start, end: positions[index])
                let token = tokens.token(self, after: prefixEnd > start ? prefixEnd - 1 : nil, before: nil)
                return LineBreaker.fits(width(start, prefixEnd) + width(of: token), in: available)
            } ?? 0
            let prefixEnd = paragraph.visibleEnd(start: start, end: positions[index])
            return line(prefix: start..<prefixEnd, suffix: end..<end, tokens: &tokens)
        }
    }

    /// Where a truncated line may cut `[start, paragraph end)`: `start` and the breakable
    /// positions after it (grapheme boundaries that are also cluster starts), up to the end.
    private func cutPositions(from start: Int) -> [Int] {
        let breakable = paragraph.breakablePositions
        var low = 0
        var high = breakable.count
        while low < high {
            let middle = (low + high) / 2
            if breakable[middle] > start { high = middle } else { low = middle + 1 }
        }
        var positions: [Int] = []
        positions.reserveCapacity(1 + breakable.count - low)
        positions.append(start)
        positions += breakable[low...]
        return positions
    }

    /// The index of the longest piece that fits, among `count` candidates ordered from the
    /// shortest (`fitsFromTheEnd` false: prefixes, which fit up to some index) or from the
    /// longest (true: suffixes, which fit from some index on); nil when none fits.
    ///
    /// Found by bisection, as the widths grow with the piece: a paragraph's advances are not
    /// negative. Where they shrink against the grain (negative tracking, a token in another
    /// font) the answer steps on while the next piece fits.
    private static func boundary(in count: Int, fitsFromTheEnd: Bool, _ fits: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        // Seen from the short end, candidate `rank` is the rank-th shortest.
        let index = { (rank: Int) in fitsFromTheEnd ? count - 1 - rank : rank }
        guard fits(index(0)) else { return nil }
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(index(middle)) { low = middle } else { high = middle - 1 }
        }
        while low + 1 < count && fits(index(low + 1)) { low += 1 }
        return index(low)
    }

    /// The clipped line: the grapheme clusters that start inside the width (the last may be
    /// cut by the edge); its width is at most `available`.
    func clip(start: Int, available: Double) -> LineSpan {
        let end = paragraph.count
        var cut = end
        for position in start + 1...max(end, start + 1) where position <= end && paragraph.breakable[position] {
            if !LineBreaker.fits(breaker.measure(start, position).width, in: available) {
                cut = position
                break
            }
        }
        let measured = breaker.measure(start, cut)
        return LineSpan(start: start, end: cut, visible: measured.visible, width: min(measured.width, available),
                        brokeWord: false)
    }

    /// The width of `[start, end)` without its hanging white space, with the advances it has
    /// in the whole paragraph (never reshaped at its cuts).
    private func width(_ start: Int, _ end: Int) -> Double {
        breaker.originalWidth(start, end)
    }

    /// The token's width at the breaker's size: its advance and the tracking of one grapheme.
    private func width(of token: Token) -> Double {
        breaker.width(em: token.em, graphemes: 1)
    }

    /// Balances a prefix and a suffix around the ellipsis: grows the narrower side one
    /// grapheme at a time while the whole still fits.
    private func middleSplit(_ positions: [Int], available: Double, tokens: inout TokenMemo) -> (Int, Int) {
        let start = positions[0]
        let end = paragraph.count
        var prefixIndex = 0
        var suffixIndex = positions.count - 1
        var prefixWidth = 0.0
        var suffixWidth = 0.0
        func tokenWidth(prefixEnd: Int, suffixStart: Int) -> Double {
            width(of: tokens.token(self, after: prefixEnd > start ? prefixEnd - 1 : nil,
                                   before: suffixStart < end ? suffixStart : nil))
        }
        while prefixIndex + 1 < suffixIndex {
            let grownPrefixEnd = paragraph.visibleEnd(start: start, end: positions[prefixIndex + 1])
            let grownSuffixStart = skipSpaces(from: positions[suffixIndex - 1], to: end)
            let prefixEnd = paragraph.visibleEnd(start: start, end: positions[prefixIndex])
            let suffixStart = skipSpaces(from: positions[suffixIndex], to: end)
            let growPrefix = width(start, grownPrefixEnd)
            let growSuffix = width(grownSuffixStart, end)
            let prefixFits = LineBreaker.fits(growPrefix + tokenWidth(prefixEnd: grownPrefixEnd, suffixStart: suffixStart)
                                              + suffixWidth, in: available)
            let suffixFits = LineBreaker.fits(prefixWidth + tokenWidth(prefixEnd: prefixEnd, suffixStart: grownSuffixStart)
                                              + growSuffix, in: available)
            if prefixFits && (prefixWidth <= suffixWidth || !suffixFits) {
                prefixIndex += 1
                prefixWidth = growPrefix
            } else if suffixFits {
                suffixIndex -= 1
                suffixWidth = growSuffix
            } else {
                break
            }
        }
        return (prefixIndex, suffixIndex)
    }

    private func skipSpaces(from position: Int, to end: Int) -> Int {
        var result = position
        while result < end && paragraph.hangs[result] { result += 1 }
        return result
    }

    /// The line `prefix + "…" + suffix` and its width.
    private func line(prefix: Range<Int>, suffix: Range<Int>, tokens: inout TokenMemo) -> Line {
        var units: [UInt16] = []
        units.reserveCapacity(prefix.count + 1 + suffix.count)
        units += paragraph.units[prefix]
        units.append(Self.ellipsisUnit)
        units += paragraph.units[suffix]
        let token = tokens.token(self, after: prefix.isEmpty ? nil : prefix.upperBound - 1,
                                 before: suffix.isEmpty ? nil : suffix.lowerBound)
        var segments: [LineAssembler.Segment] = []
        if !prefix.isEmpty { segments.append(.inLine(start: prefix.lowerBound, end: prefix.upperBound)) }
        segments.append(.token(token))
        if !suffix.isEmpty {
            let visible = paragraph.visibleEnd(start: suffix.lowerBound, end: suffix.upperBound)
            segments.append(.inLine(start: suffix.lowerBound, end: visible))
        }
        let width = width(prefix.lowerBound, prefix.upperBound) + width(of: token) + width(suffix.lowerBound, suffix.upperBound)
        let covered = prefix.isEmpty ? suffix : (suffix.isEmpty ? prefix : prefix.lowerBound..<suffix.upperBound)
        return Line(units: units, range: covered, segments: segments, width: width)
    }

    /// The token between the runs holding the last unit shown before it and the first shown
    /// after it (nil at the line's edge), shaped alone through the shaping cache.
    fileprivate func makeToken(previousRun: ShapedRun?, nextRun: ShapedRun?) -> Token {
        let font: FontFace
        if let previousRun, previousRun.font.covers(Self.ellipsisScalar) {
            font = previousRun.font
        } else {
            font = chain.fonts.first { $0.covers(Self.ellipsisScalar) }?.face ?? chain.primary
        }
        let level = Self.level(before: previousRun?.level, after: nextRun?.level, base: paragraph.baseLevel)
        let script = previousRun?.script ?? nextRun?.script ?? UnicodeAnalysis.scriptTag(UnicodeAnalysis.commonScript)
        let key = ShapeKey(font: font, paragraph: [Self.ellipsisUnit], range: 0..<1, script: script,
                           rightToLeft: level & 1 == 1, language: paragraph.language)
        let shape = breaker.cache.shape(key)
        let advance = shape.glyphs.reduce(0) { $0 + Int($1.advance) }
        return Token(font: font, level: level, shape: shape, em: Double(advance) / Double(shape.unitsPerEm))
    }

    /// The level of a neutral between units at levels `before` and `after` (nil: the line's
    /// edge, which counts as the paragraph's direction): the direction of both sides when
    /// they agree (N1), else the paragraph's (N2), at the lowest level of that direction.
    private static func level(before: UInt8?, after: UInt8?, base: UInt8) -> UInt8 {
        let left = (before ?? base) & 1
        let right = (after ?? base) & 1
        return left == right && left != base & 1 ? base + 1 : base
    }

    /// The tokens shaped for one truncation, by the runs on either side: a run has one font,
    /// level and script, all that a token depends on, so the candidates of a search mostly
    /// share one. A token not made in this truncation is the paragraph's
    /// (``ShapedParagraph/ellipsisToken(previousRun:nextRun:make:)``).
    fileprivate struct TokenMemo {
        private var made: [(previousRun: Int, nextRun: Int, token: Token)] = []

        mutating func token(_ truncator: Truncator, after: Int?, before: Int?) -> Token {
            let paragraph = truncator.paragraph
            let previousRun = after.map(paragraph.runIndex(containing:)) ?? -1
            let nextRun = before.map(paragraph.runIndex(containing:)) ?? -1
            if let known = made.first(where: { $0.previousRun == previousRun && $0.nextRun == nextRun }) {
                return known.token
            }
            let token = paragraph.ellipsisToken(previousRun: previousRun, nextRun: nextRun) {
                truncator.makeToken(previousRun: previousRun >= 0 ? paragraph.runs[previousRun] : nil,
                                    nextRun: nextRun >= 0 ? paragraph.runs[nextRun] : nil)
            }
            made.append((previousRun, nextRun, token))
            return token
        }
    }
}
