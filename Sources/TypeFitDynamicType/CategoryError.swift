import TypeFitSupport
/// A content size category, range or set that could not be parsed.
///
/// Carries the offending word, the valid names and, for an unknown name, the nearest valid
/// spelling. ``description`` is the message the CLI and the spec decoder show, e.g.
/// `unknown content size category "acessibility3"; did you mean "accessibility3"? (valid: xSmall, …)`.
public struct CategoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with ``word``.
    public enum Problem: Sendable, Hashable {
        /// The word is no spelling of any category (nor a set keyword where one is allowed).
        case unknownName
        /// A range whose lower bound is above its upper bound, such as `xxxLarge...large`.
        case emptyRange
        /// Nothing to parse: an empty string, an empty list item, or a bare `...`.
        case empty
    }

    /// The text that could not be parsed (a single name, or the whole range for `.emptyRange`).
    public var word: String
    public var problem: Problem
    /// The canonical names that are accepted here (set keywords first where they are allowed).
    public var validNames: [String]
    /// The nearest valid spelling, when one is close enough (see ``Suggestion``).
    public var suggestion: String?

    public init(word: String, problem: Problem, validNames: [String], suggestion: String?) {
        self.word = word
        self.problem = problem
        self.validNames = validNames
        self.suggestion = suggestion
    }

    public var description: String {
        let valid = "(valid: \(validNames.joined(separator: ", ")))"
        switch problem {
        case .unknownName:
            var message = "unknown content size category \"\(word)\""
            if let suggestion {
                message += "; did you mean \"\(suggestion)\"?"
            }
            return message + " " + valid
        case .emptyRange:
            return "empty content size category range \"\(word)\": the lower bound is above the upper bound"
        case .empty:
            return "missing content size category in \"\(word)\" \(valid)"
        }
    }

    /// An unknown-name error for `word`; `keywords` are the extra words accepted in this context
    /// (`all`, `standard`, `accessibility` for sets).
    static func unknown(_ word: String, keywords: [String]) -> CategoryError {
        let spellings = keywords + ContentSizeCategory.allCases.flatMap(\.spellings)
        return CategoryError(
            word: word,
            problem: .unknownName,
            validNames: keywords + ContentSizeCategory.allCases.map(\.name),
            suggestion: Suggestion.nearest(to: word, among: spellings)
        )
    }

    /// An error for a missing name inside `text`.
    static func empty(in text: String, keywords: [String]) -> CategoryError {
        CategoryError(
            word: text,
            problem: .empty,
            validNames: keywords + ContentSizeCategory.allCases.map(\.name),
            suggestion: nil
        )
    }
}
