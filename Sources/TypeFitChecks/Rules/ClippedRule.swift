/// `clipped`: content cut off by a container that clips (`clipsToBounds`, a fixed-height list
/// row, a text field), or text lines taller than the fixed height they are given.
///
/// Scroll views are not clippers here: what they hide is reachable by scrolling. Of a container
/// and its content both cut, only the deepest element is named.
struct ClippedRule: CheckRule {
    static let description = RuleDescription(
        kind: .clipped, defaultSeverity: .error,
        summary: "Content is cut off by a container that clips, or text lines do not fit a fixed height.",
        help: "Remove the fixed height or make it grow with the content (a self-sizing cell, a height that scales "
            + "with @ScaledMetric), or stop the container from clipping.",
        example: .init(spec: "Layouts/productgrid.broken.json", element: "sweaterAdd", category: .accessibility1,
                       message: #"10.3 pt of its 48 pt height is cut off at the bottom edge of "sweaterCard", which clips its content."#))

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var byNode: [Int: Finding] = [:]
        var cut: [Int] = []
        // A node is worded only when it is cut; of those cut, the deepest are reported.
        for node in screen.nodes where node.isVisibleContent {
            if let clip = clip(of: node, in: screen) {
                byNode[node.index] = clippedByContainer(node, clip, in: screen)
                cut.append(node.index)
            }
        }
        var result = screen.deepestOnly(cut).compactMap { byNode[$0] }
        for node in screen.nodes {
            guard let text = node.text else { continue }
            let overflow = text.shownHeight - text.textFrame.height
            if overflow > ScreenFacts.tolerance {
                result.append(linesTallerThanFrame(node, text, overflow: overflow, in: screen))
            }
        }
        return result.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
    }

    /// Where a node is cut: the nearest ancestor that clips it, unless a scroll view comes first.
    private struct Clip {
        var clipper: NodeFacts
        var cut: (amount: Double, edges: String, vertical: Bool)
    }

    /// The element reaches beyond the nearest ancestor that clips it: that ancestor and the cut.
    private func clip(of node: NodeFacts, in screen: ScreenFacts) -> Clip? {
        for index in screen.ancestors(of: node) {
            let clipper = screen.nodes[index]
            if clipper.scroll != nil { return nil }
            guard clipper.clips else { continue }
            guard let cut = node.drawnFrame.overshoot(beyond: clipper.frame).cut else { return nil }
            return Clip(clipper: clipper, cut: cut)
        }
        return nil
    }

    /// The finding about `node` cut by its clipping ancestor.
    private func clippedByContainer(_ node: NodeFacts, _ clip: Clip, in screen: ScreenFacts) -> Finding {
        let (clipper, cut) = (clip.clipper, clip.cut)
        let extent = cut.vertical ? node.drawnFrame.height : node.drawnFrame.width
        let room = cut.vertical ? clipper.frame.height : clipper.frame.width
        let hiddenEntirely = node.drawnFrame.intersection(clipper.frame, tolerance: ScreenFacts.tolerance) == nil
        let container = Container(clipper, of: node, in: screen)
        let message = hiddenEntirely
            ? "Lies entirely outside \(container.phrase), which clips its content, and is not shown."
            : "\(FindingText.pt(cut.amount)) of its \(FindingText.pt(extent)) \(cut.vertical ? "height" : "width") is cut off "
                + "at the \(cut.edges) of \(container.phrase), which clips its content."
        return screen.finding(by: self, about: node, other: container.other,
                              message: message, suggestion: container.suggestion(vertical: cut.vertical),
                              numbers: [.init("clipped", FindingText.rounded(cut.amount)),
                                        .init("needed", FindingText.rounded(extent)),
                                        .init("available", FindingText.rounded(room))])
    }

    /// How a clipping container is named: itself, or for the cell of a fixed-height list row,
    /// the row and its list (a cell is the layout's wrapper, not an element of the spec).
    private struct Container {
        /// The container as the message names it: `"tabBar"`, `row "helpRow" of "settingsList"`.
        var phrase: String
        /// The element the finding names beside the clipped one.
        var other: NodeFacts
        var clipper: NodeFacts
        /// The list whose fixed row height makes the cell clip.
        var list: NodeFacts?

        init(_ clipper: NodeFacts, of node: NodeFacts, in screen: ScreenFacts) {
            self.clipper = clipper
            let list = clipper.kind == .listRow ? clipper.parent.map { screen.nodes[$0] } : nil
            let row = screen.nodes.first { $0.parent == clipper.index }
            guard let list, let row else {
                phrase = FindingText.quoted(clipper.name)
                other = clipper
                self.list = nil
                return
            }
            self.list = list
            if row.index == node.index {
                phrase = "its row in \(FindingText.quoted(list.name))"
                other = list
            } else {
                phrase = "row \(FindingText.quoted(row.name)) of \(FindingText.quoted(list.name))"
                other = row
            }
        }

        /// The fix: remove the fixed size that makes the container too small, or give it room.
        func suggestion(vertical: Bool) -> String {
            if let list {
                // A clipping cell is exactly as tall as the list's fixed row height.
                return "remove the fixed row height (\(FindingText.pt(clipper.frame.height))) of "
                    + "\(FindingText.quoted(list.name)) so each row grows with its content"
            }
            if let fixed = vertical ? clipper.fixedHeight : clipper.fixedWidth {
                return "remove the fixed \(vertical ? "height" : "width") of \(FindingText.quoted(clipper.name)) "
                    + "(\(FindingText.pt(fixed))) so it grows with its content"
            }
            return "give \(FindingText.quoted(clipper.name)) room for its content, or do not clip it"
        }
    }

    /// The finding about `node` whose shown lines are `overflow` points taller than the room the
    /// element gives them.
    private func linesTallerThanFrame(_ node: NodeFacts, _ text: TextFacts, overflow: Double,
                                      in screen: ScreenFacts) -> Finding {
        let count = text.lines.count
        let subject = count == 1 ? "Its line needs" : "Its \(count) lines need"
        let message = "\(subject) \(FindingText.pt(text.shownHeight)) "
            + "of height but \(count == 1 ? "gets" : "get") \(FindingText.pt(text.textFrame.height)), "
            + "so \(FindingText.pt(overflow)) of text is cut off."
        let suggestion = node.fixedHeight.map {
            "remove the fixed height (\(FindingText.pt($0))) so the element grows with its text"
        } ?? "let the element's container grow with the text"
        return screen.finding(by: self, about: node, message: message, suggestion: suggestion,
                              numbers: [.init("clipped", FindingText.rounded(overflow)),
                                        .init("needed", FindingText.rounded(text.shownHeight)),
                                        .init("available", FindingText.rounded(text.textFrame.height))],
                              shownText: text.shownText)
    }
}
