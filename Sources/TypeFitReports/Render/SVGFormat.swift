import TypeFitJSON
import TypeFitSupport
import TypeFitText

/// Deterministic text for SVG: numbers with a fixed number of decimals, ids and path data, so
/// the same picture always gives the same bytes (text is escaped by `XMLText`).
enum SVGFormat {
    /// `value` rounded to `decimals` places (half away from zero), trailing zeros dropped,
    /// never "-0"; non-finite values print as 0 and magnitudes stop at 10¹² (SVG readers
    /// take neither `nan` nor huge coordinates).
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        return DecimalText.format(min(max(value, -1e12), 1e12), maximumDecimals: decimals)
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
