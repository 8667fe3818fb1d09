import Testing
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitText
@testable import TypeFitChecks

/// The rules of the overflow detector on hand-built screens: each kind on a screen that must
/// produce it and on one that must not. (End-to-end checks through the decoder and the layout
/// engine are in ChecksDetectorTests.swift.)
@Suite("Checks: rules")
struct ChecksRuleTests {
    // MARK: truncated

    @Test func oneLineLabelTooNarrowIsTruncatedWithTheNumbers() {
        var screen = ChecksScreen()
        let row = screen.add("row", kind: .stack, frame: (16, 100, 358, 30)) { $0.stackAxis = .horizontal }
        screen.add("title", kind: .label, parent: row, frame: (16, 100, 180, 30)) {
            $0.text = checksText(shown: ["Continue with…"], full: "Continue with Apple", neededWidth: 214.04,
                                 neededLines: 2, frame: (16, 100, 180, 30))
        }
        let findings = screen.findings(.truncated)
        #expect(findings.count == 1)
        let finding = findings[0]
        #expect(finding.element == "title")
        #expect(finding.severity == .error)
        #expect(finding.number("needed") == 214)
        #expect(finding.number("available") == 180)
        #expect(finding.number("linesNeeded") == 2)
        #expect(finding.shownText == "Continue with…")
        #expect(finding.message == "Shows \"Continue with…\" instead of \"Continue with Apple\": needs 214 pt, has 180 pt.")
        #expect(finding.suggestion == "allow 2 lines (`lines: 0` for as many as needed) or let the stack turn vertical at accessibility sizes")
    }

