/// Splits a paragraph into runs of one bidi level, one script and one font.
///
/// Fonts are chosen per grapheme cluster, so a base and its marks (a Devanagari
/// conjunct with its matras, an Arabic letter with its harakat) always share a font:
/// the first font of the chain whose cmap covers every visible scalar of the cluster.
/// Clusters of the Common or Inherited script (spaces, punctuation, digits) stay in the
/// font of the cluster before them when it covers them, as system text stacks do, so a
/// space between two Devanagari words does not split the run. A cluster no font covers
/// is shaped with the primary font (its .notdef glyph) and its scalars are reported.
struct Itemizer {
    /// One run before shaping.
    struct Item: Hashable {
        var range: Range<Int>
        var fontIndex: Int
        var script: String
        var level: UInt8
    }

    var chain: FontChain

    func itemize(_ units: [UInt16], graphemeStart: [Bool], levels: [UInt8],
                 reportMissing: (Unicode.Scalar) -> Void) -> [Item] {
        var clusters: [(range: Range<Int>, font: Int, script: Int32, level: UInt8)] = []
        clusters.reserveCapacity(units.count)
        var start = 0
        var currentFont: Int?
        var scalars: [Unicode.Scalar] = []
        var visible: [Unicode.Scalar] = []
        while start < units.count {
            var end = start + 1
            while end < units.count && !graphemeStart[end] { end += 1 }
            if end == start + 1, let scalar = Unicode.Scalar(units[start]) {
                // A cluster of one unit (most of them): the same choice as below, without
                // gathering its scalars into arrays.
                let own = UnicodeAnalysis.script(of: scalar)
                let script = own == UnicodeAnalysis.inheritedScript ? UnicodeAnalysis.commonScript : own
                let font = Self.needsGlyph(scalar)
                    ? chooseFont(scalar, script: script, current: currentFont, reportMissing: reportMissing)
                    : currentFont ?? 0
                clusters.append((start..<end, font, script, levels[start]))
                currentFont = font
                start = end
                continue
            }
            scalars.removeAll(keepingCapacity: true)
            CodeUnits.appendScalars(of: units[start..<end], to: &scalars)
            let script = clusterScript(scalars)
            visible.removeAll(keepingCapacity: true)
            for scalar in scalars where Self.needsGlyph(scalar) { visible.append(scalar) }
            let font = chooseFont(visible, script: script, current: currentFont, reportMissing: reportMissing)
            clusters.append((start..<end, font, script, levels[start]))
            currentFont = font
            start = end
        }
        resolveCommonScripts(&clusters)

        var items: [Item] = []
        // The tag of the script of the cluster before, made again only when the script changes.
        var taggedScript: Int32?
        var tag = ""
        for cluster in clusters {
            if taggedScript != cluster.script {
                taggedScript = cluster.script
                tag = UnicodeAnalysis.scriptTag(cluster.script)
            }
            if var last = items.last, last.fontIndex == cluster.font, last.script == tag, last.level == cluster.level,
               last.range.upperBound == cluster.range.lowerBound {
                last.range = last.range.lowerBound..<cluster.range.upperBound
                items[items.count - 1] = last
            } else {
                items.append(Item(range: cluster.range, fontIndex: cluster.font, script: tag, level: cluster.level))
            }
        }
        return items
    }

    /// The script of a cluster: of its first scalar with a real script, else Common.
    private func clusterScript(_ scalars: [Unicode.Scalar]) -> Int32 {
        for scalar in scalars {
            let script = UnicodeAnalysis.script(of: scalar)
            if script != UnicodeAnalysis.commonScript && script != UnicodeAnalysis.inheritedScript { return script }
        }
        return UnicodeAnalysis.commonScript
    }

    /// Common and Inherited clusters take the script of the run before them (or, at the
    /// start, of the first real script after them), as HarfBuzz's script itemisation does.
    private func resolveCommonScripts(_ clusters: inout [(range: Range<Int>, font: Int, script: Int32, level: UInt8)]) {
        let isReal = { (script: Int32) in
            script != UnicodeAnalysis.commonScript && script != UnicodeAnalysis.inheritedScript
        }
        var previous: Int32?
        for index in clusters.indices {
            if isReal(clusters[index].script) {
                previous = clusters[index].script
            } else if let previous {
                clusters[index].script = previous
            }
        }
        var next: Int32?
        for index in clusters.indices.reversed() {
            if isReal(clusters[index].script) {
                next = clusters[index].script
            } else if let next {
                clusters[index].script = next
            }
        }
    }

    /// The font for one cluster, given its scalars that need a glyph (see the type's description).
    private func chooseFont(_ visible: [Unicode.Scalar], script: Int32, current: Int?,
                            reportMissing: (Unicode.Scalar) -> Void) -> Int {
        guard !visible.isEmpty else { return current ?? 0 }
        let fonts = chain.fonts
        if script == UnicodeAnalysis.commonScript, let current, visible.allSatisfy(fonts[current].covers) {
            return current
        }
        if let full = fonts.indices.first(where: { index in visible.allSatisfy(fonts[index].covers) }) {
            return full
        }
        let chosen = fonts.indices.first { fonts[$0].covers(visible[0]) } ?? 0
        for scalar in visible where !fonts[chosen].covers(scalar) { reportMissing(scalar) }
        return chosen
    }

    /// ``chooseFont(_:script:current:reportMissing:)`` for a cluster of one scalar that needs a glyph.
    private func chooseFont(_ scalar: Unicode.Scalar, script: Int32, current: Int?,
                            reportMissing: (Unicode.Scalar) -> Void) -> Int {
        let fonts = chain.fonts
        if script == UnicodeAnalysis.commonScript, let current, fonts[current].covers(scalar) {
            return current
        }
        if let covering = fonts.indices.first(where: { fonts[$0].covers(scalar) }) {
            return covering
        }
        reportMissing(scalar)
        return 0
    }

    /// Whether a scalar must have a glyph to be drawn: not a control character and not
    /// a default-ignorable code point (ZWJ, ZWNJ, variation selectors, bidi controls).
    ///
    /// U+00A0 to U+115E (Latin, Greek, Cyrillic, Hebrew, Arabic, the Indic scripts, Thai …) holds
    /// no control and three default-ignorables, answered without looking up the properties.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar.isASCII { return value >= 0x20 && value != 0x7F }
        if value >= 0xA0 && value < 0x115F { return value != 0xAD && value != 0x34F && value != 0x61C }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return false }
        if properties.generalCategory == .control { return false }
        return true
    }
}
