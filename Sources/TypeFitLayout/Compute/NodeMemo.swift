/// Lists a layout pass keeps per node as it measures (sizes for proposals, text measures): one
/// list per node index. A pass adds an entry only after looking for its key and missing, so a
/// list never holds two entries that match the same lookup, and the order it is searched in
/// does not matter.
///
/// The entries of all nodes share one array, each linked to the entry added before it for the
/// same node: a pass adds entries to most of its nodes, and one array grows by doubling where
/// an array per node would allocate for each of them.
///
/// A pass runs on one thread and never reaches a memo from inside one of its lookups, so the
/// arrays are not checked for overlapping access at run time: the check costs a lock-free set
/// insertion on every lookup, and the lookups are most of what a layout pass does.
final class NodeMemo<Entry> {
    /// The index in ``entries`` of each node's latest entry, or -1.
    @exclusivity(unchecked) private var heads: [Int32]
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// `previous[i]` is the index of the entry added before entry `i` for the same node, or -1.
    @exclusivity(unchecked) private var previous: [Int32] = []

    init(nodeCount: Int) {
        heads = Array(repeating: -1, count: max(nodeCount, 1))
        entries.reserveCapacity(max(64, nodeCount * 16))
        previous.reserveCapacity(max(64, nodeCount * 16))
    }

    /// Makes room for the lists of `nodeCount` nodes: a memo shared by passes over trees of
    /// several sizes (the same spec at several categories, with different elements hidden).
    func reserveNodes(_ nodeCount: Int) {
        if nodeCount > heads.count { heads += repeatElement(-1, count: nodeCount - heads.count) }
    }

    /// The entry of `node`'s list that `matches`.
    func first(at node: Int, where matches: (Entry) -> Bool) -> Entry? {
        first(at: node, where: matches, read: { $0 })
    }

    /// What `read` takes from the entry of `node`'s list that `matches`.
    ///
    /// The entries are read in place, through the array's buffer: an element read from a class's
    /// array and handed to a closure is otherwise copied first, retaining every reference it
    /// holds, on each entry a lookup visits; read in place, a lookup retains only what it returns.
    func first<Value>(at node: Int, where matches: (Entry) -> Bool, read: (Entry) -> Value) -> Value? {
        var index = Int(heads[node])
        guard index >= 0 else { return nil }
        return entries.withUnsafeBufferPointer { entries in
            while index >= 0 {
                if matches(entries[index]) { return read(entries[index]) }
                index = Int(previous[index])
            }
            return nil
        }
    }

    /// Adds an entry to `node`'s list.
    func append(_ entry: consuming Entry, at node: Int) {
        precondition(entries.count < Int(Int32.max), "NodeMemo: too many entries")
        entries.append(entry)
        previous.append(heads[node])
        heads[node] = Int32(entries.count - 1)
    }
}
