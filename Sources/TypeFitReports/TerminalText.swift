/// Text from a spec (names, ids, file names, shown text, messages quoting them) made safe for a
/// line of the text report or of standard error.
///
/// A spec in a pull request is untrusted: a name holding a line break followed by `::error …`
/// must not start a GitHub workflow command on a line of its own, and ANSI escape sequences must
/// not reach the terminal. C0 controls (line breaks and tabs included), DEL, C1 controls and the
/// Unicode bidirectional controls (which can make a line read differently from its bytes) are
/// written as `\n`, `\r`, `\t` or `\u{XX}`; everything else is kept as it is.
public enum TerminalText {
    /// `text` with its control characters escaped; `text` itself when it has none.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// True for the characters ``escaped(_:)`` writes as escapes.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        // ALM, LRM, RLM, the embeddings and overrides (LRE…RLO) and the isolates (LRI…PDI).
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
