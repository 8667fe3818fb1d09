import Foundation
import Testing
import TypeFitLocalization

/// Pseudo-languages: Xcode's four transformations and the expansion factor.
@Suite struct LocalizationPseudoTests {
    func bundle() throws -> LocalizationBundle {
        try LocalizationBundle.load(paths: [TestSupport.fixture("localization/Localizable.xcstrings").path])
    }

    func pseudo(_ key: String, _ identifier: String, _ arguments: [FormatValue] = []) throws -> String {
        try bundle().resolve(key, target: LocalizationTarget(parsing: identifier), arguments: FormatArguments(arguments)).text
    }

    @Test func xcodesPseudoLanguages() throws {
        #expect(PseudoLanguage.accented.apply(to: "Settings") == "Šéţţîñĝš")
        #expect(PseudoLanguage.accented.apply(to: "Back up 3 photos?") == "Ɓåçķ ûp 3 pĥöţöš?".replacingOccurrences(of: "Ɓ", with: "B"))
        #expect(PseudoLanguage.doubleLength.apply(to: "Save") == "Save Save")
        #expect(PseudoLanguage.bounded.apply(to: "Save") == "[# Save #]")
        #expect(PseudoLanguage.rightToLeft.apply(to: "Save") == "Save")
        #expect(PseudoLanguage.rightToLeftText.apply(to: "Save") == "\u{202E}Save\u{202C}")
        #expect(PseudoLanguage.rightToLeft.isRightToLeft)
        #expect(PseudoLanguage.rightToLeftText.isRightToLeft)
        #expect(!PseudoLanguage.bounded.isRightToLeft)
    }

    @Test func expansionPadsWithTheTextsOwnCharacters() {
        let forty = PseudoLanguage.expanded(by: 1.4)
        #expect(forty.identifier == "pseudo-expanded-1.4")
        #expect(forty.apply(to: "Sign in to continue") == "Sign in to continue Sign in")
        #expect(forty.apply(to: "Sign in to continue").count == 27)
        #expect(forty.apply(to: "Save") == "Save S")
        #expect(forty.apply(to: "OK") == "OKO")
        #expect(forty.apply(to: "") == "")
        #expect(forty.apply(to: "साइन इन करें").count == Int((Double("साइन इन करें".count) * 1.4).rounded(.up)))
        #expect(forty.apply(to: "साइन इन करें").hasPrefix("साइन इन करें साइन"))
        #expect(PseudoLanguage.expanded(by: 2).apply(to: "Hi\nthere") == "Hi\nthere Hi ther")
        #expect(PseudoLanguage.expanded(by: 1.25).identifier == "pseudo-expanded-1.25")
        #expect(PseudoLanguage.expanded(by: 1).apply(to: "Same") == "Same")
    }

    @Test func transformationsCombineInAFixedOrder() {
        let all = PseudoLanguage(identifier: "custom", accented: true, doubleLength: true, bounded: true,
                                 direction: .rightToLeftText, expansion: 1.5)
        #expect(all.apply(to: "Edit") == "\u{202E}[# Éďîţ É Éďîţ É #]\u{202C}")
        #expect(all.apply(to: "Edit") == all.apply(to: "Edit"))
    }

    @Test func pseudoLanguagesTransformTheDevelopmentLanguageButNotArguments() throws {
        #expect(try pseudo("Welcome back, %@!", "pseudo-accented") == "Ŵéļçömé båçķ, Alexandra!")
        #expect(try pseudo("Welcome back, %@!", "pseudo-bounded", ["Sam"]) == "[# Welcome back, Sam! #]")
        #expect(try pseudo("%lld photos", "pseudo-double", [1]) == "1 photo 1 photo")
        #expect(try pseudo("Sign in to continue", "pseudo-rtl-text") == "\u{202E}Sign in to continue\u{202C}")
        #expect(try pseudo("Sign in to continue", "pseudo-expanded-1.4") == "Sign in to continue Sign in")
        #expect(try LocalizationTarget(parsing: "pseudo-rtl").isRightToLeft)
        #expect(try LocalizationTarget(parsing: "ar").isRightToLeft)
        #expect(try !LocalizationTarget(parsing: "de").isRightToLeft)
    }

    @Test func targetsForTheLocalesOption() throws {
        let bundle = try bundle()
        let all = try bundle.targets("all").map(\.identifier)
        #expect(all == ["ar", "de", "en", "fr", "he", "hi", "ja", "pt-BR", "pt-PT", "ru", "zh-Hans",
                        "pseudo-accented", "pseudo-bounded", "pseudo-double", "pseudo-expanded-1.4", "pseudo-rtl", "pseudo-rtl-text"])
        #expect(try bundle.targets("de, hi,pseudo-expanded-1.3,de").map(\.identifier) == ["de", "hi", "pseudo-expanded-1.3"])
        #expect(throws: LocalizationError.identifier(
            "pseudo-wide",
            problem: "unknown pseudo-language; expected one of pseudo-accented, pseudo-bounded, pseudo-double, pseudo-rtl, pseudo-rtl-text, pseudo-expanded-F")) {
            try bundle.targets("de,pseudo-wide")
        }
        #expect(throws: LocalizationError.identifier(
            "pseudo-expanded-9", problem: "the expansion factor must be a number from 1 to 4, such as pseudo-expanded-1.4")) {
            try bundle.targets("pseudo-expanded-9")
        }
        #expect(throws: LocalizationError.self) { try bundle.targets(" , ") }
        #expect(throws: LocalizationError.self) { try bundle.targets("german") }
    }
}
