/// One line of a paragraph as the breaker chose it: `[start, end)` in paragraph offsets,
/// `visible` before its hanging spaces, and its width in points.
struct LineSpan: Hashable, Sendable {
    var start: Int
    var end: Int
    var visible: Int
    var width: Double
    /// The line ends inside a word that was wider than the line (overflow-wrap: break-word).
    var brokeWord: Bool
}

/// Greedy line breaking of one shaped paragraph at one point size.
///
/// Lines end at UAX #14 opportunities; each line takes as many as fit, with trailing
/// white space hanging (not counted). A word wider than the line is broken between
/// grapheme clusters (UILabel word wrap; CSS `overflow-wrap: break-word`), taking as many
/// clusters as fit and at least one. In char-wrap mode every grapheme boundary is an
/// opportunity. Widths are the paragraph's cached advances, with pieces next to a cut
/// that HarfBuzz marks unsafe reshaped on their own. O(n) widths per paragraph, plus a
/// binary search per broken word.
struct LineBreaker {
    var paragraph: ShapedParagraph
    var size: Double
    var tracking: Double
    var cache: ShapingCache

    /// Width of `[start, end)` without its hanging white space (never negative, even with
    /// negative tracking), and where that space begins.
    func measure(_ start: Int, _ end: Int) -> (visible: Int, width: Double) {
        let visible = paragraph.visibleEnd(start: start, end: end)
        let em = paragraph.widthEm(start: start, end: end, visible: visible, cache: cache)
        return (visible, width(em: em, graphemes: paragraph.graphemeCount(start, visible)))
    }

    /// The width at this breaker's size and tracking of text advancing `em` with `graphemes`
    /// grapheme clusters (``width(em:graphemes:size:tracking:)``).
    func width(em: Double, graphemes: Int) -> Double {
        Self.width(em: em, graphemes: graphemes, size: size, tracking: tracking)
    }

    /// The width of text advancing `em` with `graphemes` grapheme clusters at `size`: its advance
    /// and the tracking after each cluster, never negative (even with negative tracking). The one
    /// place a width in points is made from a width in em.
    static func width(em: Double, graphemes: Int, size: Double, tracking: Double) -> Double {
        max(0, em * size + tracking * Double(graphemes))
    }

    /// Whether a line of width `width` fits in `available`: when its width rounded to 1/64 pt
    /// (a browser LayoutUnit) does not exceed it. The half-unit tolerance also absorbs float
    /// rounding, so text laid out at its own measured width always fits.
    static func fits(_ width: Double, in available: Double) -> Bool {
        width < available + tolerance
    }

    /// Half of 1/64 pt.
    static let tolerance = 1.0 / 128

    /// The lines of the paragraph at `available` width (infinite = only the paragraph itself).
    func breakLines(available: Double, charWrap: Bool) -> [LineSpan] {
        let count = paragraph.count
        guard count > 0 else { return [LineSpan(start: 0, end: 0, visible: 0, width: 0, brokeWord: false)] }
        if available == .infinity {
            // Every candidate fits: the one line is the whole paragraph (both lists of candidates
            // end at its end), as the search below finds it after measuring each candidate.
            let measured = measure(0, count)
            return [LineSpan(start: 0, end: count, visible: measured.visible, width: measured.width, brokeWord: false)]
        }
        var opportunities = charWrap ? paragraph.breakablePositions : paragraph.opportunities
        var spans: [LineSpan] = []
        // About as many lines as the paragraph's advance fills, one more for the slack of
        // breaking (growing the array from empty reallocated it at the second and third line);
        // past a thousand lines it grows as it must.
        let advance = paragraph.prefixEm[count] * size
        let estimate = available > 0 && advance.isFinite ? (advance / available).rounded(.up) + 1 : 1
        spans.reserveCapacity(Int(min(estimate, Double(min(count, 1024)))))
        var start = 0
        var next = 0
        while start < count {
            if !charWrap && spans.last?.brokeWord == true {
                opportunities = resegmented(from: start)
                next = 0
            }
            while next < opportunities.count && opportunities[next] <= start { next += 1 }
            let span = lineAtOpportunity(start: start, candidates: opportunities[next...], available: available)
                ?? breakWord(start: start, wordEnd: opportunities[min(next, opportunities.count - 1)],
                             available: available)
            spans.append(span)
            start = span.end
        }
        return spans
    }

    /// The longest line from `start` ending at one of `candidates` that fits, as Blink finds
    /// it: the last candidate whose advance in the paragraph's shaping fits (these grow with
    /// the end), then back while the line as cut (reshaped at unsafe edges) does not fit.
    func lineAtOpportunity(start: Int, candidates: ArraySlice<Int>, available: Double) -> LineSpan? {
        var last: Int?
        for index in candidates.indices {
            guard Self.fits(originalWidth(start, candidates[index]), in: available) else { break }
            last = index
        }
        guard var index = last else { return nil }
        while index >= candidates.startIndex {
            let end = candidates[index]
            let measured = measure(start, end)
            if Self.fits(measured.width, in: available) {
                return LineSpan(start: start, end: end, visible: measured.visible, width: measured.width, brokeWord: false)
            }
            index -= 1
        }
        return nil
    }

    /// The width of `[start, end)` without hanging space, in the paragraph's own shaping.
    func originalWidth(_ start: Int, _ end: Int) -> Double {
        let visible = paragraph.visibleEnd(start: start, end: end)
        let em = paragraph.prefixEm[visible] - paragraph.prefixEm[start]
        return width(em: em, graphemes: paragraph.graphemeCount(start, visible))
    }

