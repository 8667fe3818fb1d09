import TypeFitText

/// `missingGlyphs`: characters that no configured font can draw (they show as empty boxes),
/// listed as `U+0915 "क"`.
struct MissingGlyphsRule: CheckRule {
    static let description = RuleDescription(
        kind: .missingGlyphs, defaultSeverity: .error,
        summary: "The text contains characters that no configured font can draw.",
        help: "Add a font that covers these characters to the font configuration, or fall back to the system font.",
        example: .init(spec: "Layouts/profile.broken.json", element: "bio", category: .xSmall,
                       message: #"No configured font can draw U+2615 "☕", so it shows as empty boxes."#))

    /// Characters named in a message before the rest are counted.
    static let listLimit = 8

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        var result: [Finding] = []
        for node in screen.nodes {
            guard let text = node.text, !text.missingCharacters.isEmpty else { continue }
            let missing = text.missingCharacters
            var named = missing.prefix(Self.listLimit).map { scalar in
                CodePointLabel.of(scalar) + " " + display(scalar)
            }
            if missing.count > Self.listLimit { named.append("\(missing.count - Self.listLimit) more") }
            let message = "No configured font can draw \(FindingText.list(named)), so \(missing.count == 1 ? "it shows" : "they show") as empty boxes."
            result.append(screen.finding(by: self, about: node, message: message,
                                         suggestion: "add a font that covers these characters "
                                           + "to the font manifest's fallbacks",
                                         numbers: [.init("count", Double(missing.count))],
                                         shownText: text.shownText))
        }
        return result
    }

    /// The character in quotes, or nothing for one that does not print (a control or format character).
    private func display(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
             .spaceSeparator:
            return "(\(scalar.properties.name ?? "unnamed"))"
        default:
            return "\"\(Character(scalar))\""
        }
    }
}
