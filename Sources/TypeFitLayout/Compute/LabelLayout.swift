import TypeFitText

/// Labels (UILabel, SwiftUI Text): the leaf measure call through which text enters layout.
///
/// - Intrinsic size: as wide as the text on one line (`maxContentWidth`), as tall as its lines.
/// - Height for width: given a definite width, the text wraps (or truncates) at that width and
///   the label is as tall as the lines shown; the label is never wider than its text.
/// - Minimum width: a wrapping label can go down to its widest grapheme cluster, since UILabel's
///   word wrap (and SwiftUI's Text) breaks a word that does not fit a line between characters;
///   a one-line label down to the width of "…". Its height at that width is worked out only
///   where something reads it (a ViewThatFits comparing heights).
/// - The height proposal is ignored: a label's height comes from its text. When the frame it is
///   finally given is shorter than its lines, it shows as many lines as fit and truncates the last
///   (UILabel does), or, when no line fits, its one line spills out of the frame.
extension LayoutPass {
    func measureLabel(_ node: LayoutTree.Node, _ label: LabelSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        switch proposal.width {
        case .definite(let width):
            let layout = try labelLayout(node, label, width: width, lines: label.lines)
            return Size(width: min(layout.width, width), height: layout.height)
        case .ideal:
            let layout = try labelLayout(node, label, width: nil, lines: label.lines)
            return Size(width: layout.width, height: layout.height)
        case .minimum:
            let width = try minimumTextWidth(node, label.text, font: label.font, lines: label.lines,
                                             lineBreak: label.lineBreak)
            // Laying a wrapping label out at its narrowest width (often one character a line) is
            // costly, and only a ViewThatFits comparing heights reads the height that comes of
            // it (see `LayoutTree.Node.needsHeightAtMinimumWidth`): elsewhere it is left at zero.
            guard node.needsHeightAtMinimumWidth else { return Size(width: width, height: 0) }
            let layout = try labelLayout(node, label, width: width, lines: label.lines)
            return Size(width: width, height: layout.height)
        }
    }

    func labelLayout(_ node: LayoutTree.Node, _ label: LabelSpec, width: Double?, lines: Int) throws(LayoutError) -> TextMeasure {
        try measureText(textRequest(label.text, font: label.font, width: width, lines: lines, lineBreak: label.lineBreak,
                                   minimumScaleFactor: label.minimumScaleFactor, lineHeight: label.lineHeight,
                                   for: node), for: node)
    }

    /// The request for `string` with no width, its paragraphs unbroken: what a text's one-line
    /// width (its `maxContentWidth`) and its widest grapheme cluster are measured with.
    private func oneLineRequest(_ node: LayoutTree.Node, _ string: String, font: ResolvedFont) -> TextRequest {
        textRequest(string, font: font, width: nil, lines: 0, lineBreak: .wordWrap, for: node)
    }

    /// The narrowest a text can be laid out without breaking its rules: the widest grapheme
    /// cluster when it may wrap (a word longer than the line breaks between characters), the width
    /// of "…" (or nothing, when clipping) on one line; never wider than its one line.
    func minimumTextWidth(_ node: LayoutTree.Node, _ string: String, font: ResolvedFont, lines: Int,
                          lineBreak: LineBreakMode) throws(LayoutError) -> Double {
        let request = oneLineRequest(node, string, font: font)
        let oneLine = try measureText(request, for: node).maxContentWidth
        let wraps = lines != 1 && (lineBreak == .wordWrap || lineBreak == .charWrap || lines == 0)
        if wraps {
            // The widest grapheme cluster: the min-content width when any cluster may end a line
            // (the width of the text laid out one cluster a line).
            return min(try widestClusterWidth(request, for: node), oneLine)
        }
        if lineBreak == .clip || string.isEmpty { return 0 }
        let ellipsis = try measureText(textRequest("…", font: font, width: nil, lines: 1, lineBreak: .clip, for: node),
                                       for: node)
        return min(ellipsis.width, oneLine)
    }

