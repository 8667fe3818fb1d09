import TypeFitJSON
import TypeFitSupport
import TypeFitText

/// The wording shared by the rules' messages: points rounded to 0.1, quoted text, code points.
///
/// Numbers go through `DecimalText`, not a locale-dependent formatter, so messages are the same
/// bytes on every machine.
enum FindingText {
    /// Longest quoted text in a message before it is shortened with "…".
    static let quoteLimit = 40

    /// `value` rounded to 0.1 with no trailing ".0": `213.6`, `180`, `-2.5`.
    static func points(_ value: Double) -> String {
        DecimalText.format(value, maximumDecimals: 1)
    }

    /// `value` rounded to 0.1, the number the findings carry (so messages and numbers agree).
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 10).rounded(.toNearestOrAwayFromZero) / 10
    }

    /// `"213.6 pt"`.
    static func pt(_ value: Double) -> String { points(value) + " pt" }

    /// `"30 × 30 pt"`.
    static func size(_ width: Double, _ height: Double) -> String {
        points(width) + " × " + points(height) + " pt"
    }

    /// Text in double quotes, lines joined by " / ", shortened in the middle when long.
    static func quoted(_ text: String) -> String {
        // Short text on one line, the common case, is quoted as it is: it has no more
        // characters than UTF-8 bytes, so counting its characters cannot shorten it.
        let hasNewline = text.utf8.contains(0x0A)
        if text.utf8.count <= quoteLimit && !hasNewline { return "\"" + text + "\"" }
        let oneLine = hasNewline ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / ") : text
        // ASCII without a carriage return (the one ASCII pair that is a single character) has
        // one character per byte: counted and cut by bytes, without finding grapheme clusters.
        if oneLine.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let bytes = Array(oneLine.utf8)
            guard bytes.count > quoteLimit else { return "\"" + oneLine + "\"" }
            let head = String(decoding: bytes[..<(quoteLimit - 12)], as: UTF8.self)
            let tail = String(decoding: bytes[(bytes.count - 10)...], as: UTF8.self)
            return "\"" + head + " … " + tail + "\""
        }
        // A text has no more characters than scalars: counting scalars needs no grapheme breaking.
        guard oneLine.unicodeScalars.count > quoteLimit, oneLine.count > quoteLimit else { return "\"" + oneLine + "\"" }
        let head = oneLine.prefix(quoteLimit - 12)
        let tail = oneLine.suffix(10)
        return "\"" + head + " … " + tail + "\""
    }

    /// `"a", "b" and "c"`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }

    /// `1 line`, `3 lines`.
    static func lines(_ count: Int) -> String {
        count == 1 ? "1 line" : "\(count) lines"
    }
}
