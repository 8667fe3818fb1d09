import TypeFitChecks

/// How the visual report marks each kind of finding: an outline colour that tells the kinds
/// apart, a dash pattern for findings that do not fail (info), and the legend's wording.
package struct FindingStyle: Sendable, Hashable {
    /// The outline colour as `#rrggbb`.
    package var colour: String
    /// The legend's label.
    package var label: String

    /// The style of a finding kind.
    package static func of(_ kind: FindingKind) -> FindingStyle {
        switch kind {
        case .truncated: FindingStyle(colour: "#e8590c", label: "truncated")
        case .clipped: FindingStyle(colour: "#d6336c", label: "clipped")
        case .overlap: FindingStyle(colour: "#e03131", label: "overlap")
        case .offscreen: FindingStyle(colour: "#7048e8", label: "off screen")
        case .squeezed: FindingStyle(colour: "#3b5bdb", label: "squeezed")
        case .shrunk: FindingStyle(colour: "#f59f00", label: "shrunk")
        case .fixedFont: FindingStyle(colour: "#1c7ed6", label: "fixed font")
        case .touchTarget: FindingStyle(colour: "#0ca678", label: "touch target")
        case .hierarchy: FindingStyle(colour: "#9c36b5", label: "hierarchy")
        case .missingGlyphs: FindingStyle(colour: "#495057", label: "missing glyphs")
        }
    }

    /// The colour as red, green and blue components.
    package var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        let digits = Array(colour.utf8.dropFirst())
        func component(_ index: Int) -> UInt8 {
            guard digits.count == 6 else { return 0 }
            return UInt8(hexValue(digits[index]) * 16 + hexValue(digits[index + 1]))
        }
        return (component(0), component(2), component(4))
    }

    /// SVG `stroke-dasharray` for a severity: solid for failures, dashed for warnings, dotted for info.
    package static func dashArray(for severity: Severity) -> String? {
        switch severity {
        case .error: nil
        case .warning: "6 3"
        case .info: "2 3"
        }
    }

    private func hexValue(_ digit: UInt8) -> Int {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
        default: 0
        }
    }
}