    /// A width at least as wide as `node` at its minimum width, found without measuring that (a
    /// wrapping label's minimum is its widest grapheme cluster, each cluster cut out and reshaped
    /// where the cut is not safe): a label's one-line width, which
    /// ``minimumTextWidth(_:_:font:lines:lineBreak:)`` never exceeds, and a button's with its title's.
    /// Nil for other elements and for any element with size constraints of its own.
    func minimumWidthBound(_ node: LayoutTree.Node) throws(LayoutError) -> Double? {
        guard node.isUnconstrained else { return nil }
        func oneLineWidth(_ label: LabelSpec) throws(LayoutError) -> Double {
            try measureText(oneLineRequest(node, label.text, font: label.font), for: node).maxContentWidth
        }
        switch node.spec.kind {
        case .label(let label):
            return try oneLineWidth(label)
        case .button(let button):
            return max(try oneLineWidth(button.title) + button.contentInsets.horizontal, button.minimumWidth ?? 0)
        default:
            return nil
        }
    }

    func placeLabel(_ node: LayoutTree.Node, _ label: LabelSpec, into result: inout LayoutNode) throws(LayoutError) {
        let frame = result.frame
        let placement = try placeText(node, label.text, font: label.font, lines: label.lines, lineBreak: label.lineBreak,
                                      minimumScaleFactor: label.minimumScaleFactor, lineHeight: label.lineHeight,
                                      in: frame, truncationIntended: label.truncationIntended, isPlaceholder: false,
                                      alignment: label.alignment)
        result.text = placement
        let neededWidth = label.lines == 1 ? placement.neededWidth : min(placement.layout.width, placement.neededWidth)
        result.neededSize = Size(width: neededWidth, height: placement.neededHeight)
    }

    /// Lays text out in `room` (a label's frame, a button's content rectangle) the way UILabel
    /// draws it: wrapped or truncated at the room's width, with no more lines than fit in its
    /// height (truncating the last when the mode truncates), centred vertically.
    func placeText(_ node: LayoutTree.Node, _ string: String, font: ResolvedFont, lines: Int, lineBreak: LineBreakMode,
                   minimumScaleFactor: Double, lineHeight: Double?, in room: Rect, truncationIntended: Bool,
                   isPlaceholder: Bool, alignment: TextAlignment, centredHorizontally: Bool = false) throws(LayoutError) -> TextPlacement {
        let request = textRequest(string, font: font, width: room.width, lines: lines, lineBreak: lineBreak,
                                  minimumScaleFactor: minimumScaleFactor, lineHeight: lineHeight, for: node)
        var layout = try layoutText(request, for: node)
        var effectiveLines = lines
        let tolerance = 0.01
        if layout.height > room.height + tolerance, layout.lineCount > 1, layout.lineHeight > 0 {
            let fitting = max(1, Int(((room.height + tolerance) / layout.lineHeight).rounded(.down)))
            if fitting < layout.lineCount {
                effectiveLines = fitting
                var limited = request
                limited.lines = fitting
                if lineBreak == .wordWrap || lineBreak == .charWrap {
                    limited.lineBreak = .truncateTail
                }
                layout = try layoutText(limited, for: node)
            }
        }
        let unlimited = try measureText(textRequest(string, font: font, width: nil, lines: 0, lineBreak: .wordWrap,
                                                    lineHeight: lineHeight, for: node), for: node)
        let textWidth = centredHorizontally ? min(layout.width, room.width) : room.width
        let x = centredHorizontally ? room.midX - textWidth / 2 : room.minX
        let textFrame = Rect(x: x, y: room.midY - layout.height / 2, width: textWidth, height: layout.height)
        return TextPlacement(layout: layout, text: string, alignment: alignment, minimumScaleFactor: minimumScaleFactor,
                             frame: textFrame, font: font, lineLimit: lines,
                             effectiveLineLimit: effectiveLines, truncationIntended: truncationIntended,
                             isPlaceholder: isPlaceholder, neededWidth: unlimited.maxContentWidth,
                             neededHeight: layout.neededHeight, givenSize: room.size)
    }
}
