/// One part of a deterministic split of the spec files, for CI matrices (`--shard 2/8`).
///
/// The files are sorted by path and dealt round-robin: shard `i` of `n` takes the files at
/// positions `i-1`, `i-1+n`, `i-1+2n` … so the shards differ in size by at most one file, every
/// file is in exactly one shard, and the split is the same on every machine.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The shard's number, from 1 to ``count``.
    public var index: Int
    /// How many shards the files are split into.
    public var count: Int

    public init(index: Int, count: Int) {
        precondition(count >= 1 && index >= 1 && index <= count, "Shard: need 1 ≤ index ≤ count, got \(index)/\(count)")
        self.index = index
        self.count = count
    }

    /// The most shards the files can be split into.
    public static let maxCount = 10000

    /// Parses `I/N` (1 ≤ I ≤ N ≤ ``maxCount``), e.g. `2/8`.
    public static func parse(_ text: String) throws(ShardError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
              let index = Int(parts[0]), let count = Int(parts[1])
        else {
            throw .malformed(text)
        }
        guard count >= 1 && count <= maxCount else { throw .countOutOfRange(count: count) }
        guard index >= 1 && index <= count else { throw .noSuchShard(index: index, count: count) }
        return Shard(index: index, count: count)
    }

    /// This shard's paths: `paths` sorted, then every ``count``-th from position ``index`` − 1.
    package func select(_ paths: [String]) -> [String] {
        paths.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
