import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Lists and cells: a list's `style` and `sections`, and `cell` with UIListContentConfiguration's
/// styles and accessories, laid out at xSmall, large, accessibility1 and accessibility5.
///
/// The margins, paddings and sizes are `Metrics/lists.json` (16 pt inset grouped sections below
/// 414 pt, 20 pt from there; 35 pt between grouped sections; 17 / 6 pt around a header; a 29 pt
/// image 16 pt from the text; text and secondary text 8 pt apart side by side, 3 pt stacked; the
/// accessory 10 pt after the content), as docs/components.md states them with their sources.
@Suite("Components: lists and cells")
struct ComponentsListsTests: ComponentTestSuite {

    /// The body scale the cell's symbols grow by: with body text up to xxxLarge, no further.
    private static func symbolScale(_ category: ContentSizeCategory) -> Double {
        ramp.scale(.body, at: min(category, .xxxLarge))
    }

    private static let settingsList = """
        {"type": "list", "id": "settings", "style": "insetGrouped", "sections": [
          {"rows": [
            {"type": "cell", "id": "wifi", "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home-5G",
             "image": {"symbol": "wifi"}, "accessory": "disclosureIndicator"},
            {"type": "cell", "id": "hotspot", "style": "valueCell", "text": "Personal Hotspot", "secondaryText": "Off",
             "image": {"symbol": "personalhotspot"}, "accessory": "disclosureIndicator"}]},
          {"header": "Notifications", "footer": "Shown on the lock screen.", "rows": [
            {"type": "cell", "id": "sounds", "text": "Sounds & Haptics", "accessory": "checkmark"}]}]}
        """

