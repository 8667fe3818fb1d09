import Foundation
import Testing
@testable import TypeFitDynamicType
import TypeFitSupport

/// The categories table of docs/domain.md: canonical, UIKit, raw value, short name.
private let domainTable: [(ContentSizeCategory, String, String, String, String)] = [
    (.xSmall, "xSmall", "extraSmall", "UICTContentSizeCategoryXS", "XS"),
    (.small, "small", "small", "UICTContentSizeCategoryS", "S"),
    (.medium, "medium", "medium", "UICTContentSizeCategoryM", "M"),
    (.large, "large", "large", "UICTContentSizeCategoryL", "L"),
    (.xLarge, "xLarge", "extraLarge", "UICTContentSizeCategoryXL", "XL"),
    (.xxLarge, "xxLarge", "extraExtraLarge", "UICTContentSizeCategoryXXL", "XXL"),
    (.xxxLarge, "xxxLarge", "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "XXXL"),
    (.accessibility1, "accessibility1", "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM", "AX1"),
    (.accessibility2, "accessibility2", "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "AX2"),
    (.accessibility3, "accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL", "AX3"),
    (.accessibility4, "accessibility4", "accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL", "AX4"),
    (.accessibility5, "accessibility5", "accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL", "AX5"),
]

@Suite struct DynamicTypeCategoryTests {
    @Test func twelveCategoriesInOrderWithFiveAccessibilitySizes() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibility)
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.xxxLarge < .accessibility1)
    }

    @Test func namesMatchTheDomainTable() {
        for (category, name, uikit, raw, short) in domainTable {
            #expect(category.name == name)
            #expect(category.uikitName == uikit)
            #expect(category.rawValueName == raw)
            #expect(category.shortName == short)
        }
    }

    @Test func everySpellingParsesInAnyCase() throws {
        for (category, name, uikit, raw, short) in domainTable {
            for spelling in [name, uikit, raw, short] {
                #expect(ContentSizeCategory(name: spelling) == category, "\(spelling)")
                #expect(ContentSizeCategory(name: spelling.uppercased()) == category, "\(spelling)")
                #expect(ContentSizeCategory(name: spelling.lowercased()) == category, "\(spelling)")
                #expect(ContentSizeCategory(name: "  \(spelling)\t") == category, "\(spelling)")
                #expect(try ContentSizeCategory.parse(spelling) == category)
            }
        }
    }

    @Test func unknownNameSuggestsTheNearestAndListsTheValidOnes() {
        #expect(ContentSizeCategory(name: "acessibility3") == nil)
        #expect(ContentSizeCategory(name: "") == nil)
        #expect(throws: CategoryError.self) { try ContentSizeCategory.parse("acessibility3") }
        do {
            _ = try ContentSizeCategory.parse("acessibility3")
        } catch {
            #expect(error.word == "acessibility3")
            #expect(error.problem == .unknownName)
            #expect(error.suggestion == "accessibility3")
            #expect(error.validNames == ContentSizeCategory.allCases.map(\.name))
            #expect(error.description == "unknown content size category \"acessibility3\"; did you mean \"accessibility3\"? "
                + "(valid: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, "
                + "accessibility2, accessibility3, accessibility4, accessibility5)")
        }
    }

    @Test func suggestionsComeFromEverySpellingAndOnlyWhenClose() {
        let spellings = ContentSizeCategory.allCases.flatMap(\.spellings)
        #expect(Suggestion.nearest(to: "extraLage", among: spellings) == "extraLarge")
        #expect(Suggestion.nearest(to: "UICTContentSizeCategoryXXXXL", among: spellings) == "UICTContentSizeCategoryXXXL")
        #expect(Suggestion.nearest(to: "ACCESIBILITY5", among: spellings) == "accessibility5")
        #expect(Suggestion.nearest(to: "banana", among: spellings) == nil)
        #expect(Suggestion.nearest(to: "xsmall", among: ["xSmall"], maximumDistance: 0) == "xSmall")
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("Body", "body") == 0)
    }

    @Test func codableUsesCanonicalNamesAndReadsAnySpelling() throws {
        let encoded = try JSONEncoder().encode([ContentSizeCategory.accessibility2, .xSmall])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["accessibility2","xSmall"]"#)
        let decoded = try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["AX2", "extraSmall"]"#.utf8))
        #expect(decoded == [.accessibility2, .xSmall])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["huge"]"#.utf8))
        }
        #expect(ContentSizeCategory.small.spellings == ["small", "UICTContentSizeCategoryS", "S"])
    }

    @Test func rangesParseInEveryForm() throws {
        let both = try CategoryRange.parse("large...accessibility2")
        #expect(both.lower == .large && both.upper == .accessibility2)
        #expect(both.categories == [.large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2])

        let upTo = try CategoryRange.parse("...xxxLarge")
        #expect(upTo.lower == nil && upTo.upper == .xxxLarge)
        #expect(upTo.categories == CategorySet.standard.categories)

        let from = try CategoryRange.parse(" AX3 ... ")
        #expect(from.lower == .accessibility3 && from.upper == nil)
        #expect(from.categories == [.accessibility3, .accessibility4, .accessibility5])

        let halfOpen = try CategoryRange.parse("UICTContentSizeCategoryM..<extraLarge")
        #expect(halfOpen.lower == .medium && halfOpen.upper == .large)
        #expect(try CategoryRange.parse("..<AX1") == upTo)

        let single = try CategoryRange.parse("L")
        #expect(single == CategoryRange(only: .large))
        #expect(single.description == "large")
        #expect(both.description == "large...accessibility2")
        #expect(upTo.description == "...xxxLarge")
        #expect(from.description == "accessibility3...")
    }

    @Test func badRangesAreErrorsNotCrashes() {
        let cases: [(String, CategoryError.Problem)] = [
            ("xxxLarge...large", .emptyRange),
            ("large..<large", .emptyRange),
            ("..<xSmall", .emptyRange),
            ("...", .empty),
            ("", .empty),
            ("large...acessibility2", .unknownName),
            ("large..<", .empty),
        ]
        for (text, problem) in cases {
            do {
                _ = try CategoryRange.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.problem == problem, "\(text)")
            }
        }
    }

    @Test func rangeLimitsClampToTheNearestBound() throws {
        let range = try CategoryRange.parse("large...accessibility2")
        #expect(range.clamp(.xSmall) == .large)
        #expect(range.clamp(.xLarge) == .xLarge)
        #expect(range.clamp(.accessibility5) == .accessibility2)
        let capped = try CategoryRange.parse("...xxxLarge")
        for category in ContentSizeCategory.allCases {
            #expect(capped.clamp(category) == min(category, .xxxLarge))
            #expect(CategoryRange.unlimited.clamp(category) == category)
        }
        #expect(!capped.contains(.accessibility1) && capped.contains(.xSmall))
    }

    @Test func setsParseKeywordsRangesAndListsInAnySpelling() throws {
        #expect(try CategorySet.parse("all") == .all)
        #expect(try CategorySet.parse(" Accessibility ") == .accessibility)
        #expect(try CategorySet.parse("STANDARD") == .standard)
        #expect(CategorySet.all.categories.count == 12)
        #expect(CategorySet.standard.categories.count == 7)
        #expect(CategorySet.accessibility.categories.count == 5)
        #expect(try CategorySet.parse("standard, accessibility") == .all)

        let mixed = try CategorySet.parse("AX5, large , extraSmall,UICTContentSizeCategoryAccessibilityM...AX2, L")
        #expect(mixed.categories == [.xSmall, .large, .accessibility1, .accessibility2, .accessibility5])
        #expect(mixed.contains(.accessibility1) && !mixed.contains(.medium))
        #expect(try CategorySet.parse("AX3...").categories == [.accessibility3, .accessibility4, .accessibility5])
        #expect(try CategorySet.parse("...xxxLarge") == .standard)
    }

    @Test func setDescriptionsReadBack() throws {
        for text in ["all", "standard", "accessibility", "xSmall,large,accessibility1...accessibility3", "medium,large"] {
            let set = try CategorySet.parse(text)
            #expect(set.description == text)
            #expect(try CategorySet.parse(set.description) == set)
        }
    }

    @Test func badSetsNameTheWordAndSuggest() {
        do {
            _ = try CategorySet.parse("large, acessibility")
            Issue.record("parsed")
        } catch {
            #expect(error.word == "acessibility")
            #expect(error.suggestion == "accessibility")
            #expect(error.validNames.prefix(3) == ["all", "standard", "accessibility"])
        }
        #expect(throws: CategoryError.self) { try CategorySet.parse("large,,AX1") }
        #expect(throws: CategoryError.self) { try CategorySet.parse("") }
        #expect(throws: CategoryError.self) { try CategorySet.parse("AX5...large") }
    }
}
