/// `truncated`: text that needs more width or lines than it gets, shown cut with "…".
///
/// A one-line label is compared by width (what one line needs against the text frame); a label
/// with several lines (or none set) by lines and height. Truncation the spec declares intended
/// (`truncationIntended`) is reported as `info`. A label that `minimumScaleFactor` shrank and still
/// cut is reported here only: the shrinking did not save it.
struct TruncatedRule: CheckRule {
    static let description = RuleDescription(
        kind: .truncated, defaultSeverity: .error,
        summary: "Text needs more lines or width than it gets and shows an ellipsis or loses lines.",
        help: "Let the label wrap (numberOfLines = 0 or a larger line limit), let its stack turn vertical at "
            + "accessibility sizes, or give it the width it needs. If the truncation is intended, declare it "
            + "in the spec (truncationIntended) and it is reported as information.",
        example: .init(spec: "Layouts/alert3.broken.json", element: "cancelButton", category: .accessibility1,
                       message: #"Shows "C…el" instead of "Cancel": needs 86.2 pt, has 74 pt."#))

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var result: [Finding] = []
        let stacks = StackViews(screen)
        for node in screen.nodes {
            guard let text = node.text, text.isTruncated else { continue }
            let severity: Severity? = text.truncationIntended ? .info : nil
            let shown = text.shownText
            let linesShown = text.lines.count
            let byLines = text.lineLimit != 1 && text.neededLineCount > linesShown
            let shrinkNote = shrinkNote(text)
            var numbers: [Finding.Number]
            let message: String
            let suggestion: String?
            if byLines {
                let needed = text.neededHeight
                let available = text.textFrame.height
                message = "Shows \(linesShown) of \(text.neededLineCount) lines, ending \(FindingText.quoted(lastLine(shown)))"
                    + "\(shrinkNote): needs \(FindingText.pt(needed)) of height, has \(FindingText.pt(available))."
                numbers = [.init("needed", FindingText.rounded(needed)), .init("available", FindingText.rounded(available)),
                           .init("linesNeeded", Double(text.neededLineCount)), .init("linesAllowed", Double(linesShown))]
                suggestion = text.truncationIntended ? nil : linesSuggestion(node, text, in: screen)
            } else {
                let needed = text.neededWidth
                let available = text.textFrame.width
                message = "Shows \(FindingText.quoted(shown)) instead of \(FindingText.quoted(text.fullText))"
                    + "\(shrinkNote): needs \(FindingText.pt(needed)), has \(FindingText.pt(available))."
                numbers = [.init("needed", FindingText.rounded(needed)), .init("available", FindingText.rounded(available)),
                           .init("linesNeeded", Double(max(text.neededLineCount, 1))),
                           .init("linesAllowed", Double(text.lineLimit))]
                suggestion = text.truncationIntended ? nil : widthSuggestion(node, text, in: screen, stacks: stacks)
            }
            if text.renderedSize < text.font.descriptor.size - 0.005 {
                numbers.append(.init("fontSize", FindingText.rounded(text.renderedSize)))
            }
            result.append(screen.finding(by: self, severity, about: node, message: message, suggestion: suggestion,
                                         numbers: numbers, shownText: shown))
        }
        return result
    }

    /// `" even at 14 pt"` when the text was shrunk before it was cut, else empty.
    private func shrinkNote(_ text: TextFacts) -> String {
        guard text.renderedSize < text.font.descriptor.size - 0.005 else { return "" }
        return " even shrunk to \(FindingText.pt(text.renderedSize))"
    }

    private func lastLine(_ shown: String) -> String {
        shown.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? shown
    }

    /// The fix for a line that is too narrow: more lines, and the container that squeezes it.
    /// A text field has one line and no `lines` key: its fix is width, or a shorter placeholder.
    private func widthSuggestion(_ node: NodeFacts, _ text: TextFacts, in screen: ScreenFacts, stacks: StackViews) -> String {
        if node.kind == .textField {
            if let fixed = node.fixedWidth {
                return "remove the fixed width (\(FindingText.pt(fixed))) or shorten the placeholder"
            }
            if let stack = screen.enclosingStack(of: node), stack.stackAxis == .horizontal {
                return "let the stack turn vertical at accessibility sizes or shorten the placeholder "
                    + "(a text field shows one line)"
            }
            return "shorten the placeholder, or put the hint in a label beside or above the field "
                + "(a text field shows one line)"
        }
        let allow = allowLines(max(text.neededLineCount, 2))
        if let fixed = node.fixedWidth {
            return "remove the fixed width (\(FindingText.pt(fixed))) or " + allow
        }
        if let stack = screen.enclosingStack(of: node), stack.stackAxis == .horizontal {
            return allow + " or let the stack turn vertical at accessibility sizes" + tieNote(node, in: stack, screen, stacks: stacks)
        }
        return allow
    }

    /// When the view that shrank has the same priorities as another view of its stack that could
    /// shrink (text without a fixed width) and was not cut, Auto Layout may shrink either (an ambiguous layout; TypeFit shrinks
    /// the later one): says so.
    private func tieNote(_ node: NodeFacts, in stack: NodeFacts, _ screen: ScreenFacts, stacks: StackViews) -> String {
        // Equal and proportional distributions size the views by rule, not by priority.
        guard stack.stackDistribution != .fillEqually && stack.stackDistribution != .fillProportionally else { return "" }
        guard let item = screen.lineage(of: node).first(where: { screen.nodes[$0].parent == stack.index })
            .map({ screen.nodes[$0] }) else { return "" }
        let key = StackViews.Key(stack: stack.index, compression: item.priorities.compressionHorizontal,
                                 layoutPriority: item.priorities.layoutPriority)
        let same = (stacks.wholeViews[key] ?? []).filter { $0 != item.index }.map { screen.nodes[$0] }
        guard let first = same.first else { return "" }
        let others = same.count == 1 ? FindingText.quoted(first.name) : "\(FindingText.quoted(first.name)) and \(same.count - 1) more"
        return "; it has the same compression resistance (\(FindingText.points(item.priorities.compressionHorizontal))) as "
            + "\(others), so Auto Layout may shrink either: raise `compressionResistance` on the one that must stay whole"
    }

    /// What the equal-priority note reads about the views of stacks, gathered once per screen so
    /// that the note costs the same however many labels are cut: for each stack and priorities,
    /// its views that could have shrunk instead and kept their width. Those hold text (an icon
    /// is not a view a person would let shrink instead), none of it cut, and have no fixed width.
    private struct StackViews {
        struct Key: Hashable {
            var stack: Int
            var compression: Double
            var layoutPriority: Double
        }

        var wholeViews: [Key: [Int]] = [:]

        init(_ screen: ScreenFacts) {
            var cut = Set<Int>()
            var holdsText = Set<Int>()
            for node in screen.nodes {
                guard let text = node.text else { continue }
                for index in screen.lineage(of: node) {
                    guard holdsText.insert(index).inserted || (text.isTruncated && !cut.contains(index)) else { break }
                    if text.isTruncated { cut.insert(index) }
                }
            }
            for node in screen.nodes {
                guard let parent = node.parent, screen.nodes[parent].stackAxis == .horizontal,
                      holdsText.contains(node.index), !cut.contains(node.index),
                      node.fixedWidth == nil, node.kind != .spacer else { continue }
                let key = Key(stack: parent, compression: node.priorities.compressionHorizontal,
                              layoutPriority: node.priorities.layoutPriority)
                wholeViews[key, default: []].append(node.index)
            }
        }
    }

    /// `allow 3 lines (`lines: 0` for as many as needed)`: the one way both fixes word more lines.
    private func allowLines(_ count: Int) -> String {
        "allow \(count) lines (`lines: 0` for as many as needed)"
    }

    /// The fix for text cut by a line limit or a fixed height.
    private func linesSuggestion(_ node: NodeFacts, _ text: TextFacts, in screen: ScreenFacts) -> String {
        if let fixed = node.fixedHeight {
            return "remove the fixed height (\(FindingText.pt(fixed))) so the text can take \(FindingText.lines(text.neededLineCount))"
        }
        if text.lineLimit > 0 {
            return allowLines(text.neededLineCount)
        }
        return "give the text room for \(FindingText.lines(text.neededLineCount)): its container has a fixed height"
    }
}