    /// Opportunities of the rest of the paragraph from `start`, found by ICU afresh from there,
    /// and kept by the paragraph by position: a text is broken at every width
    /// and size it is given and splits its long words at the same places again, and the window's
    /// units need not be copied and hashed for those.
    /// Used after a word was split: the rest of it is no longer a word, and dictionary-based
    /// segmentation (Thai) of the text from the split point differs from that of the whole
    /// paragraph, as in browser engines, whose break iterator restarts at the line start.
    ///
    /// Only ``resegmentationWindow`` units are segmented afresh; beyond them the paragraph's own
    /// opportunities hold. That keeps a long word cut into many lines linear, not quadratic. The
    /// window's opportunities are a function of its code units and the language, so they are
    /// cached by both (the same split recurs at other widths, sizes and categories).
    func resegmented(from start: Int) -> [Int] {
        if let known = paragraph.resegmentedLine(from: start) { return known }
        let end = min(paragraph.count, start + Self.resegmentationWindow)
        let window = Array(paragraph.units[start..<end])
        guard let found = cache.resegmentation(of: window, language: paragraph.language) else {
            return paragraph.opportunities
        }
        // The paragraph's own opportunities from the window's end on (none when it reaches the end).
        var first = paragraph.opportunities.count
        if end < paragraph.count {
            var low = 0
            while low < first {
                let middle = (low + first) / 2
                if paragraph.opportunities[middle] >= end { first = middle } else { low = middle + 1 }
            }
        }
        var result: [Int] = []
        result.reserveCapacity(found.count + paragraph.opportunities.count - first)
        // The window's end is where the segmented text stops, not an opportunity, unless it is
        // the paragraph's.
        for offset in found where start + offset < end || end == paragraph.count {
            result.append(start + offset)
        }
        result += paragraph.opportunities[first...]
        paragraph.keepResegmentedLine(result, from: start)
        return result
    }

    /// How far (UTF-16 units) past a split word the text is segmented afresh: more than any
    /// line a screen shows.
    static let resegmentationWindow = 1024

    /// A line for a word `[start, wordEnd)` that does not fit: as many grapheme clusters as
    /// fit, at least one; the whole word when it has only one.
    func breakWord(start: Int, wordEnd: Int, available: Double) -> LineSpan {
        let visibleEnd = paragraph.visibleEnd(start: start, end: wordEnd)
        // The candidates live in temporary memory while the word is broken, on the stack unless
        // the word is very long (an array of them was allocated and freed for every broken word).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(visibleEnd - start, 1)) { buffer in
            breakWord(start: start, wordEnd: wordEnd, visibleEnd: visibleEnd, available: available, candidates: buffer)
        }
    }

    private func breakWord(start: Int, wordEnd: Int, visibleEnd: Int, available: Double,
                           candidates buffer: UnsafeMutableBufferPointer<Int>) -> LineSpan {
        // The word's breakable positions up to the first whose advance no longer fits: a long
        // word cut into many lines then costs the length of each line, not the rest of the word.
        var count = 0
        for position in start + 1..<max(visibleEnd, start + 1) where paragraph.breakable[position] {
            buffer[count] = position
            count += 1
            if !Self.fits(originalWidth(start, position), in: available) { break }
        }
        let candidates = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
        // The last candidate whose advance in the paragraph's shaping fits (a binary search:
        // these grow with the end), then back while the piece as cut does not fit.
        var low = 0
        var high = candidates.count - 1
        var last = -1
        while low <= high {
            let middle = (low + high) / 2
            if Self.fits(originalWidth(start, candidates[middle]), in: available) {
                last = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        while last >= 0 {
            let measured = measure(start, candidates[last])
            if Self.fits(measured.width, in: available) {
                return LineSpan(start: start, end: candidates[last], visible: measured.visible, width: measured.width,
                                brokeWord: true)
            }
            last -= 1
        }
        guard let end = candidates.first else {
            let measured = measure(start, wordEnd)
            return LineSpan(start: start, end: wordEnd, visible: measured.visible, width: measured.width, brokeWord: false)
        }
        let measured = measure(start, end)
        return LineSpan(start: start, end: end, visible: measured.visible, width: measured.width, brokeWord: true)
    }

    /// The widest piece between two adjacent opportunities (min-content width), from the
    /// paragraph's pieces measured once when it was analysed: the same numbers as measuring
    /// each piece here.
    func minContentWidth(charWrap: Bool) -> Double {
        var widest = 0.0
        for piece in charWrap ? paragraph.clusterPieces(cache: cache) : paragraph.wordPieces(cache: cache) {
            widest = max(widest, piece.width(size: size, tracking: tracking))
        }
        return widest
    }

    /// The width of the whole paragraph on one line (max-content width).
    func maxContentWidth() -> Double {
        paragraph.count > 0 ? measure(0, paragraph.count).width : 0
    }

    /// The narrowest width at which ``breakLines(available:charWrap:)`` keeps the paragraph on
    /// one line: its max-content width (`maxContent`), or more when a piece from its start is
    /// wider than the whole (possible only with negative tracking or advances).
    func oneLineWidth(maxContent: Double, charWrap: Bool) -> Double {
        var widest = maxContent
        for end in charWrap ? paragraph.breakablePositions : paragraph.opportunities {
            widest = max(widest, originalWidth(0, end))
        }
        return widest
    }
}
