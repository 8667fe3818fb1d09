import Foundation
import Testing
import TypeFitDynamicType
@testable import TypeFitLayout

/// A label measured at its minimum width leaves its height at that width out unless a
/// ViewThatFits comparing heights can read it. Working every such height out must give the
/// same layouts.
@Suite struct LayoutMinimumWidthTests {
    static let everyHeight = LayoutEngine(text: LayoutTestSupport.engine.text, measuresEveryHeight: true)

    @Test func everySpecFileLaysOutTheSameWithEveryHeightWorkedOut() throws {
        let decoder = LayoutTestSupport.decoder
        var compared = 0
        for file in SpecDecodingPassTests.specFiles() {
            guard let data = FileManager.default.contents(atPath: file),
                  let spec = try? decoder.decode(bytes: [UInt8](data), path: file) else { continue }
            for device in spec.devices {
                for category in ContentSizeCategory.allCases {
                    let quick = Result { () throws(LayoutError) in
                        try LayoutTestSupport.engine.layout(spec, device: device, category: category)
                    }
                    let full = Result { () throws(LayoutError) in
                        try Self.everyHeight.layout(spec, device: device, category: category)
                    }
                    #expect(quick == full, "\(file) \(device.name) \(category)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 300)
    }

    /// A vertical stack offers its children less height than they need at their narrowest:
    /// the label, one character a line, is tall there, so the fits (comparing heights) is offered
    /// less than its tall alternative needs and takes the wide one, which widens the stack.
    @Test func aFitsComparingHeightsSeesTheLabelsHeightAtItsNarrowest() throws {
        let root = """
            { "type": "stack", "axis": "vertical", "alignment": "fill", "children": [
              { "type": "stack", "id": "column", "axis": "vertical", "alignment": "fill", "children": [
                { "type": "label", "id": "words", "text": "Supercalifragilistic expialidocious", "style": "body", "lines": 0 },
                { "type": "fits", "id": "choice", "axes": "vertical", "alternatives": [
                  { "type": "scroll", "id": "tall", "axis": "vertical", "children": [
                    { "type": "box", "id": "tallContent", "width": 50, "height": 300 } ] },
                  { "type": "box", "id": "wide", "width": 1000, "height": 10 } ] } ] } ] }
            """
        let spec = try LayoutTestSupport.spec(root)
        let tree = try LayoutTree(root: spec.root(at: .large))
        #expect(tree.root.needsHeightAtMinimumWidth)
        let quick = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: .large)
        let full = try Self.everyHeight.layout(spec, device: spec.devices[0], category: .large)
        #expect(quick == full)
        let column = try #require(quick.node(withID: "column"))
        #expect(column.frame.width == 1000)
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
