import Testing
@testable import TypeFitLayout

/// The layout pass's per-node memo: each node's lookups see its own entries only, however many
/// entries the pool holds and however often it grew.
@Suite struct LayoutMemoTests {
    /// An entry naming its node and a key.
    struct Entry {
        var node: Int
        var key: Int
    }

    @Test func eachNodeFindsItsOwnEntriesAcrossGrowth() {
        let nodeCount = 5
        let memo = NodeMemo<Entry>(nodeCount: nodeCount)
        #expect(memo.first(at: 0) { _ in true } == nil)
        // Far more entries than the first pool holds, interleaved across the nodes.
        for key in 0..<300 {
            for node in 0..<nodeCount where (key + node) % 3 != 0 {
                memo.append(Entry(node: node, key: key), at: node)
            }
        }
        for node in 0..<nodeCount {
            for key in 0..<300 {
                let found = memo.first(at: node) { $0.pointee.key == key }
                if (key + node) % 3 == 0 {
                    #expect(found == nil, "node \(node) key \(key)")
                } else {
                    #expect(found?.node == node && found?.key == key, "node \(node) key \(key)")
                }
            }
        }
        #expect(memo.first(at: 4) { $0.pointee.key == 300 } == nil)
    }

    /// A stack's items are kept by the length proposed across it: equal proposals find the
    /// entry, and an ideal, a minimum and each definite length (by its bits) are told apart.
    @Test func stackItemsAreKeptByTheProposalAcross() {
        typealias Key = LayoutPass.StackItemsEntry
        let proposals: [ProposedLength] = [.ideal, .minimum, .definite(0), .definite(-0.0), .definite(320), .definite(320.5)]
        for (i, a) in proposals.enumerated() {
            for (j, b) in proposals.enumerated() {
                var entry = Key(b)
                #expect(withUnsafePointer(to: &entry) { Key(a).matches($0) } == (i == j), "\(a) against \(b)")
            }
        }
    }

    /// Entries holding references are released with the memo.
    @Test func releasesWhatItHolds() {
        final class Token {}
        weak var held: Token?
        do {
            let memo = NodeMemo<Token>(nodeCount: 2)
            for _ in 0..<200 {
                let token = Token()
                memo.append(token, at: 1)
                held = token
            }
            #expect(held != nil)
            #expect(memo.first(at: 1) { $0.pointee === held } != nil)
        }
        #expect(held == nil)
    }
}
