/// Lays an analysed text out at one size: breaks every paragraph, applies the line
/// limit and the line break mode to the last allowed line, and stacks the lines.
///
/// With a line limit, lines before the last allowed one are word-wrapped (char-wrapped
/// in charWrap mode); the last allowed line is, by mode: wordWrap/charWrap: cut as
/// wrapped; clip: the rest of its paragraph on one line, clipped at the width;
/// truncateTail: the rest of its paragraph cut to fit with "…" at the end (also when
/// only later paragraphs are cut); truncateHead/Middle: "…" at the start/middle when the
/// rest of its paragraph is wider than the line.
struct TextComposer {
    /// The analysed text and the request's fonts (where a truncated line's ellipsis finds its
    /// glyph), in one object: a composer and each copy of it hold one reference for both.
    var analysis: TextRequest.Content.Analysis
    var request: TextRequest
    var size: Double
    var cache: ShapingCache
    /// What the lines are given beyond their numbers (every number is the same whatever the detail).
    var detail = Detail.glyphRuns

    enum Detail {
        /// Lines with their strings, without glyph runs (checking).
        case lines
        /// Lines with their strings and glyph runs (drawing).
        case glyphRuns
    }

    /// A placed line's fonts' extent. Lines are placed as the layout will hold them (their heights
    /// and baselines 0 until stacked), straight into its array, and stacked where they are: lines
    /// copied into the layout from an array of their own were each retained, then released.
    /// Their extents wait in temporary memory (on the stack for any text a screen shows).
    private typealias Extent = (ascent: Double, descent: Double)

    /// The analysed text being laid out (the analysis's).
    var text: ShapedText { analysis.shaped }

    func compose() -> TextLayout {
        let available = request.width ?? .infinity
        let charWrap = request.lineBreak == .charWrap
        let tracking = request.tracking
        // The lines as broken, and for a text of several paragraphs each line's paragraph (for
        // one paragraph, most texts, the breaker's own array is taken as it is, with no second
        // array to say that every line is the first paragraph's).
        var wrapped: [LineSpan] = []
        var paragraphOfLine: [Int] = []
        var maxContent = 0.0
        var oneLine = 0.0
        for (index, paragraph) in text.paragraphs.enumerated() {
            let breaker = LineBreaker(paragraph: paragraph, size: size, tracking: tracking, cache: cache)
            let spans = breaker.breakLines(available: available, charWrap: charWrap)
            if index == 0 {
                wrapped = spans
            } else {
                if paragraphOfLine.isEmpty { paragraphOfLine = [Int](repeating: 0, count: wrapped.count) }
                wrapped += spans
                paragraphOfLine += repeatElement(index, count: spans.count)
            }
            // Without a width the one line is the paragraph, measured as its max-content width is.
            let paragraphMax = available == .infinity ? spans[0].width : breaker.maxContentWidth()
            maxContent = max(maxContent, paragraphMax)
            oneLine = max(oneLine, breaker.oneLineWidth(maxContent: paragraphMax, charWrap: charWrap))
        }
        let shown = request.lines == 0 ? wrapped.count : min(wrapped.count, request.lines)
        return withUnsafeTemporaryAllocation(of: Extent.self, capacity: max(shown, 1)) { extents in
            compose(wrapped, paragraphs: paragraphOfLine, shown: shown, extents: extents, maxContent: maxContent,
                    oneLine: oneLine)
        }
    }

    /// Places the first `shown` of the `wrapped` lines (of the paragraphs `paragraphOfLine` gives,
    /// or all of the first when it is empty), their extents kept in `extents`, truncates or clips
    /// the last of them as the mode says, and stacks them.
    private func compose(_ wrapped: [LineSpan], paragraphs paragraphOfLine: [Int], shown: Int,
                         extents: UnsafeMutableBufferPointer<Extent>, maxContent: Double, oneLine: Double) -> TextLayout {
        let available = request.width ?? .infinity
        let tracking = request.tracking
        func paragraph(ofLine line: Int) -> ShapedParagraph {
            text.paragraphs[paragraphOfLine.isEmpty ? 0 : paragraphOfLine[line]]
        }
        var lines: [TextLine] = []
        lines.reserveCapacity(shown)
        var neededHeight = 0.0
        for (index, span) in wrapped.enumerated() {
            let paragraph = paragraph(ofLine: index)
            if index < shown {
                let extent = place(span, in: paragraph, into: &lines)
                neededHeight += lineBox(extent).height
                extents[index] = extent
            } else {
                let assembler = LineAssembler(paragraph: paragraph, size: size, tracking: tracking, cache: cache)
                let extent = assembler.verticalExtent(start: span.start, visible: span.visible, primary: text.primary)
                neededHeight += request.lineHeight ?? extent.ascent + extent.descent
            }
        }
        var truncated = false
        if request.lines > 0 && wrapped.count > request.lines {
            truncated = true
            let last = request.lines - 1
            let paragraph = paragraph(ofLine: last)
            let breaker = LineBreaker(paragraph: paragraph, size: size, tracking: tracking, cache: cache)
            let truncator = Truncator(breaker: breaker, chain: analysis.chain)
            let start = wrapped[last].start
            let rest = breaker.measure(start, paragraph.count)
            let restFits = LineBreaker.fits(rest.width, in: available)
            switch request.lineBreak {
            case .wordWrap, .charWrap:
                break
            case .clip:
                lines.removeLast()
                extents[last] = place(truncator.clip(start: start, available: available), in: paragraph, into: &lines)
            case .truncateHead, .truncateMiddle:
                if restFits {
                    let span = LineSpan(start: start, end: paragraph.count, visible: rest.visible, width: rest.width,
                                        brokeWord: false)
                    lines.removeLast()
                    extents[last] = place(span, in: paragraph, into: &lines)
                } else {
                    let cut = truncator.truncate(start: start, available: available, mode: request.lineBreak)
                    lines.removeLast()
                    extents[last] = place(cut, of: paragraph, into: &lines)
                }
            case .truncateTail:
                let cut = truncator.truncate(start: start, available: available, mode: .truncateTail)
                lines.removeLast()
                extents[last] = place(cut, of: paragraph, into: &lines)
            }
        }
        return stack(consume lines, extents: UnsafeBufferPointer(extents), truncated: truncated,
                     neededLineCount: wrapped.count, neededHeight: neededHeight, maxContent: maxContent,
                     oneLine: oneLine)
    }

