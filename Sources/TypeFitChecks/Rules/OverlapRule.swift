import TypeFitLayout

/// `overlap`: two visible elements that intersect where the screen does not mean them to.
///
/// Candidates are the elements people see: labels, buttons, text fields, images, and containers
/// that draw (opaque). A pair is not a finding when one contains the other, when either (or a
/// container of it) `allowsOverlap`, or when they are layers of one box (a ZStack: a background and
/// its content are meant to be on top of each other), unless one of the layers is pinned: content
/// that runs under a pinned bar overlaps it. Only what can be seen counts: each element is cut by the
/// containers that clip it and by the viewport of its scroll view. Of nested pairs only the deepest
/// is reported (two labels, not also their cards).
struct OverlapRule: CheckRule {
    static let description = RuleDescription(
        kind: .overlap, defaultSeverity: .error,
        summary: "Two visible elements that are not meant to overlap intersect.",
        help: "Let the layout make room as text grows: constrain the elements to each other instead of to fixed "
            + "positions, or stack them vertically at accessibility sizes.",
        example: .init(spec: "Layouts/onboarding.broken.json", element: "privacyNote", category: .accessibility1,
                       message: #"Overlaps "getStarted" over 327 × 39.5 pt (12916.5 pt²)."#))

    private struct Pair {
        var first: Int
        var second: Int
        var area: Rect
    }

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        let candidates: [(index: Int, visible: Rect)] = screen.nodes.indices.compactMap { index in
            let node = screen.nodes[index]
            guard node.isVisibleContent, !allowsOverlap(node, in: screen),
                  let visible = screen.visibleArea(of: node) else { return nil }
            return (index, visible)
        }
        var pairs: [Pair] = []
        for i in candidates.indices {
            let a = candidates[i]
            for j in candidates.indices where j > i {
                let b = candidates[j]
                guard let area = a.visible.intersection(b.visible, tolerance: ScreenFacts.tolerance),
                      !screen.isSelfOrAncestor(a.index, of: b.index),
                      !screen.isSelfOrAncestor(b.index, of: a.index),
                      !areLayers(screen.nodes[a.index], screen.nodes[b.index], in: screen) else { continue }
                pairs.append(Pair(first: a.index, second: b.index, area: area))
            }
        }
        let deepest = pairs.filter { pair in
            !pairs.contains { other in
                (other.first != pair.first || other.second != pair.second)
                    && covers(pair, other, in: screen)
            }
        }
        return deepest.map { finding(for: $0, in: screen) }
    }

    /// True when `outer` is a coarser version of `inner`: each element of `inner` is the matching
    /// element of `outer` or inside it.
    private func covers(_ outer: Pair, _ inner: Pair, in screen: ScreenFacts) -> Bool {
        let straight = screen.isSelfOrAncestor(outer.first, of: inner.first)
            && screen.isSelfOrAncestor(outer.second, of: inner.second)
        let crossed = screen.isSelfOrAncestor(outer.first, of: inner.second)
            && screen.isSelfOrAncestor(outer.second, of: inner.first)
        return straight || crossed
    }

    /// The element or one of its containers is declared as something others may cover.
    private func allowsOverlap(_ node: NodeFacts, in screen: ScreenFacts) -> Bool {
        node.allowsOverlap || screen.ancestors(of: node).contains { screen.nodes[$0].allowsOverlap }
    }

    /// Both elements are layers of the same box and neither layer is pinned over the other.
    private func areLayers(_ a: NodeFacts, _ b: NodeFacts, in screen: ScreenFacts) -> Bool {
        let bChain = Set(screen.lineage(of: b))
        guard let common = screen.lineage(of: a).first(where: { bChain.contains($0) }) else { return false }
        guard screen.nodes[common].kind == .box else { return false }
        return !isPinned(below: common, a, in: screen) && !isPinned(below: common, b, in: screen)
    }

    /// The element, or one of its containers below `ancestor`, is pinned.
    private func isPinned(below ancestor: Int, _ node: NodeFacts, in screen: ScreenFacts) -> Bool {
        for index in screen.lineage(of: node) {
            if index == ancestor { return false }
            if screen.nodes[index].pin != nil { return true }
        }
        return false
    }

    /// The pinned element among the two (or a container of it), if any.
    private func pinnedOne(_ a: NodeFacts, _ b: NodeFacts, in screen: ScreenFacts) -> NodeFacts? {
        for node in [a, b] {
            for index in screen.lineage(of: node) where screen.nodes[index].pin != nil {
                return screen.nodes[index]
            }
        }
        return nil
    }

    private func finding(for pair: Pair, in screen: ScreenFacts) -> Finding {
        let a = screen.nodes[pair.first], b = screen.nodes[pair.second]
        let message = "Overlaps \(FindingText.quoted(b.name)) over \(FindingText.size(pair.area.width, pair.area.height)) "
            + "(\(FindingText.points(pair.area.area)) pt²)."
        let suggestion: String
        if let pinned = pinnedOne(a, b, in: screen), pinned.pin?.reservesSpace == false {
            suggestion = "let \(FindingText.quoted(pinned.name)) reserve its space (`reservesSpace: true`) "
                + "so the content above it ends where it starts, or put the content in a scroll view"
        } else if let fixed = fixedContainer(a, b, in: screen) {
            suggestion = "remove the fixed size of \(FindingText.quoted(fixed.name)) so it grows with its content"
        } else {
            suggestion = "give both elements room at large sizes: allow more lines or let the stack turn vertical"
        }
        return screen.finding(by: self, about: a, other: b, message: message, suggestion: suggestion,
                              numbers: [.init("width", FindingText.rounded(pair.area.width)),
                                        .init("height", FindingText.rounded(pair.area.height)),
                                        .init("area", FindingText.rounded(pair.area.area))])
    }

    /// The nearest container of both elements, or of either, with a fixed size.
    private func fixedContainer(_ a: NodeFacts, _ b: NodeFacts, in screen: ScreenFacts) -> NodeFacts? {
        for node in [a, b] {
            for index in screen.lineage(of: node) {
                let candidate = screen.nodes[index]
                if candidate.fixedHeight != nil || candidate.fixedWidth != nil { return candidate }
            }
        }
        return nil
    }
}
