import TypeFitDynamicType
import TypeFitLayout

/// `squeezed`: a vertical scroll view or list whose visible part is too short to use, because
/// pinned bars, the keyboard or a large title take the room around it.
///
/// - **Visible part**: the viewport cut by the safe area (which ends at the keyboard's top) and
///   by each element pinned to the top or bottom edge, outside the scroll view, that covers or
///   borders it across its width (a bar that reserves its space ends the viewport at its edge;
///   one that floats covers it).
/// - **Too short**: less than two lines of the tallest text inside it, and never less than
///   ``minimumHeight`` (two 44 pt rows): with less, a person sees one line of the form at a time
///   and loses the field they type into among the rest. A scroll view whose content fits the
///   visible part is left alone (there is nothing to scroll to).
/// - **Squeezers**: the keyboard when it covers the viewport or a bar that sits on it, the
///   pinned elements that cut the viewport, and labels in a title style (``titleStyles``) in the
///   flow above it, outside it. A scroll view short for no such reason (a fixed
///   height on purpose, a carousel) is not reported. Scroll views inside other scroll views are
///   not either (their room scrolls with the outer content).
struct SqueezedRule: CheckRule {
    static let description = RuleDescription(
        kind: .squeezed, defaultSeverity: .error,
        summary: "A scroll view or list shows too little of its content to use, squeezed by pinned bars, the keyboard "
            + "or a large title.",
        help: "Let pinned bars scroll with the content at accessibility sizes (a `when` rule that moves them into the "
            + "scroll view), keep fewer elements outside the scroll view, or let bars stop growing, so that the scroll "
            + "view keeps at least two lines of its text in view.",
        example: .init(spec: "Layouts/signin-keyboard.broken.json", element: "form", category: .accessibility5,
                       message: "Shows only 93.7 pt of its content, less than the 128.2 pt (two lines of its 64.1 pt text) it "
                           + "needs to be usable: the keyboard, \"signInBar\" (296.7 pt) and \"title\" (67.7 pt) take "
                           + "the rest of the screen."))

