import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// SwiftUI's Form rows (`toggle`, `labeledContent`) and `Label` (`iconLabel`) in a list on an
/// iPhone 15, at xSmall, large, accessibility1 and accessibility5. The rules and TypeFit's
/// assumptions are in docs/components.md and `Metrics/controls.json`
/// (https://developer.apple.com/documentation/swiftui/toggle,
/// https://developer.apple.com/documentation/swiftui/labeledcontent,
/// https://developer.apple.com/documentation/swiftui/label).
@Suite("Components: form rows")
struct ComponentsFormRowsTests: ComponentTestSuite {

    private static let form = """
        {"type": "list", "rows": [
          {"type": "toggle", "id": "join", "label": "Ask to Join Networks", "isOn": true},
          {"type": "labeledContent", "id": "version", "label": "Version", "value": "17.2"},
          {"type": "iconLabel", "id": "fav", "title": "Favorites", "symbol": "star"}]}
        """

    /// A toggle row: the body label leading and wrapping, the 51 × 31 pt switch trailing at the
    /// row's margin and centred on the label, at every category.
    @Test(arguments: categories)
    func aToggleKeepsItsSwitchTrailing(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.form, category: category)
        let label = try LayoutTestSupport.node(layout, "join.label")
        let control = try LayoutTestSupport.node(layout, "join.switch")
        #expect(control.frame.size == Size(width: 51, height: 31) && control.isInteractive)
        #expect(control.frame.maxX == 393 - 16)
        #expect(close(control.frame.midY, label.frame.midY, within: 0.5))
        #expect(close(label.frame.maxX + 16, control.frame.minX))
        #expect(label.text?.font.descriptor.size == Self.ramp.size(.body, at: category))
        #expect(label.text?.lineLimit == 0)
    }

    /// LabeledContent: label leading and value trailing on one line at standard sizes; the value
    /// below the label, leading, at accessibility sizes.
    @Test(arguments: categories)
    func labeledContentStacksAtAccessibilitySizes(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.form, category: category)
        let label = try LayoutTestSupport.node(layout, "version.label")
        let value = try LayoutTestSupport.node(layout, "version.value")
        #expect(label.frame.minX == 16)
        if category.isAccessibility {
            #expect(value.frame.minX == 16 && close(value.frame.minY, label.frame.maxY + 2))
        } else {
            #expect(value.frame.maxX == 393 - 16 && value.frame.minY == label.frame.minY)
        }
    }

    /// Label: an icon as large as the title's style at the category, 8 pt before the title.
    @Test(arguments: categories)
    func anIconLabelsIconScalesWithItsTitle(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.form, category: category)
        let icon = try LayoutTestSupport.node(layout, "fav.icon")
        let title = try LayoutTestSupport.node(layout, "fav.title")
        let side = Self.ramp.size(.body, at: category)
        #expect(close(icon.frame.width, side) && close(icon.frame.height, side))
        #expect(close(title.frame.minX, icon.frame.maxX + 8))
    }

    /// The three rows hold at every category; only the switch's size is reported, as iOS's design.
    @Test func theRowsHoldAtEveryCategory() throws {
        let spec = try LayoutTestSupport.spec(Self.form)
        let found = try OverflowDetector().check(spec, device: spec.devices[0], categories: ContentSizeCategory.allCases,
                                                 engine: LayoutTestSupport.engine)
        #expect(found.findings.allSatisfy { $0.severity == .info && $0.element == "join.switch" })
    }

    /// `titleOnly` and `iconOnly` show one part.
    @Test func labelStylesShowOnePart() throws {
        let titleOnly = try LayoutTestSupport.layout(#"{"type": "iconLabel", "id": "l", "title": "A", "labelStyle": "titleOnly"}"#)
        #expect(titleOnly.root.node(withID: "l.icon") == nil && titleOnly.root.node(withID: "l.title") != nil)
        let iconOnly = try LayoutTestSupport.layout(#"{"type": "iconLabel", "id": "l", "title": "A", "labelStyle": "iconOnly"}"#)
        #expect(iconOnly.root.node(withID: "l.title") == nil && iconOnly.root.node(withID: "l.icon") != nil)
    }

    @Test(arguments: [
        (#"{"type": "toggle"}"#, "a toggle needs \"label\""),
        (#"{"type": "toggle", "label": "A", "isOn": "yes"}"#, "true or false"),
        (#"{"type": "labeledContent", "label": "A"}"#, "a labeledContent needs \"value\""),
        (#"{"type": "iconLabel", "symbol": "star"}"#, "an iconLabel needs \"title\""),
        (#"{"type": "iconLabel", "title": "A", "labelStyle": "iconAndTitle"}"#, "unknown label style \"iconAndTitle\""),
        (#"{"type": "iconLabel", "title": "A", "style": "huge"}"#, "huge"),
    ])
    func badInputIsAnError(root: String, problem: String) {
        expectSpecError(root, containing: problem)
    }
}
