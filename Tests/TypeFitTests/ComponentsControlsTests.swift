import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Value controls at xSmall, large, accessibility1 and accessibility5 on an iPhone 15: sizes
/// iOS fixes whatever the category (`Metrics/controls.json`, each value with its source).
@Suite("Components: value controls")
struct ComponentsControlsTests: ComponentTestSuite {

    private static let screen = """
        {"type": "stack", "axis": "vertical", "spacing": 8, "padding": 16, "children": [
          {"type": "segmentedControl", "id": "range", "segments": ["Day", "Week", "Month", "Year"]},
          {"type": "stack", "axis": "horizontal", "spacing": 8, "alignment": "center", "children": [
            {"type": "label", "id": "copiesLabel", "text": "Copies"}, {"type": "stepper", "id": "copies", "value": 1}]},
          {"type": "stack", "axis": "horizontal", "spacing": 8, "alignment": "center", "children": [
            {"type": "label", "id": "volumeLabel", "text": "Volume"}, {"type": "slider", "id": "volume", "value": 0.5}]},
          {"type": "progressView", "id": "progress", "progress": 0.4},
          {"type": "stack", "axis": "horizontal", "spacing": 8, "alignment": "center", "children": [
            {"type": "activityIndicator", "id": "spinner"}, {"type": "activityIndicator", "id": "bigSpinner", "style": "large"}]}]}
        """

    /// A segmented control is 32 pt tall with equal segments and 13 pt titles at every category
    /// (UISegmentedControl: apportionsSegmentWidthsByContent is false by default,
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol); a stepper 94 × 32;
    /// a slider 34 pt tall spanning what is left; a progress view 4 pt tall spanning the width
    /// (https://www.safaribooksonline.com/library/view/programming-ios-4/9781449397302/ch25s02.html:
    /// its height is its style's); activity indicators 20 and 37 pt square
    /// (https://markmeretzky.com/INFO1-CE9236/src/activity/).
    @Test(arguments: categories)
    func valueControlsKeepIOSsSizes(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.screen, category: category)
        let range = try LayoutTestSupport.node(layout, "range")
        #expect(range.frame.height == 32 && range.frame.width == 393 - 32)
        let segments = try (1...4).map { try LayoutTestSupport.node(layout, "range.segment\($0)") }
        #expect(segments.allSatisfy { $0.text?.font.descriptor.size == 13 })
        let widths = segments.map { $0.frame.width }
        #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 0.34)
        #expect(segments.allSatisfy { close($0.frame.midY, range.frame.midY, within: 0.5) })
        let copies = try LayoutTestSupport.node(layout, "copies")
        #expect(copies.frame.size == Size(width: 94, height: 32) && copies.frame.maxX == 393 - 16 && copies.isInteractive)
        let volume = try LayoutTestSupport.node(layout, "volume")
        let volumeLabel = try LayoutTestSupport.node(layout, "volumeLabel")
        #expect(volume.frame.height == 34 && volume.isInteractive)
        #expect(close(volume.frame.minX, volumeLabel.frame.maxX + 8) && volume.frame.maxX == 393 - 16)
        let progress = try LayoutTestSupport.node(layout, "progress")
        #expect(progress.frame.height == 4 && progress.frame.width == 393 - 32 && !progress.isInteractive)
        #expect(try LayoutTestSupport.node(layout, "spinner").frame.size == Size(width: 20, height: 20))
        #expect(try LayoutTestSupport.node(layout, "bigSpinner").frame.size == Size(width: 37, height: 37))
    }

    /// The controls' small heights and the segmented control's fixed titles are iOS's design:
    /// information, never a failure.
    @Test func theirFindingsAreByDesign() throws {
        let found = try report(Self.screen)
        #expect(!found.findings.isEmpty)
        #expect(found.findings.allSatisfy { $0.severity == .info && $0.message.contains("By design: ") })
        #expect(Set(found.findings.map(\.kind)) == [.touchTarget, .fixedFont])
        #expect(Set(found.findings.filter { $0.kind == .touchTarget }.map(\.element)) == ["range", "copies", "volume"])
    }

    /// A segment title too long for its equal share is truncated: a real finding, with a fix
    /// in the control's own terms.
    @Test func aLongSegmentTitleIsTruncated() throws {
        let found = try report("""
            {"type": "stack", "axis": "vertical", "padding": 16, "children": [
              {"type": "segmentedControl", "id": "sort", "segments": ["Newest", "Oldest", "Most popular this week", "A–Z", "Z–A"]}]}
            """, categories: [.large])
        let truncated = found.findings.filter { $0.kind == .truncated }
        #expect(truncated.map(\.element) == ["sort.segment3"])
        #expect(truncated.first?.severity == .error)
        #expect(truncated.first?.suggestion == "shorten the segment's title or use fewer segments: segments share the control's width equally")
    }

    @Test(arguments: [
        (#"{"type": "segmentedControl"}"#, "a segmentedControl needs \"segments\""),
        (#"{"type": "segmentedControl", "segments": []}"#, "at least one segment"),
        (#"{"type": "segmentedControl", "segments": ["A"], "selected": 1}"#, "a whole number from 0 to 0"),
        (#"{"type": "activityIndicator", "style": "huge"}"#, "unknown activity indicator style \"huge\""),
        (#"{"type": "progressView", "progress": 2}"#, "a number from 0 to 1"),
        (#"{"type": "stepper", "value": "one"}"#, "a number"),
        (#"{"type": "slider", "segments": ["A"]}"#, "a slider has no \"segments\" field"),
    ])
    func badInputIsAnError(root: String, problem: String) {
        expectSpecError(root, containing: problem)
    }
}
