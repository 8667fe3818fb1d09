/// A set of ASCII code points (0–127) held as two 64-bit masks: asking is a shift and a mask,
/// where a `Set` hashes. For what is asked of every character (whether a font covers it,
/// whether a line may break between two).
struct ASCIISet: Sendable, Hashable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    /// The set of `units`, every one of them ASCII.
    init(_ units: some Sequence<UInt16>) {
        for unit in units { insert(UInt32(unit)) }
    }

    /// Adds the ASCII code point `value`.
    mutating func insert(_ value: UInt32) {
        precondition(value < 128, "ASCIISet holds ASCII only, not \(value)")
        if value < 64 { low |= 1 << value } else { high |= 1 << (value - 64) }
    }

    /// Whether `value` is in the set (never for a value beyond ASCII).
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return low & (1 << value) != 0 }
        return value < 128 && high & (1 << (value - 64)) != 0
    }

    /// Whether the UTF-16 unit `unit` is in the set.
    func contains(_ unit: UInt16) -> Bool { contains(UInt32(unit)) }

    /// The code points of both sets.
    func union(_ other: ASCIISet) -> ASCIISet {
        var result = self
        result.low |= other.low
        result.high |= other.high
        return result
    }
}
