import Foundation
import Testing
import TypeFitJSON
import TypeFitLocalization

/// Format arguments, locale number formatting, language tags and CLDR plural rules.
@Suite struct LocalizationFormatTests {
    func format(_ template: String, _ arguments: [FormatValue] = [], _ tag: String = "en", grouping: Bool = true) throws -> String {
        try FormatString(template, key: template).format(
            FormatArguments(arguments), locale: LocaleIdentifier(tag), key: template, groupingSeparators: grouping)
    }

    @Test func defaultsAreAlexandraAndTwelveThirtyFour() throws {
        #expect(FormatArguments.defaultString == "Alexandra")
        #expect(FormatArguments.defaultNumber == 1234)
        #expect(try format("%@") == "Alexandra")
        #expect(try format("%d") == "1,234")
        #expect(try format("%ld | %lld | %u | %lu | %i | %zd") == "1,234 | 1,234 | 1,234 | 1,234 | 1,234 | 1,234")
        #expect(try format("%f") == "1,234.000000")
        #expect(try format("%.1f") == "1,234.0")
        #expect(try format("%.0f") == "1,234")
        #expect(try format("%s says hi") == "Alexandra says hi")
    }

    @Test func positionsPercentAndPerKeyValues() throws {
        #expect(try format("%1$@ and %2$@", ["Ana", "Bo"]) == "Ana and Bo")
        #expect(try format("%2$@ before %1$@", ["Ana", "Bo"]) == "Bo before Ana")
        #expect(try format("%@ has %d%% left", ["Ana", 40]) == "Ana has 40% left")
        #expect(try format("%@ bought %lld items for %.2f", ["Kim", 3, 9.5]) == "Kim bought 3 items for 9.50")
        #expect(try format("%1$@ %1$@", ["Echo"]) == "Echo Echo")
        let values = FormatArguments(positions: [2: 7])
        #expect(try FormatString("%@: %d", key: "k").format(values, locale: LocaleIdentifier("en"), key: "k") == "Alexandra: 7")
        #expect(try FormatString("%1$@ %3$ld", key: "k").argumentPositions == [1, 3])
        #expect(try FormatString("Save 50%", key: "k").takesArguments == false)
        #expect(try format("Save 50%") == "Save 50%")
        #expect(try format("50% off everything") == "50% off everything")
        #expect(try format("%k and %") == "%k and %")
        #expect(try format("100%% sure") == "100%% sure")
        #expect(try format("%d%%", [100]) == "100%")
    }

    @Test func widthsFlagsAndRounding() throws {
        #expect(try format("[%5d]", [42]) == "[   42]")
        #expect(try format("[%-5d]", [42]) == "[42   ]")
        #expect(try format("[%05d]", [42]) == "[00042]")
        #expect(try format("[%+d]", [42]) == "[+42]")
        #expect(try format("%d", [-1234]) == "-1,234")
        #expect(try format("%d", [2.9]) == "2")
        #expect(try format("%.1f", [0.25]) == "0.3")
        #expect(try format("%.2f", [-3.14159]) == "-3.14")
        #expect(try format("%x %X %o", [255, 255, 8]) == "ff FF 10")
        #expect(try format("%g", [2.5]) == "2.5")
        #expect(try format("%d", ["42"]) == "42")
        #expect(try format("%@", [3]) == "3")
        #expect(try format("%.3@", ["Alexandra"]) == "Ale")
        #expect(try format("%d", [1234], grouping: false) == "1234")
    }

    /// Grouping and decimal separators from CLDR; the expected strings are what Babel 2.19
    /// (`babel.numbers.format_decimal`) prints for these locales, except for the minimum
    /// grouping digits of es and pl (CLDR `minimumGroupingDigits` 2), which Babel ignores.
    @Test func numbersAreWrittenTheWayTheLocaleWritesThem() throws {
        #expect(try format("%d", [1234], "de") == "1.234")
        #expect(try format("%.1f", [1234567.5], "de") == "1.234.567,5")
        #expect(try format("%d", [1234], "fr") == "1\u{202F}234")
        #expect(try format("%.1f", [1234.5], "fr") == "1\u{202F}234,5")
        #expect(try format("%d", [1234], "ru") == "1\u{00A0}234")
        #expect(try format("%.1f", [1234567.5], "hi") == "12,34,567.5")
        #expect(try format("%d", [1234], "ar") == "1,234")
        #expect(try format("%d", [1234], "ar-EG") == "١٬٢٣٤")
        #expect(try format("%.1f", [1234.5], "fa") == "۱٬۲۳۴٫۵")
        #expect(try format("%d", [1234], "he") == "1,234")
        #expect(try format("%d", [1234], "ja") == "1,234")
        #expect(try format("%d", [1234], "pt-BR") == "1.234")
        #expect(try format("%d", [1234], "es") == "1234")
        #expect(try format("%d", [12345], "es") == "12.345")
        #expect(try format("%d", [1234], "pl") == "1234")
        #expect(try format("%d", [12345], "pt-PT") == "12\u{00A0}345")
    }

