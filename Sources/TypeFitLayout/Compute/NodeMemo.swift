/// Lists a layout pass keeps per node as it measures (sizes for proposals, text measures), one
/// list per node index, searched in order.
///
/// The lists live in memory the memo owns outright rather than in an array property of the pass:
/// the pass reads or extends them on every measure call, and each access to a class's array
/// property is checked for exclusivity at run time (a tenth of a warm check's instructions went
/// there). A pass runs on one thread and never touches a node's list while reading it.
final class NodeMemo<Entry> {
    private let lists: UnsafeMutableBufferPointer<[Entry]>

    init(nodeCount: Int) {
        lists = .allocate(capacity: nodeCount)
        lists.initialize(repeating: [])
    }

    deinit {
        _ = lists.deinitialize()
        lists.deallocate()
    }

    /// The first entry of `node`'s list that `matches`.
    func first(at node: Int, where matches: (Entry) -> Bool) -> Entry? {
        precondition(node >= 0 && node < lists.count, "NodeMemo: node \(node) out of range")
        for entry in lists[node] where matches(entry) { return entry }
        return nil
    }

    /// Adds an entry to `node`'s list.
    func append(_ entry: Entry, at node: Int) {
        precondition(node >= 0 && node < lists.count, "NodeMemo: node \(node) out of range")
        lists[node].append(entry)
    }
}
