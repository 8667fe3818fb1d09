import CICU

/// ICU's answers about a UTF-16 text: line break opportunities (UAX #14), grapheme
/// clusters (UAX #29, with the Indic conjunct rule GB9c of Unicode 15.1 added),
/// bidi levels (UAX #9) and scripts. Offsets are UTF-16 units. Latin-1 text, whose answers
/// follow from a rule or two, takes its grapheme boundaries and left-to-right bidi levels
/// without ICU (a test checks them against ICU's).
enum UnicodeAnalysis {
    /// UAX #14 break opportunities of `text` as flags by offset: `flags[i]` is true when a line
    /// may start at offset i (never at 0; at the end when the text is not empty). `count` is how
    /// many flags are set. `locale` tailors them (e.g. "ja" for Japanese kinsoku, "th" for Thai).
    ///
    /// Flags rather than a list of offsets: their one reader (``BreakOpportunities``) looks them
    /// up by offset, and ICU's offsets go through memory on the stack into them, so a call makes
    /// one array (it made four: offsets, mandatory flags, the list and the reader's flags).
    static func lineBreakFlags(_ text: [UInt16], locale: String?) throws(TextError) -> (flags: [Bool], count: Int) {
        guard !text.isEmpty else { return ([false], 0) }
        var flags = [Bool](repeating: false, count: text.count + 1)
        var status: Int32 = 0
        let count = withUnsafeTemporaryAllocation(of: Int32.self, capacity: text.count + 1) { offsets in
            let found = text.withUnsafeBufferPointer { buffer in
                withOptionalCString(locale) { localeName in
                    typefit_icu_boundaries(TYPEFIT_BREAK_LINE, buffer.baseAddress, Int32(buffer.count),
                                           localeName, offsets.baseAddress, Int32(offsets.count), &status)
                }
            }
            for index in 0..<Int(max(found, 0)) {
                let offset = Int(offsets[index])
                if offset > 0 && offset < flags.count { flags[offset] = true }
            }
            return found
        }
        guard count >= 0 else { throw .engineFailure(stage: "ICU line breaking", code: status) }
        return (flags, Int(count))
    }

    /// Grapheme cluster boundaries (excluding 0, including the end): ICU's extended
    /// grapheme clusters, joined across Indic conjuncts (consonant + virama + consonant, GB9c).
    /// Latin-1 text is answered without ICU (``latin1GraphemeBoundaries(_:)``), the same way.
    static func graphemeBoundaries(_ text: [UInt16]) throws(TextError) -> [Int] {
        guard !text.isEmpty else { return [] }
        if isLatin1(text) { return latin1GraphemeBoundaries(text) }
        return try icuGraphemeBoundaries(text)
    }

    /// ``graphemeBoundaries(_:)`` as ICU finds them, whatever the text.
    static func icuGraphemeBoundaries(_ text: [UInt16]) throws(TextError) -> [Int] {
        guard !text.isEmpty else { return [] }
        var offsets = [Int32](repeating: 0, count: text.count + 1)
        var status: Int32 = 0
        let count = text.withUnsafeBufferPointer { buffer in
            typefit_icu_boundaries(TYPEFIT_BREAK_GRAPHEME, buffer.baseAddress, Int32(buffer.count),
                                   nil, &offsets, Int32(offsets.count), &status)
        }
        guard count >= 0 else { throw .engineFailure(stage: "ICU grapheme breaking", code: status) }
        return (0..<Int(count)).map { Int(offsets[$0]) }.filter { !isInsideConjunct(text, at: $0) }
    }

    /// Whether every unit is in U+0000–U+00FF (ASCII and Latin-1: English, German, French …).
    static func isLatin1(_ text: [UInt16]) -> Bool {
        text.allSatisfy { $0 <= 0xFF }
    }

    /// The grapheme boundaries of Latin-1 text without ICU: every position but between CR and
    /// LF. Latin-1 holds no character that joins a cluster (no Extend, ZWJ, SpacingMark,
    /// Prepend, Hangul or Regional Indicator), so rule GB3 (CR × LF) is the only one that joins;
    /// controls (and U+00AD) break on both sides (GB4, GB5), the rest everywhere (GB999).
    static func latin1GraphemeBoundaries(_ text: [UInt16]) -> [Int] {
        var boundaries: [Int] = []
        boundaries.reserveCapacity(text.count)
        for offset in 1...text.count where offset == text.count || text[offset - 1] != 0x0D || text[offset] != 0x0A {
            boundaries.append(offset)
        }
        return boundaries
    }