    /// UITableView.Style.insetGrouped insets its sections by the list's layout margins: 16 pt on
    /// a 393 pt iPhone 15, 20 pt on a 440 pt iPhone 16 Pro Max
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins);
    /// a section without a header is 35 pt below the top; the cell's content sits inside its
    /// 11 / 16 pt layout margins.
    @Test(arguments: categories)
    func insetGroupedSectionsAreInsetFromTheSides(category: ContentSizeCategory) throws {
        for (device, width, inset) in [("iPhone 15", 393.0, 16.0), ("iPhone 16 Pro Max", 440.0, 20.0)] {
            let layout = try LayoutTestSupport.layout(Self.settingsList, category: category, device: device)
            let wifi = try LayoutTestSupport.node(layout, "wifi")
            let top = device == "iPhone 15" ? 59.0 : 62.0
            #expect(wifi.frame.minX == inset + 16, "\(device)")
            #expect(close(wifi.frame.width, width - 2 * inset - 32), "\(device)")
            #expect(wifi.frame.minY >= top + 35 + 11 - 0.34, "\(device)")
            let sounds = try LayoutTestSupport.node(layout, "sounds")
            #expect(sounds.frame.minX == inset + 16)
        }
    }

    /// A grouped list's header is footnote text, uppercased (UIListContentConfiguration.groupedHeader(),
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()),
    /// aligned with the cells' content, and grows with Dynamic Type; the footer is footnote too.
    @Test(arguments: categories)
    func groupedHeadersAreUppercaseFootnoteText(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.settingsList, category: category)
        let header = try LayoutTestSupport.node(layout, "settings.section2.header")
        let text = try #require(header.text)
        #expect(text.text == "NOTIFICATIONS")
        #expect(text.font.descriptor.size == Self.ramp.size(.footnote, at: category))
        #expect(header.frame.minX == 32)
        let footer = try LayoutTestSupport.node(layout, "settings.section2.footer")
        #expect(footer.text?.text == "Shown on the lock screen.")
        #expect(footer.text?.font.descriptor.size == Self.ramp.size(.footnote, at: category))
        let sounds = try LayoutTestSupport.node(layout, "sounds")
        // 6 pt under the header's text, then the cell's 11 pt margin.
        #expect(close(sounds.frame.minY, header.frame.maxY + 6 + 11, within: 1))
        #expect(footer.frame.minY > sounds.frame.maxY)
    }

    /// A grouped list's sections span its width and are 35 pt apart; a plain list's header is
    /// headline text, not uppercased, with no space between sections
    /// (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()).
    @Test(arguments: categories)
    func groupedAndPlainSections(category: ContentSizeCategory) throws {
        let sections = """
            "sections": [
              {"rows": [{"type": "cell", "id": "first", "text": "First"}]},
              {"header": {"text": "More"}, "rows": [{"type": "cell", "id": "second", "text": "Second"}]},
              {"rows": [{"type": "cell", "id": "third", "text": "Third"}]}]
            """
        let grouped = try LayoutTestSupport.layout(#"{"type": "list", "id": "list", "style": "grouped", "# + sections + "}",
                                                   category: category)
        let first = try LayoutTestSupport.node(grouped, "first")
        #expect(first.frame.minX == 16)
        #expect(first.frame.width == 393 - 32)
        let cells = grouped.root.children
        #expect(cells.count == 4)
        #expect(cells[0].frame.minY == 59 + 35)
        #expect(close(cells[1].frame.minY, cells[0].frame.maxY))
        #expect(close(cells[3].frame.minY, cells[2].frame.maxY + 35))
        #expect(try LayoutTestSupport.node(grouped, "list.section2.header").text?.text == "MORE")

        let plain = try LayoutTestSupport.layout(#"{"type": "list", "id": "list", "# + sections + "}", category: category)
        let header = try LayoutTestSupport.node(plain, "list.section2.header")
        #expect(header.text?.text == "More")
        #expect(header.text?.font.descriptor.size == Self.ramp.size(.headline, at: category))
        let rows = plain.root.children
        #expect(rows[0].frame.minY == 59)
        #expect(close(rows[3].frame.minY, rows[2].frame.maxY))
    }

    /// valueCell shows its text and secondary text side by side when both fit
    /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext):
    /// the image at the leading margin, the text 16 pt after it, the value against the accessory.
    @Test(arguments: [ContentSizeCategory.xSmall, .large])
    func aValueCellShowsTextAndValueSideBySideWhenBothFit(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.settingsList, category: category)
        let text = try LayoutTestSupport.node(layout, "wifi.text")
        let value = try LayoutTestSupport.node(layout, "wifi.secondaryText")
        let image = try LayoutTestSupport.node(layout, "wifi.image")
        let chevron = try LayoutTestSupport.node(layout, "wifi.accessory")
        let scale = Self.symbolScale(category)
        #expect(close(image.frame.width, 29 * scale))
        #expect(image.frame.minX == 32)
        #expect(close(text.frame.minX, 32 + 29 * scale + 16))
        #expect(close(chevron.frame.width, 9 * scale))
        #expect(close(chevron.frame.maxX, 393 - 32))
        #expect(close(value.frame.maxX, chevron.frame.minX - 10))
        #expect(close(value.frame.minY, text.frame.minY))
        #expect(text.text?.font.descriptor.size == Self.ramp.size(.body, at: category))
        #expect(value.text?.font.descriptor.size == Self.ramp.size(.body, at: category))
    }

    /// At accessibility sizes a valueCell stacks its text over its secondary text, each
    /// wrapping at the full width (UITableViewCell's value1 and UIListContentConfiguration switch
    /// to a vertical layout there: https://developer.apple.com/videos/play/wwdc2020/10027/). Each
    /// text takes the lines its words need, never one word a line: "Personal Hotspot" two lines
    /// at accessibility5, "Off" one.
    @Test(arguments: [ContentSizeCategory.accessibility1, .accessibility5])
    func aValueCellStacksAtAccessibilitySizes(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.settingsList, category: category)
        for id in ["wifi", "hotspot"] {
            let text = try LayoutTestSupport.node(layout, id + ".text")
            let value = try LayoutTestSupport.node(layout, id + ".secondaryText")
            #expect(value.frame.minX == text.frame.minX, "\(id)")
            #expect(close(value.frame.minY, text.frame.maxY + 3), "\(id)")
            #expect((text.text?.layout.lines.count ?? 0) <= 2, "\(id)")
            #expect(value.text?.layout.lines.count == 1, "\(id)")
        }
        let hotspot = try LayoutTestSupport.node(layout, "hotspot.text")
        #expect(hotspot.text?.layout.lines.count == (category == .accessibility5 ? 2 : 1))
        let found = try report(Self.settingsList, categories: [category])
        #expect(found.findings.filter { $0.severity >= .warning }.isEmpty)
    }

    /// A valueCell whose texts do not fit side by side stacks them at standard sizes too.
    @Test func aValueCellStacksWhenItsTextsDoNotFitSideBySide() throws {
        let root = """
            {"type": "list", "style": "insetGrouped", "rows": [
              {"type": "cell", "id": "account", "style": "valueCell", "text": "Apple Account, iCloud and Purchases",
               "secondaryText": "ada.lovelace@example.com", "accessory": "disclosureIndicator"}]}
            """
        let layout = try LayoutTestSupport.layout(root, device: "iPhone SE")
        let text = try LayoutTestSupport.node(layout, "account.text")
        let value = try LayoutTestSupport.node(layout, "account.secondaryText")
        #expect(value.frame.minX == text.frame.minX)
        #expect(value.frame.minY > text.frame.maxY)
        #expect(value.text?.layout.lines.count == 1)
    }

    /// subtitleCell puts its secondary text under the text, in subheadline
    /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()),
    /// at every category; the row is at least 44 pt tall.
    @Test(arguments: categories)
    func aSubtitleCellPutsItsSecondaryTextUnderTheText(category: ContentSizeCategory) throws {
        let root = """
            {"type": "list", "rows": [
              {"type": "cell", "id": "episode", "style": "subtitleCell", "text": "The Analytical Engine",
               "secondaryText": "42 min", "accessory": "detailButton"}]}
            """
        let layout = try LayoutTestSupport.layout(root, category: category)
        let text = try LayoutTestSupport.node(layout, "episode.text")
        let secondary = try LayoutTestSupport.node(layout, "episode.secondaryText")
        #expect(secondary.frame.minX == 16)
        #expect(close(secondary.frame.minY, text.frame.maxY + 3))
        #expect(secondary.text?.font.descriptor.size == Self.ramp.size(.subheadline, at: category))
        let button = try LayoutTestSupport.node(layout, "episode.accessory")
        #expect(close(button.frame.width, 22 * Self.symbolScale(category)))
        #expect(button.isInteractive)
        #expect(button.hitArea == Size(width: 44, height: 44))
        let row = try LayoutTestSupport.node(layout, "episode")
        #expect(row.frame.height + 22 >= 44)
    }

    /// A switch accessory keeps UISwitch's 51 × 31 pt at every category (Metrics/controls.json),
    /// its small size reported as iOS's design; a label accessory is one body line.
    @Test(arguments: categories)
    func aSwitchAccessoryKeepsItsSize(category: ContentSizeCategory) throws {
        let root = """
            {"type": "list", "style": "insetGrouped", "rows": [
              {"type": "cell", "id": "airplane", "text": "Airplane Mode", "image": {"symbol": "airplane"}, "accessory": "switch"},
              {"type": "cell", "id": "vpn", "text": "VPN", "accessory": {"label": "On"}}]}
            """
        let layout = try LayoutTestSupport.layout(root, category: category)
        let toggle = try LayoutTestSupport.node(layout, "airplane.accessory")
        #expect(toggle.frame.size == Size(width: 51, height: 31))
        #expect(toggle.frame.maxX == 393 - 32)
        let label = try LayoutTestSupport.node(layout, "vpn.accessory")
        #expect(label.text?.text == "On")
        #expect(label.frame.maxX == 393 - 32)
        let found = try report(root, categories: [category])
        let touch = try #require(found.findings.first { $0.kind == .touchTarget && $0.element == "airplane.accessory" })
        #expect(touch.severity == .info)
    }

    /// A custom accessory is the author's element, trailing.
    @Test func aCustomAccessoryIsTheAuthorsElement() throws {
        let root = """
            {"type": "list", "rows": [
              {"type": "cell", "id": "downloads", "text": "Downloads",
               "accessory": {"custom": {"type": "label", "id": "badge", "text": "12", "style": "footnote"}}}]}
            """
        let layout = try LayoutTestSupport.layout(root)
        let badge = try LayoutTestSupport.node(layout, "badge")
        #expect(badge.frame.maxX == 393 - 16)
    }

    /// A fixed `rowHeight` still clips the cell's text at large sizes, as a fixed-height table
    /// row does in iOS; the fix names the cell's and the list's own fields.
    @Test func aFixedRowHeightStillClipsACell() throws {
        let root = """
            {"type": "list", "style": "insetGrouped", "rowHeight": 44, "rows": [
              {"type": "cell", "id": "downloads", "text": "Download Over Cellular", "image": {"symbol": "antenna"}}]}
            """
        let found = try report(root, device: "iPhone SE", categories: [.large, .accessibility3])
        #expect(!found.findings.contains { $0.category == .large && $0.severity >= .warning })
        let clipped = try #require(found.findings.first { $0.kind == .clipped && $0.element == "downloads.text" })
        #expect(clipped.category == .accessibility3)
        #expect(clipped.suggestion?.contains("no fixed `rowHeight` on the list") == true)
    }

    /// `lines` limits the text as UIListContentConfiguration's textProperties.numberOfLines does.
    @Test func aCellsLinesLimitTheText() throws {
        let root = """
            {"type": "list", "rows": [
              {"type": "cell", "id": "note", "text": "A note about the analytical engine and the numbers of Bernoulli", "lines": 1}]}
            """
        let found = try report(root, categories: [.accessibility1])
        let truncated = try #require(found.findings.first { $0.kind == .truncated })
        #expect(truncated.element == "note.text")
        #expect(truncated.suggestion?.contains("`lines: 0` on the cell") == true)
    }

    /// A plain list of rows is decoded as it always was: no per-row layouts.
    @Test func aPlainListOfRowsIsUnchanged() throws {
        let spec = try LayoutTestSupport.spec(#"{"type": "list", "rows": [{"type": "label", "text": "A"}]}"#)
        guard case .list(let list) = spec.rootByCategory[ContentSizeCategory.large.rawValue].kind else {
            Issue.record("the root is a list")
            return
        }
        #expect(list.rowLayouts == nil)
        #expect(list.rowPadding == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    /// Bad input gets a message that says what to change.
    @Test(arguments: [
        (#"{"type": "list", "rows": [], "sections": []}"#, "give a list either \"rows\" or \"sections\", not both"),
        (#"{"type": "list", "style": "inset"}"#, "list style"),
        (#"{"type": "list", "sections": [{"title": "A"}]}"#, "unknown key \"title\" in a list section"),
        (#"{"type": "list", "sections": [{"header": {"txt": "A"}}]}"#, "unknown key \"txt\" in a section header"),
        (#"{"type": "cell"}"#, "a cell needs \"text\" (or a localisation \"key\")"),
        (#"{"type": "cell", "text": "A", "style": "value"}"#, "cell style"),
        (#"{"type": "cell", "text": "A", "accessory": "chevron"}"#, "cell accessory"),
        (#"{"type": "cell", "text": "A", "accessory": {"badge": "1"}}"#, "unknown key \"badge\" in a cell accessory"),
        (#"{"type": "cell", "text": "A", "image": {"size": 20}}"#, "a cell image needs \"symbol\""),
    ])
    func badInputIsAnError(root: String, problem: String) {
        expectSpecError(root, containing: problem)
    }
}
