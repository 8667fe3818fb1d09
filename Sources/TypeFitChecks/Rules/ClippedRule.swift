/// `clipped`: content cut off by a container that clips (`clipsToBounds`, a fixed-height list
/// row, a text field), or text lines taller than the fixed height they are given.
///
/// Scroll views are not clippers here: what they hide is reachable by scrolling. Of a container
/// and its content both cut, only the deepest element is named.
struct ClippedRule: CheckRule {
    let kind = FindingKind.clipped

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var byNode: [Int: Finding] = [:]
        var cut: [Int] = []
        for node in screen.nodes where node.isVisibleContent {
            if let finding = clippedByContainer(node, in: screen) {
                byNode[node.index] = finding
                cut.append(node.index)
            }
        }
        var result = screen.deepestOnly(cut).compactMap { byNode[$0] }
        for node in screen.nodes {
            if let finding = linesTallerThanFrame(node, in: screen) { result.append(finding) }
        }
        return result.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
    }

    /// The element reaches beyond the nearest ancestor that clips it.
    private func clippedByContainer(_ node: NodeFacts, in screen: ScreenFacts) -> Finding? {
        for index in screen.ancestors(of: node) {
            let clipper = screen.nodes[index]
            if clipper.scroll != nil { return nil }
            guard clipper.clips else { continue }
            guard let (edge, amount) = node.drawnFrame.overshoot(beyond: clipper.frame).largest else { return nil }
            let vertical = edge == "top" || edge == "bottom"
            let extent = vertical ? node.drawnFrame.height : node.drawnFrame.width
            let room = vertical ? clipper.frame.height : clipper.frame.width
            let hiddenEntirely = node.drawnFrame.intersection(clipper.frame, tolerance: ScreenFacts.tolerance) == nil
            let message = hiddenEntirely
                ? "Lies entirely outside \(FindingText.quoted(clipper.name)), which clips its content, and is not shown."
                : "\(FindingText.pt(amount)) of its \(FindingText.pt(extent)) \(vertical ? "height" : "width") is cut off "
                    + "at the \(edge) edge of \(FindingText.quoted(clipper.name)), which clips its content."
            let suggestion: String
            if let fixed = vertical ? clipper.fixedHeight : clipper.fixedWidth {
                suggestion = "remove the fixed \(vertical ? "height" : "width") of \(FindingText.quoted(clipper.name)) "
                    + "(\(FindingText.pt(fixed))) so it grows with its content"
            } else {
                suggestion = "give \(FindingText.quoted(clipper.name)) room for its content, or do not clip it"
            }
            return screen.finding(kind, .error, about: node, other: clipper, message: message, suggestion: suggestion,
                                  numbers: [.init("clipped", FindingText.rounded(amount)),
                                            .init("needed", FindingText.rounded(extent)),
                                            .init("available", FindingText.rounded(room))])
        }
        return nil
    }

    /// The text's shown lines are taller than the room the element gives them.
    private func linesTallerThanFrame(_ node: NodeFacts, in screen: ScreenFacts) -> Finding? {
        guard let text = node.text else { return nil }
        let overflow = text.shownHeight - text.textFrame.height
        guard overflow > ScreenFacts.tolerance else { return nil }
        let count = text.shownLines.count
        let message = "Its \(FindingText.lines(count)) \(count == 1 ? "needs" : "need") \(FindingText.pt(text.shownHeight)) "
            + "of height but \(count == 1 ? "gets" : "get") \(FindingText.pt(text.textFrame.height)), "
            + "so \(FindingText.pt(overflow)) of text is cut off."
        let suggestion = node.fixedHeight.map {
            "remove the fixed height (\(FindingText.pt($0))) so the element grows with its text"
        } ?? "let the element's container grow with the text"
        return screen.finding(kind, .error, about: node, message: message, suggestion: suggestion,
                              numbers: [.init("clipped", FindingText.rounded(overflow)),
                                        .init("needed", FindingText.rounded(text.shownHeight)),
                                        .init("available", FindingText.rounded(text.textFrame.height))],
                              shownText: text.shownText)
    }
}
