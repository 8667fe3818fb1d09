import TypeFitText

/// Deterministic text for SVG and HTML: numbers with a fixed number of decimals and
/// escaped text, so the same picture always gives the same bytes.
enum SVGFormat {
    /// `value` rounded to `decimals` places (half away from zero), trailing zeros dropped,
    /// never "-0"; non-finite values print as 0.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        precondition((0...9).contains(decimals), "SVGFormat.number: decimals must be 0…9")
        guard value.isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = (clamped * factor).rounded(.toNearestOrAwayFromZero)
        let magnitude = Int64(abs(scaled))
        guard magnitude != 0 else { return "0" }
        let divisor = Int64(factor)
        let whole = magnitude / divisor
        var fraction = magnitude % divisor
        var text = (scaled < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }

    /// Text escaped for XML character data and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                // Control characters are not allowed in XML 1.0.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A string made safe for an XML id: letters, digits, '-' and '_' kept, the rest as '_'.
    static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || scalar == "-" || scalar == "_" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_"
            }
        }
        return result
    }

    /// SVG path data for a path: absolute commands, coordinates with `decimals` places.
    static func pathData(_ path: GlyphPath, decimals: Int) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.commands.count * 3)
        func point(_ p: GlyphPath.Point) -> String {
            number(p.x, decimals: decimals) + " " + number(p.y, decimals: decimals)
        }
        for command in path.commands {
            switch command {
            case .move(let p): parts.append("M" + point(p))
            case .line(let p): parts.append("L" + point(p))
            case .quad(let c, let p): parts.append("Q" + point(c) + " " + point(p))
            case .cubic(let c1, let c2, let p): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }
}
