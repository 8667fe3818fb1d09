/// Decimal numbers as text, the same bytes on every machine: `213.6`, `180`, `-2.5`, `0.125`.
///
/// Formatting is done by hand, not with a locale-dependent formatter, so frame dumps, finding
/// messages and SVG coordinates never change with the machine they are written on. JSON numbers
/// are written by the JSON writer instead, in their shortest round-trip form.
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
        // Written backwards into a buffer on the stack, then made into a string once (every
        // finding's message holds a few numbers). At most 19 digits (the magnitude is below
        // 9e18), a point and a sign.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var position = buffer.count
            func write(_ byte: UInt8) {
                position -= 1
                buffer[position] = byte
            }
            var integer = magnitude / divisor
            var fraction = magnitude % divisor
            if fraction != 0 {
                var digits = maximumDecimals
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                // The fraction's digits with the zeros that lead them (`0.05`).
                for _ in 0..<digits {
                    write(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                write(UInt8(ascii: "."))
            }
            repeat {
                write(UInt8(ascii: "0") + UInt8(integer % 10))
                integer /= 10
            } while integer > 0
            if scaled < 0 { write(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[position...]), as: UTF8.self)
        }
    }
}
