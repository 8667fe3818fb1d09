/// A contiguous range of content size categories with optional bounds, as SwiftUI's
/// `.dynamicTypeSize(...)` modifier limits the sizes a view follows.
///
/// `...xxxLarge` has no lower bound, `AX3...` no upper bound, `large...accessibility2` both.
/// A view limited to a range uses ``clamp(_:)``: at a category outside the range it gets the
/// nearest bound, as SwiftUI does.
public struct CategoryRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest category in the range; nil for no lower limit.
    public var lower: ContentSizeCategory?
    /// The largest category in the range (inclusive); nil for no upper limit.
    public var upper: ContentSizeCategory?

    /// The range that contains every category.
    public static let unlimited = CategoryRange(lower: nil, upper: nil)

    /// A range from `lower` through `upper`, both inclusive; a missing bound is unlimited.
    public init(lower: ContentSizeCategory?, upper: ContentSizeCategory?) {
        if let lower, let upper {
            precondition(lower <= upper, "CategoryRange: lower bound \(lower.name) is above upper bound \(upper.name)")
        }
        self.lower = lower
        self.upper = upper
    }

    /// The range that contains `category` alone (SwiftUI's `.dynamicTypeSize(.large)`).
    public init(only category: ContentSizeCategory) {
        self.init(lower: category, upper: category)
    }

    /// Parses `A...B`, `...B`, `A...`, the half-open `A..<B` and `..<B`, or a single name,
    /// with any spelling of the categories and whitespace around the parts.
    public static func parse(_ text: String) throws(CategoryError) -> CategoryRange {
        let trimmed = text.trimmingWhitespace()
        guard let (left, op, right) = splitRange(trimmed) else {
            guard !trimmed.isEmpty else { throw CategoryError.empty(in: text, keywords: []) }
            return CategoryRange(only: try ContentSizeCategory.parse(trimmed))
        }
        let lower: ContentSizeCategory? = left.isEmpty ? nil : try ContentSizeCategory.parse(left)
        var upper: ContentSizeCategory? = right.isEmpty ? nil : try ContentSizeCategory.parse(right)
        if op == "..<" {
            guard let exclusive = upper else { throw CategoryError.empty(in: trimmed, keywords: []) }
            guard let below = ContentSizeCategory(rawValue: exclusive.rawValue - 1),
                  lower.map({ $0 <= below }) ?? true
            else {
                throw CategoryError(word: trimmed, problem: .emptyRange, validNames: [], suggestion: nil)
            }
            upper = below
        }
        if lower == nil, upper == nil, op == "..." {
            throw CategoryError.empty(in: trimmed, keywords: [])
        }
        if let lower, let upper, lower > upper {
            throw CategoryError(word: trimmed, problem: .emptyRange, validNames: [], suggestion: nil)
        }
        return CategoryRange(lower: lower, upper: upper)
    }

    /// True when `category` lies within the bounds.
    public func contains(_ category: ContentSizeCategory) -> Bool {
        if let lower, category < lower { return false }
        if let upper, category > upper { return false }
        return true
    }

    /// The category a view limited to this range uses when the system is at `category`:
    /// `category` itself inside the range, otherwise the nearest bound.
    public func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
        if let lower, category < lower { return lower }
        if let upper, category > upper { return upper }
        return category
    }

    /// The categories in the range, smallest first.
    public var categories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter(contains)
    }

    /// The canonical form: `large...accessibility2`, `...xxxLarge`, `accessibility3...`, `large`, `...`.
    public var description: String {
        if let lower, let upper, lower == upper { return lower.name }
        return (lower?.name ?? "") + "..." + (upper?.name ?? "")
    }

    /// Splits `text` at its range operator (`...` or `..<`) into trimmed left and right parts;
    /// nil when there is no operator.
    static func splitRange(_ text: String) -> (left: String, op: String, right: String)? {
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            for op in ["...", "..<"] where rest.hasPrefix(op) {
                let left = String(text[..<index]).trimmingWhitespace()
                let right = String(rest.dropFirst(op.count)).trimmingWhitespace()
                return (left, op, right)
            }
            index = text.index(after: index)
        }
        return nil
    }
}
