import Foundation
import Testing
import TypeFitChecks
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitText

/// The overflow detector end to end: specs written as JSON, decoded, laid out with the bundled
/// fonts at each category, checked. Each kind on a broken screen, and the fixed screen clean.
@Suite("Checks: detector on decoded specs")
struct ChecksDetectorTests {
    private static let decoder: SpecDecoder? = try? SpecDecoder(options: SpecDecoder.Options(ramp: TypeRamp.standard()))
    private static let engine = LayoutEngine(text: TextTestSupport.engine)

    /// Decodes `root` (an element's JSON) as the root of an iPhone 14 screen and checks it at `categories`.
    private func check(_ root: String, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
                       minimumTouchTarget: Double = 44) throws -> ScreenReport {
        let json = "{\"typefit\": 1, \"name\": \"test\", \"device\": \"iPhone 14\", \"root\": \(root)}"
        guard let decoder = Self.decoder else { throw CheckTestError.noRamp }
        let spec = try decoder.decode(bytes: Array(json.utf8), path: "Tests/checks.json")
        let device = try #require(spec.devices.first)
        return try OverflowDetector(minimumTouchTarget: minimumTouchTarget)
            .check(spec, device: device, categories: categories, engine: Self.engine)
    }

    private enum CheckTestError: Error { case noRamp }

    private func lines(_ report: ScreenReport) -> [String] {
        report.findings.map { "\($0.category.name) \($0.kind.rawValue) \($0.element)" + ($0.otherElement.map { " " + $0 } ?? "") }
    }

    /// `hitArea` is the touch area the check measures, and `interactive` says what a person taps,
    /// whatever the element's type: a 28 pt capsule with a 44 pt hit area passes, the same
    /// capsule without it or with a 40 pt one does not; a tappable icon needs the area, a
    /// button marked `interactive: false` does not.
    @Test func touchTargetMeasuresTheHitAreaOfWhatIsInteractive() throws {
        func row(_ extra: String) -> String {
            """
            {"type": "stack", "axis": "vertical", "alignment": "leading", "padding": 16, "children": [
              {"type": "button", "id": "capsule", "title": "Get", "style": "caption2", "insets": 4, "width": 60, "height": 28 \(extra)},
              {"type": "icon", "id": "info", "size": 22, "interactive": true},
              {"type": "button", "id": "decoration", "title": "·", "width": 20, "height": 20, "interactive": false}]}
            """
        }
        func targets(_ report: ScreenReport) -> [Finding] { report.findings.filter { $0.kind == .touchTarget } }
        let plain = try check(row(""), categories: [.large])
        #expect(targets(plain).map(\.element).sorted() == ["capsule", "info"])
        let widened = try check(row(", \"hitArea\": 44"), categories: [.large])
        #expect(targets(widened).map(\.element) == ["info"])
        let short = try check(row(", \"hitArea\": {\"width\": 60, \"height\": 40}"), categories: [.large])
        let finding = try #require(targets(short).first { $0.element == "capsule" })
        #expect(finding.message == "Its touch area is 60 × 40 pt, smaller than the 44 × 44 pt minimum touch target.")
        #expect(finding.suggestion == "make its `hitArea` at least 44 × 44 pt")
    }

    /// A text field shows one line and has no `lines` key: its truncated placeholder's fix is
    /// width or a shorter placeholder, never more lines.
    @Test func truncatedPlaceholderSuggestsOnlyWhatAFieldHas() throws {
        let report = try check("""
            {"type": "stack", "axis": "vertical", "alignment": "leading", "padding": 16, "children": [
              {"type": "textField", "id": "email", "placeholder": "Your e-mail address, for receipts", "width": 120}]}
            """, categories: [.large])
        let finding = try #require(report.findings.first { $0.kind == .truncated })
        #expect(finding.element == "email")
        #expect(finding.suggestion == "remove the fixed width (120 pt) or shorten the placeholder")
    }

    private static let profileRow = """
        {"type": "stack", "axis": "vertical", "padding": 16, "children": [
          {"type": "stack", "id": "header", "axis": "horizontal", "spacing": 12, "alignment": "center",
           WHEN
           "children": [
            {"type": "image", "id": "avatar", "size": 56},
            {"type": "label", "id": "name", "text": "Alexandra Montgomery-Fitzgerald", "style": "title2" LINES}]}]}
        """

