import TypeFitJSON

/// The frame tree as stable, indented text: one node a line, for `typefit layout` and for
/// snapshot tests. Numbers have at most three decimals; the order is the drawing order.
extension ScreenLayout {
    /// The header lines and the indented node tree.
    public var textDump: String {
        let device = "\(self.device.name) (\(screen.size) @\(formatPoints(self.device.scale))x)"
        var lines = ["\(specName) · \(device) · \(category.name) · \(direction.rawValue)"]
        lines.append("screen \(screen) · safe area \(safeArea) · flow \(flowArea) · content height \(formatPoints(contentHeight))")
        if keyboard != nil || presentation != .fullScreen {
            var environment = ["presentation \(presentation.rawValue) \(presentedFrame)"]
            if let keyboard { environment.append("keyboard \(keyboard)") }
            lines.append(environment.joined(separator: " · "))
        }
        func visit(_ node: LayoutNode, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + Self.describe(node))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One node on one line: kind, name, frame, needed size and what else it is.
    static func describe(_ node: LayoutNode) -> String {
        var parts = ["\(node.kind.rawValue) \(node.displayName) \(node.frame)"]
        var needed = "needed \(node.neededSize)"
        if node.spillsOut() { needed += " SPILLS" }
        parts.append(needed)
        var flags: [String] = []
        if node.isPinned { flags.append("pinned") }
        if node.clipsToBounds { flags.append("clips") }
        if node.isInteractive { flags.append("interactive") }
        if node.isOpaque { flags.append("opaque") }
        if node.allowsOverlap { flags.append("allowsOverlap") }
        if !flags.isEmpty { parts.append("[" + flags.joined(separator: ", ") + "]") }
        if let scroll = node.scroll {
            parts.append("scrolls \(scroll.axis.rawValue): content \(scroll.contentSize)")
        }
        if let text = node.text {
            let font = text.font.descriptor
            let limit = text.lineLimit == 0 ? "∞" : String(text.lineLimit)
            var description = "text \(font.family) \(font.weight.name) \(formatPoints(text.layout.fontSize))pt"
            description += " · lines \(text.layout.lineCount)/\(limit) (needs \(text.layout.neededLineCount))"
            description += " · needs \(formatPoints(text.neededWidth)) for one line, \(formatPoints(text.neededHeight)) high; got \(text.givenSize)"
            if text.isTruncated { description += text.truncationIntended ? " · truncated (intended)" : " · TRUNCATED" }
            if text.isPlaceholder { description += " · placeholder" }
            description += " · " + text.shownLines.map { JSONWriter.quoted($0) }.joined(separator: " / ")
            parts.append(description)
        }
        return parts.joined(separator: " ")
    }
}