    @Test func badFormatStringsAreClearErrors() {
        let cases: [(String, [FormatValue], String)] = [
            ("%@ is 100%", [], "\"%\" at character 10: the specifier is cut off at the end; write %% for a percent sign"),
            ("%@ %k", [], "\"%k\" at character 4: unknown conversion 'k'; expected one of @ d i u f g x o c s, or %% for a percent sign"),
            ("%@ %*d", [], "\"%*\" at character 4: a width taken from an argument (*) is not supported; write the width as digits"),
            ("%@ %0$@", [], "\"%0$\" at character 4: argument positions start at 1"),
            ("%@ %#@count", [], "\"%#@count\" at character 4: a substitution is written %#@name@; the closing \"@\" is missing"),
            ("%d apples", ["many"], "argument 1 is \"many\", but %d needs a number"),
            ("%#@count@", [], "%#@count@ names a substitution, but the string has none"),
        ]
        for (template, arguments, problem) in cases {
            #expect(throws: LocalizationError.format(key: template, problem: problem), "for \(template)") {
                try format(template, arguments)
            }
        }
    }

    @Test func languageTags() throws {
        #expect(try LocaleIdentifier("pt_br").identifier == "pt-BR")
        #expect(try LocaleIdentifier("ZH-hant-hk").identifier == "zh-Hant-HK")
        #expect(try LocaleIdentifier("es-419").region == "419")
        #expect(try LocaleIdentifier("zh-Hant-HK").fallbackChain == ["zh-Hant-HK", "zh-Hant", "zh"])
        #expect(try LocaleIdentifier("de") == LocaleIdentifier("DE"))
        for rtl in ["ar", "he", "fa", "ur", "ar-EG", "az-Arab", "yi"] {
            #expect(try LocaleIdentifier(rtl).isRightToLeft, "\(rtl)")
        }
        for ltr in ["en", "de", "hi", "ja", "ku-Latn", "sr-Cyrl"] {
            #expect(try !LocaleIdentifier(ltr).isRightToLeft, "\(ltr)")
        }
        for bad in ["", "e", "english", "en--US", "en US", "12"] {
            #expect(throws: LocalizationError.self, "\(bad)") { try LocaleIdentifier(bad) }
        }
    }

    @Test func pluralOperandsFollowTheDisplayedNumber() throws {
        let operands = try #require(PluralOperands(decimal: "1.50"))
        #expect(operands.i == 1 && operands.v == 2 && operands.f == 50 && operands.t == 5)
        #expect(PluralOperands(decimal: "-3")?.n == 3)
        #expect(PluralOperands(decimal: "1,234") == nil)
        #expect(PluralOperands(decimal: "1.") == nil)
        let english = PluralRules(locale: try LocaleIdentifier("en"))
        #expect(english.category(for: 1) == .one)
        #expect(english.category(for: try #require(PluralOperands(decimal: "1.0"))) == .other)
        #expect(english.categories == [.one, .other])
        #expect(PluralRules(locale: try LocaleIdentifier("ar")).categories == PluralCategory.allCases)
        #expect(PluralRules(locale: try LocaleIdentifier("ja")).categories == [.other])
        #expect(PluralRules(locale: try LocaleIdentifier("xx")).category(for: 1) == .other)
    }

    /// Every rule agrees with CLDR as Babel computes it, for integers 0–129, larger integers and
    /// displayed decimals (the fixture was recorded with `babel.Locale.plural_form`).
    @Test func pluralRulesMatchCLDR() throws {
        let url = TestSupport.fixture("localization/cldr-plurals.json")
        let root = try JSONReader().parse(bytes: [UInt8](try Data(contentsOf: url)))
        let languages = try #require(root["languages"]?.members)
        #expect(languages.count == 25)
        var checked = 0
        for language in languages {
            let rules = PluralRules(locale: try LocaleIdentifier(language.key))
            for sample in try #require(language.node.members) {
                let operands = try #require(PluralOperands(decimal: sample.key))
                let expected = try #require(sample.node.stringValue)
                #expect(rules.category(for: operands).rawValue == expected, "\(language.key) \(sample.key)")
                checked += 1
            }
        }
        #expect(checked == 25 * 157)
    }
}
