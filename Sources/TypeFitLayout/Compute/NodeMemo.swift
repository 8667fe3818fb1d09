/// Lists a layout pass keeps per node as it measures (sizes for proposals, text measures): one
/// list per node index. A pass adds an entry only after looking for its key and missing, so a
/// list never holds two entries that match the same lookup, and the order it is searched in
/// does not matter.
///
/// All entries live in one pool the memo owns outright, each linked to the entry added before it
/// for the same node: adding one costs no allocation of its own, where an array per node would
/// allocate and reallocate as it grew. The memory is managed
/// here rather than held in an array property of the pass: the pass reads or extends it on every
/// measure call, and each access to a class's array property is checked for exclusivity at run
/// time. A pass runs on one thread and never touches a node's list while reading it.
final class NodeMemo<Entry> {
    /// The pool index of each node's latest entry, or -1.
    private var heads: UnsafeMutableBufferPointer<Int32>
    /// Entries `0..<count` are initialised; `links[i]` is the pool index of the entry added
    /// before entry `i` for the same node, or -1.
    private var pool: UnsafeMutablePointer<Entry>
    private var links: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private var count = 0

    init(nodeCount: Int) {
        heads = .allocate(capacity: max(nodeCount, 1))
        heads.initialize(repeating: -1)
        capacity = max(64, nodeCount * 16)
        pool = .allocate(capacity: capacity)
        links = .allocate(capacity: capacity)
    }

    deinit {
        pool.deinitialize(count: count)
        pool.deallocate()
        links.deallocate()
        heads.deallocate()
    }

    /// Makes room for the lists of `nodeCount` nodes: a memo shared by passes over trees of
    /// several sizes (the same spec at several categories, with different elements hidden).
    func reserveNodes(_ nodeCount: Int) {
        guard nodeCount > heads.count else { return }
        let larger = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodeCount)
        larger.initialize(repeating: -1)
        for node in heads.indices { larger[node] = heads[node] }
        heads.deallocate()
        heads = larger
    }

    /// The entry of `node`'s list that `matches`.
    func first(at node: Int, where matches: (UnsafePointer<Entry>) -> Bool) -> Entry? {
        first(at: node, where: matches, read: { $0.pointee })
    }

    /// What `read` takes from the entry of `node`'s list that `matches`. Both are handed the
    /// entry's address: an entry passed by value to a closure is copied out of the pool first,
    /// retaining every reference it holds, on each entry a lookup visits.
    func first<Value>(at node: Int, where matches: (UnsafePointer<Entry>) -> Bool,
                      read: (UnsafePointer<Entry>) -> Value) -> Value? {
        precondition(node >= 0 && node < heads.count, "NodeMemo: node \(node) out of range")
        var index = Int(heads[node])
        while index >= 0 {
            if matches(pool + index) { return read(pool + index) }
            index = Int(links[index])
        }
        return nil
    }

    /// Adds an entry to `node`'s list.
    func append(_ entry: consuming Entry, at node: Int) {
        precondition(node >= 0 && node < heads.count, "NodeMemo: node \(node) out of range")
        precondition(count < Int(Int32.max), "NodeMemo: too many entries")
        if count == capacity { grow() }
        (pool + count).initialize(to: entry)
        links[count] = heads[node]
        heads[node] = Int32(count)
        count += 1
    }

    /// Doubles the pool, moving the entries.
    private func grow() {
        let larger = capacity * 2
        let newPool = UnsafeMutablePointer<Entry>.allocate(capacity: larger)
        newPool.moveInitialize(from: pool, count: count)
        pool.deallocate()
        pool = newPool
        let newLinks = UnsafeMutablePointer<Int32>.allocate(capacity: larger)
        newLinks.initialize(from: links, count: count)
        links.deallocate()
        links = newLinks
        capacity = larger
    }
}
