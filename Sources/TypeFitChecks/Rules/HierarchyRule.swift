import TypeFitDynamicType

/// `hierarchy`: on one screen, text of a style meant to be larger renders smaller than text of a
/// style meant to be smaller (a title capped with a maximum size under body text at
/// accessibility sizes).
///
/// Styles are ordered as the type ramp orders them (largeTitle > title1 > … > caption2); text with a
/// fixed font has no style and is left to `fixedFont`. Each element is compared with the largest
/// text of every smaller style and reported once, against that text. O(n²) in the styled elements.
struct HierarchyRule: CheckRule {
    static let description = RuleDescription(
        kind: .hierarchy, defaultSeverity: .warning,
        summary: "A text style meant to be larger renders smaller than one meant to be smaller.",
        help: "Do not cap a larger style below a smaller one: remove the dynamicTypeSize limit on the heading, or "
            + "apply the same limit to the text it must stay above.",
        example: .init(spec: "Layouts/article.broken.json", element: "headline", category: .accessibility3,
                       message: #"Its title1 text renders at 34 pt, smaller than the body text of "bodyText" at 40 pt."#))

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        let styled: [(index: Int, style: TextStyle, size: Double)] = screen.nodes.indices.compactMap { index in
            guard let font = screen.nodes[index].text?.font, let style = font.textStyle else { return nil }
            return (index, style, font.descriptor.size)
        }
        return styled.compactMap { entry in
            var largest: (index: Int, style: TextStyle, size: Double)?
            for other in styled where entry.style < other.style && other.size > entry.size + 0.05 {
                if other.size > (largest?.size ?? 0) { largest = other }
            }
            guard let largest else { return nil }
            let node = screen.nodes[entry.index]
            let other = screen.nodes[largest.index]
            guard let font = node.text?.font else { return nil }
            let (style, size, otherStyle, otherSize) = (entry.style, entry.size, largest.style, largest.size)
            let message = "Its \(style.name) text renders at \(FindingText.pt(size)), smaller than the "
                + "\(otherStyle.name) text of \(FindingText.quoted(other.name)) at \(FindingText.pt(otherSize))."
            let capped = font.preferredSize > size + 0.005
            let suggestion = capped
                ? "raise or remove the maximum size of the \(style.name) text (it asks for \(FindingText.pt(font.preferredSize)))"
                : "use a larger style than \(otherStyle.name) for this text, or a smaller one for the other"
            return screen.finding(by: self, about: node, other: other, message: message, suggestion: suggestion,
                                  numbers: [.init("size", FindingText.rounded(size)),
                                            .init("otherSize", FindingText.rounded(otherSize))])
        }
    }
}
