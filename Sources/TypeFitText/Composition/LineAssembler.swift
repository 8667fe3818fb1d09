/// Builds what a line shows from a span of a shaped paragraph, or from the pieces and the
/// ellipsis of a truncated line: its glyph runs in visual order (UAX #9 rule L2 applied to the
/// runs of the line, after line breaking) and the vertical extent of the fonts it uses.
struct LineAssembler {
    var paragraph: ShapedParagraph
    var size: Double
    var tracking: Double
    var cache: ShapingCache

    /// A part of a truncated line, in logical order.
    enum Segment {
        /// `[start, end)` of the paragraph with the glyphs it has in the whole paragraph, never
        /// reshaped at its cuts (a line broken there is: see ``glyphRuns(start:end:visible:)``).
        case inLine(start: Int, end: Int)
        /// The ellipsis of a truncated line, shaped on its own.
        case token(Truncator.Token)
    }

    /// One run's part of the line, shaped as it is drawn.
    private struct Piece {
        var font: FontFace
        var level: UInt8
        /// Paragraph offset the shape's clusters are relative to.
        var base: Int
        var shape: ShapeResult
        /// Glyph indices shown (those of clusters before the visible end), in visual order.
        var shown: [Int]
        /// End (paragraph offset) of the shown text of this piece.
        var visibleEnd: Int
        /// A truncation token: one grapheme, not part of the paragraph.
        var isToken = false
    }

    /// The glyph runs of `[start, end)` up to `visible`, left to right.
    func glyphRuns(start: Int, end: Int, visible: Int) -> [GlyphRun] {
        var pieces: [Piece] = []
        appendPieces(start: start, end: end, visible: visible, reshaping: true, to: &pieces)
        return runs(of: pieces)
    }

    /// The glyph runs of a truncated line made of `segments`, left to right.
    func glyphRuns(_ segments: [Segment]) -> [GlyphRun] {
        var pieces: [Piece] = []
        for segment in segments {
            switch segment {
            case .inLine(let start, let end):
                appendPieces(start: start, end: end, visible: end, reshaping: false, to: &pieces)
            case .token(let token):
                pieces.append(Piece(font: token.font, level: token.level, base: 0, shape: token.shape,
                                    shown: Array(token.shape.glyphs.indices), visibleEnd: 1, isToken: true))
            }
        }
        return runs(of: pieces)
    }

    /// The pieces of a line (in logical order) as glyph runs in visual order, positioned left to right.
    private func runs(of pieces: [Piece]) -> [GlyphRun] {
        let order = UnicodeAnalysis.visualOrder(levels: pieces.map(\.level))
        var x = 0.0
        var result: [GlyphRun] = []
        for index in order {
            let piece = pieces[index]
            let scale = size / Double(piece.shape.unitsPerEm)
            let starts = Set(piece.shown.map { piece.base + piece.shape.glyphs[$0].cluster }).sorted()
            var run = GlyphRun(fontFile: piece.font.path, size: size, glyphs: [], xPositions: [], yOffsets: [],
                               isRightToLeft: piece.level & 1 == 1)
            for (position, index) in piece.shown.enumerated() {
                let glyph = piece.shape.glyphs[index]
                let cluster = piece.base + glyph.cluster
                run.glyphs.append(glyph.id)
                run.xPositions.append(x + Double(glyph.xOffset) * scale)
                run.yOffsets.append(Double(glyph.yOffset) * scale)
                x += Double(glyph.advance) * scale
                let nextCluster = position + 1 < piece.shown.count
                    ? piece.base + piece.shape.glyphs[piece.shown[position + 1]].cluster : nil
                if tracking != 0 && nextCluster != cluster {
                    let following = Self.firstElement(of: starts, after: cluster) ?? piece.visibleEnd
                    x += tracking * Double(piece.isToken ? 1 : paragraph.graphemeCount(cluster, following))
                }
            }
            if !run.glyphs.isEmpty { result.append(run) }
        }
        return result
    }

