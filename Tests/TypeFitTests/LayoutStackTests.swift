import Testing
import TypeFitDynamicType
@testable import TypeFitLayout

/// UIStackView distributions and alignments, with boxes of known sizes: expectations by arithmetic.
@Suite struct LayoutStackTests {
    typealias S = LayoutTestSupport

    /// A horizontal stack 300 wide (at x = 0 on an iPhone 15: safe area x 0, y 59) of boxes of
    /// intrinsic widths 50, 60, 70 (their minimum widths) with spacing 10.
    private func row(_ distribution: String, extraFirst: String = "") throws -> [LayoutNode] {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "stack", "id": "row", "axis": "horizontal", "distribution": "\(distribution)", "spacing": 10,
                "width": 300, "children": [
                { "type": "box", "id": "a", "minWidth": 50, "height": 20\(extraFirst) },
                { "type": "box", "id": "b", "minWidth": 60, "height": 30 },
                { "type": "box", "id": "c", "minWidth": 70, "height": 40 } ] } ] }
            """)
        return try ["a", "b", "c"].map { try S.node(layout, $0) }
    }

    @Test func fillGivesExtraRoomToTheLaterViewOnEqualHugging() throws {
        let boxes = try row("fill")
        #expect(boxes.map(\.frame.x) == [0, 60, 130])
        #expect(boxes.map(\.frame.width) == [50, 60, 170])
    }

    @Test func fillGivesExtraRoomToTheLowestHugging() throws {
        let boxes = try row("fill", extraFirst: #", "hugging": 1"#)
        #expect(boxes.map(\.frame.width) == [150, 60, 70])
        #expect(boxes.map(\.frame.x) == [0, 160, 230])
    }

    @Test func fillEquallySplitsTheRoom() throws {
        let boxes = try row("fillEqually")
        let each = (300.0 - 20) / 3
        for (index, box) in boxes.enumerated() {
            #expect(close(box.frame.x, Double(index) * (each + 10)))
            #expect(close(box.frame.width, each))
        }
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() throws {
        let boxes = try row("fillProportionally")
        let widths = [50.0, 60, 70].map { $0 * 280 / 180 }
        #expect(zip(boxes, widths).allSatisfy { close($0.frame.width, $1) })
        #expect(close(boxes[2].frame.maxX, 300))
    }

    @Test func equalSpacingSpreadsTheGaps() throws {
        let boxes = try row("equalSpacing")
        #expect(boxes.map(\.frame.x) == [0, 110, 230])
        #expect(boxes.map(\.frame.width) == [50, 60, 70])
    }

    @Test func equalCenteringSpacesTheCentres() throws {
        let boxes = try row("equalCentering")
        // Centres 25, 145, 265: the first and last views touch the edges.
        #expect(boxes.map(\.frame.midX) == [25, 145, 265])
    }

    @Test func crossAxisAlignments() throws {
        func xs(_ alignment: String) throws -> (Double, Double) {
            let layout = try S.layout("""
                { "type": "stack", "axis": "vertical", "alignment": "\(alignment)", "width": 200, "children": [
                  { "type": "box", "id": "a", "minWidth": 50, "height": 20 } ] }
                """)
            let box = try S.node(layout, "a")
            return (box.frame.x, box.frame.width)
        }
        #expect(try xs("fill") == (0, 200))
        #expect(try xs("leading") == (0, 50))
        #expect(try xs("center") == (75, 50))
        #expect(try xs("trailing") == (150, 50))
    }

    @Test func horizontalAlignmentsPlaceViewsTopCentreBottom() throws {
        for (alignment, expected) in [("leading", [0.0, 0]), ("center", [10.0, 0]), ("trailing", [20.0, 0])] {
            let layout = try S.layout("""
                { "type": "stack", "axis": "horizontal", "alignment": "\(alignment)", "children": [
                  { "type": "box", "id": "a", "width": 50, "height": 20 },
                  { "type": "box", "id": "b", "width": 50, "height": 40 } ] }
                """)
            let top = layout.safeArea.minY
            #expect(try S.node(layout, "a").frame.y - top == expected[0], "\(alignment)")
            #expect(try S.node(layout, "b").frame.y - top == expected[1], "\(alignment)")
        }
    }

    @Test func paddingAndSpacingInAVerticalStack() throws {
        let layout = try S.layout("""
            { "type": "stack", "id": "s", "axis": "vertical", "spacing": 8, "padding": 16, "children": [
              { "type": "box", "id": "a", "height": 20 }, { "type": "box", "id": "b", "height": 30 } ] }
            """)
        let top = layout.safeArea.minY
        let a = try S.node(layout, "a"), b = try S.node(layout, "b")
        #expect(a.frame == Rect(x: 16, y: top + 16, width: 393 - 32, height: 20))
        #expect(b.frame == Rect(x: 16, y: top + 44, width: 393 - 32, height: 30))
        #expect(try S.node(layout, "s").frame.height == 16 + 20 + 8 + 30 + 16)
    }

    @Test func spacerTakesTheRemainingRoom() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "children": [
              { "type": "box", "id": "a", "height": 20 }, { "type": "spacer" }, { "type": "box", "id": "b", "height": 30 } ] }
            """)
        let b = try S.node(layout, "b")
        #expect(b.frame.maxY == layout.safeArea.maxY)
        #expect(layout.root.frame.height == layout.safeArea.height)
    }

    @Test func fixedSizeChildrenSpillOutOfAFixedStack() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "stack", "id": "row", "axis": "horizontal", "spacing": 8, "width": 100, "children": [
                { "type": "box", "id": "a", "width": 80, "height": 20 },
                { "type": "box", "id": "b", "width": 80, "height": 20 } ] } ] }
            """)
        let row = try S.node(layout, "row"), b = try S.node(layout, "b")
        #expect(row.frame.width == 100)
        #expect(b.frame.x == 88 && b.frame.width == 80)
        #expect(b.frame.maxX > row.frame.maxX)
        #expect(row.neededSize.width == 168)
        #expect(row.spillsOut())
    }

    /// A fill-aligned vertical stack stretches a label or button to its width, unless the
    /// element's minimum width is wider: a wrapping label's widest grapheme cluster, a one-line
    /// label's "…", a button's title's plus its insets. (The minimum is measured only when the
    /// one-line width does not fit.)
    @Test func fillStretchesTextToTheStackButNotBelowItsMinimumWidth() throws {
        func widths(stackWidth: Int) throws -> (wrapping: Double, oneLine: Double, button: Double) {
            let layout = try S.layout("""
                { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
                  { "type": "stack", "id": "column", "axis": "vertical", "alignment": "fill", "width": \(stackWidth), "children": [
                    { "type": "label", "id": "wrapping", "text": "WWW", "style": "largeTitle", "lines": 0 },
                    { "type": "label", "id": "oneLine", "text": "Wide words", "style": "largeTitle" },
                    { "type": "button", "id": "button", "title": "WWW", "style": "largeTitle" } ] } ] }
                """)
            return (try S.node(layout, "wrapping").frame.width, try S.node(layout, "oneLine").frame.width,
                    try S.node(layout, "button").frame.width)
        }
        let wide = try widths(stackWidth: 300)
        #expect(wide.wrapping == 300 && wide.oneLine == 300 && wide.button == 300)
        let narrow = try widths(stackWidth: 4)
        #expect(narrow.wrapping > 20 && narrow.wrapping < 60)
        #expect(narrow.oneLine > 4 && narrow.oneLine < narrow.wrapping)
        #expect(narrow.button > narrow.wrapping)
    }

    @Test func lowestCompressionResistanceShrinksFirst() throws {
        func widths(_ firstResistance: Int, _ secondResistance: Int) throws -> (LayoutNode, LayoutNode) {
            let layout = try S.layout("""
                { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
                  { "type": "stack", "axis": "horizontal", "spacing": 10, "width": 150, "children": [
                    { "type": "label", "id": "a", "text": "Departures", "font": { "family": "Inter", "size": 17 },
                      "compressionResistance": \(firstResistance) },
                    { "type": "label", "id": "b", "text": "Arrivals", "font": { "family": "Inter", "size": 17 },
                      "compressionResistance": \(secondResistance) } ] } ] }
                """)
            return (try S.node(layout, "a"), try S.node(layout, "b"))
        }
        let a = try S.text("Departures", size: 17), b = try S.text("Arrivals", size: 17)
        #expect(a.width + b.width + 10 > 150)
        let (a1, b1) = try widths(750, 1000)
        #expect(close(b1.frame.width, b.width))
        #expect(close(a1.frame.width, 150 - 10 - b.width))
        #expect(a1.text?.isTruncated == true && b1.text?.isTruncated == false)
        let (a2, b2) = try widths(1000, 750)
        #expect(close(a2.frame.width, a.width))
        #expect(b2.text?.isTruncated == true)
        // Equal priorities are ambiguous in Auto Layout; TypeFit shrinks the later view.
        let (a3, b3) = try widths(750, 750)
        #expect(close(a3.frame.width, a.width))
        #expect(b3.text?.isTruncated == true)
    }

    @Test func distributionArithmetic() {
        let item = { (ideal: Double) in
            StackDistribution.Item(ideal: ideal, minimum: ideal / 2, maximum: .infinity, isFlexible: false,
                                   hugging: 250, compressionResistance: 750, layoutPriority: 0)
        }
        let fill = StackDistribution(distribution: .fill, spacing: 0)
        // Overflow: the later view shrinks first, down to its minimum, then the earlier one.
        #expect(fill.arrange([item(100), item(100)], available: 140)?.lengths == [90, 50])
        // Both at their minimum: the arrangement overflows instead of going below.
        #expect(fill.arrange([item(100), item(100)], available: 60)?.extent == 100)
        #expect(fill.arrange([item(100), item(100)]).extent == 200)
    }

    /// An item whose minimum was not measured is arranged as before while nothing shrinks it;
    /// an arrangement that would shrink it asks for it (nil) instead of guessing.
    @Test func anUnmeasuredMinimumIsAskedForOnlyWhenShrinking() {
        let item = { (ideal: Double, minimum: Double?) in
            StackDistribution.Item(ideal: ideal, minimum: minimum, maximum: .infinity, isFlexible: false,
                                   hugging: 250, compressionResistance: 750, layoutPriority: 0)
        }
        let measured = [item(100, 50), item(100, 50)]
        let unmeasured = [item(100, nil), item(100, nil)]
        for distribution in StackSpec.Distribution.allCases {
            let stack = StackDistribution(distribution: distribution, spacing: 8)
            // Room for both, and the lengths read without any room: the same as with minimums.
            for available in [nil, 208, 300] as [Double?] {
                let expected = stack.arrange(measured, available: available)
                let got = stack.arrange(unmeasured, available: available)
                #expect(got?.lengths == expected?.lengths, "\(distribution) \(String(describing: available))")
                #expect(got?.extent == expected?.extent, "\(distribution) \(String(describing: available))")
            }
            // Too little room: the distributions that shrink ask for the minimums.
            let shrinks = distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering
            #expect((stack.arrange(unmeasured, available: 150) == nil) == shrinks, "\(distribution)")
        }
        // The later view shrinks first: when its minimum is enough, the earlier one's is not read.
        let fill = StackDistribution(distribution: .fill, spacing: 0)
        #expect(fill.arrange([item(100, nil), item(100, 50)], available: 160)?.lengths == [100, 60])
        #expect(fill.arrange([item(100, nil), item(100, 50)], available: 140) == nil)
    }
}
