import TypeFitText

/// Buttons (UIButton with a configuration, SwiftUI Button): a title inside content insets, at
/// least the minimum size.
///
/// The button is as large as its title plus insets, raised to the minimum size; the title is
/// laid out at the button's width minus the insets and centred in the content rectangle.
extension LayoutPass {
    func measureButton(_ node: LayoutTree.Node, _ button: ButtonSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let insets = button.contentInsets
        let title = try measureLabel(node, button.title, proposal.shrunk(by: insets))
        return Size(width: max(title.width + insets.horizontal, button.minimumWidth ?? 0),
                    height: max(title.height + insets.vertical, button.minimumHeight ?? 0))
    }

    func placeButton(_ node: LayoutTree.Node, _ button: ButtonSpec, into result: inout LayoutNode) throws(LayoutError) {
        let title = button.title
        let content = result.frame.inset(by: button.contentInsets)
        let placement = try placeText(node, title.text, font: title.font, lines: title.lines, lineBreak: title.lineBreak,
                                      minimumScaleFactor: title.minimumScaleFactor, lineHeight: title.lineHeight,
                                      in: content, truncationIntended: title.truncationIntended, isPlaceholder: false,
                                      centredHorizontally: true)
        result.text = placement
        result.isInteractive = true
        result.isOpaque = true
        let insets = button.contentInsets
        let titleWidth = title.lines == 1 ? placement.neededWidth : min(placement.layout.width, placement.neededWidth)
        result.neededSize = Size(width: max(titleWidth + insets.horizontal, button.minimumWidth ?? 0),
                                 height: max(placement.neededHeight + insets.vertical, button.minimumHeight ?? 0))
    }
}
