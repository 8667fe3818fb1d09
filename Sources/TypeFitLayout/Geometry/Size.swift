/// A width and a height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The size along `axis`: the width for horizontal, the height for vertical.
    public func along(_ axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// The size across `axis`: the height for horizontal, the width for vertical.
    public func across(_ axis: Axis) -> Double {
        axis == .horizontal ? height : width
    }

    /// A size built from a length along `axis` and one across it.
    public init(along main: Double, across cross: Double, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    /// `200×44`, numbers in their shortest form.
    public var description: String {
        "\(formatPoints(width))×\(formatPoints(height))"
    }
}

/// A length in points as the frame tree prints it: at most three decimals, no trailing zeros.
func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    // Beyond about 9.2e15 thousandths the digits no longer fit an Int64.
    guard abs(value) < 1e12 else { return "\(value)" }
    let scaled = (value * 1000).rounded()
    let negative = scaled < 0
    let magnitude = Int64(abs(scaled))
    let whole = magnitude / 1000
    var fraction = magnitude % 1000
    var text = (negative && magnitude != 0 ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let raw = String(fraction)
        text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
}
