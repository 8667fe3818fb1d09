/// `fixedFont`: text whose size does not follow Dynamic Type (`UIFont(name:size:)`,
/// `.system(size:)`), reported once per element at each category checked.
struct FixedFontRule: CheckRule {
    static let description = RuleDescription(
        kind: .fixedFont, defaultSeverity: .warning,
        summary: "Text whose size does not follow Dynamic Type.",
        help: "Use a text style (UIFont.preferredFont(forTextStyle:), .font(.body)) or scale a custom font with "
            + "UIFontMetrics / relativeTo: so the text follows the person's chosen size.",
        example: .init(spec: "Layouts/article.broken.json", element: "byline", category: .xSmall,
                       message: "Uses a fixed 13 pt Inter font that stays the same size whatever text size the person chooses."))

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var result: [Finding] = []
        for node in screen.nodes {
            guard let text = node.text, !text.font.scalesWithDynamicType else { continue }
            let size = text.font.descriptor.size
            let message = "Uses a fixed \(FindingText.pt(size)) \(fontName(text.font.descriptor.family)) font "
                + "that stays the same size whatever text size the person chooses."
            result.append(screen.finding(by: self, about: node, message: message,
                                         suggestion: "use a text style (`\"style\": \"body\"`) "
                                           + "or scale the font with one (UIFontMetrics)",
                                         numbers: [.init("size", FindingText.rounded(size))]))
        }
        return result
    }

    /// A family by its name, a font file by its file name: the message says the same wherever
    /// the spec's folder is.
    private func fontName(_ family: String) -> String {
        family.split(separator: "/").last.map(String.init) ?? family
    }
}
