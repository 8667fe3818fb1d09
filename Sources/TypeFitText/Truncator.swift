/// Cuts the last allowed line to the width with an ellipsis "…" at its head, middle or
/// tail, or clips it, cutting only at grapheme boundaries (and never inside a HarfBuzz
/// cluster). The shown text is shaped again as drawn, ellipsis included, in the font
/// chain of the text, so the ellipsis takes the font of the text next to it when that
/// font has one.
struct Truncator {
    static let ellipsis = "\u{2026}"
    static let ellipsisUnit: UInt16 = 0x2026

    /// A truncated line: the text drawn (as its own shaped paragraph) and what it covers.
    struct Line {
        /// The code units of the line's text.
        var units: [UInt16]
        /// Paragraph offsets from the first to the last shown unit of the original text.
        var range: Range<Int>
        var display: ShapedParagraph
        var width: Double
    }

    var breaker: LineBreaker
    var analyzer: TextAnalyzer

    private var paragraph: ShapedParagraph { breaker.paragraph }

    /// Truncates `[start, paragraph end)` to `available` in `mode` (head, middle or tail).
    func truncate(start: Int, available: Double, mode: LineBreakMode) throws(TextError) -> Line {
        let end = paragraph.count
        let positions = [start] + (start + 1...max(end, start + 1)).filter { $0 <= end && paragraph.breakable[$0] }
        let ellipsisWidth = try shaped(Self.ellipsis).width
        switch mode {
        case .truncateHead:
            var index = firstIndex(in: positions) { position in
                Self.fitsWith(ellipsisWidth + self.width(position, end), available)
            } ?? positions.count - 1
            while true {
                let suffixStart = skipSpaces(from: positions[index], to: end)
                let line = try make(prefix: start..<start, suffix: suffixStart..<end)
                if LineBreaker.fits(line.width, in: available) || index == positions.count - 1 { return line }
                index += 1
            }
        case .truncateMiddle:
            var (prefixIndex, suffixIndex) = middleSplit(positions, available: available, ellipsisWidth: ellipsisWidth)
            while true {
                let prefixEnd = paragraph.visibleEnd(start: start, end: positions[prefixIndex])
                let suffixStart = skipSpaces(from: positions[suffixIndex], to: end)
                let line = try make(prefix: start..<prefixEnd, suffix: suffixStart..<end)
                if LineBreaker.fits(line.width, in: available) || (prefixIndex == 0 && suffixIndex == positions.count - 1) {
                    return line
                }
                if prefixIndex > 0 { prefixIndex -= 1 } else { suffixIndex += 1 }
            }
        default:
            var index = lastIndex(in: positions) { position in
                Self.fitsWith(self.width(start, position) + ellipsisWidth, available)
            } ?? 0
            while true {
                let prefixEnd = paragraph.visibleEnd(start: start, end: positions[index])
                let line = try make(prefix: start..<prefixEnd, suffix: end..<end)
                if LineBreaker.fits(line.width, in: available) || index == 0 { return line }
                index -= 1
            }
        }
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

    private static func fitsWith(_ width: Double, _ available: Double) -> Bool {
        LineBreaker.fits(width, in: available)
    }

    private func width(_ start: Int, _ end: Int) -> Double {
        end > start ? breaker.measure(start, end).width : 0
    }

    /// Balances a prefix and a suffix around the ellipsis: grows the narrower side one
    /// grapheme at a time while the whole still fits.
    private func middleSplit(_ positions: [Int], available: Double, ellipsisWidth: Double) -> (Int, Int) {
        let start = positions[0]
        let end = paragraph.count
        var prefixIndex = 0
        var suffixIndex = positions.count - 1
        var prefixWidth = 0.0
        var suffixWidth = 0.0
        while prefixIndex + 1 < suffixIndex {
            let growPrefix = width(start, positions[prefixIndex + 1])
            let growSuffix = width(positions[suffixIndex - 1], end)
            let prefixFits = Self.fitsWith(growPrefix + ellipsisWidth + suffixWidth, available)
            let suffixFits = Self.fitsWith(prefixWidth + ellipsisWidth + growSuffix, available)
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

    /// Shapes `prefix + "…" + suffix` and measures it.
    private func make(prefix: Range<Int>, suffix: Range<Int>) throws(TextError) -> Line {
        var units: [UInt16] = []
        units.reserveCapacity(prefix.count + 1 + suffix.count)
        units += paragraph.units[prefix]
        units.append(Self.ellipsisUnit)
        units += paragraph.units[suffix]
        let text = CodeUnits.string(units[...])
        let display = try shaped(text)
        let covered = prefix.isEmpty ? suffix : (suffix.isEmpty ? prefix : prefix.lowerBound..<suffix.upperBound)
        return Line(units: units, range: covered, display: display.paragraph, width: display.width)
    }

    /// One line of text shaped on its own, and its width at the breaker's size.
    /// A line's own text (a piece of the paragraph with "…"), analysed through the cache as one
    /// line (``TextAnalyzer/Purpose/oneLine``: it is never broken): the same cut recurs when a
    /// request is measured and then laid out, and the ellipsis in every truncation. It holds no
    /// mandatory break, so it is one paragraph.
    private func shaped(_ text: String) throws(TextError) -> (paragraph: ShapedParagraph, width: Double) {
        guard let paragraph = try analyzer.cachedAnalysis(text, purpose: .oneLine).paragraphs.first else {
            preconditionFailure("a truncated line's text holds at least the ellipsis")
        }
        let measurer = LineBreaker(paragraph: paragraph, size: breaker.size, tracking: breaker.tracking,
                                   cache: breaker.cache)
        return (paragraph, measurer.measure(0, paragraph.count).width)
    }

    private func firstIndex(in positions: [Int], where predicate: (Int) -> Bool) -> Int? {
        positions.indices.first { predicate(positions[$0]) }
    }

    private func lastIndex(in positions: [Int], where predicate: (Int) -> Bool) -> Int? {
        positions.indices.last { predicate(positions[$0]) }
    }
}