    @Test func intendedTruncationIsInformationWithoutASuggestion() {
        var screen = ChecksScreen()
        screen.add("preview", kind: .label, frame: (16, 100, 200, 20)) {
            let text = checksText(shown: ["Lorem ipsum dolor…"], full: "Lorem ipsum dolor sit amet", neededWidth: 260,
                                  neededLines: 2, frame: (16, 100, 200, 20))
            text.truncationIntended = true
            $0.text = text
        }
        let findings = screen.findings(.truncated)
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.suggestion == nil)
    }

    @Test func textCutByItsLineLimitCountsLines() {
        var screen = ChecksScreen()
        screen.add("body", kind: .label, frame: (16, 100, 300, 40)) {
            let text = checksText(shown: ["One two three", "four five…"], full: "One two three four five six seven eight",
                                  neededWidth: 600, neededLines: 4, frame: (16, 100, 300, 40))
            text.lineLimit = 2
            text.neededHeight = 80
            $0.text = text
        }
        let finding = screen.findings(.truncated).first
        #expect(finding?.number("linesNeeded") == 4)
        #expect(finding?.number("linesAllowed") == 2)
        #expect(finding?.number("needed") == 80)
        #expect(finding?.number("available") == 40)
        #expect(finding?.message == "Shows 2 of 4 lines, ending \"four five…\": needs 80 pt of height, has 40 pt.")
        #expect(finding?.suggestion == "allow 4 lines (`lines: 0` for as many as needed)")
    }

    @Test func textThatFitsIsNotTruncated() {
        var screen = ChecksScreen()
        screen.add("title", kind: .label, frame: (16, 100, 300, 20)) {
            $0.text = checksText(shown: ["Sign in"], full: "Sign in", neededWidth: 52, neededLines: 1,
                                 frame: (16, 100, 300, 20), truncated: false)
        }
        #expect(screen.findings(.truncated).isEmpty)
        #expect(screen.allFindings.isEmpty)
    }

    // MARK: clipped

    @Test func contentBeyondAFixedHeightRowThatClipsIsClipped() {
        var screen = ChecksScreen()
        let row = screen.add("row", kind: .box, frame: (0, 100, 390, 44)) {
            $0.clips = true
            $0.fixedHeight = 44
        }
        let card = screen.add("card", kind: .box, parent: row, frame: (0, 100, 390, 60)) { $0.isOpaque = true }
        screen.add("name", kind: .label, parent: card, frame: (16, 108, 300, 52))
        let findings = screen.findings(.clipped)
        #expect(findings.map(\.element) == ["name"], "the card and its label are cut: only the label is named")
        #expect(findings.first?.otherElement == "row")
        #expect(findings.first?.number("clipped") == 16)
        #expect(findings.first?.message == "16 pt of its 52 pt height is cut off at the bottom edge of \"row\", which clips its content.")
        #expect(findings.first?.suggestion == "remove the fixed height of \"row\" (44 pt) so it grows with its content")
    }

    @Test func contentBeyondAScrollViewportIsNotClipped() {
        var screen = ChecksScreen()
        let scroll = screen.add("scroll", kind: .scroll, frame: (0, 47, 390, 763)) {
            $0.clips = true
            $0.scroll = ScrollFacts(axis: .vertical, viewport: Rect(x: 0, y: 47, width: 390, height: 763),
                                    contentWidth: 390, contentHeight: 2000)
        }
        let stack = screen.add("content", kind: .stack, parent: scroll, frame: (0, 47, 390, 2000))
        screen.add("last", kind: .button, parent: stack, frame: (16, 1900, 358, 50)) { $0.isInteractive = true }
        #expect(screen.allFindings.isEmpty)
    }

    @Test func linesTallerThanAFixedHeightAreClipped() {
        var screen = ChecksScreen()
        screen.add("badge", kind: .label, frame: (16, 100, 80, 14)) {
            let text = checksText(shown: ["New"], full: "New", neededWidth: 30, neededLines: 1,
                                  frame: (16, 100, 80, 14), truncated: false)
            text.shownHeight = 21.5
            $0.text = text
            $0.fixedHeight = 14
        }
        let finding = screen.findings(.clipped).first
        #expect(finding?.number("clipped") == 7.5)
        #expect(finding?.message == "Its line needs 21.5 pt of height but gets 14 pt, so 7.5 pt of text is cut off.")
    }

    // MARK: overlap

    @Test func spilledSiblingsOverlapAndBothAreNamed() {
        var screen = ChecksScreen()
        let stack = screen.add("buttons", kind: .stack, frame: (16, 100, 358, 100)) { $0.fixedHeight = 100 }
        screen.add("save", kind: .button, parent: stack, frame: (16, 100, 358, 60)) { $0.isInteractive = true }
        screen.add("cancel", kind: .button, parent: stack, frame: (16, 140, 358, 60)) { $0.isInteractive = true }
        let findings = screen.findings(.overlap)
        #expect(findings.count == 1)
        #expect(findings.first?.element == "save")
        #expect(findings.first?.otherElement == "cancel")
        #expect(findings.first?.number("width") == 358)
        #expect(findings.first?.number("height") == 20)
        #expect(findings.first?.number("area") == 7160)
        #expect(findings.first?.message == "Overlaps \"cancel\" over 358 × 20 pt (7160 pt²).")
        #expect(findings.first?.suggestion == "remove the fixed size of \"buttons\" so it grows with its content")
    }

    @Test func layersOfABoxParentsAndDecorationsDoNotOverlap() {
        var screen = ChecksScreen()
        let card = screen.add("card", kind: .box, frame: (16, 100, 358, 120)) { $0.isOpaque = true }
        screen.add("photo", kind: .image, parent: card, frame: (16, 100, 358, 120))
        screen.add("caption", kind: .label, parent: card, frame: (24, 190, 300, 20))
        screen.add("sparkle", kind: .image, frame: (300, 90, 40, 40)) { $0.allowsOverlap = true }
        #expect(screen.findings(.overlap).isEmpty)
    }

    @Test func contentUnderAPinnedBarThatDoesNotReserveSpaceOverlapsIt() {
        var screen = ChecksScreen()
        let root = screen.add("root", kind: .box, frame: (0, 47, 390, 763))
        let scroll = screen.add("scroll", kind: .scroll, parent: root, frame: (0, 47, 390, 763)) {
            $0.clips = true
            $0.scroll = ScrollFacts(axis: .vertical, viewport: Rect(x: 0, y: 47, width: 390, height: 763),
                                    contentWidth: 390, contentHeight: 1200)
        }
        let column = screen.add("column", kind: .stack, parent: scroll, frame: (0, 47, 390, 1200))
        screen.add("terms", kind: .label, parent: column, frame: (16, 700, 358, 80))
        let bar = screen.add("bar", kind: .box, parent: root, frame: (0, 730, 390, 80)) {
            $0.isOpaque = true
            $0.pin = Pin(edge: .bottom, reservesSpace: false)
        }
        screen.add("continue", kind: .button, parent: bar, frame: (16, 740, 358, 50)) { $0.isInteractive = true }
        let findings = screen.findings(.overlap)
        #expect(findings.map { [$0.element, $0.otherElement ?? ""] } == [["terms", "continue"]],
                "the deepest pair: the label and the button, not also the bar")
        #expect(findings.first?.suggestion?.contains("reservesSpace: true") == true)
    }

    @Test func contentOutsideTheScrollViewportDoesNotOverlapAPinnedBar() {
        var screen = ChecksScreen()
        let root = screen.add("root", kind: .box, frame: (0, 47, 390, 763))
        let scroll = screen.add("scroll", kind: .scroll, parent: root, frame: (0, 47, 390, 683)) {
            $0.clips = true
            $0.scroll = ScrollFacts(axis: .vertical, viewport: Rect(x: 0, y: 47, width: 390, height: 683),
                                    contentWidth: 390, contentHeight: 1200)
        }
        let column = screen.add("column", kind: .stack, parent: scroll, frame: (0, 47, 390, 1200))
        screen.add("terms", kind: .label, parent: column, frame: (16, 700, 358, 80))
        let bar = screen.add("bar", kind: .box, parent: root, frame: (0, 730, 390, 80)) {
            $0.isOpaque = true
            $0.pin = Pin(edge: .bottom, reservesSpace: true)
        }
        screen.add("continue", kind: .button, parent: bar, frame: (16, 740, 358, 50)) { $0.isInteractive = true }
        #expect(screen.findings(.overlap).isEmpty)
    }

    @Test func overlappingCardsAreNamedByTheirDeepestElements() {
        var screen = ChecksScreen()
        let list = screen.add("list", kind: .stack, frame: (0, 100, 390, 200))
        let first = screen.add("card1", kind: .box, parent: list, frame: (0, 100, 390, 100)) { $0.isOpaque = true }
        screen.add("title1", kind: .label, parent: first, frame: (16, 110, 300, 80))
        let second = screen.add("card2", kind: .box, parent: list, frame: (0, 180, 390, 100)) { $0.isOpaque = true }
        screen.add("title2", kind: .label, parent: second, frame: (16, 185, 300, 80))
        let pairs = screen.findings(.overlap).map { [$0.element, $0.otherElement ?? ""] }
        #expect(pairs == [["title1", "title2"]])
    }

    // MARK: offscreen

    @Test func aButtonBelowTheSafeAreaWithoutAScrollViewCannotBeReached() {
        var screen = ChecksScreen()
        let column = screen.add("form", kind: .stack, frame: (0, 47, 390, 900))
        screen.add("email", kind: .textField, parent: column, frame: (16, 60, 358, 44)) { $0.isInteractive = true }
        screen.add("submit", kind: .button, parent: column, frame: (16, 850, 358, 50)) { $0.isInteractive = true }
        let findings = screen.findings(.offscreen)
        #expect(findings.map(\.element) == ["submit"])
        #expect(findings.first?.number("beyond") == 90)
        #expect(findings.first?.message == "Lies entirely below the bottom of the safe area (90 pt beyond it) and no scroll view can bring it into view, so it cannot be seen.")
        #expect(findings.first?.suggestion == "put the screen's content in a vertical scroll view")
    }

    @Test func aPartlyVisibleLabelRunsOffByTheAmountBeyondTheEdge() {
        var screen = ChecksScreen()
        screen.add("footer", kind: .label, frame: (16, 790, 358, 40.26))
        let finding = screen.findings(.offscreen).first
        #expect(finding?.number("beyond") == 20.3)
        #expect(finding?.message == "Runs 20.3 pt below the bottom of the safe area and no scroll view can bring it into view, so part of it cannot be seen.")
    }

    @Test func contentInAScrollViewAndBackgroundsAreNotOffscreen() {
        var screen = ChecksScreen()
        screen.add("backdrop", kind: .image, frame: (0, 0, 390, 844)) { $0.allowsOverlap = true }
        let scroll = screen.add("scroll", kind: .scroll, frame: (0, 47, 390, 763)) {
            $0.scroll = ScrollFacts(axis: .vertical, viewport: Rect(x: 0, y: 47, width: 390, height: 763),
                                    contentWidth: 390, contentHeight: 1500)
        }
        screen.add("submit", kind: .button, parent: scroll, frame: (16, 1400, 358, 50)) { $0.isInteractive = true }
        #expect(screen.findings(.offscreen).isEmpty)
    }

    @Test func aScrollViewWhoseViewportRunsOffTheScreenIsOffscreen() {
        var screen = ChecksScreen()
        let column = screen.add("column", kind: .stack, frame: (0, 47, 390, 1000))
        screen.add("scroll", kind: .scroll, parent: column, frame: (0, 300, 390, 600)) {
            $0.scroll = ScrollFacts(axis: .vertical, viewport: Rect(x: 0, y: 300, width: 390, height: 600),
                                    contentWidth: 390, contentHeight: 1500)
        }
        let findings = screen.findings(.offscreen)
        #expect(findings.map(\.element) == ["scroll"])
        #expect(findings.first?.number("beyond") == 56)
    }

    // MARK: shrunk, fixedFont, touchTarget, hierarchy, missingGlyphs

    @Test func shrinkingToFitIsAWarningWithBothSizes() {
        var screen = ChecksScreen()
        screen.add("price", kind: .label, frame: (16, 100, 120, 30)) {
            let text = checksText(shown: ["€1,299.00"], full: "€1,299.00", neededWidth: 171, neededLines: 1,
                                  frame: (16, 100, 120, 30), size: 28, truncated: false)
            text.minimumScaleFactor = 0.5
            text.renderedSize = 19.64
            $0.text = text
        }
        let findings = screen.findings(.shrunk)
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.number("requested") == 28)
        #expect(findings.first?.number("rendered") == 19.6)
        #expect(findings.first?.message == "Shrinks from 28 pt to 19.6 pt (70%) to fit, smaller than the size accessibility3 asks for.")
    }

    @Test func textShrunkAndStillCutIsTruncatedNotShrunk() {
        var screen = ChecksScreen()
        screen.add("price", kind: .label, frame: (16, 100, 60, 30)) {
            let text = checksText(shown: ["€1,2…"], full: "€1,299.00", neededWidth: 171, neededLines: 2,
                                  frame: (16, 100, 60, 30), size: 28)
            text.minimumScaleFactor = 0.5
            text.renderedSize = 14
            $0.text = text
        }
        #expect(screen.findings(.shrunk).isEmpty)
        let truncated = screen.findings(.truncated).first
        #expect(truncated?.number("fontSize") == 14)
        #expect(truncated?.message.contains("even shrunk to 14 pt") == true)
    }

    @Test func aFixedFontIsReportedOnceAndAScaledOneNever() {
        var screen = ChecksScreen()
        screen.add("legal", kind: .label, frame: (16, 100, 300, 20)) {
            let text = checksText(shown: ["Terms apply"], full: "Terms apply", neededWidth: 80, neededLines: 1,
                                  frame: (16, 100, 300, 20), size: 12, truncated: false)
            text.font = ResolvedFont(descriptor: FontDescriptor(family: "Inter", size: 12), textStyle: nil,
                                     scalesWithDynamicType: false, preferredSize: 12)
            $0.text = text
        }
        screen.add("body", kind: .label, frame: (16, 130, 300, 20)) {
            $0.text = checksText(shown: ["Hello"], full: "Hello", neededWidth: 40, neededLines: 1,
                                 frame: (16, 130, 300, 20), truncated: false)
        }
        let findings = screen.findings(.fixedFont)
        #expect(findings.map(\.element) == ["legal"])
        #expect(findings.first?.message == "Uses a fixed 12 pt Inter font that stays the same size whatever text size the person chooses.")
    }

    @Test func smallInteractiveElementsMissTheTouchTarget() {
        var screen = ChecksScreen()
        screen.add("close", kind: .button, frame: (340, 60, 30, 30)) { $0.isInteractive = true }
        screen.add("ok", kind: .button, frame: (16, 100, 44, 44)) { $0.isInteractive = true }
        screen.add("logo", kind: .image, frame: (16, 200, 20, 20))
        let findings = screen.findings(.touchTarget)
        #expect(findings.map(\.element) == ["close"])
        #expect(findings.first?.message == "It is 30 × 30 pt, smaller than the 44 × 44 pt minimum touch target.")
        #expect(screen.findings(.touchTarget, minimumTouchTarget: 48).map(\.element) == ["close", "ok"])
    }

    @Test func aCappedTitleBelowBodyTextBreaksTheHierarchy() {
        var screen = ChecksScreen()
        screen.add("heading", kind: .label, frame: (16, 100, 358, 40)) {
            let text = checksText(shown: ["Settings"], full: "Settings", neededWidth: 120, neededLines: 1,
                                  frame: (16, 100, 358, 40), truncated: false)
            text.font = ResolvedFont(descriptor: FontDescriptor(family: "Inter Display", size: 34), textStyle: .title1,
                                     scalesWithDynamicType: true, preferredSize: 48)
            $0.text = text
        }
        screen.add("intro", kind: .label, frame: (16, 150, 358, 60)) {
            $0.text = checksText(shown: ["Choose"], full: "Choose", neededWidth: 100, neededLines: 1,
                                 frame: (16, 150, 358, 60), size: 40, truncated: false)
        }
        let findings = screen.findings(.hierarchy)
        #expect(findings.map(\.element) == ["heading"])
        #expect(findings.first?.otherElement == "intro")
        #expect(findings.first?.message == "Its title1 text renders at 34 pt, smaller than the body text of \"intro\" at 40 pt.")
        #expect(findings.first?.suggestion == "raise or remove the maximum size of the title1 text (it asks for 48 pt)")
    }

    @Test func theTypeRampOrderIsNotAHierarchyProblem() {
        var screen = ChecksScreen()
        screen.add("heading", kind: .label, frame: (16, 100, 358, 40)) {
            let text = checksText(shown: ["Settings"], full: "Settings", neededWidth: 120, neededLines: 1,
                                  frame: (16, 100, 358, 40), truncated: false)
            text.font = ResolvedFont(descriptor: FontDescriptor(family: "Inter Display", size: 48), textStyle: .title1,
                                     scalesWithDynamicType: true, preferredSize: 48)
            $0.text = text
        }
        screen.add("intro", kind: .label, frame: (16, 150, 358, 60)) {
            $0.text = checksText(shown: ["Choose"], full: "Choose", neededWidth: 100, neededLines: 1,
                                 frame: (16, 150, 358, 60), size: 40, truncated: false)
        }
        #expect(screen.findings(.hierarchy).isEmpty)
    }

    @Test func missingCharactersAreListedByCodePoint() {
        var screen = ChecksScreen()
        screen.add("submit", kind: .button, frame: (16, 100, 358, 50)) {
            $0.isInteractive = true
            let text = checksText(shown: ["सबमिट करें"], full: "सबमिट करें", neededWidth: 90, neededLines: 1,
                                  frame: (32, 110, 326, 30), truncated: false)
            text.missingCharacters = ["\u{0938}", "\u{092C}"]
            $0.text = text
        }
        let finding = screen.findings(.missingGlyphs).first
        #expect(finding?.severity == .error)
        #expect(finding?.number("count") == 2)
        #expect(finding?.message == "No configured font can draw U+0938 \"स\" and U+092C \"ब\", so they show as empty boxes.")
    }

    // MARK: wording and reports

    @Test func pointsAreRoundedToATenthWithoutLocale() {
        #expect(FindingText.points(213.64) == "213.6")
        #expect(FindingText.points(180) == "180")
        #expect(FindingText.points(0.05) == "0.1")
        #expect(FindingText.points(-2.45) == "-2.5")
        #expect(FindingText.points(-0.01) == "0")
        #expect(CodePointLabel.of("\u{1F600}") == "U+1F600")
        #expect(CodePointLabel.of("\u{0041}") == "U+0041")
        #expect(FindingText.quoted("a\nb") == "\"a / b\"")
    }

    @Test func theLargestOvershootNamesTheFirstOfEqualEdges() {
        #expect(Overshoot(top: 5, left: 5, bottom: 5, right: 5).largest?.edge == "bottom")
        #expect(Overshoot(top: 3, left: 3, bottom: 0, right: 2).largest?.edge == "top")
        #expect(Overshoot(top: 0, left: 4, bottom: 1, right: 4).largest?.edge == "right")
        #expect(Overshoot(top: 0, left: 7.5, bottom: 1, right: 4).largest?.amount == 7.5)
        #expect(Overshoot(top: 0.005, left: 0, bottom: 0.008, right: 0).largest == nil)
    }

    @Test func longTextIsQuotedShortenedByCharactersWhateverItsBytes() {
        // The quote as characters make it: lines joined by " / ", then 28 characters, " … " and
        // the last 10 when longer than 40. ASCII is cut by bytes; this checks that both agree.
        func byCharacters(_ text: String) -> String {
            let oneLine = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / ")
            guard oneLine.count > FindingText.quoteLimit else { return "\"" + oneLine + "\"" }
            return "\"" + oneLine.prefix(FindingText.quoteLimit - 12) + " … " + oneLine.suffix(10) + "\""
        }
        let texts = [
            String(repeating: "x", count: 40), String(repeating: "x", count: 41),
            "Download episodes over cellular data only when asked",
            "First line of a long label\nand its second line, which is long too",
            "Carriage return and line feed\r\nare one character in a string of many words",
            "Lade Folgen über Mobilfunk nur nach Rückfrage herunter, bitte",
            "सेटिंग्स में सूचनाएँ चालू करें ताकि आपको नए एपिसोड की जानकारी मिले",
            "تنزيل الحلقات عبر البيانات الخلوية فقط عند الطلب من فضلك",
            "e\u{301}" + String(repeating: "a", count: 45), String(repeating: "ab\n", count: 15),
        ]
        for text in texts {
            #expect(FindingText.quoted(text) == byCharacters(text), "\(text)")
        }
        #expect(FindingText.quoted(texts[2]) == "\"Download episodes over cellu … when asked\"")
    }

    @Test func aScreenReportListsCategoriesElementsAndFindingsInOrder() {
        func screen(at category: ContentSizeCategory, width: Double) -> ScreenFacts {
            var screen = ChecksScreen(category: category)
            let row = screen.add("row", kind: .stack, frame: (16, 100, 358, 44)) { $0.stackAxis = .horizontal }
            screen.add("icon", kind: .image, parent: row, frame: (16, 100, 30, 30)) { $0.isInteractive = true }
            screen.add("name", kind: .label, parent: row, frame: (50, 100, 200, 20)) {
                $0.text = checksText(shown: [width > 200 ? "Alex…" : "Alex Morgan"], full: "Alex Morgan",
                                     neededWidth: width, neededLines: 1, frame: (50, 100, 200, 20), truncated: width > 200)
            }
            return screen.facts
        }
        let detector = OverflowDetector()
        let report = detector.report(spec: "Layouts/profile.json", screen: "profile", device: "iPhone 14",
                                     screens: [screen(at: .accessibility1, width: 250), screen(at: .large, width: 120)])
        #expect(report.categories == [.large, .accessibility1])
        #expect(report.elements == ["row", "icon", "name"])
        #expect(report.findings.map { "\($0.category.name) \($0.kind.rawValue) \($0.element)" } == [
            "large touchTarget icon",
            "accessibility1 touchTarget icon",
            "accessibility1 truncated name",
        ])
        #expect(report.firstFailingCategory() == .accessibility1)
        let again = detector.report(spec: "Layouts/profile.json", screen: "profile", device: "iPhone 14",
                                    screens: [screen(at: .large, width: 120), screen(at: .accessibility1, width: 250)])
        #expect(again == report, "the same screens in any order give the same report")
    }
}

