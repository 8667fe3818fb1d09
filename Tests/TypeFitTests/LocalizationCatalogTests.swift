import Foundation
import Testing
import TypeFitLocalization

/// String Catalogs: parsing the shape Xcode writes, lookups with fallback, plural and device
/// variations, substitutions, and errors that name file, line, column and JSON path.
@Suite struct LocalizationCatalogTests {
    static let catalogPath = TestSupport.fixture("localization/Localizable.xcstrings").path

    func catalog() throws -> StringCatalog {
        try StringCatalog.load(path: Self.catalogPath)
    }

    func locale(_ tag: String) throws -> LocaleIdentifier { try LocaleIdentifier(tag) }

    func text(_ key: String, _ tag: String, _ arguments: [FormatValue] = [], device: DeviceClass = .iphone) throws -> String {
        try catalog().resolve(key, locale: locale(tag), device: device, arguments: FormatArguments(arguments)).text
    }

    @Test func readsTheCatalogAsXcodeWritesIt() throws {
        let catalog = try catalog()
        #expect(catalog.sourceLanguage.identifier == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.tableName == "Localizable")
        #expect(catalog.keys.count == 12)
        #expect(catalog.locales.map(\.identifier) == ["ar", "de", "en", "fr", "he", "hi", "ja", "pt-BR", "pt-PT", "ru", "zh-Hans"])
        let entry = try #require(catalog.entries["Sign in to continue"])
        #expect(entry.comment == "Title of the sign-in sheet.")
        #expect(entry.extractionState == "manual")
        #expect(entry.shouldTranslate)
        #expect(entry.localizations.count == 6)
        #expect(catalog.entries["TypeFit"]?.shouldTranslate == false)
        #expect(catalog.entries["OK"]?.localizations.isEmpty == true)
    }

    @Test func lookupFallsBackFromLocaleToLanguageToDevelopmentLanguageToKey() throws {
        let catalog = try catalog()
        let exact = catalog.lookup("Sign in to continue", locale: try locale("de"))
        #expect(exact.text == "Melden Sie sich an, um fortzufahren")
        #expect(exact.source == .exact)
        #expect(exact.state == .translated)

        let regional = catalog.lookup("Sign in to continue", locale: try locale("de_AT"))
        #expect(regional.text == "Melden Sie sich an, um fortzufahren")
        #expect(regional.source == .language)
        #expect(regional.locale?.identifier == "de")

        #expect(catalog.lookup("Sign in to continue", locale: try locale("pt-BR")).text == "Entre para continuar")
        #expect(catalog.lookup("Sign in to continue", locale: try locale("pt-PT")).text == "Inicie sessão para continuar")
        let noPortuguese = catalog.lookup("Sign in to continue", locale: try locale("pt"))
        #expect(noPortuguese.text == "Sign in to continue")
        #expect(noPortuguese.source == .developmentLanguage)
        #expect(noPortuguese.isFallback)

        // "Save" has German and Hebrew but no English localisation: the key is the source text.
        let key = catalog.lookup("Save", locale: try locale("fr"))
        #expect(key.text == "Save")
        #expect(key.source == .key)
        #expect(key.locale == nil)
        #expect(catalog.lookup("Missing key", locale: try locale("de")).text == "Missing key")
        #expect(catalog.lookup("OK", locale: try locale("ar")).source == .key)
        #expect(catalog.lookup("Welcome back, %@!", locale: try locale("zh-Hans-CN")).text == "%@，欢迎回来！")
    }

    @Test func translationStatesAreKept() throws {
        let catalog = try catalog()
        #expect(catalog.lookup("Save", locale: try locale("de")).state == .needsReview)
        #expect(catalog.lookup("Save", locale: try locale("de")).text == "Sichern")
        #expect(catalog.lookup("Delete Account", locale: try locale("de")).state == .stale)
        #expect(catalog.lookup("Free up %.1f GB", locale: try locale("fr")).state == .needsReview)
        #expect(catalog.lookup("%@ invited %lld people", locale: try locale("en")).state == .new)
    }

