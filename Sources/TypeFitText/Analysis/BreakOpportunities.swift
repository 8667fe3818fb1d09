/// Line break opportunities of a paragraph: ICU's UAX #14 breaks, tailored between two
/// printable ASCII characters the way browser engines (WebKit, Blink) do, so that URLs,
/// paths and `and/or` stay whole as they do on the web.
///
/// The tailoring (documented in docs/text-engine.md):
/// - after a run of spaces (U+0020, tab) a break is always allowed;
/// - between two printable ASCII characters, ICU is not asked: a break is allowed only
///   after `-` (before letters and most symbols; before a digit only when the `-` follows a
///   letter or digit, so "-5" stays a negative number), after `?` (likewise), and before
///   `(`, `<`, `[`, `{` after closing or separating punctuation;
/// - next to any other character (non-ASCII letters, dashes, Thai, Devanagari, Arabic),
///   ICU's UAX #14 opportunity decides, except right after a space.
enum BreakOpportunities {
    /// Opportunities of `units` (ascending, excluding 0, including the end).
    ///
    /// In text of printable ASCII, spaces and tabs alone, every position is decided by the rules
    /// above before ICU's answer is read, so ICU is not asked (English, code, URLs) unless
    /// `alwaysAsksICU` (for tests).
    static func compute(_ units: [UInt16], locale: String?, alwaysAsksICU: Bool = false) throws(TextError) -> [Int] {
        let asksICU = alwaysAsksICU || units.contains { !isBreakableSpace($0) && !isPrintableASCII($0) }
        let (isICUBreak, icuCount) = asksICU ? try UnicodeAnalysis.lineBreakFlags(units, locale: locale)
                                             : ([], units.count / 4)
        // About as many as ICU's: the tailoring below moves few.
        var result: [Int] = []
        result.reserveCapacity(icuCount + 1)
        for index in 1..<max(units.count, 1) where index < units.count {
            let previous = units[index - 1]
            let current = units[index]
            if isBreakableSpace(current) { continue }
            if isBreakableSpace(previous) {
                result.append(index)
                continue
            }
            if isPrintableASCII(previous) && isPrintableASCII(current) {
                let beforePrevious = index >= 2 ? units[index - 2] : 0
                if asciiAllowsBreak(beforePrevious, previous, current) { result.append(index) }
                continue
            }
            if asksICU && isICUBreak[index] { result.append(index) }
        }
        if !units.isEmpty { result.append(units.count) }
        return result
    }

    /// Spaces that browsers break after: space and tab (newlines end paragraphs earlier).
    static func isBreakableSpace(_ unit: UInt16) -> Bool {
        unit == 0x0020 || unit == 0x0009
    }

    /// `!` … DEL.
    static func isPrintableASCII(_ unit: UInt16) -> Bool {
        unit >= 0x21 && unit <= 0x7F
    }

    /// Whether a break is allowed between two printable ASCII characters `previous` and `next`.
    static func asciiAllowsBreak(_ beforePrevious: UInt16, _ previous: UInt16, _ next: UInt16) -> Bool {
        let digit = next >= 0x30 && next <= 0x39
        switch previous {
        case 0x2D:  // "-"
            if digit { return isASCIIAlphanumeric(beforePrevious) }
            return afterHyphen.contains(next)
        case 0x3F:  // "?"
            return digit || afterQuestionMark.contains(next)
        default:
            return beforeOpeningAfter.contains(previous) && openingBrackets.contains(next)
        }
    }

    private static func isASCIIAlphanumeric(_ unit: UInt16) -> Bool {
        (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A)
    }

    /// Letters and the symbols that may start a line after "-" or "?".
    private static let wordLike = ASCIISet(Array(UInt16(0x41)...0x5A) + Array(UInt16(0x61)...0x7A)
                                           + Array("%&(*+-<=>@[\\^_`{|~".utf16))

    private static let afterHyphen = wordLike.union(ASCIISet("\"#'".utf16)).union(ASCIISet([0x7F]))
    private static let afterQuestionMark = wordLike.union(ASCIISet("#$".utf16))
    private static let beforeOpeningAfter = ASCIISet("!\"#%&)*+,.:;=>\\]|}~".utf16)
    private static let openingBrackets = ASCIISet("(<[{".utf16)
}
