import Foundation
import Testing
import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout

/// Four shortcuts the checks take must not change what they find (the first is checked on the
/// layouts where a fits comparing heights reads a height, the others on every spec file too):
/// - a label measured at its minimum width leaves its height at that width out, and a horizontal
///   stack, grid or list at its narrowest takes its height there from its children's minimum
///   measures, unless a ViewThatFits comparing heights can read it;
/// - a stack measures its children's minimum lengths only when its arrangement overflows (or it
///   is measured at its narrowest), or a child has a fixed or maximum length;
/// - containers that do not work out their needed sizes (what `typefit check` does) change no
///   frame, text layout or finding;
/// - text laid out without glyph runs (what `typefit check` does unless it draws the screens)
///   has the same frames, lines and numbers as with them.
@Suite struct LayoutShortcutTests {
    static let withoutGlyphRuns = LayoutEngine(text: LayoutTestSupport.engine.text, glyphRuns: false, containerNeededSizes: true)

    static let withoutContainerNeeds = LayoutEngine(text: LayoutTestSupport.engine.text, glyphRuns: true, containerNeededSizes: false)

    /// The layout with the needed sizes of containers (and of list cells, made from their rows')
    /// set to zero: what is left is what an engine without them must give the same.
    static func zeroingContainerNeeds(_ node: LayoutNode) -> LayoutNode {
        var copy = node
        if !["label", "button", "textField", "image", "spacer"].contains(node.kind.rawValue) {
            copy.neededSize = Size(width: 0, height: 0)
        }
        copy.children = node.children.map(zeroingContainerNeeds)
        return copy
    }

    /// The layout with every line's glyph runs taken out.
    static func strippingGlyphRuns(_ node: LayoutNode) -> LayoutNode {
        var copy = node
        if var placement = copy.text {
            for index in placement.layout.lines.indices { placement.layout.lines[index].runs = [] }
            copy.text = placement
        }
        copy.children = node.children.map(strippingGlyphRuns)
        return copy
    }

    /// Every valid spec file of the repository on each of its devices.
    static func everySpecAndDevice(_ body: (_ spec: ScreenSpec, _ device: Device, _ name: String) throws -> Void) rethrows {
        for file in SpecDecodingPassTests.specFiles() {
            guard let data = FileManager.default.contents(atPath: file),
                  let spec = try? LayoutTestSupport.decoder.decode(bytes: [UInt8](data), path: file) else { continue }
            for device in spec.devices {
                try body(spec, device, "\(file) \(device.name)")
            }
        }
    }

    /// Every valid spec file of the repository on each of its devices at every category.
    static func everyScreen(_ body: (_ spec: ScreenSpec, _ device: Device, _ category: ContentSizeCategory,
                                     _ name: String) throws -> Void) rethrows -> Int {
        var count = 0
        try everySpecAndDevice { spec, device, name in
            for category in ContentSizeCategory.allCases {
                try body(spec, device, category, "\(name) \(category)")
                count += 1
            }
        }
        return count
    }

