/// An ordered set of content size categories: the sizes a check runs at.
///
/// Parsed from the forms users write on the command line and in specs: `all`, `standard`,
/// `accessibility`, ranges (`large...accessibility2`, `...xxxLarge`, `AX3...`), single names in
/// any spelling, and comma-separated lists mixing them. The categories are kept in size order
/// without duplicates, whatever order the text names them in.
public struct CategorySet: Sendable, Hashable, CustomStringConvertible {
    /// The categories, smallest first, without duplicates.
    public let categories: [ContentSizeCategory]

    /// All 12 categories.
    public static let all = CategorySet(ContentSizeCategory.allCases)
    /// The 7 standard categories, xSmall…xxxLarge.
    public static let standard = CategorySet(ContentSizeCategory.allCases.filter { !$0.isAccessibility })
    /// The 5 accessibility categories, accessibility1…accessibility5.
    public static let accessibility = CategorySet(ContentSizeCategory.allCases.filter(\.isAccessibility))

    /// The words that name a whole group of categories in ``parse(_:)``.
    public static let keywords = ["all", "standard", "accessibility"]

    /// A set of the given categories, sorted and without duplicates.
    public init(_ categories: some Sequence<ContentSizeCategory>) {
        self.categories = Array(Set(categories)).sorted()
    }

    /// Parses a comma-separated list of keywords, ranges and names (see the type's summary).
    public static func parse(_ text: String) throws(CategoryError) -> CategorySet {
        var members: [ContentSizeCategory] = []
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        for item in items {
            let word = String(item).trimmingWhitespace()
            guard !word.isEmpty else { throw CategoryError.empty(in: text, keywords: keywords) }
            switch word.lowercased() {
            case "all": members += all.categories
            case "standard": members += standard.categories
            case "accessibility": members += accessibility.categories
            default:
                if CategoryRange.splitRange(word) != nil {
                    members += try CategoryRange.parse(word).categories
                } else if let category = ContentSizeCategory(name: word) {
                    members.append(category)
                } else {
                    throw CategoryError.unknown(word, keywords: keywords)
                }
            }
        }
        return CategorySet(members)
    }

    /// True when `category` is in the set.
    public func contains(_ category: ContentSizeCategory) -> Bool {
        categories.contains(category)
    }

    public var isEmpty: Bool { categories.isEmpty }

    /// The canonical form, which ``parse(_:)`` reads back: `all`, `standard`, `accessibility`, or a
    /// comma list in which runs of three or more categories are written as ranges.
    public var description: String {
        if self == .all { return "all" }
        if self == .standard { return "standard" }
        if self == .accessibility { return "accessibility" }
        var parts: [String] = []
        var index = 0
        while index < categories.count {
            var end = index
            while end + 1 < categories.count, categories[end + 1].rawValue == categories[end].rawValue + 1 {
                end += 1
            }
            if end - index >= 2 {
                parts.append("\(categories[index].name)...\(categories[end].name)")
            } else {
                parts += categories[index...end].map(\.name)
            }
            index = end + 1
        }
        return parts.joined(separator: ",")
    }
}
