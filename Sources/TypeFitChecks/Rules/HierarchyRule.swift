/// `hierarchy`: on one screen, text of a style meant to be larger renders smaller than text of a
/// style meant to be smaller (a title capped with a maximum size under body text at
/// accessibility sizes).
///
/// Styles are ordered as the type ramp orders them (largeTitle > title1 > … > caption2); text with a
/// fixed font has no style and is left to `fixedFont`. Each element is compared with the largest
/// text of every smaller style and reported once, against that text. O(n²) in the styled elements.
struct HierarchyRule: CheckRule {
    let kind = FindingKind.hierarchy

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        let styled = screen.nodes.filter { $0.text?.font.textStyle != nil }
        return styled.compactMap { node in
            guard let font = node.text?.font, let style = font.textStyle else { return nil }
            let size = font.descriptor.size
            var largest: (node: NodeFacts, size: Double)?
            for other in styled {
                guard let otherFont = other.text?.font, let otherStyle = otherFont.textStyle,
                      style < otherStyle else { continue }
                let otherSize = otherFont.descriptor.size
                if otherSize > size + 0.05, otherSize > (largest?.size ?? 0) { largest = (other, otherSize) }
            }
            guard let (other, otherSize) = largest, let otherStyle = other.text?.font.textStyle else { return nil }
            let message = "Its \(style.name) text renders at \(FindingText.pt(size)), smaller than the "
                + "\(otherStyle.name) text of \(FindingText.quoted(other.name)) at \(FindingText.pt(otherSize))."
            let capped = font.preferredSize > size + 0.005
            let suggestion = capped
                ? "raise or remove the maximum size of the \(style.name) text (it asks for \(FindingText.pt(font.preferredSize)))"
                : "use a larger style than \(otherStyle.name) for this text, or a smaller one for the other"
            return screen.finding(kind, .warning, about: node, other: other, message: message, suggestion: suggestion,
                                  numbers: [.init("size", FindingText.rounded(size)),
                                            .init("otherSize", FindingText.rounded(otherSize))])
        }
    }
}
