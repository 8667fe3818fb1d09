import Foundation
import Testing
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// The layout pass's per-node memo: each node's lookups see its own entries only, however many
/// entries the memo holds.
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
                let found = memo.first(at: node) { $0.key == key }
                if (key + node) % 3 == 0 {
                    #expect(found == nil, "node \(node) key \(key)")
                } else {
                    #expect(found?.node == node && found?.key == key, "node \(node) key \(key)")
                }
            }
        }
        #expect(memo.first(at: 4) { $0.key == 300 } == nil)
    }

    /// A stack's items are kept by the length proposed across it: equal proposals find the
    /// entry, and an ideal, a minimum and each definite length (by its bits) are told apart.
    /// Items with every minimum measured answer a question for items without, not the reverse.
    @Test func stackItemsAreKeptByTheProposalAcross() {
        typealias Key = LayoutPass.StackItemsEntry
        let proposals: [ProposedLength] = [.ideal, .minimum, .definite(0), .definite(-0.0), .definite(320), .definite(320.5)]
        for (i, a) in proposals.enumerated() {
            for (j, b) in proposals.enumerated() {
                for (asked, kept) in [(false, false), (false, true), (true, false), (true, true)] {
                    #expect(Key(a, hasMinimums: asked).matches(Key(b, hasMinimums: kept)) == (i == j && (kept || !asked)),
                            "\(a) against \(b), minimums asked \(asked), kept \(kept)")
                }
            }
        }
    }

    /// A memo made room for more nodes keeps every node's entries, and the new nodes start empty.
    @Test func reservingNodesKeepsEachNodesEntries() {
        let memo = NodeMemo<Entry>(nodeCount: 2)
        memo.append(Entry(node: 0, key: 7), at: 0)
        memo.append(Entry(node: 1, key: 8), at: 1)
        memo.reserveNodes(1)
        memo.reserveNodes(40)
        #expect(memo.first(at: 0) { _ in true }?.key == 7)
        #expect(memo.first(at: 1) { _ in true }?.key == 8)
        for node in 2..<40 { #expect(memo.first(at: node) { _ in true } == nil) }
        memo.append(Entry(node: 39, key: 9), at: 39)
        #expect(memo.first(at: 39) { _ in true }?.key == 9)
    }

    /// Laying a spec out at several categories in one call, where the passes share each text's
    /// content, gives the layouts each category gives alone: for every mock screen (one hides
    /// labels at accessibility sizes, so a node's index stands for another element there) and
    /// for a stack whose hidden first label moves a label with the same text in another weight,
    /// and one in another family, to its index.
    @Test func layoutsAtSeveralCategoriesEqualEachCategoryAlone() throws {
        let directory = TestSupport.path("Layouts")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 20)
        var specs = try files.map { try LayoutTestSupport.decoder.decode(fileAt: directory + "/" + $0) }
        specs.append(try LayoutTestSupport.spec("""
            { "type": "stack", "axis": "vertical", "children": [
              { "type": "label", "text": "First words", "when": [ { "categories": "accessibility", "set": { "hidden": true } } ] },
              { "type": "label", "text": "First words", "weight": "bold" },
              { "type": "label", "text": "First words", "font": { "family": "Noto Sans Hebrew", "size": 17, "relativeTo": "body" } },
              { "type": "label", "text": "Second", "lines": 0 } ] }
            """))
        let categories = ContentSizeCategory.allCases
        for spec in specs {
            // Each way with an engine of its own, so that neither finds the other's layouts.
            let together = try LayoutEngine(text: TextEngine(fonts: TextTestSupport.library))
                .layouts(spec, device: spec.devices[0], categories: categories)
            let alone = LayoutEngine(text: TextEngine(fonts: TextTestSupport.library))
            #expect(together.count == categories.count)
            for (category, layout) in zip(categories, together) {
                #expect(layout == (try alone.layout(spec, device: spec.devices[0], category: category)),
                        "\(spec.name) at \(category)")
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
            #expect(memo.first(at: 1) { $0 === held } != nil)
        }
        #expect(held == nil)
    }
}
