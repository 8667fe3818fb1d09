/// What a screen is checked in: a real locale (`de`, `ar`, `pt-BR`) or a pseudo-language.
public enum LocalizationTarget: Sendable, Hashable, Comparable, CustomStringConvertible {
    case locale(LocaleIdentifier)
    case pseudo(PseudoLanguage)

    /// Reads `de`, `pt-BR`, `pseudo-accented`, `pseudo-expanded-1.4` …
    public init(parsing text: String) throws(LocalizationError) {
        if text.hasPrefix("pseudo-") {
            self = .pseudo(try PseudoLanguage(parsing: text))
        } else {
            self = .locale(try LocaleIdentifier(text))
        }
    }

    /// The name used on the command line and in reports.
    public var identifier: String {
        switch self {
        case .locale(let locale): locale.identifier
        case .pseudo(let pseudo): pseudo.identifier
        }
    }

    /// Whether screens are laid out mirrored (Arabic, Hebrew, the right-to-left pseudo-languages).
    public var isRightToLeft: Bool {
        switch self {
        case .locale(let locale): locale.isRightToLeft
        case .pseudo(let pseudo): pseudo.isRightToLeft
        }
    }

    public var description: String { identifier }

    /// Real locales first, by tag, then pseudo-languages by name.
    public static func < (lhs: LocalizationTarget, rhs: LocalizationTarget) -> Bool {
        switch (lhs, rhs) {
        case (.locale(let a), .locale(let b)): a < b
        case (.pseudo(let a), .pseudo(let b)): a.identifier < b.identifier
        case (.locale, .pseudo): true
        case (.pseudo, .locale): false
        }
    }
}
