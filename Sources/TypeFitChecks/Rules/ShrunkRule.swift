/// `shrunk`: `minimumScaleFactor` made text smaller than the category asks for, and it fits.
///
/// A warning: the text is readable but not at the size the person chose. Text that is shrunk
/// and still cut is a `truncated` finding instead.
struct ShrunkRule: CheckRule {
    static let description = RuleDescription(
        kind: .shrunk, defaultSeverity: .warning,
        summary: "minimumScaleFactor made text smaller than the content size category asks for.",
        help: "Shrinking text defeats Dynamic Type. Allow more lines or more width instead of a minimumScaleFactor.",
        example: .init(spec: "Layouts/productgrid.broken.json", element: "sweaterAdd", category: .accessibility2,
                       message: "Shrinks from 33 pt to 30.8 pt (93%) to fit, smaller than the size accessibility2 asks for."))

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var result: [Finding] = []
        for node in screen.nodes {
            guard let text = node.text, !text.isTruncated, text.minimumScaleFactor > 0 else { continue }
            let asked = text.font.descriptor.size
            let rendered = text.renderedSize
            guard rendered < asked - 0.005, asked > 0 else { continue }
            let percent = Int((rendered / asked * 100).rounded(.toNearestOrAwayFromZero))
            let message = "Shrinks from \(FindingText.pt(asked)) to \(FindingText.pt(rendered)) (\(percent)%) to fit, "
                + "smaller than the size \(screen.category.name) asks for."
            result.append(screen.finding(by: self, about: node, message: message,
                                         suggestion: "allow more lines (`lines: 0`) instead of shrinking the text",
                                         numbers: [.init("requested", FindingText.rounded(asked)),
                                                   .init("rendered", FindingText.rounded(rendered))],
                                         shownText: text.shownText))
        }
        return result
    }
}