    /// The smallest visible height whatever the text: two rows of the 44 pt minimum touch target.
    static let minimumHeight = 88.0
    /// Lines of its tallest text a scroll view must show.
    static let minimumLines = 2.0

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var result: [Finding] = []
        for node in screen.nodes {
            guard let scroll = node.scroll, scroll.axis == .vertical, screen.enclosingScroll(of: node) == nil else { continue }
            if let finding = squeezed(node, scroll, in: screen) {
                result.append(finding)
            }
        }
        return result
    }

    /// An element that takes room from the scroll view (a pinned bar, a title above it), with how tall it is.
    private struct Squeezer {
        var node: NodeFacts
        var height: Double
    }

    private func squeezed(_ node: NodeFacts, _ scroll: ScrollFacts, in screen: ScreenFacts) -> Finding? {
        let tolerance = 0.5
        let viewport = scroll.viewport
        var top = max(viewport.minY, screen.safeArea.minY)
        var bottom = min(viewport.maxY, screen.safeArea.maxY)
        var pinned: [Squeezer] = []
        var sitsOnKeyboard = false
        let keyboardTop = screen.keyboard?.minY
        for other in screen.nodes {
            guard let pin = other.pin, pin.edge == .top || pin.edge == .bottom,
                  !screen.isSelfOrAncestor(node.index, of: other.index),
                  !screen.isSelfOrAncestor(other.index, of: node.index),
                  !pinned.contains(where: { screen.isSelfOrAncestor($0.node.index, of: other.index) }),
                  other.frame.minX < viewport.maxX - tolerance, other.frame.maxX > viewport.minX + tolerance
            else { continue }
            let frame = other.frame
            if pin.edge == .bottom, frame.minY < bottom + tolerance, frame.maxY > top {
                bottom = min(bottom, frame.minY)
                pinned.append(Squeezer(node: other, height: frame.height))
                if let keyboardTop, frame.maxY >= keyboardTop - tolerance { sitsOnKeyboard = true }
            } else if pin.edge == .top, frame.maxY > top - tolerance, frame.minY < bottom {
                top = max(top, frame.maxY)
                pinned.append(Squeezer(node: other, height: frame.height))
            }
        }
        let visible = max(0, bottom - top)
        let coveredByKeyboard = keyboardTop.map { viewport.maxY > $0 + tolerance } ?? false
        let keyboard = coveredByKeyboard || sitsOnKeyboard
        let titles = titlesAbove(node, viewport: viewport, in: screen)
        guard keyboard || !pinned.isEmpty || !titles.isEmpty else { return nil }
        guard scroll.contentHeight > visible + tolerance else { return nil }

        let lineHeight = tallestLine(in: node, screen: screen)
        let needed = max(Self.minimumHeight, Self.minimumLines * lineHeight)
        guard visible < needed - ScreenFacts.tolerance else { return nil }
        return finding(node, visible: visible, needed: needed, lineHeight: lineHeight, keyboard: keyboard,
                       pinned: pinned, titles: titles, in: screen)
    }

    /// The text styles of titles: a label in one of them above a scroll view, in the flow between
    /// the safe area's top and the viewport, takes room that grows fastest with the category.
    static let titleStyles: Set<TextStyle> = [.largeTitle, .title1, .title2, .title3]

    /// Labels in a title style outside the scroll view and outside pinned elements, between the
    /// top of the safe area and the top of the viewport, across its width.
    private func titlesAbove(_ node: NodeFacts, viewport: Rect, in screen: ScreenFacts) -> [Squeezer] {
        let tolerance = 0.5
        var titles: [Squeezer] = []
        for other in screen.nodes where other.kind == .label {
            guard let style = other.text?.font.textStyle, Self.titleStyles.contains(style),
                  other.frame.maxY <= viewport.minY + tolerance, other.frame.minY >= screen.safeArea.minY - tolerance,
                  other.frame.minX < viewport.maxX - tolerance, other.frame.maxX > viewport.minX + tolerance,
                  !screen.lineage(of: other).contains(where: { screen.nodes[$0].pin != nil || screen.nodes[$0].scroll != nil })
            else { continue }
            titles.append(Squeezer(node: other, height: other.frame.height))
        }
        return titles
    }

    /// The height of one line of the tallest text inside `scrollNode` (0 when it holds none).
    private func tallestLine(in scrollNode: NodeFacts, screen: ScreenFacts) -> Double {
        var tallest = 0.0
        for other in screen.nodes[(scrollNode.index + 1)...] {
            guard screen.isSelfOrAncestor(scrollNode.index, of: other.index) else {
                if other.parent.map({ $0 < scrollNode.index }) ?? true { break }
                continue
            }
            guard let text = other.text, text.neededLineCount > 0 else { continue }
            tallest = max(tallest, text.neededHeight / Double(text.neededLineCount))
        }
        return tallest
    }

    private func finding(_ node: NodeFacts, visible: Double, needed: Double, lineHeight: Double, keyboard: Bool,
                         pinned: [Squeezer], titles: [Squeezer], in screen: ScreenFacts) -> Finding {
        let why = Self.minimumLines * lineHeight >= Self.minimumHeight
            ? "two lines of its \(FindingText.pt(lineHeight)) text"
            : "two 44 pt rows"
        var squeezers: [String] = []
        if keyboard { squeezers.append("the keyboard") }
        squeezers += (pinned + titles).map { "\(FindingText.quoted($0.node.name)) (\(FindingText.pt($0.height)))" }
        let verb = squeezers.count == 1 ? "takes" : "take"
        let message = "Shows only \(FindingText.pt(visible)) of its content, less than the \(FindingText.pt(needed)) "
            + "(\(why)) it needs to be usable: \(FindingText.list(squeezers)) \(verb) the rest of the screen."
        let suggestion: String
        if let bar = pinned.first {
            suggestion = "move \(FindingText.quoted(bar.node.name)) into the scroll view's content at accessibility sizes "
                + "(a `when` rule), so that it scrolls with the content instead of taking the room"
        } else if let title = titles.first {
            suggestion = "move \(FindingText.quoted(title.node.name)) into the scroll view's content, or let it stop growing "
                + "(a `dynamicTypeRange` or a smaller style at accessibility sizes)"
        } else {
            suggestion = "keep fewer elements outside the scroll view, so that it keeps the room above the keyboard"
        }
        var numbers: [Finding.Number] = [.init("needed", FindingText.rounded(needed)),
                                         .init("available", FindingText.rounded(visible))]
        if let keyboardFrame = screen.keyboard, keyboard {
            numbers.append(.init("keyboard", FindingText.rounded(keyboardFrame.height)))
        }
        return screen.finding(by: self, about: node, other: pinned.first?.node, message: message,
                              suggestion: suggestion, numbers: numbers)
    }
}
