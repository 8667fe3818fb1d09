import TypeFitText

/// Text fields (UITextField, SwiftUI TextField): one line of text inside insets.
///
/// A field takes all the width it is offered (its ideal width is its text's width plus insets);
/// its height is its line as drawn plus the vertical insets, so it grows with Dynamic Type. The
/// line is as tall as a label's would be with the same text: at least the font's line height,
/// taller when a fallback font draws part of the text (Arabic, Thai, Devanagari in a Latin font).
/// The placeholder truncates at the tail as UITextField's placeholder label does; a value is
/// clipped (the field scrolls it).
extension LayoutPass {
    func measureTextField(_ node: LayoutTree.Node, _ field: TextFieldSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let insets = field.contentInsets
        let oneLine = try measureText(fieldRequest(field, width: nil, for: node), for: node)
        let width: Double
        switch proposal.width {
        case .definite(let offered): width = offered
        case .ideal: width = oneLine.width + insets.horizontal
        case .minimum:
            width = try minimumTextWidth(node, field.text, font: field.font, lines: 1, lineBreak: fieldLineBreak(field))
                + insets.horizontal
        }
        return Size(width: width, height: Swift.max(oneLine.height, oneLine.lineHeight) + insets.vertical)
    }

    private func fieldLineBreak(_ field: TextFieldSpec) -> LineBreakMode {
        field.isPlaceholder ? .truncateTail : .clip
    }

    private func fieldRequest(_ field: TextFieldSpec, width: Double?, for node: LayoutTree.Node) -> TextRequest {
        textRequest(field.text, font: field.font, width: width, lines: 1, lineBreak: fieldLineBreak(field), for: node)
    }

    func placeTextField(_ node: LayoutTree.Node, _ field: TextFieldSpec, into result: inout LayoutNode) throws(LayoutError) {
        let insets = field.contentInsets
        let content = result.frame.inset(by: insets)
        let placement = try placeText(node, field.text, font: field.font, lines: 1, lineBreak: fieldLineBreak(field),
                                      minimumScaleFactor: 0, lineHeight: nil, in: content, truncationIntended: false,
                                      isPlaceholder: field.isPlaceholder, alignment: .natural)
        result.text = placement
        result.isInteractive = true
        result.isOpaque = field.bordered
        result.neededSize = Size(width: placement.neededWidth + insets.horizontal,
                                 height: Swift.max(placement.layout.height, placement.layout.lineHeight) + insets.vertical)
    }
}