    @Test func aOneLineNameInAHorizontalRowIsTruncatedAtLargeSizes() throws {
        let report = try check(Self.profileRow.replacingOccurrences(of: "WHEN", with: "")
                                   .replacingOccurrences(of: "LINES", with: ""))
        let truncated = report.findings.filter { $0.kind == .truncated }
        #expect(!truncated.isEmpty)
        #expect(truncated.allSatisfy { $0.element == "name" && $0.severity == .error })
        let first = try #require(truncated.first)
        #expect(report.firstFailingCategory() == first.category)
        let needed = try #require(first.number("needed")), available = try #require(first.number("available"))
        #expect(needed > available)
        #expect(first.shownText?.hasSuffix("…") == true)
        #expect(first.message.contains("needs \(FindingTextProbe.points(needed)) pt, has \(FindingTextProbe.points(available)) pt"))
        #expect(first.suggestion?.contains("let the stack turn vertical at accessibility sizes") == true)
        #expect(report.elements == ["$.root", "header", "avatar", "name"])
    }

    @Test func theFixedRowHoldsAtAllTwelveCategories() throws {
        let fixed = Self.profileRow
            .replacingOccurrences(of: "WHEN", with: "\"when\": [{\"categories\": \"accessibility\", \"set\": {\"axis\": \"vertical\", \"alignment\": \"leading\"}}],")
            .replacingOccurrences(of: "LINES", with: ", \"lines\": 0")
        let report = try check(fixed)
        #expect(lines(report) == [])
        #expect(report.firstFailingCategory(at: .info) == nil)
    }

    @Test func intendedTruncationIsInformation() throws {
        let report = try check("""
            {"type": "stack", "axis": "vertical", "padding": 16, "children": [
              {"type": "label", "id": "preview", "truncationIntended": true,
               "text": "Re: the quarterly planning meeting has moved to Thursday afternoon at three"}]}
            """, categories: [.large])
        #expect(report.findings.map(\.severity) == [.info])
        #expect(report.findings.map(\.kind) == [.truncated])
    }

    @Test func aSubmitButtonBelowTheFoldWithoutScrollingIsOffscreen() throws {
        let paragraphs = (1...6).map { "{\"type\": \"label\", \"lines\": 0, \"text\": \"Paragraph \($0): please read the terms of service carefully before you continue with the sign-up.\"}" }
        let children = (paragraphs + ["{\"type\": \"button\", \"id\": \"submit\", \"title\": \"Submit\"}"]).joined(separator: ",")
        let broken = try check("{\"type\": \"stack\", \"axis\": \"vertical\", \"spacing\": 8, \"padding\": 16, \"children\": [\(children)]}",
                               categories: [.large, .accessibility5])
        let offscreen = broken.findings.filter { $0.kind == .offscreen }
        #expect(offscreen.map(\.category).contains(.accessibility5))
        #expect(!offscreen.map(\.category).contains(.large))
        #expect(offscreen.contains { $0.element == "submit" && ($0.number("beyond") ?? 0) > 0 })

        let fixed = try check("{\"type\": \"scroll\", \"children\": [\(children)], \"spacing\": 8, \"padding\": 16}",
                              categories: [.large, .accessibility5])
        #expect(fixed.findings.filter { $0.kind == .offscreen }.isEmpty)
        #expect(fixed.findings.filter { $0.kind == .overlap }.isEmpty)
    }

    @Test func contentUnderAPinnedButtonOverlapsItUnlessTheButtonReservesSpace() throws {
        let paragraphs = (1...8).map { "{\"type\": \"label\", \"id\": \"p\($0)\", \"lines\": 0, \"text\": \"Step \($0): swipe to see what the app can do for you, then tap the button below.\"}" }
        func screen(reserves: Bool) -> String {
            """
            {"type": "box", "children": [
              {"type": "scroll", "spacing": 12, "padding": 16, "children": [\(paragraphs.joined(separator: ","))]},
              {"type": "button", "id": "start", "title": "Get started", "style": "headline", "minHeight": 50,
               "pin": {"edge": "bottom", "inset": 16, "reservesSpace": \(reserves)}}]}
            """
        }
        let broken = try check(screen(reserves: false), categories: [.accessibility3])
        let overlaps = broken.findings.filter { $0.kind == .overlap }
        #expect(!overlaps.isEmpty)
        #expect(overlaps.allSatisfy { $0.otherElement == "start" || $0.element == "start" })
        #expect(overlaps.first?.suggestion?.contains("reservesSpace: true") == true)

        let fixed = try check(screen(reserves: true), categories: [.accessibility3])
        #expect(fixed.findings.filter { $0.kind == .overlap }.isEmpty)
    }

