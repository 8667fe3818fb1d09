import Testing
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// Each element kind, with expectations from the text engine's own measurements and arithmetic.
@Suite struct LayoutElementTests {
    typealias S = LayoutTestSupport

    @Test func labelTakesItsIntrinsicSize() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "label", "id": "l", "text": "Good morning", "font": { "family": "Inter", "size": 17 } } ] }
            """)
        let label = try S.node(layout, "l")
        let text = try S.text("Good morning", size: 17, lines: 1, lineBreak: .truncateTail)
        #expect(close(label.frame.width, text.width))
        #expect(close(label.frame.height, text.height))
        #expect(label.text?.shownLines == ["Good morning"])
        #expect(label.text?.isTruncated == false)
        #expect(label.spillsOut() == false)
    }

    @Test func labelHeightForWidth() throws {
        let string = "The quick brown fox jumps over the lazy dog and keeps running"
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "label", "id": "l", "text": "\(string)", "font": { "family": "Inter", "size": 17 },
                "lines": 0, "width": 120 } ] }
            """)
        let label = try S.node(layout, "l")
        let text = try S.text(string, size: 17, width: 120)
        #expect(text.lineCount > 2)
        #expect(label.frame.width == 120)
        #expect(close(label.frame.height, text.height))
        #expect(label.text?.shownLines == text.lines.map(\.text))
        #expect(close(label.text?.neededHeight ?? 0, text.neededHeight))
        #expect(close(label.text?.neededWidth ?? 0, text.maxContentWidth))
    }

    @Test func fixedWidthOneLineLabelTruncates() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "label", "id": "l", "text": "Account settings", "font": { "family": "Inter", "size": 17 },
                "width": 60 } ] }
            """)
        let label = try S.node(layout, "l")
        let full = try S.text("Account settings", size: 17)
        #expect(label.frame.width == 60)
        #expect(label.text?.isTruncated == true)
        #expect(label.text?.shownLines.first?.hasSuffix("…") == true)
        #expect(close(label.neededSize.width, full.maxContentWidth))
        #expect(label.spillsOut())
    }

    @Test func fixedHeightLabelShowsTheLinesThatFit() throws {
        let string = "Your order has shipped and will arrive on Thursday between nine and five"
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "label", "id": "l", "text": "\(string)", "font": { "family": "Inter", "size": 17 },
                "lines": 0, "width": 150, "height": 44 } ] }
            """)
        let label = try S.node(layout, "l")
        let text = try S.text(string, size: 17, width: 150)
        let fitting = Int((44 / text.lineHeight).rounded(.down))
        #expect(label.text?.layout.lineCount == fitting)
        #expect(label.text?.effectiveLineLimit == fitting)
        #expect(label.text?.isTruncated == true)
        #expect(close(label.neededSize.height, text.neededHeight))
    }

    @Test func buttonIsTitlePlusInsetsAtLeastItsMinimum() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "button", "id": "b", "title": "Buy", "font": { "family": "Inter", "size": 17 },
                "insets": { "vertical": 8, "horizontal": 16 } },
              { "type": "button", "id": "m", "title": "OK", "font": { "family": "Inter", "size": 12 },
                "insets": { "vertical": 2, "horizontal": 4 }, "minWidth": 44, "minHeight": 44 } ] }
            """)
        let button = try S.node(layout, "b")
        let title = try S.text("Buy", size: 17, lines: 1, lineBreak: .truncateTail)
        #expect(close(button.frame.width, title.width + 32))
        #expect(close(button.frame.height, title.height + 16))
        #expect(button.isInteractive)
        let text = try #require(button.text)
        #expect(close(text.frame.midX, button.frame.midX) && close(text.frame.midY, button.frame.midY))
        let small = try S.node(layout, "m")
        #expect(small.frame.width == 44 && small.frame.height == 44)
    }

    @Test func textFieldIsOneLinePlusInsetsAndFillsTheWidth() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "padding": 16, "children": [
              { "type": "textField", "id": "f", "placeholder": "Email address", "font": { "family": "Inter", "size": 17 },
                "insets": { "vertical": 7, "horizontal": 8 } } ] }
            """)
        let field = try S.node(layout, "f")
        let line = try S.text("Email address", size: 17, lines: 1, lineBreak: .truncateTail)
        #expect(field.frame.width == 393 - 32)
        #expect(close(field.frame.height, line.lineHeight + 14))
        #expect(field.text?.isPlaceholder == true && field.isInteractive)
    }

    @Test func textFieldGrowsWithDynamicType() throws {
        let spec = """
            { "type": "stack", "axis": "vertical", "children": [ { "type": "textField", "id": "f", "placeholder": "Name" } ] }
            """
        let large = try S.node(try S.layout(spec, category: .large), "f").frame.height
        let ax5 = try S.node(try S.layout(spec, category: .accessibility5), "f").frame.height
        #expect(ax5 > large * 2)
    }

    /// A field's line is as tall as a label's with the same text and font: text drawn in a
    /// fallback font (Devanagari and Arabic, in Inter's place) makes both taller than Inter's line.
    @Test(arguments: ["नमस्ते दुनिया", "مرحبا بالعالم"])
    func textFieldLineIsAsTallAsALabelsLine(value: String) throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "vertical", "alignment": "leading", "children": [
              { "type": "textField", "id": "f", "value": "\(value)", "font": { "family": "Inter", "size": 17 },
                "insets": { "vertical": 7, "horizontal": 8 } },
              { "type": "label", "id": "l", "text": "\(value)", "font": { "family": "Inter", "size": 17 } } ] }
            """)
        let field = try S.node(layout, "f")
        let label = try S.node(layout, "l")
        let latin = try S.text("Name", size: 17, lines: 1, lineBreak: .truncateTail)
        #expect(label.frame.height > latin.lineHeight + 0.5)
        #expect(close(field.frame.height, label.frame.height + 14))
        #expect(field.spillsOut() == false)
    }

    @Test func imageKeepsItsSize() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "horizontal", "alignment": "leading", "children": [
              { "type": "image", "id": "i", "size": { "width": 24, "height": 30 }, "interactive": true },
              { "type": "spacer" } ] }
            """)
        let image = try S.node(layout, "i")
        #expect(image.frame == Rect(x: 0, y: layout.safeArea.minY, width: 24, height: 30))
        #expect(image.isInteractive)
    }

    @Test func boxChildSpillsOutOfAFixedHeightBox() throws {
        let string = "A long description that wraps onto several lines at this width"
        let layout = try S.layout("""
            { "type": "box", "id": "bar", "height": 44, "padding": 8, "children": [
              { "type": "label", "id": "l", "text": "\(string)", "font": { "family": "Inter", "size": 17 }, "lines": 0 } ] }
            """)
        let bar = try S.node(layout, "bar"), label = try S.node(layout, "l")
        let text = try S.text(string, size: 17, width: 393 - 16)
        #expect(bar.frame.height == 44)
        #expect(label.frame.minY == bar.frame.minY + 8)
        #expect(close(label.frame.height, text.height))
        #expect(label.frame.maxY > bar.frame.maxY)
        #expect(bar.spillsOut() && close(bar.neededSize.height, text.height + 16))
    }

    @Test func firstBaselineAlignment() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "horizontal", "alignment": "firstBaseline", "spacing": 8, "children": [
              { "type": "label", "id": "big", "text": "Total", "font": { "family": "Inter", "size": 34 } },
              { "type": "label", "id": "small", "text": "incl. tax", "font": { "family": "Inter", "size": 12 } },
              { "type": "box", "id": "box", "width": 10, "height": 10 } ] }
            """)
        let big = try S.node(layout, "big"), small = try S.node(layout, "small"), box = try S.node(layout, "box")
        func baseline(_ node: LayoutNode) -> Double {
            (node.text?.frame.minY ?? 0) + (node.text?.layout.lines.first?.baseline ?? 0)
        }
        #expect(close(baseline(big), baseline(small)))
        #expect(close(box.frame.maxY, baseline(big)))
        #expect(big.frame.minY == layout.safeArea.minY)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func lastBaselineAlignment() throws {
        let layout = try S.layout("""
            { "type": "stack", "axis": "horizontal", "alignment": "lastBaseline", "spacing": 8, "children": [
              { "type": "label", "id": "two", "text": "First line\\nSecond line", "font": { "family": "Inter", "size": 17 }, "lines": 0 },
              { "type": "label", "id": "one", "text": "Note", "font": { "family": "Inter", "size": 12 } } ] }
            """)
        let two = try S.node(layout, "two"), one = try S.node(layout, "one")
        func last(_ node: LayoutNode) -> Double {
            (node.text?.frame.minY ?? 0) + (node.text?.layout.lines.last?.baseline ?? 0)
        }
        #expect(two.text?.layout.lineCount == 2)
        #expect(close(last(two), last(one)))
    }
}