    /// The pieces of `[start, end)` up to `visible`: one per run it crosses, in logical order,
    /// reshaped at unsafe cuts when `reshaping`.
    private func appendPieces(start: Int, end: Int, visible: Int, reshaping: Bool, to pieces: inout [Piece]) {
        guard visible > start, !paragraph.runs.isEmpty else { return }
        // Runs are in logical order: start at the one holding `start` rather than at the first.
        for run in paragraph.runs[paragraph.runIndex(containing: start)...] {
            if run.range.lowerBound >= visible { break }
            guard run.range.upperBound > start else { continue }
            let low = max(start, run.range.lowerBound)
            let high = min(end, run.range.upperBound)
            let shownEnd = min(visible, high)
            let whole = !reshaping || ((low == run.range.lowerBound || paragraph.safe[low])
                && (high == run.range.upperBound || paragraph.safe[high]))
            let base = whole ? run.range.lowerBound : low
            let shape = whole ? run.shape : paragraph.reshape(low, high, cache: cache)
            let shown = Self.glyphs(of: shape, clustersFrom: low - base, to: shownEnd - base)
            pieces.append(Piece(font: run.font, level: run.level, base: base, shape: shape, shown: shown,
                                visibleEnd: shownEnd))
        }
    }

    /// The indices of the glyphs whose cluster lies in `[low, high)`, in visual order.
    ///
    /// HarfBuzz's default cluster level keeps clusters monotone: non-decreasing along a
    /// left-to-right run, non-increasing along a right-to-left one. The glyphs sought are then
    /// one contiguous range, found by binary search in O(log n) instead of a scan of the run
    /// for every line.
    static func glyphs(of shape: ShapeResult, clustersFrom low: Int, to high: Int) -> [Int] {
        let glyphs = shape.glyphs
        guard let first = glyphs.first?.cluster, let last = glyphs.last?.cluster, low < high else { return [] }
        let descending = first > last
        // The first index whose cluster is past `bound` in the run's direction.
        func boundary(_ isPast: (Int) -> Bool) -> Int {
            var low = 0
            var high = glyphs.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(glyphs[middle].cluster) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let from = descending ? boundary { $0 < high } : boundary { $0 >= low }
        let to = descending ? boundary { $0 < low } : boundary { $0 >= high }
        return from < to ? Array(from..<to) : []
    }

    /// The first element of the ascending `sorted` greater than `value`, by binary search.
    static func firstElement(of sorted: [Int], after value: Int) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] > value { high = middle } else { low = middle + 1 }
        }
        return low < sorted.count ? sorted[low] : nil
    }

    /// Ascent and descent of the line (positive, points): for each font used, its ascender
    /// plus half its line gap above the baseline and its descender plus the other half below,
    /// maximised over the fonts (CSS `line-height: normal`). An empty line uses the primary font.
    func verticalExtent(start: Int, visible: Int, primary: FontFace) -> (ascent: Double, descent: Double) {
        var extent = Extent(size: size)
        extent.include(runsOf: paragraph, from: start, to: visible)
        return extent.result(primary: primary)
    }

    /// ``verticalExtent(start:visible:primary:)`` of a truncated line made of `segments`.
    func verticalExtent(_ segments: [Segment], primary: FontFace) -> (ascent: Double, descent: Double) {
        var extent = Extent(size: size)
        for segment in segments {
            switch segment {
            case .inLine(let start, let end):
                extent.include(runsOf: paragraph, from: start, to: end)
            case .token(let token):
                extent.include(token.font)
            }
        }
        return extent.result(primary: primary)
    }

    /// The maximum ascent and descent over the fonts of a line, a font met twice counted twice
    /// (the same maximum), without collecting them first.
    private struct Extent {
        let size: Double
        var ascent = 0.0
        var descent = 0.0
        var hasFont = false

        init(size: Double) {
            self.size = size
        }

        mutating func include(_ font: FontFace) {
            let metrics = font.metrics
            let scale = size / Double(metrics.unitsPerEm)
            let halfGap = Double(metrics.lineGap) / 2
            ascent = max(ascent, (Double(metrics.ascender) + halfGap) * scale)
            descent = max(descent, (Double(metrics.descender) + halfGap) * scale)
            hasFont = true
        }

        /// The fonts of the runs of `paragraph` that `[start, visible)` crosses.
        mutating func include(runsOf paragraph: ShapedParagraph, from start: Int, to visible: Int) {
            for run in paragraph.runs[paragraph.runIndex(containing: start)...] {
                if run.range.lowerBound >= visible { break }
                guard run.range.upperBound > start else { continue }
                include(run.font)
            }
        }

        mutating func result(primary: FontFace) -> (ascent: Double, descent: Double) {
            if !hasFont { include(primary) }
            return (ascent, descent)
        }
    }
}
