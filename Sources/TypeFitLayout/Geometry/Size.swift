import TypeFitJSON
import TypeFitSupport

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
    DecimalText.format(value, maximumDecimals: 3)
}
