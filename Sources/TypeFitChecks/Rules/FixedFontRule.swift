/// `fixedFont`: text whose size does not follow Dynamic Type (`UIFont(name:size:)`,
/// `.system(size:)`), reported once per element at each category checked.
struct FixedFontRule: CheckRule {
    let kind = FindingKind.fixedFont

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var result: [Finding] = []
        for node in screen.nodes {
            guard let text = node.text, !text.font.scalesWithDynamicType else { continue }
            let size = text.font.descriptor.size
            let message = "Uses a fixed \(FindingText.pt(size)) \(text.font.descriptor.family) font "
                + "that stays the same size whatever text size the person chooses."
            result.append(screen.finding(kind, .warning, about: node, message: message,
                                         suggestion: "use a text style (`\"style\": \"body\"`) "
                                           + "or scale the font with one (UIFontMetrics)",
                                         numbers: [.init("size", FindingText.rounded(size))]))
        }
        return result
    }
}
