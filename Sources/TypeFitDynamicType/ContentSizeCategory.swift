/// One of the 12 text sizes a person can choose on iOS: 7 standard and 5 accessibility sizes.
///
/// The order of the cases is the order of the sizes (`xSmall < … < accessibility5`). Every
/// spelling iOS developers write is accepted by ``init(name:)``: the TypeFit / SwiftUI
/// `DynamicTypeSize` name (`xxxLarge`), the UIKit `UIContentSizeCategory` name
/// (`extraExtraExtraLarge`), the raw value used as a launch argument
/// (`UICTContentSizeCategoryXXXL`) and the short name (`XXXL`, `AX1`), all case-insensitively.
///
/// `Codable` writes the canonical name (`"xxxLarge"`) and reads any of those spellings.
public enum ContentSizeCategory: Int, CaseIterable, Sendable, Hashable, Comparable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The category iOS uses when the person has not changed the text size.
    public static let `default`: ContentSizeCategory = .large

    /// True for accessibility1…accessibility5 (UIKit's `isAccessibilityCategory`).
    public var isAccessibility: Bool { self >= .accessibility1 }

    /// The canonical name, as TypeFit and SwiftUI's `DynamicTypeSize` spell it: `"xSmall"`.
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The UIKit `UIContentSizeCategory` name: `"extraSmall"`, `"accessibilityMedium"`.
    public var uikitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The raw value of `UIContentSizeCategory`, as passed in the launch argument
    /// `-UIPreferredContentSizeCategoryName`: `"UICTContentSizeCategoryXS"`.
    public var rawValueName: String {
        switch self {
        case .xSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .xLarge: "UICTContentSizeCategoryXL"
        case .xxLarge: "UICTContentSizeCategoryXXL"
        case .xxxLarge: "UICTContentSizeCategoryXXXL"
        case .accessibility1: "UICTContentSizeCategoryAccessibilityM"
        case .accessibility2: "UICTContentSizeCategoryAccessibilityL"
        case .accessibility3: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibility4: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibility5: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// The short name used in tables and reports: `"XS"` … `"XXXL"`, `"AX1"` … `"AX5"`.
    public var shortName: String {
        switch self {
        case .xSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "XL"
        case .xxLarge: "XXL"
        case .xxxLarge: "XXXL"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// Every accepted spelling of this category (canonical, UIKit, raw value, short), without duplicates.
    public var spellings: [String] {
        var result: [String] = []
        for spelling in [name, uikitName, rawValueName, shortName] where !result.contains(spelling) {
            result.append(spelling)
        }
        return result
    }

    /// Parses any spelling of a category, case-insensitively, ignoring surrounding whitespace;
    /// nil when the name is unknown (``parse(_:)`` says why and suggests the nearest name).
    public init?(name: String) {
        let key = name.trimmingWhitespace().lowercased()
        guard let category = ContentSizeCategory.spellingTable[key] else { return nil }
        self = category
    }

    /// Parses any spelling of a category, or throws an error naming the valid ones and the nearest.
    public static func parse(_ name: String) throws(CategoryError) -> ContentSizeCategory {
        if let category = ContentSizeCategory(name: name) { return category }
        throw CategoryError.unknown(name.trimmingWhitespace(), keywords: [])
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        a.rawValue < b.rawValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try ContentSizeCategory.parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Lower-cased spelling → category, for every spelling of every category.
    private static let spellingTable: [String: ContentSizeCategory] = {
        var table: [String: ContentSizeCategory] = [:]
        for category in allCases {
            for spelling in category.spellings {
                table[spelling.lowercased()] = category
            }
        }
        return table
    }()
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
