/// A small seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014): the same
/// seed gives the same sequence on every machine, so the benchmark corpus is reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, from this generator alone (not `Int.random(in:using:)`, whose
    /// algorithm the standard library may change).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % span)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ items: [Element]) -> Element {
        precondition(!items.isEmpty, "pick from an empty list")
        return items[int(in: 0...(items.count - 1))]
    }
}