    /// Bidi embedding levels of every unit, and the paragraph's base level.
    ///
    /// Latin-1 text in a left-to-right or natural paragraph is all level 0 without asking ICU:
    /// it holds no right-to-left letter (R, AL), Arabic number (AN) or explicit embedding, so
    /// its numbers resolve to L (W7) and its neutrals to the paragraph's direction (N1, N2),
    /// and with no strong letter a natural paragraph is left to right.
    static func bidiLevels(_ text: [UInt16], direction: WritingDirection) throws(TextError) -> (levels: [UInt8], base: UInt8) {
        if direction != .rightToLeft && !text.isEmpty && isLatin1(text) {
            return ([UInt8](repeating: 0, count: text.count), 0)
        }
        return try icuBidiLevels(text, direction: direction)
    }

    /// ``bidiLevels(_:direction:)`` as ICU resolves them, whatever the text.
    static func icuBidiLevels(_ text: [UInt16], direction: WritingDirection) throws(TextError) -> (levels: [UInt8], base: UInt8) {
        let requested: UInt8 = switch direction {
        case .natural: 0xFE
        case .leftToRight: 0
        case .rightToLeft: 1
        }
        guard !text.isEmpty else { return ([], requested == 1 ? 1 : 0) }
        var levels = [UInt8](repeating: 0, count: text.count)
        var base: UInt8 = 0
        var status: Int32 = 0
        let result = text.withUnsafeBufferPointer { buffer in
            typefit_icu_bidi_levels(buffer.baseAddress, Int32(buffer.count), requested, &levels, &base, &status)
        }
        guard result == 0 else { throw .engineFailure(stage: "ICU bidi", code: status) }
        return (levels, base)
    }

    /// Visual order of items with these levels (UAX #9 rule L2): `result[visual] = logical`.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        guard !levels.isEmpty else { return [] }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { buffer in
            typefit_icu_reorder_visual(buffer.baseAddress, Int32(buffer.count), &map)
        }
        return map.map { Int($0) }
    }

    /// ICU script codes that mean "any script": Common (Zyyy) and Inherited (Zinh).
    static let commonScript: Int32 = 0
    static let inheritedScript: Int32 = 1

    /// The ICU script code of a scalar.
    static func script(of scalar: Unicode.Scalar) -> Int32 {
        scalar.isASCII ? asciiScripts[Int(scalar.value)] : max(typefit_icu_script(scalar.value), 0)
    }

    /// ICU's script of each ASCII scalar, asked once (most text is mostly ASCII).
    private static let asciiScripts: [Int32] = (0..<128).map { max(typefit_icu_script(UInt32($0)), 0) }

    /// The ISO 15924 tag of an ICU script code ("Latn"), or "Zyyy" when unknown.
    static func scriptTag(_ code: Int32) -> String {
        guard let name = typefit_icu_script_tag(code) else { return "Zyyy" }
        return String(cString: name)
    }

    // MARK: GB9c: Indic conjunct break (Unicode 15.1), which ICU 72 does not have yet.

    /// True when a boundary at `offset` would split consonant + virama (+ marks) from
    /// the following consonant.
    static func isInsideConjunct(_ text: [UInt16], at offset: Int) -> Bool {
        guard offset > 0, offset < text.count, isConjunctConsonant(text[offset]) else { return false }
        var index = offset - 1
        var sawLinker = false
        while index >= 0 {
            let unit = text[index]
            if isConjunctLinker(unit) {
                sawLinker = true
            } else if isConjunctConsonant(unit) {
                return sawLinker
            } else if !isConjunctExtend(unit) {
                return false
            }
            index -= 1
        }
        return false
    }

    /// Indic_Conjunct_Break=Linker: the viramas of Devanagari, Bengali, Gujarati, Oriya, Telugu, Malayalam.
    static func isConjunctLinker(_ unit: UInt16) -> Bool {
        [0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D].contains(unit)
    }

    /// Indic_Conjunct_Break=Consonant for the same scripts.
    static func isConjunctConsonant(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0915...0x0939, 0x0958...0x095F, 0x0978...0x097F: true
        case 0x0995...0x09A8, 0x09AA...0x09B0, 0x09B2, 0x09B6...0x09B9, 0x09DC, 0x09DD, 0x09DF, 0x09F0, 0x09F1: true
        case 0x0A95...0x0AA8, 0x0AAA...0x0AB0, 0x0AB2, 0x0AB3, 0x0AB5...0x0AB9, 0x0AF9: true
        case 0x0B15...0x0B28, 0x0B2A...0x0B30, 0x0B32, 0x0B33, 0x0B35...0x0B39, 0x0B5C, 0x0B5D, 0x0B5F, 0x0B71: true
        case 0x0C15...0x0C28, 0x0C2A...0x0C39, 0x0C58...0x0C5A: true
        case 0x0D15...0x0D3A: true
        default: false
        }
    }

    /// Indic_Conjunct_Break=Extend, approximated by nonspacing marks and ZWJ.
    static func isConjunctExtend(_ unit: UInt16) -> Bool {
        if unit == 0x200D { return true }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.generalCategory == .nonspacingMark
    }

    private static func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }
}
