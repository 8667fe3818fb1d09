import TypeFitText

/// `missingGlyphs`: characters that no configured font can draw (they show as empty boxes),
/// listed as `U+0915 "क"`.
struct MissingGlyphsRule: CheckRule {
    let kind = FindingKind.missingGlyphs

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
            result.append(screen.finding(kind, .error, about: node, message: message,
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