    @Test func aFixedHeightListClipsItsRowsAndASelfSizingListDoesNot() throws {
        func list(_ rowHeight: String) -> String {
            """
            {"type": "list", \(rowHeight) "rowPadding": {"horizontal": 16, "vertical": 11}, "rows": [
              {"type": "stack", "id": "row1", "axis": "vertical", "children": [
                {"type": "label", "id": "title1", "text": "Notifications"},
                {"type": "label", "id": "detail1", "text": "Banners, sounds, badges", "style": "subheadline"}]}]}
            """
        }
        let broken = try check(list("\"rowHeight\": 60,"), categories: [.large, .accessibility2])
        let clipped = broken.findings.filter { $0.kind == .clipped }
        #expect(clipped.contains { $0.category == .accessibility2 && $0.element == "detail1" && ($0.number("clipped") ?? 0) > 0 })
        #expect(!clipped.contains { $0.category == .large })

        let fixed = try check(list(""), categories: [.large, .accessibility2])
        #expect(fixed.findings.filter { $0.kind == .clipped || $0.kind == .overlap }.isEmpty)
    }

    @Test func aFixedHeightRowClipsAtItsCellAndNotBeyondIt() throws {
        // 44 pt rows with 7 pt margins: at accessibility1 a one-line body title (34 pt) spills into
        // the margins but stays inside its cell; a two-line one (68 pt) loses 12 pt at each edge,
        // 24 pt in all. The finding names the row, not the layout's cell around it.
        let report = try check("""
            {"type": "list", "rowHeight": 44, "rowPadding": {"horizontal": 16, "vertical": 7}, "rows": [
              {"type": "stack", "id": "shortRow", "axis": "horizontal", "alignment": "center", "children": [
                {"type": "label", "id": "short", "text": "Storage", "lines": 0}]},
              {"type": "stack", "id": "longRow", "axis": "horizontal", "alignment": "center", "children": [
                {"type": "label", "id": "long", "text": "Download Over Cellular Networks", "lines": 0}]},
              {"type": "stack", "id": "afterRow", "axis": "horizontal", "alignment": "center", "children": [
                {"type": "label", "id": "after", "text": "Help", "lines": 0}]}]}
            """, categories: [.accessibility1])
        #expect(lines(report) == ["accessibility1 clipped long longRow"])
        #expect(report.findings.first?.number("clipped") == 24)
        #expect(report.findings.first?.message.contains("at the top and bottom edges of row \"longRow\" of ") == true)
        #expect(report.findings.first?.suggestion?.hasPrefix("remove the fixed row height (44 pt) of ") == true)
    }

    @Test func anElementItsContainerHidesIsOnlyClipped() throws {
        // A 60 pt box that clips holds a 45 pt box and a 30 × 30 pt button under it: the
        // button is half cut (clipped, and too small a target); moved 60 pt further down it cannot
        // be seen at all, and only the clipping is reported.
        func box(_ above: Int) -> String {
            """
            {"type": "box", "id": "card", "height": 60, "clipsToBounds": true, "children": [
              {"type": "stack", "axis": "vertical", "alignment": "leading", "children": [
                {"type": "box", "width": 30, "height": \(above)},
                {"type": "button", "id": "tiny", "title": "+", "style": "caption2", "width": 30, "height": 30}]}]}
            """
        }
        let cut = try check(box(45), categories: [.large])
        #expect(lines(cut).sorted() == ["large clipped tiny card", "large touchTarget tiny"])
        let hidden = try check(box(100), categories: [.large])
        #expect(lines(hidden) == ["large clipped tiny card"])
        #expect(hidden.findings.first?.message.hasPrefix("Lies entirely outside \"card\"") == true)
    }

    @Test func layersOfABoxAreNotAnOverlap() throws {
        let report = try check("""
            {"type": "stack", "axis": "vertical", "padding": 16, "children": [
              {"type": "box", "id": "hero", "children": [
                {"type": "image", "id": "photo", "size": {"width": 358, "height": 200}},
                {"type": "label", "id": "caption", "text": "Lisbon", "style": "title1"}]}]}
            """, categories: [.large, .accessibility5])
        #expect(lines(report) == [])
    }

