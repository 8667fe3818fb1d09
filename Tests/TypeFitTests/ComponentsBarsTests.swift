import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// UIKit's bars: the navigation bar, tab bar, toolbar and search bar, laid out at the sizes in
/// `Metrics/bars.json`. Their text keeps its default size at every category (the Large Content
/// Viewer shows it at accessibility sizes); only a navigation bar's large title grows.
@Suite("Components: bars")
struct ComponentsBarsTests: ComponentTestSuite {
    /// An iPhone 15's status bar and Dynamic Island: the top of its safe area.
    private static let safeTop = 59.0

    private func problem(_ root: String) -> String? {
        do {
            _ = try LayoutTestSupport.spec(root)
            return nil
        } catch let error as SpecError {
            return error.problem
        } catch {
            return "\(error)"
        }
    }

    private static let inlineBar = """
        {"type": "stack", "axis": "vertical", "children": [
          {"type": "navigationBar", "id": "nav", "title": "Quarterly report", "backButton": "Inbox",
           "trailingItems": [{"symbol": "square.and.pencil", "id": "compose"}]},
          {"type": "label", "id": "body", "text": "Hello", "lines": 0}]}
        """

    /// The inline bar is 44 pt tall under the status bar, and its title (17 pt semibold), back
    /// button and items (17 pt) keep their size at every category
    /// (https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4:
    /// 44 pt; https://github.com/wordpress-mobile/WordPress-iOS/pull/8925: system apps keep the
    /// title at its default size). A symbol item is a 44 × 44 pt button at the trailing margin.
    @Test(arguments: categories)
    func anInlineBarKeepsItsSize(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.inlineBar, category: category)
        let nav = try LayoutTestSupport.node(layout, "nav")
        #expect(nav.frame == Rect(x: 0, y: Self.safeTop, width: 393, height: 44))
        let title = try LayoutTestSupport.node(layout, "nav.title")
        #expect(title.text?.font.descriptor.size == 17)
        #expect(title.text?.font.descriptor.weight == .semibold)
        #expect(title.text?.font.scalesWithDynamicType == false)
        #expect(title.text?.layout.truncated == false)
        let back = try LayoutTestSupport.node(layout, "nav.backButton")
        #expect(back.frame.minX == 8)
        #expect(back.frame.height == 44)
        #expect(back.isInteractive)
        #expect(try LayoutTestSupport.node(layout, "nav.backButton.title").text?.font.descriptor.size == 17)
        let compose = try LayoutTestSupport.node(layout, "compose")
        #expect(compose.frame == Rect(x: 393 - 16 - 44, y: Self.safeTop, width: 44, height: 44))
        #expect(compose.isInteractive)
        // The title sits between the back button and the item.
        #expect(title.frame.minX >= back.frame.maxX)
        #expect(title.frame.maxX <= compose.frame.minX)
        #expect(try LayoutTestSupport.node(layout, "body").frame.minY == Self.safeTop + 44)
    }

    /// A large title bar is 44 pt plus the large title's line and 11 pt: 96 pt at the default
    /// size (https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4:
    /// large titles add 52 pt). The title follows the largeTitle style at every category, bold, on
    /// one line; a search bar adds 52 pt under it.
    @Test(arguments: categories)
    func aLargeTitleGrowsWithItsStyle(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "navigationBar", "id": "nav", "title": "Inbox", "display": "large",
             "trailingItems": [{"title": "Edit"}], "searchBar": {"placeholder": "Search mail"}}
            """, category: category)
        let ramp = LayoutTestSupport.decoder.options.ramp
        let title = try LayoutTestSupport.node(layout, "nav.largeTitle")
        let font = try #require(title.text?.font)
        #expect(font.descriptor.size == ramp.size(.largeTitle, at: category))
        #expect(font.descriptor.weight == .bold)
        #expect(font.scalesWithDynamicType)
        #expect(title.text?.lineLimit == 1)
        #expect(title.frame.minX == 16 && title.frame.width == 393 - 32)
        let row = try LayoutTestSupport.node(layout, "nav.largeTitleRow")
        #expect(close(row.frame.height, title.frame.height + 11))
        #expect(row.frame.minY == Self.safeTop + 44)
        if category == .large { #expect(close(44 + row.frame.height, 96, within: 0.5)) }
        let search = try LayoutTestSupport.node(layout, "nav.searchBar")
        #expect(close(search.frame.minY, row.frame.maxY))
        #expect(search.frame.height == 52)
        let field = try LayoutTestSupport.node(layout, "nav.searchBar.field")
        #expect(field.frame == Rect(x: 16, y: search.frame.minY + 8, width: 393 - 32, height: 36))
        #expect(field.text?.font.descriptor.size == 17)
        #expect(field.text?.text == "Search mail")
        let nav = try LayoutTestSupport.node(layout, "nav")
        #expect(close(nav.frame.height, 44 + row.frame.height + 52))
        // No inline title while the large one shows; the Edit button keeps the trailing margin.
        #expect(layout.node(withID: "nav.title") == nil)
        let edit = try LayoutTestSupport.node(layout, "nav.trailingItems[0]")
        #expect(edit.frame.maxX == 393 - 16 && edit.frame.height == 44)
        #expect(edit.text?.font.descriptor.size == 17)
    }

    /// A back button without room for its title shows "Back", then the chevron alone, before the
    /// screen's title is truncated (UIKit's behaviour in the system apps; docs/components.md).
    @Test func aBackButtonGivesWayBeforeTheTitle() throws {
        func back(_ title: String) throws -> (text: String?, titleTruncated: Bool) {
            let layout = try LayoutTestSupport.layout("""
                {"type": "navigationBar", "id": "nav", "title": "\(title)", "backButton": "All Mailboxes",
                 "trailingItems": [{"symbol": "ellipsis.circle"}]}
                """, category: .accessibility5)
            let button = try LayoutTestSupport.node(layout, "nav.backButton")
            #expect(button.frame.width >= 44 && button.frame.height == 44)
            return (layout.node(withID: "nav.backButton.title")?.text?.text,
                    try LayoutTestSupport.node(layout, "nav.title").text?.layout.truncated ?? false)
        }
        #expect(try back("Drafts") == ("All Mailboxes", false))
        #expect(try back("Quarterly report for the board") == ("Back", false))
        #expect(try back("Quarterly report for the board and staff") == (nil, true))
    }

    /// A prompt adds a 30 pt row above the bar, its text at a fixed 13 pt (a bar with a prompt is 74 pt).
    @Test func aPromptAddsARowAboveTheBar() throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "navigationBar", "id": "nav", "title": "Choose a photo", "prompt": "Tap to select"}
            """, category: .accessibility5)
        #expect(try LayoutTestSupport.node(layout, "nav").frame.height == 74)
        #expect(try LayoutTestSupport.node(layout, "nav.prompt").text?.font.descriptor.size == 13)
        #expect(try LayoutTestSupport.node(layout, "nav.bar").frame.minY == Self.safeTop + 30)
    }

    /// What iOS's design causes in a navigation bar is information: a title cut between the bar's
    /// items, the fixed fonts (https://docs.huihoo.com/apple/wwdc/2019/261_large_content_viewer_ensuring_readability_for_everyone.pdf:
    /// the Large Content Viewer is shown by default in standard UIKit bars). A large title that does
    /// not fit its line is a real break, fixed in the component's own fields.
    @Test func aBarsDesignIsInformationAndALargeTitleCutIsNot() throws {
        let squeezed = try report("""
            {"type": "navigationBar", "id": "nav", "title": "Quarterly report for the board, with the appendices",
             "backButton": "Inbox", "trailingItems": [{"title": "Reply"}, {"symbol": "trash"}]}
            """)
        let cut = try #require(squeezed.findings.first { $0.kind == .truncated && $0.element == "nav.title" })
        #expect(cut.severity == .info)
        #expect(cut.message.contains("By design: iOS keeps the navigation bar's title and items at a fixed size"))
        #expect(cut.message.contains("Large Content Viewer"))
        #expect(squeezed.findings.allSatisfy { $0.severity == .info })
        #expect(squeezed.findings.contains { $0.kind == .fixedFont && $0.element == "nav.trailingItems[0]" })
        #expect(!squeezed.findings.contains { $0.kind == .clipped || $0.kind == .hierarchy })

        let large = try report("""
            {"type": "stack", "axis": "vertical", "children": [
              {"type": "navigationBar", "id": "nav", "title": "Recently Deleted", "display": "large"},
              {"type": "label", "text": "Today", "style": "footnote"}]}
            """)
        let title = try #require(large.findings.first { $0.element == "nav.largeTitle" })
        #expect(title.kind == .truncated)
        #expect(title.severity == .error)
        #expect(title.suggestion == "shorten `title`, or show it in the bar (`\"display\": \"inline\"`)")
        #expect(large.findings.contains { $0.element == "nav.largeTitle" && $0.category == .accessibility5 })
        #expect(!large.findings.contains { $0.element == "nav.largeTitle" && $0.category <= .large })
    }

    private static let tabs = """
        {"type": "tabBar", "id": "tabs", "selected": 0, "items": [
          {"title": "Mail", "symbol": "envelope", "id": "mailTab"}, {"title": "Calendar", "symbol": "calendar"},
          {"title": "Contacts", "symbol": "person.2"}, {"title": "Settings", "symbol": "gear"}]}
        """

    /// A tab bar is 49 pt tall (https://markmeretzky.com/INFO1-CE9236/src/tabbar/), its items share
    /// the width equally, each a 25 pt icon above a title in a fixed 10 pt font, at every category
    /// (https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction: tab bar
    /// buttons stay small; the Large Content Viewer shows them).
    @Test(arguments: categories)
    func aTabBarKeepsItsSize(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.tabs, category: category)
        let bar = try LayoutTestSupport.node(layout, "tabs")
        #expect(bar.frame.height == 49)
        let mail = try LayoutTestSupport.node(layout, "mailTab")
        #expect(close(mail.frame.width, 393 / 4) && mail.frame.height == 49)
        #expect(mail.isInteractive)
        let icon = try LayoutTestSupport.node(layout, "mailTab.icon")
        #expect(icon.frame.size == Size(width: 25, height: 25))
        #expect(icon.frame.minY == bar.frame.minY + 5)
        #expect(close(icon.frame.midX, mail.frame.midX))
        let title = try LayoutTestSupport.node(layout, "mailTab.title")
        #expect(title.text?.font.descriptor.size == 10)
        #expect(title.text?.font.descriptor.weight == .medium)
        #expect(title.frame.minY == icon.frame.maxY + 2)
        let settings = try LayoutTestSupport.node(layout, "tabs.items[3].title")
        #expect(settings.text?.layout.truncated == false)
        #expect(close(try LayoutTestSupport.node(layout, "tabs.items[3]").frame.maxX, 393))
    }

    /// The tab titles' fixed font is iOS's design, so information at every category, not the
    /// warning a hand-built tab bar gets.
    @Test func aTabTitlesFixedFontIsInformation() throws {
        let found = try report(Self.tabs)
        let fixed = found.findings.filter { $0.kind == .fixedFont }
        #expect(fixed.count == 4 * Self.categories.count)
        #expect(fixed.allSatisfy { $0.severity == .info && $0.message.contains("Large Content Viewer") })
        #expect(found.findings.allSatisfy { $0.kind == .fixedFont })
    }

    /// With more than five items an iPhone tab bar shows four and a More tab; the inline item
    /// layout puts the icon beside the title, centred in the 49 pt bar.
    @Test func moreThanFiveTabsShowMoreAndInlineItemsSitBesideTheirIcons() throws {
        let many = try LayoutTestSupport.layout("""
            {"type": "tabBar", "id": "tabs", "items": [
              {"title": "A", "symbol": "a"}, {"title": "B", "symbol": "b"}, {"title": "C", "symbol": "c"},
              {"title": "D", "symbol": "d"}, {"title": "E", "symbol": "e"}, {"title": "F", "symbol": "f"}]}
            """)
        let bar = try LayoutTestSupport.node(many, "tabs")
        #expect(bar.children.count == 5)
        #expect(try LayoutTestSupport.node(many, "tabs.more.title").text?.text == "More")
        #expect(many.node(withID: "tabs.items[4]") == nil)

        let inline = try LayoutTestSupport.layout("""
            {"type": "tabBar", "id": "tabs", "itemLayout": "inline", "items": [
              {"title": "Listen Now", "symbol": "play.circle"}, {"title": "Library", "symbol": "square.stack"}]}
            """, category: .accessibility5)
        let icon = try LayoutTestSupport.node(inline, "tabs.items[0].icon")
        let title = try LayoutTestSupport.node(inline, "tabs.items[0].title")
        #expect(close(title.frame.minX, icon.frame.maxX + 6))
        #expect(close(icon.frame.midY, try LayoutTestSupport.node(inline, "tabs").frame.midY))
    }

    /// A toolbar is 44 pt tall (https://trantor.is/content/meZPSqrOGNt9MH_R/ch05s03.html: 44 pt in
    /// portrait); symbols are 44 × 44 pt at the 16 pt margins, flexible spaces share the rest, and a
    /// status text stays at 12 pt.
    @Test(arguments: categories)
    func aToolbarKeepsItsSize(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "toolbar", "id": "tools", "items": [
              {"symbol": "line.3.horizontal.decrease.circle", "id": "filter"}, {"type": "flexibleSpace"},
              {"text": "Updated Just Now", "id": "status"}, {"type": "flexibleSpace"},
              {"symbol": "square.and.pencil", "id": "compose"}]}
            """, category: category)
        #expect(try LayoutTestSupport.node(layout, "tools").frame.height == 44)
        #expect(try LayoutTestSupport.node(layout, "filter").frame == Rect(x: 16, y: Self.safeTop, width: 44, height: 44))
        #expect(try LayoutTestSupport.node(layout, "compose").frame.maxX == 393 - 16)
        let status = try LayoutTestSupport.node(layout, "status")
        #expect(status.text?.font.descriptor.size == 12)
        #expect(close(status.frame.midX, 393 / 2, within: 0.5))
        let first = try LayoutTestSupport.node(layout, "tools.items[1]")
        let second = try LayoutTestSupport.node(layout, "tools.items[3]")
        #expect(close(first.frame.width, second.frame.width))
    }

    /// A search bar is 52 pt: a 36 pt field whose text stays at 17 pt
    /// (https://github.com/wordpress-mobile/WordPress-iOS/pull/8925: the search bar's text and
    /// Cancel button keep their size), with the Cancel button beside it. The field's 36 pt height
    /// is iOS's design, so its touch-target finding is information.
    @Test(arguments: categories)
    func aSearchBarKeepsItsSize(category: ContentSizeCategory) throws {
        let root = #"{"type": "searchBar", "id": "search", "placeholder": "Search", "cancelButton": true}"#
        let layout = try LayoutTestSupport.layout(root, category: category)
        #expect(try LayoutTestSupport.node(layout, "search").frame == Rect(x: 0, y: Self.safeTop, width: 393, height: 52))
        let field = try LayoutTestSupport.node(layout, "search.field")
        let cancel = try LayoutTestSupport.node(layout, "search.cancelButton")
        #expect(field.frame.minX == 16 && field.frame.height == 36 && field.frame.minY == Self.safeTop + 8)
        #expect(field.text?.font.descriptor.size == 17)
        #expect(cancel.text?.font.descriptor.size == 17)
        #expect(cancel.frame.maxX == 393 - 16)
        #expect(close(cancel.frame.minX, field.frame.maxX + 8))
        let found = try report(root, categories: [category])
        #expect(found.findings.contains { $0.kind == .touchTarget && $0.element == "search.field" && $0.severity == .info })
        #expect(found.findings.allSatisfy { $0.severity == .info })
    }

    /// Bars reject what iOS's bars cannot be, with the field and the fix in the message.
    @Test func barsRejectBadInput() {
        #expect(problem(#"{"type": "navigationBar", "trailingItems": [{"title": "Edit", "symbol": "pencil"}]}"#)
            == "a bar item is one thing: give \"title\" or \"symbol\", not both")
        #expect(problem(#"{"type": "navigationBar", "trailingItems": [{"id": "x"}]}"#)
            == "a bar item needs one of \"title\", \"symbol\"")
        #expect(problem(#"{"type": "navigationBar", "display": "large"}"#)
            == "a navigation bar with \"display\": \"large\" needs \"title\"")
        #expect(problem(#"{"type": "navigationBar", "title": "A", "display": "huge"}"#)?.contains("title display") == true)
        #expect(problem(#"{"type": "navigationBar", "leadingItems": [{"type": "flexibleSpace"}]}"#)?
            .contains("unknown key \"type\" in a bar item") == true)
        #expect(problem(#"{"type": "tabBar", "items": []}"#) == "a tab bar needs at least one item")
        #expect(problem(#"{"type": "tabBar"}"#) == "a tab bar needs \"items\"")
        #expect(problem(#"{"type": "tabBar", "items": [{"title": "A"}]}"#) == "a tab item needs \"symbol\"")
        #expect(problem(#"{"type": "tabBar", "selected": 2, "items": [{"title": "A", "symbol": "a"}]}"#) != nil)
        #expect(problem(#"{"type": "toolbar", "items": [{"type": "fixedSpace"}]}"#)?.contains("bar item type") == true)
        #expect(problem(#"{"type": "searchBar", "cancelButton": "yes"}"#) != nil)
        let many = (0..<101).map { _ in #"{"symbol": "star"}"# }.joined(separator: ", ")
        #expect(problem(#"{"type": "toolbar", "items": [\#(many)]}"#) == "a bar has 101 items; at most 100 are allowed")
    }
}