    @Test func keysMarkedDoNotTranslateShowTheSourceText() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"TypeFit": {"shouldTranslate": false,
              "localizations": {"de": {"stringUnit": {"state": "translated", "value": "TypPasst"}},
                                "en": {"stringUnit": {"state": "translated", "value": "TypeFit"}}}}}}
            """
        let catalog = try StringCatalog(parsing: Array(json.utf8), file: "Brand.xcstrings")
        #expect(catalog.tableName == "Brand")
        let german = catalog.lookup("TypeFit", locale: try locale("de"))
        #expect(german.text == "TypeFit")
        #expect(german.source == .developmentLanguage)
    }

    @Test func pluralVariationsFollowTheNumberArgument() throws {
        #expect(try text("%lld photos", "en", [1]) == "1 photo")
        #expect(try text("%lld photos", "en", [0]) == "0 photos")
        #expect(try text("%lld photos", "en") == "1,234 photos")
        #expect(try text("%lld photos", "de", [1]) == "1 Foto")
        #expect(try text("%lld photos", "de") == "1.234 Fotos")
        #expect(try text("%lld photos", "hi", [1]) == "1 फ़ोटो")
        #expect(try text("%lld photos", "ja", [1]) == "1枚の写真")
        #expect(try text("%lld photos", "ru", [1]) == "1 фотография")
        #expect(try text("%lld photos", "ru", [3]) == "3 фотографии")
        #expect(try text("%lld photos", "ru", [5]) == "5 фотографий")
        #expect(try text("%lld photos", "ru", [21]) == "21 фотография")
        #expect(try text("%lld photos", "ru", [112]) == "112 фотографий")
        #expect(try text("%lld photos", "ar", [0]) == "لا توجد صور")
        #expect(try text("%lld photos", "ar", [1]) == "صورة واحدة")
        #expect(try text("%lld photos", "ar", [2]) == "صورتان")
        #expect(try text("%lld photos", "ar", [3]) == "3 صور")
        #expect(try text("%lld photos", "ar", [11]) == "11 صورة")
        #expect(try text("%lld photos", "ar", [100]) == "100 صورة")
        // Arabic as written in Egypt uses Arabic-Indic digits (CLDR default numbering system "arab").
        #expect(try text("%lld photos", "ar-EG", [13]) == "١٣ صورة")
        // The raw lookup picks a category directly.
        #expect(try catalog().lookup("%lld photos", locale: locale("ar"), plural: .few).text == "%lld صور")
        #expect(try catalog().lookup("%lld photos", locale: locale("de"), plural: .few).text == "%lld Fotos")
    }

    @Test func deviceVariationsAndNestedPluralVariations() throws {
        #expect(try text("Tap to open", "en") == "Tap to open")
        #expect(try text("Tap to open", "en", device: .ipad) == "Tap or drag to open")
        #expect(try text("Tap to open", "en", device: .mac) == "Click to open")
        #expect(try text("Tap to open", "de", device: .mac) == "Click to open")
        #expect(try text("%lld new messages", "de", [1]) == "1 neue Nachricht")
        #expect(try text("%lld new messages", "de", [5]) == "5 neue Nachrichten")
        #expect(try text("%lld new messages", "de", [1], device: .ipad) == "Sie haben 1 neue Nachricht")
        #expect(try text("%lld new messages", "de", [2], device: .mac) == "Sie haben 2 neue Nachrichten")
        #expect(try text("%lld new messages", "en", [1], device: .ipad) == "1 new message")
    }

    @Test func substitutionsExpandWithTheirOwnArgument() throws {
        #expect(try text("%@ invited %lld people", "en") == "Alexandra invited 1,234 people")
        #expect(try text("%@ invited %lld people", "en", ["Maximilian", 1]) == "Maximilian invited 1 person")
        #expect(try text("%@ invited %lld people", "de", ["Maximilian", 1]) == "Maximilian hat 1 Person eingeladen")
        #expect(try text("%@ invited %lld people", "de", ["Maximilian", 12]) == "Maximilian hat 12 Personen eingeladen")
        // No Arabic translation: English text, Arabic number formatting is not forced (ar uses Latin digits).
        #expect(try text("%@ invited %lld people", "ar", ["Sam", 2]) == "Sam invited 2 people")
    }

    @Test func formatArgumentsInTranslations() throws {
        #expect(try text("Free up %.1f GB", "de", [2.5]) == "2,5 GB freigeben")
        #expect(try text("Free up %.1f GB", "fr", [1234.56]) == "Libérer 1\u{202F}234,6 Go")
        #expect(try text("Free up %.1f GB", "en", [2.5]) == "Free up 2.5 GB")
        #expect(try text("Free up %.1f GB", "en") == "Free up 1,234.0 GB")
        #expect(try text("Welcome back, %@!", "de") == "Willkommen zurück, Alexandra!")
        #expect(try text("Welcome back, %@!", "ar", ["سارة"]) == "مرحبًا بعودتك، سارة!")
        #expect(try text("Welcome back, %@!", "en", ["Sam"]) == "Welcome back, Sam!")
    }

    // MARK: - Errors

    func catalogError(_ json: String) -> LocalizationError? {
        do {
            _ = try StringCatalog(parsing: Array(json.utf8), file: "Bad.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    @Test func jsonSyntaxErrorsNameLineAndColumn() throws {
        let error = try #require(catalogError("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Save\" : {\n"))
        guard case .json(let file, let line, _, _) = error else {
            Issue.record("expected a JSON error, got \(error)")
            return
        }
        #expect(file == "Bad.xcstrings")
        #expect(line == 5)
        #expect(error.description.hasPrefix("Bad.xcstrings:5:1: invalid JSON: "))
    }

    @Test func wrongShapesNameTheJSONPath() throws {
        let cases: [(String, String)] = [
            ("{\"strings\": {}}", "Bad.xcstrings:1:1: $: a String Catalog needs \"sourceLanguage\" (such as \"en\")"),
            ("[]", "Bad.xcstrings:1:1: $: expected an object, found an array"),
            ("{\"sourceLanguage\": 1}", "Bad.xcstrings:1:20: $.sourceLanguage: expected a string, found a number"),
            ("{\"sourceLanguage\": \"en\", \"strings\": []}", "Bad.xcstrings:1:37: $.strings: expected an object, found an array"),
            ("{\"sourceLanguage\": \"english please\"}",
             "Bad.xcstrings:1:20: $.sourceLanguage: \"english please\" is not a language tag; expected one such as \"en\", \"de\" or \"pt-BR\""),
            ("""
             {"sourceLanguage": "en", "strings": {"Save": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 5}}}}}}
             """,
             "Bad.xcstrings:1:119: $.strings.Save.localizations.de.stringUnit.value: expected a string, found a number"),
            ("""
             {"sourceLanguage": "en", "strings": {"Save": {"localizations": {"de": {"stringUnit": {"state": "translated"}}}}}}
             """,
             "Bad.xcstrings:1:86: $.strings.Save.localizations.de.stringUnit: a stringUnit needs \"value\""),
            ("""
             {"sourceLanguage": "en", "strings": {"Save": {"localizations": {"de": {}}}}}
             """,
             "Bad.xcstrings:1:71: $.strings.Save.localizations.de: expected \"stringUnit\" or \"variations\""),
            ("""
             {"sourceLanguage": "en", "strings": {"Save": {"shouldTranslate": "no"}}}
             """,
             "Bad.xcstrings:1:66: $.strings.Save.shouldTranslate: expected true or false, found a string"),
            ("""
             {"sourceLanguage": "en", "strings": {"Save": {"localizations": {"en US": {}}}}}
             """,
             "Bad.xcstrings:1:65: $.strings.Save.localizations[\"en US\"]: \"en US\" is not a language tag; expected one such as \"de\" or \"pt-BR\""),
        ]
        for (json, expected) in cases {
            let error = catalogError(json)
            #expect(error?.description == expected, "for \(json)")
        }
    }

    @Test func unknownPluralCategoriesAndDevicesAreErrors() throws {
        let plural = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "pl" : {
                      "variations" : {
                        "plural" : {
                          "several" : { "stringUnit" : { "state" : "translated", "value" : "%lld plików" } }
                        }
                      }
                    }
                  }
                }
              }
            }
            """
        let error = try #require(catalogError(plural))
        #expect(error.line == 9)
        #expect(error.column == 15)
        #expect(error.description.hasSuffix(
            "$.strings[\"%lld files\"].localizations.pl.variations.plural.several: unknown plural category \"several\"; expected zero, one, two, few, many or other"))

        let device = """
            {"sourceLanguage": "en", "strings": {"Open": {"localizations": {"en": {"variations": {"device": {"watch": {"stringUnit": {"value": "Open"}}}}}}}}}
            """
        let deviceError = try #require(catalogError(device))
        #expect(deviceError.description.contains("unknown device \"watch\"; expected one of iphone, ipod, ipad, mac, applewatch, appletv, applevision, other"))

        let both = """
            {"sourceLanguage": "en", "strings": {"Open": {"localizations": {"en": {"stringUnit": {"value": "Open"}, "variations": {"plural": {}}}}}}}
            """
        #expect(catalogError(both)?.description.contains("has both \"stringUnit\" and \"variations\"; expected one of them") == true)

        let kind = """
            {"sourceLanguage": "en", "strings": {"Open": {"localizations": {"en": {"variations": {"width": {}}}}}}}
            """
        #expect(catalogError(kind)?.description.contains("unknown variation \"width\"; expected \"plural\" or \"device\"") == true)

        let substitution = """
            {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "%#@n@"},
              "substitutions": {"n": {"argNum": 0, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}}}}}}}
            """
        #expect(catalogError(substitution)?.description.contains("$.strings.k.localizations.en.substitutions.n.argNum: expected a whole number from 1") == true)
    }

    @Test func badFormatStringsInACatalogFailAtResolveNotAtLoad() throws {
        let json = """
            {"sourceLanguage": "en", "strings": {"Done %@ 100%": {}, "Missing %#@things@": {"localizations": {"en": {"stringUnit": {"value": "%#@things@"}}}}}}
            """
        let catalog = try StringCatalog(parsing: Array(json.utf8), file: "Format.xcstrings")
        #expect(throws: LocalizationError.format(
            key: "Done %@ 100%", problem: "\"%\" at character 12: the specifier is cut off at the end; write %% for a percent sign")) {
            try catalog.resolve("Done %@ 100%", locale: try LocaleIdentifier("en"))
        }
        #expect(throws: LocalizationError.format(key: "Missing %#@things@", problem: "%#@things@ has no substitution named \"things\"")) {
            try catalog.resolve("Missing %#@things@", locale: try LocaleIdentifier("en"))
        }
    }

    @Test func missingFilesAreClearErrors() {
        #expect(throws: LocalizationError.unreadable(file: "/nonexistent/Localizable.xcstrings", reason: "no such file")) {
            try StringCatalog.load(path: "/nonexistent/Localizable.xcstrings")
        }
    }
}
