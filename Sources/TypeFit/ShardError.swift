/// A text that names no shard (see ``Shard/parse(_:)``).
public enum ShardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not two whole numbers with a slash between them, `I/N`.
    case malformed(String)
    /// The number of shards is not between 1 and ``Shard/maxCount``.
    case countOutOfRange(count: Int)
    /// The shard's number is not between 1 and the number of shards.
    case noSuchShard(index: Int, count: Int)

    public var description: String {
        switch self {
        case .malformed(let text):
            "\"\(text)\" is not a shard: expected I/N with 1 ≤ I ≤ N, e.g. 2/8 for the second of 8 shards"
        case .countOutOfRange(let count):
            "the number of shards must be between 1 and \(Shard.maxCount), not \(count)"
        case .noSuchShard(let index, let count):
            "shard \(index) does not exist in \(count) shards"
        }
    }
}
