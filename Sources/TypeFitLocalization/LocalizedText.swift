/// A key's text in one locale, and where it came from.
public struct LocalizedText: Sendable, Hashable {
    /// How a lookup found the text.
    public enum Source: String, Sendable, Hashable {
        /// The locale asked for had it (`de-CH` for `de-CH`).
        case exact
        /// A shorter tag of the locale had it (`de` for `de-CH`).
        case language
        /// The development language's text stood in.
        case developmentLanguage
        /// Nothing had it; the key itself is the text.
        case key
    }

    /// The text: a raw template from `lookup`, the filled text from `resolve`.
    public var text: String
    /// The key looked up.
    public var key: String
    /// The localisation that supplied the text; nil when the key itself is the text.
    public var locale: LocaleIdentifier?
    /// How the lookup found the text.
    public var source: Source
    /// The string unit's translation state, when a catalog supplied it.
    public var state: TranslationState?

    public init(text: String, key: String, locale: LocaleIdentifier?, source: Source, state: TranslationState?) {
        self.text = text
        self.key = key
        self.locale = locale
        self.source = source
        self.state = state
    }

    /// Whether the asked-for locale had no text of its own.
    public var isFallback: Bool { source == .developmentLanguage || source == .key }
}
