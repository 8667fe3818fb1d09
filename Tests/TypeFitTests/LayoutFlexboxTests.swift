import Foundation
import Testing
import TypeFitJSON
@testable import TypeFitLayout

/// Stacks cross-checked against CSS flexbox in headless Chromium, where UIStackView's semantics and
/// flexbox's coincide (fill, fillEqually, equalSpacing rows and columns; baseline alignment), with
/// boxes of fixed sizes and with text in the repository's Inter. Chromium's frames are recorded in
/// `Fixtures/layout/flexbox-stacks.json` by `Tests/Tools/record-flexbox-stacks`.
@Suite struct LayoutFlexboxTests {
    typealias S = LayoutTestSupport

    struct Frame {
        var x, y, width, height: Double
    }

    struct Case {
        var name: String
        var spec: String
        var frames: [Frame]
    }

    static func cases() throws -> [Case] {
        let data = try Data(contentsOf: TestSupport.fixture("layout/flexbox-stacks.json"))
        let document = try JSONReader().parse(bytes: Array(data))
        return (document["cases"]?.arrayValue ?? []).map { node in
            let frames = (node["frames"]?.arrayValue ?? []).map { frame in
                Frame(x: frame["x"]?.numberValue ?? .nan, y: frame["y"]?.numberValue ?? .nan,
                      width: frame["width"]?.numberValue ?? .nan, height: frame["height"]?.numberValue ?? .nan)
            }
            let spec = node["spec"].map { JSONWriter(indent: nil).string($0.value) } ?? "{}"
            return Case(name: node["name"]?.stringValue ?? "?", spec: spec, frames: frames)
        }
    }

    /// Per case: the largest difference in position or size along the stack's axis and across it.
    static func differences(_ flexCase: Case) throws -> (along: Double, across: Double, lines: (total: Int, most: Int), frames: [(Rect, Frame)]) {
        let json = """
            { "typefit": 1, "name": "\(flexCase.name)", "device": { "name": "Flex", "width": 1000, "height": 2000, "scale": 3 },
              "root": { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [ \(flexCase.spec) ] } }
            """
        let spec = try S.decoder.decode(bytes: Array(json.utf8), path: TestSupport.path("flexbox.json"))
        let layout = try S.engine.layout(spec, device: spec.devices[0], category: .large)
        let stack = try #require(layout.node(withID: "stack"))
        let horizontal = flexCase.spec.contains(#""axis":"horizontal""#)
        var along = 0.0, across = 0.0
        var pairs: [(Rect, Frame)] = []
        for (child, reference) in zip(stack.children, flexCase.frames) {
            let frame = child.frame.offsetBy(dx: -stack.frame.minX, dy: -stack.frame.minY)
            pairs.append((frame, reference))
            let dx = max(abs(frame.minX - reference.x), abs(frame.width - reference.width))
            let dy = max(abs(frame.minY - reference.y), abs(frame.height - reference.height))
            along = max(along, horizontal ? dx : dy)
            across = max(across, horizontal ? dy : dx)
        }
        #expect(stack.children.count == flexCase.frames.count, "\(flexCase.name)")
        let lineCounts = stack.children.map { $0.text?.layout.lineCount ?? 0 }
        return (along, across, (lineCounts.reduce(0, +), lineCounts.max() ?? 0), pairs)
    }

    /// Boxes agree within the @3x pixel snapping (a third of a point). Text widths come from the
    /// same font file shaped by HarfBuzz on both sides and agree as closely along a row; heights
    /// and vertical offsets of text differ by up to 1 pt per line, because Chromium rounds each
    /// line's ascent and descent to whole pixels (`line-height: normal`) where TypeFit keeps the
    /// font's exact metrics (docs/layout.md, "Cross-check").
    @Test func stacksAgreeWithFlexbox() throws {
        let all = try Self.cases()
        #expect(all.count >= 14)
        var report: [String] = []
        var agreeing = 0
        for flexCase in all {
            let (along, across, lines, pairs) = try Self.differences(flexCase)
            let horizontal = flexCase.spec.contains(#""axis":"horizontal""#)
            // Rounded line metrics add up along a column and take the tallest item across a row.
            let alongTolerance = 0.34 + (horizontal ? 0 : Double(lines.total))
            let acrossTolerance = 0.34 + (horizontal ? Double(lines.most) : 0)
            let agrees = along <= alongTolerance && across <= acrossTolerance
            if agrees { agreeing += 1 }
            report.append("\(flexCase.name): along \(formatPoints(along)), across \(formatPoints(across))\(agrees ? "" : "  DIFFERS")")
            #expect(agrees, "\(flexCase.name): \(pairs.map { "\($0.0) vs (\(formatPoints($0.1.x)), \(formatPoints($0.1.y)), \(formatPoints($0.1.width))×\(formatPoints($0.1.height)))" })")
        }
        print("Flexbox cross-check: \(agreeing)/\(all.count) cases agree\n" + report.joined(separator: "\n"))
    }
}
