/// A value to put in place of a format specifier: text for `%@`, a number for `%d` or `%.1f`.
public enum FormatValue: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case string(String)
    case number(Double)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }

    public var description: String {
        switch self {
        case .string(let s): "\"\(s)\""
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        }
    }
}

/// The representative values that fill a string's format arguments, by 1-based position.
///
/// Positions not given take a default by the specifier's type: `%@` (and `%s`) gets
/// ``defaultString`` ("Alexandra", a longish given name), a numeric specifier gets
/// ``defaultNumber`` (1234, which shows a grouping separator and takes the plural category
/// `other` in English). A spec can set values per key, such as `["Maximilian", 3]`.
public struct FormatArguments: Sendable, Hashable {
    /// The text a `%@` argument shows when none is given: "Alexandra".
    public static let defaultString = "Alexandra"
    /// The number a numeric argument shows when none is given: 1234.
    public static let defaultNumber: Double = 1234

    /// Values by 1-based argument position.
    public var values: [Int: FormatValue]

    /// Values for positions 1, 2, 3 … in order.
    public init(_ values: [FormatValue] = []) {
        self.values = Dictionary(uniqueKeysWithValues: values.enumerated().map { ($0.offset + 1, $0.element) })
    }

    /// Values for the given 1-based positions; other positions take the defaults.
    public init(positions: [Int: FormatValue]) {
        self.values = positions
    }

    /// The defaults only.
    public static let defaults = FormatArguments()

    /// The value at a 1-based position, or the default for a specifier that wants a number
    /// (`numeric`) or text.
    public func value(at position: Int, numeric: Bool) -> FormatValue {
        if let value = values[position] { return value }
        return numeric ? .number(Self.defaultNumber) : .string(Self.defaultString)
    }
}