// MARK: - Building screens by hand

/// A screen of an iPhone 14 (390 × 844, safe area 47 / 34) built node by node, parents first.
struct ChecksScreen {
    var facts: ScreenFacts
    private var offset = 0

    init(category: ContentSizeCategory = .accessibility3) {
        facts = ScreenFacts(spec: "Tests/screen.json", screen: "screen", device: "iPhone 14", category: category,
                            bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                            safeArea: Rect(x: 0, y: 47, width: 390, height: 763), nodes: [])
    }

    /// Adds a node and returns its index; its source offset follows document order.
    @discardableResult
    mutating func add(_ name: String, kind: LayoutNode.Kind, parent: Int? = nil, frame: (Double, Double, Double, Double),
                      configure: (inout NodeFacts) -> Void = { _ in }) -> Int {
        let area = Rect(x: frame.0, y: frame.1, width: frame.2, height: frame.3)
        offset += 10
        var node = NodeFacts(index: facts.nodes.count, parent: parent, name: name, kind: kind, path: .root,
                             location: SourceLocation(line: offset / 10, column: 1, offset: offset), frame: area,
                             drawnFrame: area, clips: false, isInteractive: false, allowsOverlap: false,
                             isOpaque: false, pin: nil, stackAxis: nil, scroll: nil, fixedWidth: nil,
                             fixedHeight: nil, text: nil)
        configure(&node)
        facts.nodes.append(node)
        return node.index
    }

