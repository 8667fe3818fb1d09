import Foundation
import Testing
import TypeFitJSON
import TypeFitSupport

/// `DecimalText`, the number formatting every report and dump shares: rounded half away from
/// zero, no trailing zeros, words for values that are not finite.
@Suite struct JSONDecimalTextTests {
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
}
