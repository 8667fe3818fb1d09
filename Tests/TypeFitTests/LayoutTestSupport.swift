import Foundation
import Testing
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Shared helpers of the layout tests: one engine on the repository's fonts, specs decoded from
/// inline JSON, and the text engine's own measurements to compute expectations from.
enum LayoutTestSupport {
    static let engine = LayoutEngine(text: TextTestSupport.engine)

    static let decoder: SpecDecoder = {
        do {
            return SpecDecoder(options: SpecDecoder.Options(ramp: try TypeRamp.standard()))
        } catch {
            preconditionFailure("the bundled type ramp must load: \(error)")
        }
    }()

    /// A spec with `root` (JSON text of one element) on `device`.
    static func spec(_ root: String, device: String = "iPhone 15", extra: String = "") throws -> ScreenSpec {
        let json = """
            { "typefit": 1, "name": "test", "device": "\(device)"\(extra), "root": \(root) }
            """
        return try decoder.decode(bytes: Array(json.utf8), path: "inline.json")
    }

    /// Lays `root` out on `device` at `category`.
    static func layout(_ root: String, category: ContentSizeCategory = .large, device: String = "iPhone 15",
                       extra: String = "") throws -> ScreenLayout {
        let spec = try spec(root, device: device, extra: extra)
        let layout = try engine.layout(spec, device: spec.devices[0], category: category)
        #expect(layout.invariantViolations() == [])
        return layout
    }

    /// The text engine's layout of `text` in Inter at `size` (what the layout engine must agree with).
    static func text(_ text: String, size: Double, family: String = "Inter", weight: FontWeight = .regular,
                     width: Double? = nil, lines: Int = 0, lineBreak: LineBreakMode = .wordWrap) throws -> TextLayout {
        try engine.text.layout(TextRequest(text: text, font: FontDescriptor(family: family, weight: weight, size: size),
                                           width: width, lines: lines, lineBreak: lineBreak))
    }

    /// `value` snapped to the pixel grid of a @`scale`x screen, as the engine snaps edges.
    static func snap(_ value: Double, scale: Double = 3) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// The node with `id`, or a recorded issue.
    static func node(_ layout: ScreenLayout, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutNode {
        try #require(layout.node(withID: id), "no node \(id)", sourceLocation: sourceLocation)
    }
}

/// Two lengths equal within a pixel of a @3x screen (snapping moves an edge by at most half a pixel).
func close(_ a: Double, _ b: Double, within tolerance: Double = 0.34) -> Bool {
    abs(a - b) <= tolerance
}
