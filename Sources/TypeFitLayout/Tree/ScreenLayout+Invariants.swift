/// Invariants every layout pass must keep; the engine asserts them in debug builds after each
/// pass, and tests call them directly.
extension ScreenLayout {
    /// Descriptions of broken invariants; empty when the layout is sound:
    /// - every rectangle is finite, with no negative width or height;
    /// - the content of a scroll view lies inside its content rectangle;
    /// - text lines are in order (baselines increase) and their number matches `lineCount`.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        func check(_ node: LayoutNode) {
            var rects = [("frame", node.frame)]
            if let text = node.text { rects.append(("text frame", text.frame)) }
            if let scroll = node.scroll {
                rects.append(("viewport", scroll.viewport))
                rects.append(("content", scroll.contentRect))
            }
            for (name, rect) in rects {
                let values = [rect.x, rect.y, rect.width, rect.height]
                if values.contains(where: { !$0.isFinite }) {
                    problems.append("\(node.displayName): \(name) \(rect) is not finite")
                } else if rect.width < 0 || rect.height < 0 {
                    problems.append("\(node.displayName): \(name) \(rect) has a negative size")
                }
            }
            if !node.neededSize.width.isFinite || !node.neededSize.height.isFinite
                || node.neededSize.width < 0 || node.neededSize.height < 0 {
                problems.append("\(node.displayName): needed size \(node.neededSize) is not a finite, non-negative size")
            }
            if let scroll = node.scroll, node.kind == .scroll {
                for child in node.children where !scroll.contentRect.contains(child.frame, tolerance: 0.5) {
                    problems.append("\(child.displayName): frame \(child.frame) lies outside the content \(scroll.contentRect) of \(node.displayName)")
                }
            }
            if let text = node.text {
                if text.layout.lines.count != text.layout.lineCount {
                    problems.append("\(node.displayName): \(text.layout.lines.count) lines but lineCount \(text.layout.lineCount)")
                }
                let baselines = text.layout.lines.map(\.baseline)
                if zip(baselines, baselines.dropFirst()).contains(where: { $0 >= $1 }) {
                    problems.append("\(node.displayName): text lines out of order")
                }
            }
            node.children.forEach(check)
        }
        check(root)
        return problems
    }
}