    @Test func fixedFontsSmallTargetsAndMissingGlyphsAreReported() throws {
        let report = try check("""
            {"type": "stack", "axis": "vertical", "padding": 16, "spacing": 8, "alignment": "leading", "children": [
              {"type": "label", "id": "legal", "text": "Terms apply", "font": {"family": "Inter", "size": 12}},
              {"type": "icon", "id": "close", "size": 24, "interactive": true},
              {"type": "label", "id": "greeting", "text": "Hello ሰላ"}]}
            """, categories: [.large, .accessibility1])
        #expect(lines(report) == [
            "large fixedFont legal", "large touchTarget close", "large missingGlyphs greeting",
            "accessibility1 fixedFont legal", "accessibility1 touchTarget close", "accessibility1 missingGlyphs greeting",
        ])
        let missing = try #require(report.findings.first { $0.kind == .missingGlyphs })
        #expect(missing.message == "No configured font can draw U+1230 \"ሰ\" and U+120B \"ላ\", so they show as empty boxes.")
        let target = try #require(report.findings.first { $0.kind == .touchTarget })
        #expect(target.message == "It is 24 × 24 pt, smaller than the 44 × 44 pt minimum touch target.")
    }

    @Test func aCappedTitleUnderBodyTextBreaksTheHierarchyAtAccessibilitySizes() throws {
        let report = try check("""
            {"type": "stack", "axis": "vertical", "padding": 16, "spacing": 8, "children": [
              {"type": "label", "id": "heading", "text": "Settings", "lines": 0,
               "font": {"family": "Inter", "size": 28, "relativeTo": "title1", "maxSize": 34}},
              {"type": "label", "id": "intro", "text": "Choose what you share", "lines": 0}]}
            """, categories: [.large, .accessibility5])
        let hierarchy = report.findings.filter { $0.kind == .hierarchy }
        #expect(hierarchy.map(\.category) == [.accessibility5])
        #expect(hierarchy.first?.element == "heading")
        #expect(hierarchy.first?.otherElement == "intro")
        #expect(hierarchy.first?.number("size") == 34)
        #expect(hierarchy.first?.number("otherSize") == 53)
    }

    @Test func shrinkingToFitIsAWarning() throws {
        let report = try check("""
            {"type": "stack", "axis": "vertical", "padding": 16, "alignment": "leading", "children": [
              {"type": "label", "id": "price", "text": "€1,299.00", "style": "title1", "width": 150, "minimumScaleFactor": 0.5}]}
            """, categories: [.large, .accessibility2])
        let shrunk = report.findings.filter { $0.kind == .shrunk }
        #expect(shrunk.map(\.category) == [.accessibility2])
        #expect(shrunk.first?.severity == .warning)
        #expect((shrunk.first?.number("rendered") ?? 99) < (shrunk.first?.number("requested") ?? 0))
        #expect(report.findings.filter { $0.kind == .truncated }.isEmpty)
    }

    @Test func theSameSpecGivesTheSameReport() throws {
        let spec = Self.profileRow.replacingOccurrences(of: "WHEN", with: "").replacingOccurrences(of: "LINES", with: "")
        #expect(try check(spec) == check(spec))
    }

    /// A finding keeps its strings in a box shared by its copies: setting a field of one copy
    /// changes that copy alone, and equality and hashing see every field.
    @Test func findingsAreValuesWhoseCopiesChangeAlone() {
        let original = Finding(spec: "Layouts/a.json", screen: "A", device: "iPhone 15", category: .large, locale: "de",
                               kind: .truncated, severity: .error, element: "title", otherElement: "subtitle",
                               message: "Needs 2 lines.", suggestion: "Allow 2 lines.",
                               numbers: [.init("needed", 2)], shownText: "Tit…",
                               location: TypeFitJSON.SourceLocation(line: 1, column: 2, offset: 3), path: "$.root")
        let changes: [(String, (inout Finding) -> Void)] = [
            ("spec", { $0.spec = "b.json" }), ("screen", { $0.screen = "B" }), ("device", { $0.device = "iPhone SE" }),
            ("category", { $0.category = .xSmall }), ("locale", { $0.locale = nil }), ("kind", { $0.kind = .clipped }),
            ("severity", { $0.severity = .warning }), ("element", { $0.element = "other" }),
            ("otherElement", { $0.otherElement = nil }), ("message", { $0.message = "Other." }),
            ("suggestion", { $0.suggestion = nil }), ("numbers", { $0.numbers = [] }), ("shownText", { $0.shownText = nil }),
            ("location", { $0.location = nil }), ("path", { $0.path = "$.other" }), ("nothing", { _ in }),
        ]
        for (field, change) in changes {
            var copy = original
            change(&copy)
            #expect(original.spec == "Layouts/a.json" && original.message == "Needs 2 lines." && original.path == "$.root")
            #expect((copy == original) == (field == "nothing"), "\(field)")
            #expect(Set([copy, original]).count == (field == "nothing" ? 1 : 2), "\(field)")
        }
        var renamed = original
        renamed.spec = "b.json"
        renamed.spec = original.spec
        #expect(renamed == original && renamed.hashValue == original.hashValue)
    }
}

