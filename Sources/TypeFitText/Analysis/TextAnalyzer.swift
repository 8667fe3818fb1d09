/// Turns a request text into `ShapedText`: paragraphs at mandatory breaks, then per
/// paragraph bidi levels (ICU) → script runs → font runs (per grapheme cluster fallback
/// by cmap coverage) → HarfBuzz shaping of each run, cached.
struct TextAnalyzer {
    var chain: FontChain
    var cache: ShapingCache
    var direction: WritingDirection
    var locale: String?

    /// ``analyze(_:)`` through the cache: each text is analysed once per font chain, direction
    /// and locale, whatever the size, width or request.
    func cachedAnalysis(_ text: String) throws(TextError) -> ShapedText {
        let key = ShapingCache.AnalysisKey(text: text, fonts: chain.fonts, direction: direction, locale: locale)
        return try cache.analysis(key) { () throws(TextError) -> ShapedText in try analyze(text) }
    }

    /// Analyses the whole text. O(n) plus the shaping.
    func analyze(_ text: String) throws(TextError) -> ShapedText {
        let units = Array(text.utf16)
        var paragraphs: [ShapedParagraph] = []
        var missing: [Unicode.Scalar] = []
        var seenMissing = Set<UInt32>()
        for range in Self.paragraphRanges(units) {
            let paragraph = try analyzeParagraph(Array(units[range]), offset: range.lowerBound) { scalar in
                if seenMissing.insert(scalar.value).inserted { missing.append(scalar) }
            }
            paragraphs.append(paragraph)
        }
        return ShapedText(paragraphs: paragraphs, missingCharacters: missing, primary: chain.primary)
    }

    /// Paragraph ranges: the text between mandatory breaks (LF, CR, CRLF, VT, FF, NEL,
    /// LS, PS; UAX #14 classes BK, CR, LF, NL), terminators excluded. A terminator at the
    /// very end does not start another line. Empty text has no paragraph.
    static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if [0x000A, 0x000B, 0x000C, 0x000D, 0x0085, 0x2028, 0x2029].contains(unit) {
                ranges.append(start..<index)
                index += (unit == 0x000D && index + 1 < units.count && units[index + 1] == 0x000A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < units.count { ranges.append(start..<units.count) }
        return ranges
    }

    /// Analyses one paragraph; `reportMissing` receives each scalar no font covers.
    func analyzeParagraph(_ units: [UInt16], offset: Int,
                          reportMissing: (Unicode.Scalar) -> Void) throws(TextError) -> ShapedParagraph {
        let count = units.count
        let shapingUnits = units.map { $0 == 0x0009 ? 0x0020 : $0 }
        var graphemeStart = [Bool](repeating: false, count: count + 1)
        graphemeStart[0] = true
        for boundary in try UnicodeAnalysis.graphemeBoundaries(units) { graphemeStart[boundary] = true }
        graphemeStart[count] = true
        let bidi = try UnicodeAnalysis.bidiLevels(units, direction: direction)
        let items = Itemizer(chain: chain).itemize(units, graphemeStart: graphemeStart, levels: bidi.levels,
                                                   reportMissing: reportMissing)

        var runs: [ShapedRun] = []
        var advanceEm = [Double](repeating: 0, count: count + 1)
        var clusterStart = [Bool](repeating: false, count: count + 1)
        var safe = [Bool](repeating: false, count: count + 1)
        for item in items {
            let font = chain.face(at: item.fontIndex)
            let key = ShapeKey(font: font, paragraph: shapingUnits, range: item.range, script: item.script,
                               rightToLeft: item.level & 1 == 1, language: locale)
            let shape = cache.shape(key)
            let scale = 1 / Double(shape.unitsPerEm)
            for glyph in shape.glyphs {
                let position = item.range.lowerBound + glyph.cluster
                advanceEm[position] += Double(glyph.advance) * scale
                clusterStart[position] = true
                if !glyph.unsafeToBreak { safe[position] = true }
            }
            // A cluster is safe only when none of its glyphs is flagged.
            for glyph in shape.glyphs where glyph.unsafeToBreak {
                safe[item.range.lowerBound + glyph.cluster] = false
            }
            safe[item.range.lowerBound] = true
            clusterStart[item.range.lowerBound] = true
            runs.append(ShapedRun(range: item.range, font: font, level: item.level, script: item.script, shape: shape))
        }
        safe[count] = true
        clusterStart[count] = true

        var prefixEm = [Double](repeating: 0, count: count + 1)
        var graphemePrefix = [Int](repeating: 0, count: count + 1)
        for index in 0..<count {
            prefixEm[index + 1] = prefixEm[index] + advanceEm[index]
            graphemePrefix[index + 1] = graphemePrefix[index] + (graphemeStart[index] ? 1 : 0)
        }
        let breakable = (0...count).map { graphemeStart[$0] && clusterStart[$0] }
        let opportunities = try BreakOpportunities.compute(units, locale: locale)
        let hangs = units.map(Self.hangs)

        return ShapedParagraph(offset: offset, units: units, shapingUnits: shapingUnits, runs: runs,
                               baseLevel: bidi.base, levels: bidi.levels, prefixEm: prefixEm,
                               graphemePrefix: graphemePrefix, graphemeStart: graphemeStart, safe: safe,
                               breakable: breakable, breakablePositions: count > 0 ? (1...count).filter { breakable[$0] } : [],
                               opportunities: opportunities, hangs: hangs, language: locale)
    }

    /// White space that hangs past the end of a line: tab and the space separators that
    /// do not forbid a break (not U+00A0, U+2007, U+202F).
    static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0009, 0x0020, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }
}
