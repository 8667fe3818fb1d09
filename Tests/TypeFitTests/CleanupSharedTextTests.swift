import Foundation
import Testing
import TypeFitChecks
import TypeFitJSON
import TypeFitLayout
@testable import TypeFitReports

/// The helpers every writer shares: decimal numbers, XML escaping and rectangle arithmetic.
@Suite struct CleanupSharedTextTests {
    @Test(arguments: [
        (213.64, 1, "213.6"), (180, 1, "180"), (-2.5, 1, "-2.5"), (0.125, 3, "0.125"), (0.1, 3, "0.1"),
        (1.0005, 3, "1.001"), (-1.0005, 3, "-1.001"), (-0.0004, 3, "0"), (2.5, 0, "3"), (0.05, 2, "0.05"),
        (16.333333, 2, "16.33"), (1e300, 2, "1e+300"),
    ] as [(Double, Int, String)])
    func decimalsAreRoundedHalfAwayFromZeroWithoutTrailingZeros(value: Double, decimals: Int, text: String) {
        #expect(DecimalText.format(value, maximumDecimals: decimals) == text)
    }

    /// Formatting writes bytes; it must give what building the text from string pieces gives
    /// (integer part, then the fraction's digits padded with the zeros that lead them), for
    /// values of every size and sign at every number of decimals.
    @Test func bytesMatchTheTextBuiltFromPieces() {
        func reference(_ value: Double, _ decimals: Int) -> String {
            var divisor: Int64 = 1
            for _ in 0..<decimals { divisor *= 10 }
            let scaled = (value * Double(divisor)).rounded(.toNearestOrAwayFromZero)
            guard abs(scaled) < 9e18 else { return "\(value)" }
            let magnitude = Int64(abs(scaled))
            guard magnitude != 0 else { return "0" }
            var fraction = magnitude % divisor
            var text = (scaled < 0 ? "-" : "") + String(magnitude / divisor)
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
        var state: UInt64 = 11
        var values: [Double] = [0, -0.0, 0.5, -0.5, 0.05, 0.005, 1e-9, 8.99e17, -8.99e17, 8.99e18, 123_456_789.987_654_321]
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            let exponent = Int((state >> 3) % 24) - 8
            values.append((state & 1 == 0 ? 1 : -1) * mantissa * pow(10, Double(exponent)))
        }
        for value in values {
            for decimals in 0...9 {
                #expect(DecimalText.format(value, maximumDecimals: decimals) == reference(value, decimals),
                        "\(value) at \(decimals) decimals")
            }
        }
    }

    @Test func nonFiniteNumbersHaveWords() {
        #expect(DecimalText.format(.nan, maximumDecimals: 2) == "nan")
        #expect(DecimalText.format(.infinity, maximumDecimals: 2) == "inf")
        #expect(DecimalText.format(-.infinity, maximumDecimals: 0) == "-inf")
    }

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

    @Test func rectanglesIntersectOnlyBeyondTheTolerance() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 9.995, y: 0, width: 5, height: 5), tolerance: 0.01) == nil)
        #expect(a.intersection(Rect(x: 9.995, y: 0, width: 5, height: 5)) != nil)
        #expect(a.outset(by: 2) == Rect(x: -2, y: -2, width: 14, height: 14))
        #expect(a.outset(by: -6) == Rect(x: 6, y: 6, width: 0, height: 0))
        #expect(a.area == 100)
    }

    @Test func furtherOutlinesAroundAnElementNestInside() {
        func finding(_ kind: FindingKind, _ element: String, other: String? = nil) -> Finding {
            Finding(spec: "s", screen: "s", device: "d", category: .large, kind: kind, severity: .error,
                    element: element, otherElement: other, message: kind.rawValue)
        }
        let button = PictureElement(name: "button", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 40),
                                    depth: 0, visibleArea: Rect(x: 0, y: 0, width: 390, height: 844))
        let label = PictureElement(name: "label", kind: .label, frame: Rect(x: 50, y: 30, width: 100, height: 40),
                                   depth: 0, visibleArea: Rect(x: 0, y: 0, width: 390, height: 844))
        let picture = ScreenPicture(spec: "s", screen: "s", device: "d", category: .large,
                                    screenRect: Rect(x: 0, y: 0, width: 390, height: 844),
                                    safeArea: Rect(x: 0, y: 47, width: 390, height: 763), elements: [button, label],
                                    findings: [finding(.truncated, "button"), finding(.offscreen, "button"),
                                               finding(.overlap, "button", other: "label")])
        let outlines = picture.findingOutlines()
        #expect(outlines.map(\.finding) == picture.findings)
        let aroundButton = outlines.flatMap(\.outlines).filter { $0.midX == 60 && $0.midY == 30 }
        #expect(aroundButton.map(\.width) == [103, 99, 95])
        let overlap = outlines.first { $0.finding.kind == .overlap }
        #expect(overlap?.overlap == Rect(x: 50, y: 30, width: 60, height: 20))
        #expect(overlap?.outlines.last == Rect(x: 48.5, y: 28.5, width: 103, height: 43))
        let svg = SVGFrameRenderer().document(picture)
        #expect(svg.contains("<rect x=\"8.5\" y=\"8.5\" width=\"103\" height=\"43\""))
        #expect(svg.contains("<rect x=\"10.5\" y=\"10.5\" width=\"99\" height=\"39\""))
        #expect(svg.contains("<rect x=\"12.5\" y=\"12.5\" width=\"95\" height=\"35\""))
    }
}