/// The detector's number formatting, seen from outside the module: 0.1 pt, no trailing ".0".
private enum FindingTextProbe {
    static func points(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.toNearestOrAwayFromZero))
        return tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(abs(tenths % 10))
    }
}

extension ChecksDetectorTests {
    /// Two labels with the same compression resistance side by side: Auto Layout may shrink
    /// either, so the fix for the one cut says so and names the other; raising the other's
    /// priority (the cut one keeps its width) or lowering the cut one's removes the note.
    @Test func equalPrioritiesThatDecideWhoShrinksAreNamed() throws {
        func row(_ titleResistance: Int) -> String {
            """
            {"type": "stack", "axis": "horizontal", "spacing": 8, "padding": 16, "children": [
              {"type": "label", "id": "title", "text": "Notifications", "compressionResistance": \(titleResistance)},
              {"type": "label", "id": "value", "text": "Immediate delivery of every message"}]}
            """
        }
        let tied = try check(row(750), categories: [.large])
        let finding = try #require(tied.findings.first { $0.kind == .truncated })
        #expect(finding.element == "value")
        #expect(finding.suggestion?.hasSuffix("; it has the same compression resistance (750) as \"title\", so Auto Layout "
            + "may shrink either: raise `compressionResistance` on the one that must stay whole") == true)
        let decided = try check(row(751), categories: [.large])
        let plain = try #require(decided.findings.first { $0.kind == .truncated })
        #expect(plain.element == "value")
        #expect(plain.suggestion?.contains("same compression resistance") == false)
    }
}

extension ChecksDetectorTests {
    /// In a stack that fills equally, every view gets the same width whatever its priorities:
    /// no note about who shrinks.
    @Test func anEquallyFilledStackHasNoPriorityNote() throws {
        let report = try check("""
            {"type": "stack", "axis": "horizontal", "distribution": "fillEqually", "padding": 16, "width": 240, "children": [
              {"type": "label", "id": "save", "text": "Save"},
              {"type": "label", "id": "discard", "text": "Discard all the changes made today"}]}
            """, categories: [.large])
        let finding = try #require(report.findings.first { $0.kind == .truncated && $0.element == "discard" })
        #expect(finding.suggestion?.contains("compression resistance") == false)
    }
}

extension ChecksDetectorTests {
    /// A fixed font given as a file is named by its file name, not by where the spec's folder
    /// is: the same spec checked from two places says the same.
    @Test func aFixedFontFileIsNamedByItsFileName() throws {
        let scratch = try ScratchDirectory("typefit-fixed-font")
        defer { withExtendedLifetime(scratch) {} }
        try FileManager.default.copyItem(atPath: TestSupport.path("Fonts/Inter/Inter-Regular.otf"),
                                         toPath: scratch.file("Inter-Regular.otf"))
        let json = #"{"typefit": 1, "name": "t", "device": "iPhone 14", "root": {"type": "label", "id": "byline", "text": "Hi", "font": {"file": "Inter-Regular.otf", "size": 13}}}"#
        let spec = try SpecDecoder(options: SpecDecoder.Options(ramp: TypeRamp.standard()))
            .decode(bytes: Array(json.utf8), path: scratch.file("t.json"))
        let report = try OverflowDetector().check(spec, device: spec.devices[0], categories: [.large], engine: Self.engine)
        let finding = try #require(report.findings.first { $0.kind == .fixedFont })
        #expect(finding.message == "Uses a fixed 13 pt Inter-Regular.otf font that stays the same size whatever text size the person chooses.")
    }
}
