import Foundation
import Testing
import TypeFit
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Screen-level behaviour: category rules, grids, scrolling, pinned bars, fits, lists,
/// right-to-left mirroring, pixel snapping, invariants and measurement reuse.
@Suite struct LayoutScreenTests {
    typealias S = LayoutTestSupport

    static let turningRow = """
        { "type": "stack", "id": "row", "axis": "horizontal", "spacing": 8, "padding": 16,
          "when": [ { "categories": "accessibility", "set": { "axis": "vertical" } } ],
          "children": [
            { "type": "label", "id": "name", "text": "Name", "style": "body" },
            { "type": "label", "id": "value", "text": "Ada Lovelace", "style": "body" } ] }
        """

    @Test func horizontalStackTurnsVerticalAtAccessibilitySizes() throws {
        let large = try S.layout(Self.turningRow, category: .xxxLarge)
        let name = try S.node(large, "name"), value = try S.node(large, "value")
        #expect(name.frame.minY == value.frame.minY)
        #expect(close(value.frame.minX, name.frame.maxX + 8))

        let ax = try S.layout(Self.turningRow, category: .accessibility1)
        let name1 = try S.node(ax, "name"), value1 = try S.node(ax, "value")
        #expect(name1.frame.minX == 16 && value1.frame.minX == 16)
        #expect(close(value1.frame.minY, name1.frame.maxY + 8))
        #expect(name1.frame.width == 393 - 32)
    }

    @Test func gridColumnsChangeByCategory() throws {
        let grid = """
            { "type": "grid", "id": "g", "columns": 2, "spacing": 10, "padding": 16,
              "when": [ { "categories": "accessibility", "set": { "columns": 1 } } ],
              "repeat": { "count": 4, "item": { "type": "label", "id": "item{index}", "text": "Item {index}", "style": "body" } } }
            """
        let large = try S.layout(grid, category: .large)
        let column = (393.0 - 32 - 10) / 2
        let items = try (1...4).map { try S.node(large, "item\($0)") }
        #expect(close(items[0].frame.width, column))
        #expect(close(items[1].frame.minX, 16 + column + 10))
        #expect(items[0].frame.minY == items[1].frame.minY)
        #expect(close(items[2].frame.minY, items[0].frame.maxY + 10))
        let ax = try S.layout(grid, category: .accessibility3)
        let single = try (1...4).map { try S.node(ax, "item\($0)") }
        #expect(single.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 393 - 32 })
        #expect(zip(single, single.dropFirst()).allSatisfy { close($1.frame.minY, $0.frame.maxY + 10) })
    }

    @Test func gridRowIsAsTallAsItsTallestItem() throws {
        let layout = try S.layout("""
            { "type": "grid", "columns": 2, "children": [
              { "type": "box", "id": "a", "minHeight": 20 }, { "type": "box", "id": "b", "minHeight": 50 },
              { "type": "box", "id": "c", "minHeight": 10 } ] }
            """)
        #expect(try S.node(layout, "a").frame.height == 50)
        #expect(try S.node(layout, "c").frame.minY == layout.safeArea.minY + 50)
    }

