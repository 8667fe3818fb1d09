import Testing
import TypeFit
import TypeFitDynamicType
import TypeFitLayout
import TypeFitText
@testable import TypeFitChecks

/// The `squeezed` rule on hand-built screens (an iPhone 14, 390 × 844, safe area 47 / 34), and on
/// the sign-in screen of `Layouts/` with the keyboard up.
@Suite("Checks: squeezed")
struct ChecksSqueezedTests {
    /// A form: a vertical scroll view from `top` to `bottom` holding two 64 pt lines of text
    /// (body at accessibility5), content 400 pt tall; a bar pinned below it, `barHeight` tall
    /// and ending at `barBottom`; the keyboard's frame when given.
    static func form(top: Double = 47, bottom: Double, barHeight: Double?, barBottom: Double,
                     keyboard: Rect?, contentHeight: Double = 400, lineHeight: Double = 64) -> ChecksScreen {
        var screen = ChecksScreen(category: .accessibility5)
        screen.facts.keyboard = keyboard
        if let keyboard { screen.facts.safeArea.height = keyboard.minY - 47 }
        let root = screen.add("screen", kind: .stack, frame: (0, 47, 390, 763)) { $0.stackAxis = .vertical }
        let scroll = screen.add("form", kind: .scroll, parent: root, frame: (0, top, 390, bottom - top)) {
            $0.scroll = ScrollFacts(axis: .vertical, viewport: Rect(x: 0, y: top, width: 390, height: bottom - top),
                                    contentWidth: 390, contentHeight: contentHeight)
        }
        let column = screen.add("column", kind: .stack, parent: scroll, frame: (0, top, 390, contentHeight)) {
            $0.stackAxis = .vertical
        }
        screen.add("email", kind: .textField, parent: column, frame: (16, top, 358, lineHeight + 14)) {
            let text = checksText(shown: ["Required"], full: "Required", neededWidth: 200, neededLines: 1,
                                  frame: (24, top + 7, 342, lineHeight), size: 53, truncated: false)
            $0.text = text
        }
        if let barHeight {
            screen.add("signInBar", kind: .stack, parent: root, frame: (0, barBottom - barHeight, 390, barHeight)) {
                $0.pin = Pin(edge: .bottom, reservesSpace: true)
                $0.stackAxis = .vertical
            }
        }
        return screen
    }

