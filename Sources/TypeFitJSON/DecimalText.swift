/// Decimal numbers as text, the same bytes on every machine: `213.6`, `180`, `-2.5`, `0.125`.
///
/// Formatting is done by hand, not with a locale-dependent formatter, so frame dumps, finding
/// messages and SVG coordinates never change with the machine they are written on. JSON numbers
/// are written by ``JSONWriter/number(_:)`` instead, in their shortest round-trip form.
public enum DecimalText {
    /// Beyond this magnitude, once scaled by the decimals, the integer arithmetic below would
    /// overflow (and a double has no fraction left to print long before): such values are written
    /// in Swift's shortest round-trip form instead (`1.7e+308`), which is the same on every machine.
    static let largestScaled = 9e18

    /// `value` rounded to `maximumDecimals` places (half away from zero), trailing zeros and a
    /// bare point dropped, never `-0`; non-finite values print as `nan`, `inf` and `-inf`.
    ///
    /// - Precondition: `maximumDecimals` is 0…9.
    public static func format(_ value: Double, maximumDecimals: Int) -> String {
        precondition((0...9).contains(maximumDecimals), "DecimalText.format: maximumDecimals must be 0…9")
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var divisor: Int64 = 1
        for _ in 0..<maximumDecimals { divisor *= 10 }
        let scaled = (value * Double(divisor)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < largestScaled else { return "\(value)" }
        let magnitude = Int64(abs(scaled))
        guard magnitude != 0 else { return "0" }
        var fraction = magnitude % divisor
        var text = (scaled < 0 ? "-" : "") + String(magnitude / divisor)
        if fraction != 0 {
            var digits = maximumDecimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }
}
