import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Alerts and action sheets (UIAlertController), laid out by iOS's rules at xSmall, large,
/// accessibility1 and accessibility5 on an iPhone 15 (393 × 852 pt, safe area 59 / 34).
@Suite("Components: alerts and action sheets")
struct ComponentsAlertsTests: ComponentTestSuite {

    private static let deleteAlert = """
        {"type": "alert", "id": "delete", "title": "Delete this playlist?",
         "message": "“Road Trip 2024” and its 48 songs will be removed from all your devices.",
         "actions": [{"title": "Delete", "style": "destructive", "id": "delete"},
                     {"title": "Cancel", "style": "cancel", "id": "cancel"}]}
        """

    /// The alert is 270 pt wide and centred in the safe area; its title is headline (semibold)
    /// and its message footnote, both wrapping and growing with Dynamic Type. Two short actions
    /// sit side by side, the cancel action leading, at standard sizes, and are stacked, the
    /// cancel action last, at accessibility sizes. Each action is at least 44 pt tall.
    /// Sources: https://developer.apple.com/design/human-interface-guidelines/alerts,
    /// https://marpies.com/coding-auto-layout/custom-uialert/ (270 pt, side by side when they fit),
    /// https://enebin.medium.com/swiftui-breif-informations-about-apples-alert-window-policy-98fb57fc11cf
    /// (cancel leading of two, last of more).
    @Test(arguments: categories)
    func anAlertIsCentredAndStacksItsActionsAtAccessibilitySizes(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout(Self.deleteAlert, category: category)
        let card = try LayoutTestSupport.node(layout, "delete.card")
        let title = try LayoutTestSupport.node(layout, "delete.title")
        let message = try LayoutTestSupport.node(layout, "delete.message")
        let cancel = try LayoutTestSupport.node(layout, "delete.cancel")
        let delete = try LayoutTestSupport.node(layout, "delete.delete")
        #expect(card.frame.width == 270)
        #expect(close(card.frame.minX, (393 - 270) / 2))
        #expect(title.text?.font.descriptor.size == Self.ramp.size(.headline, at: category))
        #expect(title.text?.font.descriptor.weight == .semibold)
        #expect(message.text?.font.descriptor.size == Self.ramp.size(.footnote, at: category))
        #expect(title.text?.alignment == .center && message.text?.alignment == .center)
        #expect(cancel.frame.height >= 44 && delete.frame.height >= 44)
        #expect(cancel.text?.font.descriptor.weight == .semibold)
        #expect(delete.text?.font.descriptor.size == Self.ramp.size(.body, at: category))
        // Header insets: 20 pt above the title, 16 pt at the sides.
        #expect(close(title.frame.minX, card.frame.minX + 16))
        #expect(close(title.frame.width, 270 - 32))
        if category.isAccessibility {
            #expect(cancel.frame.width == 270 && delete.frame.width == 270)
            #expect(close(cancel.frame.minY, delete.frame.maxY))
        } else {
            #expect(cancel.frame.width == 135 && delete.frame.width == 135)
            #expect(cancel.frame.minX == card.frame.minX)
            #expect(cancel.frame.minY == delete.frame.minY)
        }
        if category == .accessibility5 {
            // Taller than the safe area: capped at it, the content scrolls.
            #expect(card.kind == .scroll)
            #expect(close(card.frame.minY, 59) && close(card.frame.height, 852 - 59 - 34))
            #expect((card.scroll?.contentRect.height ?? 0) > card.frame.height)
        } else {
            // Centred vertically in the safe area.
            #expect(close(card.frame.midY, 59 + (852 - 59 - 34) / 2, within: 0.5))
            #expect(close(title.frame.minY, card.frame.minY + 20))
        }
    }

    /// At every category the delete alert gives no finding: iOS wraps its texts, stacks its
    /// actions and scrolls its content (the false findings of an alert rebuilt from stacks).
    @Test func aShortAlertHoldsAtEveryCategory() throws {
        let found = try report(Self.deleteAlert, device: "iPhone SE", categories: ContentSizeCategory.allCases)
        #expect(found.findings.isEmpty, "\(found.findings.map(\.message))")
    }

