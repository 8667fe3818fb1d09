import Testing
@testable import TypeFitReports

/// `XMLText`, the escaping the JUnit, SVG and HTML reports share: attribute values and character
/// data, and characters XML cannot carry.
@Suite struct ReportsXMLTextTests {
    @Test func attributeEscapingCoversQuotesAndLineBreaks() {
        #expect(XMLText.escape("a<b & \"c\" 'd'\n\te\r") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&#10;&#9;e&#13;")
        #expect(XMLText.escape("\u{1}x\u{85}\u{FFFE}") == "\u{FFFD}x\u{FFFD}\u{FFFD}")
    }

    @Test func characterDataKeepsQuotesAndLineBreaks() {
        #expect(XMLText.escape("a<b & \"c\" 'd'\n\te\r", inAttribute: false) == "a&lt;b &amp; \"c\" 'd'\n\te&#13;")
    }

    /// Escaping works on bytes; it must give what escaping scalar by scalar gives, for every
    /// character it treats and the characters around them, in both modes.
    @Test func escapingMatchesTheRulesScalarByScalar() {
        func reference(_ text: String, inAttribute: Bool) -> String {
            var out = ""
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
        let pieces = ["a", "&", "<", ">", "\"", "'", "\n", "\t", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}",
                      "\u{A0}", "é", "\u{2028}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{EFBF}", "😀", "कि", "مرحبا", " "]
        var state: UInt64 = 7
        for length in 0..<40 {
            for _ in 0..<25 {
                var text = ""
                for _ in 0..<length {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    text += pieces[Int(state >> 33) % pieces.count]
                }
                for inAttribute in [true, false] {
                    #expect(XMLText.escape(text, inAttribute: inAttribute) == reference(text, inAttribute: inAttribute), "\(text.debugDescription)")
                }
            }
        }
    }
}
