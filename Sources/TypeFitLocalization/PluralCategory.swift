/// One of the six CLDR plural categories that String Catalogs vary by.
///
/// See https://unicode.org/reports/tr35/tr35-numbers.html#Language_Plural_Rules
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero, one, two, few, many, other

    public var description: String { rawValue }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// The operands CLDR plural rules test, taken from a number as it is displayed.
///
/// `1` and `1.0` differ: `v` (visible fraction digits) is 0 for the first and 1 for the second,
/// and English says "1 item" but "1.0 items". See
/// https://unicode.org/reports/tr35/tr35-numbers.html#Operands
public struct PluralOperands: Sendable, Hashable {
    /// The absolute value.
    public var n: Double
    /// The integer digits of n.
    public var i: Int
    /// The number of visible fraction digits, with trailing zeros.
    public var v: Int
    /// The visible fraction digits, with trailing zeros, as an integer.
    public var f: Int
    /// The visible fraction digits, without trailing zeros, as an integer.
    public var t: Int

    public init(n: Double, i: Int, v: Int, f: Int, t: Int) {
        self.n = n
        self.i = i
        self.v = v
        self.f = f
        self.t = t
    }

    /// The operands of an integer.
    public init(_ integer: Int) {
        let magnitude = integer.magnitude > UInt(Int.max) ? Int.max : Int(integer.magnitude)
        self.init(n: Double(magnitude), i: magnitude, v: 0, f: 0, t: 0)
    }

    /// The operands of a decimal numeral as displayed, such as `"1.50"` or `"-3"`; grouping
    /// separators are not allowed. Returns nil for text that is not a plain decimal numeral.
    public init?(decimal text: String) {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let pieces = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = pieces.first, !integerPart.isEmpty,
            integerPart.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = pieces.count > 1 ? pieces[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit), pieces.count == 1 || !fraction.isEmpty else { return nil }
        // Rules only look at the low digits of i and at small fractions; keep them in range.
        let i = Int(integerPart.suffix(15)) ?? 0
        let fractionDigits = fraction.prefix(15)
        let trimmed = fractionDigits.reversed().drop(while: { $0 == "0" }).reversed()
        let f = Int(fractionDigits) ?? 0
        let t = Int(String(trimmed)) ?? 0
        var n = Double(i)
        var scale = 1.0
        for character in fractionDigits {
            scale /= 10
            n += Double(character.wholeNumberValue ?? 0) * scale
        }
        self.init(n: n, i: i, v: fractionDigits.count, f: f, t: t)
    }
}
