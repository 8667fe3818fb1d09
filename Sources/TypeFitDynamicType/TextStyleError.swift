import TypeFitSupport
/// A text style name that could not be parsed, with the nearest valid spelling when one is close.
public struct TextStyleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that could not be parsed.
    public var word: String
    /// The nearest valid spelling, when one is close enough (see ``Suggestion``).
    public var suggestion: String?

    public init(word: String, suggestion: String?) {
        self.word = word
        self.suggestion = suggestion
    }

    public var description: String {
        var message = "unknown text style \"\(word)\""
        if let suggestion {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return message + " (valid: " + TextStyle.allCases.map(\.name).joined(separator: ", ") + ")"
    }
}
