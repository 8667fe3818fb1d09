import TypeFitLayout

/// `offscreen`: content outside the screen's safe area that no scrolling brings into view
/// ("the Submit button cannot be reached").
///
/// Elements in the flow are measured against the safe area. Inside a scroll view, content is
/// reachable along the scroll axis and measured across it only; the scroll view itself is measured
/// against the whole screen (it insets its content for the safe area by itself), since content at
/// the end of a viewport that runs off the screen cannot be scrolled into view. Elements pinned
/// outside the safe area on purpose (`respectsSafeArea: false`) and backgrounds (`allowsOverlap`)
/// are left alone. Of a container and its content, only the deepest is named.
struct OffscreenRule: CheckRule {
    static let description = RuleDescription(
        kind: .offscreen, defaultSeverity: .error,
        summary: "Content lies outside the screen's safe area and cannot be reached by scrolling.",
        help: "Put the content in a scroll view, or let the screen scroll, so that every control stays reachable "
            + "at large text sizes.",
        example: .init(spec: "Layouts/onboarding.broken.json", element: "carerNote", category: .accessibility2,
                       message: "Runs 80 pt below the bottom of the safe area and no scroll view can bring it into view, "
                           + "so part of it cannot be seen."))

    /// How far an element's visible part reaches beyond the area it must stay in.
    private struct Beyond {
        var edge: String
        var amount: Double
        /// Nothing of it is inside the area.
        var entirely: Bool
    }

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var byNode: [Int: Beyond] = [:]
        var beyond: [Int] = []
        for node in screen.nodes where node.isVisibleContent || node.scroll != nil {
            guard !isExempt(node, in: screen), let reach = offscreen(node, in: screen) else { continue }
            byNode[node.index] = reach
            beyond.append(node.index)
        }
        // Worded only for the elements named: a container of offscreen content is not.
        return screen.deepestOnly(beyond).compactMap { index in
            byNode[index].map { finding(screen.nodes[index], $0, in: screen) }
        }
    }

    private func isExempt(_ node: NodeFacts, in screen: ScreenFacts) -> Bool {
        screen.lineage(of: node).contains { index in
            let candidate = screen.nodes[index]
            return candidate.allowsOverlap || candidate.pin?.respectsSafeArea == false
        }
    }

    private func offscreen(_ node: NodeFacts, in screen: ScreenFacts) -> Beyond? {
        let scroll = screen.enclosingScroll(of: node)?.scroll
        let bounds = node.scroll != nil ? screen.bounds : screen.safeArea
        guard var visible = visibleWithoutScrolling(node, in: screen) else { return nil }
        if let scroll {
            // Reachable along the scroll axis: only what sticks out across it counts.
            if scroll.axis == .vertical {
                visible.y = bounds.y
                visible.height = min(visible.height, bounds.height)
            } else {
                visible.x = bounds.x
                visible.width = min(visible.width, bounds.width)
            }
        }
        guard let (edge, amount) = visible.overshoot(beyond: bounds).largest else { return nil }
        return Beyond(edge: edge, amount: amount,
                      entirely: visible.intersection(bounds, tolerance: ScreenFacts.tolerance) == nil)
    }

    /// The finding for `node`, which reaches `reach` beyond its area, with its wording.
    private func finding(_ node: NodeFacts, _ reach: Beyond, in screen: ScreenFacts) -> Finding {
        let (edge, amount, entirely) = (reach.edge, reach.amount, reach.entirely)
        let limit = node.scroll != nil ? "the screen" : "the safe area"
        let place = edge == "top" || edge == "bottom" ? "\(edge == "top" ? "above the top" : "below the bottom")"
            : "past the \(edge) edge"
        let message: String
        if node.scroll != nil {
            message = "Its viewport runs \(FindingText.pt(amount)) \(place) of \(limit), so the content at its end cannot be scrolled into view."
        } else if entirely {
            message = "Lies entirely \(place) of \(limit) (\(FindingText.pt(amount)) beyond it) and no scroll view can bring it into view, so it cannot be seen."
        } else {
            message = "Runs \(FindingText.pt(amount)) \(place) of \(limit) and no scroll view can bring it into view, so part of it cannot be seen."
        }
        let suggestion: String
        if node.scroll != nil {
            suggestion = "let the scroll view end at the bottom of the screen (do not fix its height)"
        } else if edge == "top" || edge == "bottom" {
            suggestion = "put the screen's content in a vertical scroll view"
        } else {
            suggestion = "let the row wrap or turn vertical at accessibility sizes, or scroll it horizontally"
        }
        return screen.finding(by: self, about: node, message: message, suggestion: suggestion,
                              numbers: [.init("beyond", FindingText.rounded(amount))])
    }

    /// The element's drawn frame cut by the containers that clip it, scroll viewports excepted.
    private func visibleWithoutScrolling(_ node: NodeFacts, in screen: ScreenFacts) -> Rect? {
        var area = node.drawnFrame
        for index in screen.ancestors(of: node) {
            let ancestor = screen.nodes[index]
            if ancestor.scroll != nil { break }
            if ancestor.clips {
                guard let cut = area.intersection(ancestor.frame, tolerance: ScreenFacts.tolerance) else { return nil }
                area = cut
            }
        }
        return area.isEmpty(tolerance: ScreenFacts.tolerance) ? nil : area
    }
}
