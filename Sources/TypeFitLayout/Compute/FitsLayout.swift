/// SwiftUI `ViewThatFits`: the first alternative whose ideal size fits the proposal along the
/// given axes, else the last alternative.
///
/// Each alternative is measured with no limit along the axes being checked and with the offered
/// length along the others; it fits when its ideal length is at most the offered length on every
/// checked axis that has a definite offer. Only the chosen alternative is laid out and appears
/// in the frame tree. See <https://developer.apple.com/documentation/swiftui/viewthatfits>.
extension LayoutPass {
    /// The alternative chosen for `proposal`, or nil when there is none.
    func chooseAlternative(_ node: LayoutTree.Node, _ fits: FitsSpec, _ proposal: ProposedSize) throws(LayoutError) -> LayoutTree.Node? {
        let checksWidth = fits.axes.contains(.horizontal)
        let checksHeight = fits.axes.contains(.vertical)
        for alternative in node.children {
            let ideal = try measure(alternative, ProposedSize(width: checksWidth ? .ideal : proposal.width,
                                                              height: checksHeight ? .ideal : proposal.height))
            var fitsProposal = true
            if checksWidth, let width = proposal.width.value, ideal.width > width + 0.001 { fitsProposal = false }
            if checksHeight, let height = proposal.height.value, ideal.height > height + 0.001 { fitsProposal = false }
            if fitsProposal { return alternative }
        }
        return node.children.last
    }

    func measureFits(_ node: LayoutTree.Node, _ fits: FitsSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        guard let chosen = try chooseAlternative(node, fits, proposal) else { return .zero }
        return try measure(chosen, proposal)
    }

    func placeFits(_ node: LayoutTree.Node, _ fits: FitsSpec, in frame: Rect, context: PlacementContext) throws(LayoutError) -> [LayoutNode] {
        guard let chosen = try chooseAlternative(node, fits, ProposedSize(frame.size)) else { return [] }
        let size = try topAlignedSize(chosen, in: frame.size)
        return [try place(chosen, in: Rect(x: frame.minX, y: frame.minY, size: size), context: context)]
    }
}