    /// A line of the paragraph as broken, appended to `lines`; returns its extent.
    private func place(_ span: LineSpan, in paragraph: ShapedParagraph, into lines: inout [TextLine]) -> Extent {
        let assembler = LineAssembler(paragraph: paragraph, size: size, tracking: request.tracking, cache: cache)
        let extent = assembler.verticalExtent(start: span.start, visible: span.visible, primary: text.primary)
        lines.append(TextLine(textUnits: paragraph.units[span.start..<span.visible], width: span.width, height: 0,
                              baseline: 0, isRightToLeft: paragraph.isRightToLeft,
                              range: paragraph.offset + span.start..<paragraph.offset + span.end,
                              runs: detail == .glyphRuns ? assembler.glyphRuns(start: span.start, end: span.end, visible: span.visible) : []))
        return (extent.ascent, extent.descent)
    }

    /// A truncated line (the pieces of the paragraph it shows and the ellipsis between them),
    /// appended to `lines`; returns its extent.
    private func place(_ cut: Truncator.Line, of paragraph: ShapedParagraph, into lines: inout [TextLine]) -> Extent {
        let assembler = LineAssembler(paragraph: paragraph, size: size, tracking: request.tracking, cache: cache)
        let extent = assembler.verticalExtent(cut.segments, primary: text.primary)
        lines.append(TextLine(textUnits: cut.units[...], width: cut.width, height: 0, baseline: 0,
                              isRightToLeft: paragraph.isRightToLeft,
                              range: paragraph.offset + cut.range.lowerBound..<paragraph.offset + cut.range.upperBound,
                              runs: detail == .glyphRuns ? assembler.glyphRuns(cut.segments) : []))
        return (extent.ascent, extent.descent)
    }

    /// Height of a line box and its baseline from the box top: the fonts' extent, or with a
    /// fixed line height, that height with the baseline a descent above its bottom (as
    /// UIKit places text in a taller line).
    private func lineBox(_ extent: Extent) -> (height: Double, baseline: Double) {
        if let fixed = request.lineHeight {
            return (fixed, fixed - extent.descent)
        }
        return (extent.ascent + extent.descent, extent.ascent)
    }

    /// The layout of `lines` (each with the extent at its index in `extents`), stacked top to
    /// bottom: their heights and baselines set in place.
    private func stack(_ lines: consuming [TextLine], extents: UnsafeBufferPointer<Extent>, truncated: Bool,
                       neededLineCount: Int, neededHeight: Double, maxContent: Double, oneLine: Double) -> TextLayout {
        var top = 0.0
        var widest = 0.0
        for index in lines.indices {
            let box = lineBox(extents[index])
            widest = index == 0 ? lines[index].width : max(widest, lines[index].width)
            lines[index].height = box.height
            lines[index].baseline = top + box.baseline
            top += box.height
        }
        let metrics = text.primary.metrics
        let scale = size / Double(metrics.unitsPerEm)
        let ascent = Double(metrics.ascender) * scale
        let descent = Double(metrics.descender) * scale
        assert(Self.invariantsHold(lines), "text layout invariants violated")
        return TextLayout(lines: lines, width: widest, height: top, truncated: truncated,
                          fontSize: size, neededLineCount: neededLineCount, neededHeight: neededHeight,
                          maxContentWidth: maxContent,
                          oneLineWidth: oneLine,
                          firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
                          ascent: ascent, descent: descent,
                          lineHeight: request.lineHeight ?? Double(metrics.ascender + metrics.descender + metrics.lineGap) * scale,
                          missingCharacters: text.missingCharacters)
    }

    /// Checked in debug builds after every layout: no negative sizes, lines top to bottom,
    /// ranges in text order.
    static func invariantsHold(_ lines: [TextLine]) -> Bool {
        var top = 0.0
        var offset = 0
        for line in lines {
            guard line.width >= 0, line.height >= 0, line.range.lowerBound >= offset else { return false }
            top += line.height
            offset = line.range.lowerBound
        }
        return top >= 0
    }
}