    /// The case: a 97 pt form under a 296 pt bar sitting on a 335 pt keyboard (top at 509).
    @Test func aFormSqueezedByTheKeyboardAndABarNamesBothWithTheAmounts() throws {
        let keyboard = Rect(x: 0, y: 509, width: 390, height: 335)
        let screen = Self.form(top: 116, bottom: 213, barHeight: 296, barBottom: 509, keyboard: keyboard)
        let findings = screen.findings(.squeezed)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.element == "form" && finding.otherElement == "signInBar")
        #expect(finding.severity == .error)
        #expect(finding.number("available") == 97)
        #expect(finding.number("needed") == 128)
        #expect(finding.number("keyboard") == 335)
        #expect(finding.message == "Shows only 97 pt of its content, less than the 128 pt (two lines of its 64 pt text) it "
            + "needs to be usable: the keyboard and \"signInBar\" (296 pt) take the rest of the screen.")
        #expect(finding.suggestion?.hasPrefix("move \"signInBar\" into the scroll view's content") == true)
    }

    @Test func anAdequateScrollViewIsNotSqueezed() {
        let keyboard = Rect(x: 0, y: 509, width: 390, height: 335)
        // 200 pt of a form whose text needs 128 pt.
        #expect(Self.form(top: 116, bottom: 316, barHeight: 193, barBottom: 509, keyboard: keyboard).findings(.squeezed).isEmpty)
    }

    /// Small text: the 88 pt floor (two 44 pt rows) applies.
    @Test func smallTextStillNeedsTwoRows() throws {
        let screen = Self.form(top: 116, bottom: 196, barHeight: 313, barBottom: 509,
                               keyboard: Rect(x: 0, y: 509, width: 390, height: 335), lineHeight: 20)
        let finding = try #require(screen.findings(.squeezed).first)
        #expect(finding.number("needed") == 88 && finding.number("available") == 80)
        #expect(finding.message.contains("(two 44 pt rows)"))
    }

    /// A floating bar (not reserving space) covers the viewport: the part it covers does not count.
    @Test func aFloatingBarCoversTheViewport() throws {
        var screen = Self.form(top: 47, bottom: 810, barHeight: nil, barBottom: 810, keyboard: nil)
        screen.add("overlay", kind: .box, parent: 0, frame: (0, 150, 390, 660)) {
            $0.pin = Pin(edge: .bottom)
            $0.isOpaque = true
        }
        let finding = try #require(screen.findings(.squeezed).first)
        #expect(finding.number("available") == 103 && finding.otherElement == "overlay")
        #expect(finding.number("keyboard") == nil)
        #expect(finding.message.hasSuffix(": \"overlay\" (660 pt) takes the rest of the screen."))
    }

    /// Nothing squeezes a short scroll view on purpose (no keyboard, no pinned element): no finding;
    /// nor does one whose content fits what shows.
    @Test func aShortScrollViewWithNoSqueezerOrNothingHiddenIsLeftAlone() {
        #expect(Self.form(top: 100, bottom: 160, barHeight: nil, barBottom: 810, keyboard: nil).findings(.squeezed).isEmpty)
        let keyboard = Rect(x: 0, y: 509, width: 390, height: 335)
        #expect(Self.form(top: 116, bottom: 213, barHeight: 296, barBottom: 509, keyboard: keyboard,
                          contentHeight: 90).findings(.squeezed).isEmpty)
    }

    /// The keyboard alone: a scroll view running under it shows only what is above it.
    @Test func theKeyboardAloneSqueezesAScrollViewThatRunsUnderIt() throws {
        let keyboard = Rect(x: 0, y: 200, width: 390, height: 644)
        let finding = try #require(Self.form(top: 120, bottom: 810, barHeight: nil, barBottom: 810,
                                             keyboard: keyboard).findings(.squeezed).first)
        #expect(finding.number("available") == 80 && finding.otherElement == nil)
        #expect(finding.message.hasSuffix(": the keyboard takes the rest of the screen."))
        #expect(finding.suggestion == "keep fewer elements outside the scroll view, so that it keeps the room above the keyboard")
    }

    /// A large title above the scroll view, in the flow, is named too; alone it squeezes it.
    @Test func aLargeTitleAboveTheScrollViewIsNamed() throws {
        var screen = Self.form(top: 700, bottom: 810, barHeight: nil, barBottom: 810, keyboard: nil)
        screen.add("headline", kind: .label, parent: 0, frame: (16, 47, 358, 653)) {
            let text = checksText(shown: ["Welcome"], full: "Welcome", neededWidth: 300, neededLines: 1,
                                  frame: (16, 47, 358, 653), size: 60, truncated: false)
            text.font.textStyle = .largeTitle
            $0.text = text
        }
        let finding = try #require(screen.findings(.squeezed).first)
        #expect(finding.number("available") == 110 && finding.otherElement == nil)
        #expect(finding.message.hasSuffix(": \"headline\" (653 pt) takes the rest of the screen."))
        #expect(finding.suggestion?.hasPrefix("move \"headline\" into the scroll view's content") == true)
        // A body-style label there is content the author chose to keep above: no finding.
        screen.facts.nodes[screen.facts.nodes.count - 1].text?.font.textStyle = .body
        #expect(screen.findings(.squeezed).isEmpty)
    }

    /// `Layouts/signin-keyboard.broken.json` is squeezed at accessibility5 only; the fixed version never.
    @Test func theSignInFormWithTheKeyboardUpIsSqueezedAtAccessibility5OnlyWhenBroken() throws {
        let broken = try TypeFit.check(specAt: TestSupport.path("Layouts/signin-keyboard.broken.json"))
        let squeezed = broken.flatMap(\.findings).filter { $0.kind == .squeezed }
        #expect(squeezed.map(\.category) == [.accessibility5])
        #expect(squeezed.map(\.element) == ["form"] && squeezed.map(\.otherElement) == ["signInBar"])
        #expect(broken.flatMap(\.findings).count == 1)
        let fixed = try TypeFit.check(specAt: TestSupport.path("Layouts/signin-keyboard.fixed.json"))
        #expect(fixed.flatMap(\.findings).isEmpty)
    }
}