    /// Three actions are always stacked, the cancel action last, whatever their titles.
    @Test(arguments: categories)
    func threeActionsAreAlwaysStacked(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "alert", "id": "save", "title": "Save changes?",
             "actions": [{"title": "Cancel", "style": "cancel", "id": "cancel"}, {"title": "Save", "id": "save"},
                         {"title": "Don't Save", "style": "destructive", "id": "discard"}]}
            """, category: category)
        let save = try LayoutTestSupport.node(layout, "save.save")
        let discard = try LayoutTestSupport.node(layout, "save.discard")
        let cancel = try LayoutTestSupport.node(layout, "save.cancel")
        #expect([save, discard, cancel].allSatisfy { $0.frame.width == 270 })
        #expect(close(discard.frame.minY, save.frame.maxY) && close(cancel.frame.minY, discard.frame.maxY))
    }

    /// Two actions whose titles do not both fit half the alert are stacked at a standard size too;
    /// an action title stays on one line and is cut in the middle: a real finding, with a fix in
    /// the action's own field. Source: https://github.com/sberrevoets/SDCAlertView/issues/159
    /// (the maintainer: long action text is trimmed, "since that's what UIAlertController does").
    @Test func longActionTitlesStackAndTruncate() throws {
        let root = """
            {"type": "alert", "id": "a", "title": "Remove App?",
             "actions": [{"title": "Remove from Home Screen and Library", "id": "remove"}, {"title": "Cancel", "style": "cancel", "id": "cancel"}]}
            """
        let layout = try LayoutTestSupport.layout(root, category: .large)
        let remove = try LayoutTestSupport.node(layout, "a.remove")
        let cancel = try LayoutTestSupport.node(layout, "a.cancel")
        #expect(remove.frame.width == 270 && close(cancel.frame.minY, remove.frame.maxY))
        let found = try report(root)
        let truncated = found.findings.filter { $0.kind == .truncated }
        #expect(Set(truncated.map(\.element)) == ["a.remove"])
        #expect(truncated.allSatisfy { $0.severity == .error })
        #expect(truncated.first?.suggestion == "shorten the action's title: an alert shows it on one line at standard sizes")
        // At accessibility sizes, where the actions are stacked, their titles wrap (TypeFit's
        // assumption, docs/components.md).
        #expect(Set(truncated.map(\.category)) == [.xSmall, .large])
        let wrapped = try LayoutTestSupport.node(try LayoutTestSupport.layout(root, category: .accessibility1), "a.remove")
        #expect((wrapped.text?.shownLines.count ?? 0) > 1)
    }

    /// Text fields take the footnote style and stay smaller than 44 pt by UIAlertController's
    /// design: information, not a failure.
    @Test func textFieldsAreSmallByDesign() throws {
        let root = """
            {"type": "alert", "id": "login", "title": "Sign in", "textFields": [{"placeholder": "Email"}, {"placeholder": "Password"}],
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]}
            """
        let layout = try LayoutTestSupport.layout(root, category: .large)
        let email = try LayoutTestSupport.node(layout, "login.textField1")
        let password = try LayoutTestSupport.node(layout, "login.textField2")
        #expect(email.frame.width == 270 - 32)
        #expect(close(password.frame.minY, email.frame.maxY))
        #expect(email.text?.font.descriptor.size == Self.ramp.size(.footnote, at: .large))
        let found = try report(root)
        #expect(!found.findings.isEmpty)
        #expect(found.findings.allSatisfy { $0.kind == .touchTarget && $0.severity == .info })
    }

    /// An action sheet spans the width less 8 pt margins at the bottom of the safe area, the
    /// cancel action 8 pt below the others; its title is footnote semibold and its actions
    /// title3. When it is taller than the screen its group scrolls above the cancel action.
    /// Sources: https://developer.apple.com/design/human-interface-guidelines/action-sheets
    /// (cancel at the bottom), https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet.
    @Test(arguments: categories)
    func anActionSheetSitsAtTheBottomWithCancelApart(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "actionSheet", "id": "draft", "title": "Discard this draft?",
             "message": "Your changes to this message will be lost if you delete the draft.",
             "actions": [{"title": "Delete Draft", "style": "destructive", "id": "delete"}, {"title": "Save Draft", "id": "save"},
                         {"title": "Keep Editing", "id": "keep"}, {"title": "Cancel", "style": "cancel", "id": "cancel"}]}
            """, category: category)
        let card = try LayoutTestSupport.node(layout, "draft.card")
        let cancel = try LayoutTestSupport.node(layout, "draft.cancel")
        let delete = try LayoutTestSupport.node(layout, "draft.delete")
        let title = try LayoutTestSupport.node(layout, "draft.title")
        #expect(close(card.frame.minX, 8) && close(card.frame.width, 393 - 16))
        #expect(close(cancel.frame.maxY, 852 - 34 - 8))
        #expect(close(cancel.frame.minY, card.frame.maxY + 8))
        #expect(delete.frame.height >= 57)
        #expect(title.text?.font.descriptor.size == Self.ramp.size(.footnote, at: category))
        #expect(delete.text?.font.descriptor.size == Self.ramp.size(.title3, at: category))
        #expect(cancel.text?.font.descriptor.weight == .semibold)
        if category == .accessibility5 {
            #expect(card.kind == .scroll && close(card.frame.minY, 59 + 8))
        } else {
            #expect(card.kind == .stack)
        }
    }

    /// An alert with only an action is the action alone, centred.
    @Test func anAlertWithoutTextsIsItsActions() throws {
        let layout = try LayoutTestSupport.layout(#"{"type": "alert", "id": "a", "actions": [{"title": "OK", "id": "ok"}]}"#)
        let card = try LayoutTestSupport.node(layout, "a.card")
        let ok = try LayoutTestSupport.node(layout, "a.ok")
        #expect(ok.frame == card.frame && ok.frame.height == 44 && ok.frame.width == 270)
    }

    /// Titles, messages and action titles take localisation keys as labels do.
    @Test func textsTakeLocalisationKeysWithFallbacks() throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "alert", "id": "a", "title": {"key": "missing.title", "text": "Fallback title"},
             "actions": [{"title": {"text": "OK"}}]}
            """)
        #expect(try LayoutTestSupport.node(layout, "a.title").text?.text == "Fallback title")
        #expect(try LayoutTestSupport.node(layout, "a.action1").text?.text == "OK")
    }

    /// Bad input: no actions, two cancel actions, an unknown action style or key, text fields
    /// in an action sheet, two actions with one id.
    @Test(arguments: [
        (#"{"type": "alert", "title": "Hi"}"#, "an alert needs \"actions\""),
        (#"{"type": "alert", "actions": []}"#, "an alert needs at least one action"),
        (#"{"type": "alert", "actions": [{"title": "A", "style": "cancel"}, {"title": "B", "style": "cancel"}]}"#,
         "one cancel action at most"),
        (#"{"type": "alert", "actions": [{"title": "A", "style": "destroy"}]}"#, "unknown action style \"destroy\""),
        (#"{"type": "alert", "actions": [{"title": "A", "role": "cancel"}]}"#, "unknown key \"role\" in an action"),
        (#"{"type": "alert", "actions": [{"style": "cancel"}]}"#, "an action needs \"title\""),
        (#"{"type": "actionSheet", "textFields": [], "actions": [{"title": "A"}]}"#, "an actionSheet has no \"textFields\" field (alert has it)"),
        (#"{"type": "alert", "actions": [{"title": "A", "id": "x"}, {"title": "B", "id": "x"}]}"#, "two actions are named \"x\""),
        (#"{"type": "alert", "title": 3, "actions": [{"title": "A"}]}"#, "the alert's title"),
    ])
    func badInputIsAnError(root: String, problem: String) {
        expectSpecError(root, containing: problem)
    }
}