    @Test func everySpecFileLaysOutTheSameWithoutGlyphRuns() throws {
        var glyphs = 0
        let compared = try Self.everyScreen { spec, device, category, name in
            guard let drawn = try? LayoutTestSupport.engine.layout(spec, device: device, category: category) else { return }
            let checked = try Self.withoutGlyphRuns.layout(spec, device: device, category: category)
            var expected = drawn
            expected.root = Self.strippingGlyphRuns(drawn.root)
            #expect(checked == expected, "\(name)")
            #expect(checked.allNodes.allSatisfy { $0.text?.layout.lines.allSatisfy(\.runs.isEmpty) ?? true })
            glyphs += drawn.allNodes.reduce(0) { sum, node in
                sum + (node.text?.layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } ?? 0)
            }
        }
        #expect(compared >= 300)
        #expect(glyphs > 10_000)
    }

    /// Without containers' needed sizes every frame, text layout and needed size of a leaf is
    /// the same, and so is every check's report; a stack or box needs what its frame gives it
    /// (sizes are snapped to pixels after placing, hence no exact comparison).
    @Test func everySpecFileLaysOutAndChecksTheSameWithoutContainerNeededSizes() throws {
        var spilling = 0
        let compared = try Self.everyScreen { spec, device, category, name in
            guard let full = try? LayoutTestSupport.engine.layout(spec, device: device, category: category) else { return }
            let quick = try Self.withoutContainerNeeds.layout(spec, device: device, category: category)
            var expected = full
            expected.root = Self.zeroingContainerNeeds(full.root)
            var seen = quick
            seen.root = Self.zeroingContainerNeeds(quick.root)
            #expect(seen == expected, "\(name)")
            for node in quick.allNodes where node.kind == .stack || node.kind == .box {
                #expect(!node.spillsOut(), "\(name) \(node.displayName)")
            }
            spilling += full.allNodes.filter { $0.kind == .stack && $0.spillsOut() }.count
        }
        #expect(compared >= 300)
        #expect(spilling > 0)
        var reports = 0
        let detector = OverflowDetector()
        try Self.everySpecAndDevice { spec, device, name in
            guard let full = try? detector.check(spec, device: device, categories: ContentSizeCategory.allCases,
                                                 engine: LayoutTestSupport.engine) else { return }
            let quick = try detector.check(spec, device: device, categories: ContentSizeCategory.allCases,
                                           engine: Self.withoutContainerNeeds)
            #expect(quick == full, "\(name)")
            reports += 1
        }
        #expect(reports >= 25)
    }

    /// A horizontal stack of two one-line labels: a one-line label's minimum width is the width
    /// of "…", a text request of its own. Where the two fit, the stack does not ask for it; where
    /// they overflow, it does, to shrink them; either way the layout is the one an engine that
    /// works out containers' needed sizes gives, which measures the stack at its narrowest and so
    /// every child's minimum.
    @Test(arguments: [("OK", "Cancel", false), (String(repeating: "Continue ", count: 8), "Cancel", true)])
    func aStackMeasuresItsChildrenAtTheirMinimumOnlyWhenItsArrangementOverflows(first: String, second: String,
                                                                               overflows: Bool) throws {
        let spec = try LayoutTestSupport.spec("""
            { "type": "stack", "axis": "horizontal", "spacing": 8, "children": [
              { "type": "label", "id": "first", "text": "\(first)" },
              { "type": "label", "id": "second", "text": "\(second)" } ] }
            """)
        let device = spec.devices[0]
        // As `typefit check` lays out: a container's needed size would measure it at its narrowest.
        let text = LayoutTestSupport.engine.text
        let checking = LayoutEngine(text: text, glyphRuns: true, containerNeededSizes: false)
        let (quick, quickRequests) = try checking.layoutWithStatistics(spec, device: device, category: .large, direction: nil)
        var full = try LayoutTestSupport.engine.layout(spec, device: device, category: .large)
        full.root = Self.zeroingContainerNeeds(full.root)
        var seen = quick
        seen.root = Self.zeroingContainerNeeds(quick.root)
        #expect(seen == full)
        #expect(try #require(quick.node(withID: "first")).text?.isTruncated == overflows)
        // Fitting, each label asks for its text on one line and nothing else; shrinking, each asks
        // for its "…" and its text at the width it gets too.
        #expect(overflows ? quickRequests >= 6 : quickRequests == 2)
    }

    /// A fits comparing heights between a tall alternative (300 pt) and a wide one (1000 pt).
    static let fitsComparingHeights = """
        { "type": "fits", "id": "choice", "axes": "vertical", "alternatives": [
          { "type": "scroll", "id": "tall", "axis": "vertical", "children": [
            { "type": "box", "id": "tallContent", "width": 50, "height": 300 } ] },
          { "type": "box", "id": "wide", "width": 1000, "height": 10 } ] }
        """

    /// A vertical stack offers its children less height than they need at their narrowest:
    /// the label, one character a line, is tall there, so the fits (comparing heights) is offered
    /// less than its tall alternative needs and takes the wide one, which widens the stack.
    @Test func aFitsComparingHeightsSeesTheLabelsHeightAtItsNarrowest() throws {
        let root = """
            { "type": "stack", "axis": "vertical", "alignment": "fill", "children": [
              { "type": "stack", "id": "column", "axis": "vertical", "alignment": "fill", "children": [
                { "type": "label", "id": "words", "text": "Supercalifragilistic expialidocious", "style": "body", "lines": 0 },
                \(Self.fitsComparingHeights) ] } ] }
            """
        let spec = try LayoutTestSupport.spec(root)
        let tree = try LayoutTree(root: spec.root(at: .large))
        #expect(tree.root.needsHeightAtMinimumWidth)
        let quick = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: .large)
        let column = try #require(quick.node(withID: "column"))
        #expect(column.frame.width == 1000)
    }

    /// A container measured at its narrowest beside a fits comparing heights, in a vertical
    /// stack: a horizontal stack, a grid, a list, each holding the long label and a box 200 pt
    /// wide, in a column 500 pt high. At the container's narrowest (200 pt) the label takes two
    /// lines, so the fits is offered the room its tall alternative needs and the column stays
    /// as wide as the screen. Where no such fits reads it, the container's
    /// height there is taken from its children's minimum measures instead (the label one
    /// character a line, far taller): here that would make the fits take the wide alternative.
    @Test(arguments: [
        #"{ "type": "stack", "id": "holder", "axis": "horizontal", "children": [ { "type": "stack", "axis": "vertical", "children": [ ITEMS ] } ] }"#,
        #"{ "type": "grid", "id": "holder", "columns": 1, "children": [ ITEMS ] }"#,
        #"{ "type": "list", "id": "holder", "rows": [ ITEMS ] }"#,
    ])
    func aFitsComparingHeightsSeesAContainersHeightAtItsNarrowest(holder: String) throws {
        let items = #"{ "type": "label", "id": "words", "text": "Supercalifragilistic expialidocious", "style": "body", "lines": 0 }, { "type": "box", "width": 200, "height": 10 }"#
        let root = """
            { "type": "stack", "axis": "vertical", "alignment": "fill", "children": [
              { "type": "stack", "id": "column", "axis": "vertical", "alignment": "fill", "height": 500, "children": [
                \(holder.replacingOccurrences(of: "ITEMS", with: items)),
                \(Self.fitsComparingHeights) ] } ] }
            """
        let spec = try LayoutTestSupport.spec(root)
        let tree = try LayoutTree(root: spec.root(at: .large))
        var holderNeeds: Bool?
        func walk(_ node: LayoutTree.Node) {
            if node.spec.id == "holder" { holderNeeds = node.needsHeightAtMinimumWidth }
            node.children.forEach(walk)
        }
        walk(tree.root)
        #expect(holderNeeds == true)
        let quick = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: .large)
        #expect(quick.node(withID: "tall") != nil)
        #expect(quick.node(withID: "wide") == nil)
        #expect(try #require(quick.node(withID: "column")).frame.width < 1000)
    }

    /// Only the elements below a vertical stack or a fits that holds a fits comparing heights
    /// need heights at their minimum width.
    @Test func theHeightsAreNeededOnlyWhereAFitsComparingHeightsCanReadThem() throws {
        let root = """
            { "type": "stack", "axis": "horizontal", "children": [
              { "type": "stack", "id": "left", "axis": "vertical", "children": [
                { "type": "label", "id": "a", "text": "A" },
                { "type": "fits", "id": "choice", "axes": "vertical", "alternatives": [ { "type": "label", "id": "b", "text": "B" } ] } ] },
              { "type": "stack", "id": "right", "axis": "vertical", "children": [
                { "type": "label", "id": "c", "text": "C" },
                { "type": "fits", "id": "across", "axes": "horizontal", "alternatives": [ { "type": "label", "id": "d", "text": "D" } ] } ] } ] }
            """
        let spec = try LayoutTestSupport.spec(root)
        let tree = try LayoutTree(root: spec.root(at: .large))
        var needs: [String: Bool] = [:]
        func walk(_ node: LayoutTree.Node) {
            needs[node.spec.id ?? "root"] = node.needsHeightAtMinimumWidth
            node.children.forEach(walk)
        }
        walk(tree.root)
        #expect(needs == ["root": false, "left": true, "a": true, "choice": true, "b": true,
                          "right": false, "c": false, "across": false, "d": false])
    }
}