    @Test func scrollContentLongerThanTheViewport() throws {
        let rows = (1...40).map { #"{ "type": "label", "text": "Row \#($0)", "style": "body" }"# }.joined(separator: ",")
        let layout = try S.layout("""
            { "type": "scroll", "id": "scroll", "content": { "type": "stack", "id": "content", "axis": "vertical", "spacing": 8, "children": [ \(rows) ] } }
            """)
        let scroll = try S.node(layout, "scroll")
        let info = try #require(scroll.scroll)
        #expect(scroll.frame == layout.safeArea)
        #expect(info.viewport == layout.safeArea)
        #expect(info.contentSize.height > info.viewport.height)
        let content = try S.node(layout, "content")
        #expect(close(info.contentSize.height, content.frame.height))
        #expect(content.allNodes.allSatisfy { $0.enclosingScroll?.scrollName == "scroll" })
        #expect(close(layout.contentHeight, layout.safeArea.height))
        #expect(scroll.spillsOut() == false)
    }

    @Test func contentTallerThanTheScreenRunsOffWithoutAScrollView() throws {
        let rows = (1...40).map { #"{ "type": "label", "text": "Row \#($0)", "style": "body" }"# }.joined(separator: ",")
        let layout = try S.layout(#"{ "type": "stack", "axis": "vertical", "spacing": 8, "children": [ \#(rows) ] }"#)
        #expect(layout.contentHeight > layout.flowArea.height)
        #expect(layout.root.frame.maxY > layout.screen.maxY)
    }

    private func barScreen(reserves: Bool, safeArea: Bool = true) -> String {
        """
        { "type": "stack", "id": "flow", "axis": "vertical", "children": [
          { "type": "label", "text": "Body", "style": "body" },
          { "type": "spacer" },
          { "type": "stack", "id": "bar", "axis": "horizontal", "padding": 8, "children": [
              { "type": "button", "id": "go", "title": "Continue", "style": "headline" } ],
            "pin": { "edge": "bottom", "inset": 16, "reservesSpace": \(reserves), "respectsSafeArea": \(safeArea) } } ] }
        """
    }

    @Test func pinnedBottomBar() throws {
        let floating = try S.layout(barScreen(reserves: false))
        let bar = try S.node(floating, "bar")
        #expect(bar.isPinned)
        #expect(bar.frame.maxY == floating.safeArea.maxY - 16)
        #expect(bar.frame.width == 393)
        #expect(floating.flowArea == floating.safeArea)
        #expect(floating.root.children.last?.id == "bar")

        let reserving = try S.layout(barScreen(reserves: true))
        let reservedBar = try S.node(reserving, "bar")
        #expect(reserving.flowArea.maxY == reservedBar.frame.minY)
        #expect(reserving.root.frame.maxY == reserving.flowArea.maxY)

        let toScreen = try S.layout(barScreen(reserves: false, safeArea: false))
        #expect(try S.node(toScreen, "bar").frame.maxY == 852 - 16)
    }

    @Test func fitsChoosesTheFirstAlternativeThatFits() throws {
        let fits = """
            { "type": "fits", "axes": "horizontal", "alternatives": [
              { "type": "stack", "id": "across", "axis": "horizontal", "spacing": 8, "children": [
                { "type": "button", "title": "Cancel", "style": "body" }, { "type": "button", "title": "Save changes", "style": "body" } ] },
              { "type": "stack", "id": "down", "axis": "vertical", "spacing": 8, "children": [
                { "type": "button", "title": "Cancel", "style": "body" }, { "type": "button", "title": "Save changes", "style": "body" } ] } ] }
            """
        let large = try S.layout(fits, category: .large)
        #expect(large.node(withID: "across") != nil && large.node(withID: "down") == nil)
        let ax = try S.layout(fits, category: .accessibility5)
        #expect(ax.node(withID: "across") == nil && ax.node(withID: "down") != nil)
    }

    @Test func fixedRowHeightListSpillsAtLargeSizes() throws {
        let list = """
            { "type": "list", "id": "list", "rowHeight": 44, "rows": [
              { "type": "label", "id": "r1", "text": "Notifications", "style": "body" },
              { "type": "label", "id": "r2", "text": "Privacy", "style": "body" } ] }
            """
        let large = try S.layout(list, category: .large)
        let r1 = try S.node(large, "r1"), r2 = try S.node(large, "r2")
        #expect(r2.frame.minY - r1.frame.minY == 44)
        #expect(r1.spillsOut() == false)
        #expect(r1.enclosingScroll?.scrollName == "list")
        let ax = try S.layout(list, category: .accessibility5)
        let big = try S.node(ax, "r1")
        #expect(big.neededSize.height > 44 && big.spillsOut())
        let cell = try #require(ax.allNodes.first { $0.kind == .listRow && $0.children.first?.id == "r1" })
        #expect(cell.clipsToBounds && cell.frame.height == 44 && cell.neededSize.height > 44)
    }

    @Test func selfSizingListRowsGrow() throws {
        let list = #"{ "type": "list", "rows": [ { "type": "label", "id": "r", "text": "Notifications", "style": "body" } ] }"#
        let large = try S.node(try S.layout(list, category: .large), "r")
        let ax = try S.node(try S.layout(list, category: .accessibility5), "r")
        #expect(ax.frame.height > large.frame.height)
        #expect(ax.spillsOut() == false)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let root = """
            { "type": "stack", "axis": "horizontal", "spacing": 8, "padding": { "leading": 16, "trailing": 4 }, "children": [
              { "type": "box", "id": "a", "width": 40, "height": 20 }, { "type": "box", "id": "b", "width": 30, "height": 20 } ] }
            """
        let ltr = try S.layout(root)
        let rtl = try S.layout(root, extra: #", "direction": "rightToLeft""#)
        #expect(rtl.direction == .rightToLeft)
        #expect(try S.node(ltr, "a").frame.minX == 16)
        #expect(try S.node(rtl, "a").frame.maxX == 393 - 16)
        #expect(try S.node(rtl, "b").frame.maxX == 393 - 16 - 40 - 8)
    }

    @Test func framesAreSnappedToThePixelGrid() throws {
        for (device, scale) in [("iPhone SE", 2.0), ("iPhone 15", 3.0)] {
            let layout = try S.layout(Self.turningRow, device: device)
            for node in layout.allNodes {
                for edge in [node.frame.minX, node.frame.minY, node.frame.maxX, node.frame.maxY] {
                    #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-9, "\(node.displayName) edge \(edge)")
                }
            }
        }
        #expect(PixelGrid(scale: 3).snap(Rect(x: 0.1, y: 0.5, width: 10.1, height: 1)) ==
                Rect(x: 0, y: 2.0 / 3, width: 31.0 / 3 - 0, height: 1))
    }

    @Test func everyCategoryKeepsTheInvariantsAndIsDeterministic() throws {
        let spec = try S.decoder.decode(fileAt: specFixture("valid/signin.json"))
        for device in spec.devices {
            for category in ContentSizeCategory.allCases {
                let first = try S.engine.layout(spec, device: device, category: category)
                let second = try S.engine.layout(spec, device: device, category: category)
                #expect(first.invariantViolations() == [])
                #expect(first == second)
                #expect(first.textDump == second.textDump)
            }
        }
    }

    @Test func measurementsAreReused() throws {
        let spec = try S.spec(Self.turningRow)
        let device = spec.devices[0]
        // An engine of its own: tests running in parallel would otherwise shape between the counts.
        let engine = LayoutEngine(text: TextEngine(fonts: TextTestSupport.library))
        _ = try engine.layout(spec, device: device, category: .xLarge)
        let before = engine.text.cacheStatistics
        let (_, requests) = try engine.layoutWithStatistics(spec, device: device, category: .xLarge, direction: nil)
        let after = engine.text.cacheStatistics
        #expect(after.shapes == before.shapes, "a second pass reshapes nothing")
        // Two labels: each distinct text request is made once per pass, whatever the number of
        // proposals that ask for it.
        #expect(requests <= 12)
    }

    @Test func textErrorsNameTheElement() throws {
        let notAFont = TestSupport.path("Package.swift")
        let spec = try S.spec(#"{ "type": "label", "id": "x", "text": "Hi", "font": { "file": "\#(notAFont)", "size": 17 } }"#)
        #expect {
            _ = try S.engine.layout(spec, device: spec.devices[0], category: .large)
        } throws: { error in
            guard let error = error as? LayoutError, case .text(let element, _, _, _) = error else { return false }
            return element == "x"
        }
    }
}

/// Every spec in Layouts/ lays out on each of its devices at all 12 categories, keeping the
/// invariants, and the same with warm caches as with cold ones.
@Suite struct LayoutShippedSpecsTests {
    @Test func everyShippedSpecLaysOutAtEveryCategory() throws {
        let directory = TestSupport.path("Layouts")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 10)
        var layouts = 0
        for name in names {
            let spec = try LayoutTestSupport.decoder.decode(fileAt: directory + "/" + name)
            for device in spec.devices {
                for category in ContentSizeCategory.allCases {
                    let layout = try LayoutTestSupport.engine.layout(spec, device: device, category: category)
                    #expect(layout.invariantViolations() == [], "\(name) \(device.name) \(category.name)")
                    layouts += 1
                }
            }
        }
        print("Laid out \(names.count) specs, \(layouts) layouts")
    }

    private static func specPaths() throws -> [String] {
        let directory = TestSupport.path("Layouts")
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }

    /// A checker whose caches are warm from every spec at every category, laid out on several
    /// threads in another order, lays each out as a fresh checker does.
    @Test func warmCachesGiveTheSameLayoutsAsColdOnes() throws {
        let warm = try Checker(fontsDirectory: TestSupport.path("Fonts"))
        let specs = try Self.specPaths().map { path in try warm.decoder.decode(fileAt: path) }
        // Warm every cache: every spec at every category, in reverse order, on several threads.
        let jobs = specs.flatMap { spec in ContentSizeCategory.allCases.reversed().map { (spec, $0) } }
        let engine = warm.engine
        _ = WorkPool.map(jobs, threads: 4) { job in
            try? engine.layout(job.0, device: job.0.devices[0], category: job.1)
        }
        #expect(warm.text.cacheStatistics.hits > 0)
        for spec in specs {
            for category in ContentSizeCategory.allCases {
                let cold = try Checker(fontsDirectory: TestSupport.path("Fonts")).engine.layout(spec, device: spec.devices[0], category: category)
                let again = try warm.engine.layout(spec, device: spec.devices[0], category: category)
                #expect(cold == again, "\(spec.name) at \(category.name)")
            }
        }
    }
}
