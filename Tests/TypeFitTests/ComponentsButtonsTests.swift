import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Buttons with a UIButton.Configuration, at xSmall, large, accessibility1 and accessibility5:
/// the size's insets and text style (`Metrics/buttons.json`: TypeFit's assumptions, Apple
/// documents the sizes but not their values), titles that wrap (titleLineBreakMode is word
/// wrapping by default:
/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlelinebreakmode),
/// a subtitle below the title; and buttons without a configuration unchanged.
@Suite("Components: buttons")
struct ComponentsButtonsTests: ComponentTestSuite {

    private func button(_ fields: String, category: ContentSizeCategory) throws -> LayoutNode {
        let layout = try LayoutTestSupport.layout("""
            {"type": "stack", "axis": "vertical", "alignment": "leading", "padding": 16, "children": [
              {"type": "button", "id": "b", \(fields)}]}
            """, category: category)
        return try LayoutTestSupport.node(layout, "b")
    }

    /// Each size's insets around a title in its text style: large 14 / 20 body, medium 7 / 12
    /// body, small 5 / 10 subheadline, mini 3 / 8 footnote.
    @Test(arguments: categories)
    func aConfigurationsSizeSetsItsInsetsAndTitleStyle(category: ContentSizeCategory) throws {
        let sizes: [(String, Double, Double, TextStyle)] = [
            ("large", 14, 20, .body), ("medium", 7, 12, .body), ("small", 5, 10, .subheadline), ("mini", 3, 8, .footnote),
        ]
        for (size, vertical, horizontal, style) in sizes {
            let node = try button(#""title": "Buy", "configuration": "filled", "buttonSize": "\#(size)""#, category: category)
            let text = try #require(node.text)
            #expect(text.font.descriptor.size == Self.ramp.size(style, at: category), "\(size)")
            #expect(close(text.frame.minX - node.frame.minX, horizontal), "\(size)")
            #expect(close(text.frame.minY - node.frame.minY, vertical, within: 0.5), "\(size)")
            #expect(close(node.frame.height, LayoutTestSupport.snap(text.frame.height + 2 * vertical), within: 0.7), "\(size)")
            #expect(node.isInteractive && node.kind == .button)
        }
    }

    /// Without `buttonSize` a configuration is medium: the insets and font of a button without
    /// a configuration, so the one-line frame is the same.
    @Test(arguments: categories)
    func aMediumConfigurationMatchesAPlainButtonOnOneLine(category: ContentSizeCategory) throws {
        let configured = try button(#""title": "OK", "configuration": "plain""#, category: category)
        let plain = try button(#""title": "OK""#, category: category)
        #expect(configured.frame == plain.frame)
    }

    /// A configuration button's title wraps (a plain UIButton's stays on one line).
    @Test func aConfigurationButtonsTitleWraps() throws {
        let title = #""title": "Continue to checkout with Apple Pay""#
        let wrapped = try button(title + #", "configuration": "filled", "buttonSize": "large""#, category: .accessibility5)
        #expect((wrapped.text?.shownLines.count ?? 0) > 1)
        #expect(wrapped.frame.width <= 393 - 32)
        let spec = try LayoutTestSupport.spec("""
            {"type": "stack", "axis": "vertical", "padding": 16, "children": [
              {"type": "button", "id": "b", \(title), "configuration": "filled", "buttonSize": "large"}]}
            """)
        let found = try OverflowDetector().check(spec, device: spec.devices[0], categories: Self.categories,
                                                 engine: LayoutTestSupport.engine)
        #expect(!found.findings.contains { $0.kind == .truncated })
    }

    /// A subtitle stands below the title, in footnote, inside the insets; both wrap.
    @Test(arguments: categories)
    func aSubtitleStandsBelowTheTitle(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "stack", "axis": "vertical", "alignment": "leading", "padding": 16, "children": [
              {"type": "button", "id": "b", "title": "Download", "subtitle": "12.4 MB", "configuration": "gray"}]}
            """, category: category)
        let box = try LayoutTestSupport.node(layout, "b")
        let title = try LayoutTestSupport.node(layout, "b.title")
        let subtitle = try LayoutTestSupport.node(layout, "b.subtitle")
        #expect(box.isInteractive)
        #expect(subtitle.text?.font.descriptor.size == Self.ramp.size(.footnote, at: category))
        #expect(close(title.frame.minX, box.frame.minX + 12) && close(title.frame.minY, box.frame.minY + 7))
        #expect(close(subtitle.frame.minY, title.frame.maxY + 2))
        #expect(close(box.frame.maxY, subtitle.frame.maxY + 7))
    }

    /// Configuration fields need a configuration; names are checked.
    @Test(arguments: [
        (#""title": "A", "buttonSize": "large""#, "\"buttonSize\" is a field of a UIButton.Configuration: add \"configuration\""),
        (#""title": "A", "subtitle": "B""#, "\"subtitle\" is a field of a UIButton.Configuration"),
        (#""title": "A", "configuration": "bordered""#, "unknown button configuration \"bordered\""),
        (#""title": "A", "configuration": "filled", "cornerStyle": "round""#, "unknown corner style \"round\""),
        (#""title": "A", "configuration": "filled", "buttonSize": "huge""#, "unknown button size \"huge\""),
    ])
    func badInputIsAnError(fields: String, problem: String) {
        expectSpecError(#"{"type": "button", \#(fields)}"#, containing: problem)
    }
}