    func findings(_ kind: FindingKind, minimumTouchTarget: Double = 44) -> [Finding] {
        OverflowDetector(minimumTouchTarget: minimumTouchTarget).findings(in: facts).filter { $0.kind == kind }
    }

    var allFindings: [Finding] { OverflowDetector().findings(in: facts) }
}

/// Text facts for a body-style label at `size` in `frame`.
func checksText(shown: [String], full: String, neededWidth: Double, neededLines: Int,
                frame: (Double, Double, Double, Double), size: Double = 17, truncated: Bool = true) -> TextFacts {
    let area = Rect(x: frame.0, y: frame.1, width: frame.2, height: frame.3)
    let lines = shown.map {
        TextLine(text: $0, width: 0, height: 0, baseline: 0, isRightToLeft: false, range: 0..<0, runs: [])
    }
    return TextFacts(lines: lines, fullText: full,
                     font: ResolvedFont(descriptor: FontDescriptor(family: "Inter", size: size), textStyle: .body,
                                        scalesWithDynamicType: true, preferredSize: size),
                     renderedSize: size, minimumScaleFactor: 0, lineLimit: 1,
                     isTruncated: truncated, truncationIntended: false, neededLineCount: neededLines,
                     neededWidth: neededWidth, neededHeight: area.height * Double(neededLines),
                     shownHeight: area.height, textFrame: area, missingCharacters: [])
}
