/// Text made safe for XML and HTML: the one escaping the JUnit, SVG and HTML reports share.
///
/// Markup characters become entities; characters XML 1.0 cannot carry (C0 controls other than
/// tab, line feed and carriage return, U+FFFE, U+FFFF) and the C1 controls HTML rejects become
/// U+FFFD, so every report parses whatever text a spec holds.
enum XMLText {
    /// `text` escaped for an attribute value in double or single quotes (also safe as character
    /// data): `&`, `<`, `>`, both quotes, and line breaks and tabs as character references, so a
    /// parser's attribute-value normalisation keeps them. With `inAttribute: false`, for
    /// character data only: quotes, line feeds and tabs stay as they are.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&#39;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            case "\r": out += "&#13;"
            case "\"", "'", "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0x7F...0x9F).contains(value) && value != 0xFFFE && value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
