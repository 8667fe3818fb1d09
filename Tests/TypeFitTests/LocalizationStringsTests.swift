import Foundation
import Testing
import TypeFitLocalization

/// Legacy `.strings` files: encodings, comments, escapes, unquoted keys, `.lproj` layout and errors.
///
/// The UTF-16 fixtures were written by encoding text with Python's codecs ("utf-16-le" and
/// "utf-16-be" behind a byte-order mark), the encodings Xcode's and `genstrings`' output uses.
@Suite struct LocalizationStringsTests {
    static let lproj = TestSupport.fixture("localization/lproj").path

    func table(_ relative: String) throws -> StringsTable {
        try StringsTable.load(path: Self.lproj + "/" + relative)
    }

    func parse(_ text: String) throws(LocalizationError) -> StringsTable {
        try StringsTable(parsing: Array(text.utf8), file: "Test.strings", locale: nil)
    }

    func error(_ bytes: [UInt8]) -> LocalizationError? {
        do {
            _ = try StringsTable(parsing: bytes, file: "Bad.strings", locale: nil)
            return nil
        } catch {
            return error
        }
    }

    @Test func utf8WithCommentsAndEscapes() throws {
        let english = try table("en.lproj/Localizable.strings")
        #expect(english.encoding == "UTF-8")
        #expect(english.locale?.identifier == "en")
        #expect(english.tableName == "Localizable")
        #expect(english.keys.count == 9)
        #expect(english["sign_in.title"] == "Sign in to continue")
        #expect(english["sign_in.hint"] == "Passwords need at least 8 characters,\nincluding a number.")
        #expect(english["settings.quote"] == "Say \"hello\" to TypeFit")
        #expect(english["settings.path"] == "C:\\Users\\Alexandra")
        #expect(english["settings.tab"] == "Name:\tValue")
        #expect(english["settings.euro"] == "Price in €")
        #expect(english["settings.emoji"] == "Done 🎉")
        #expect(english["welcome"] == "Welcome back, %@!")
    }

    @Test func utf16LittleEndianWithByteOrderMark() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.lproj + "/de.lproj/Localizable.strings"))
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        let german = try table("de.lproj/Localizable.strings")
        #expect(german.encoding == "UTF-16LE")
        #expect(german.locale?.identifier == "de")
        #expect(german["sign_in.hint"] == "Passwörter brauchen mindestens 8 Zeichen,\neinschließlich einer Zahl.")
        #expect(german["settings.quote"] == "Sag „Hallo“ zu TypeFit")
        #expect(german["settings.euro"] == "Preis in €")
        #expect(german.keys.count == 7)
    }

    @Test func utf16BigEndianAndUTF8ByteOrderMark() throws {
        let french = try table("fr.lproj/Localizable.strings")
        #expect(french.encoding == "UTF-16BE")
        #expect(french["welcome"] == "Bon retour, %@ !")
        let hindi = try table("hi.lproj/Localizable.strings")
        #expect(hindi.encoding == "UTF-8")
        #expect(hindi["sign_in.title"] == "जारी रखने के लिए साइन इन करें")
    }

    @Test func utf16WithoutByteOrderMarkIsRecognised() throws {
        let text = "\"a\" = \"ä\";"
        var little: [UInt8] = []
        var big: [UInt8] = []
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(try StringsTable(parsing: little, file: "le.strings", locale: nil)["a"] == "ä")
        #expect(try StringsTable(parsing: big, file: "be.strings", locale: nil).encoding == "UTF-16BE")
    }

    @Test func unquotedKeysSingleQuotesAndKeyOnlyEntries() throws {
        let info = try table("Base.lproj/InfoPlist.strings")
        #expect(info.locale == nil)
        #expect(info.tableName == "InfoPlist")
        #expect(info["CFBundleDisplayName"] == "TypeFit")
        #expect(info["NSCameraUsageDescription"] == "Scan a document to check its layout.")
        #expect(info["NSPhotoLibraryUsageDescription"] == "Pick a screenshot to compare.")
        #expect(info["CFBundleName"] == "CFBundleName")
    }

    @Test func everyEscape() throws {
        let table = try parse(#"k = "\"\'\\\n\t\r\a\b\f\v\/\U00e9\u20AC\101\0\UD83D\UDE00 end"; 'x' = '"quoted"';"#)
        #expect(table["k"] == "\"'\\\n\t\r\u{07}\u{08}\u{0C}\u{0B}/é€A\u{0}😀 end")
        #expect(table["x"] == "\"quoted\"")
        let multiline = try parse("\"k\" = \"line one\nline two\";")
        #expect(multiline["k"] == "line one\nline two")
    }

    @Test func duplicateKeysKeepTheLastValue() throws {
        let table = try parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
        #expect(table["a"] == "3")
        #expect(table.duplicateKeys == ["a"])
        #expect(try parse("").entries.isEmpty)
        #expect(try parse("/* only a comment */\n// and another").entries.isEmpty)
    }

    @Test func syntaxErrorsNameLineColumnAndWhatWasExpected() {
        let cases: [(String, String)] = [
            ("\"a\" = \"1\";\n\"b\" = \"unterminated;\n",
             "Bad.strings:2:7: this string is never closed; expected a double quote (\") before the end of the file"),
            ("\"a\" = \"1\"\n\"b\" = \"2\";",
             "Bad.strings:2:1: expected \";\" after the value of \"a\", found \"\"\""),
            ("\"a\" \"1\";", "Bad.strings:1:5: expected \"=\" after the key \"a\" (which starts at 1:1), found \"\"\""),
            ("\"a\" = ;", "Bad.strings:1:7: expected a value: a quoted string or letters, digits and _ $ / : . -; found \";\""),
            ("\"a\" = \"1\";\n/* never closed\n", "Bad.strings:2:1: a /* comment is never closed; expected */"),
            ("\"a\" = \"bad \\q escape\";",
             "Bad.strings:1:12: unknown escape \"\\q\"; expected one of \\\" \\' \\\\ \\n \\t \\r \\a \\b \\f \\v, \\U and 1–4 hex digits, or an octal number"),
            ("\"a\" = \"\\Uxyz\";", "Bad.strings:1:8: \\U must be followed by 1 to 4 hex digits, as in \\U00E9"),
            ("\"a\" = \"\\UD83D alone\";",
             "Bad.strings:1:8: \\UD83D is a high surrogate without a low surrogate (\\UDC00–\\UDFFF) after it"),
            ("\"a\" = \"\\UDE00\";", "Bad.strings:1:8: \\UDE00 is a low surrogate without a high surrogate before it"),
            ("\"a\" = ", "Bad.strings:1:7: the file ends after \"a\" =; expected a value, then \";\""),
            ("\"a\"", "Bad.strings:1:4: the file ends after the key \"a\"; expected \"=\" and a value, then \";\""),
            ("{ \"a\" = \"1\"; }", "Bad.strings:1:1: expected a key: a quoted string or letters, digits and _ $ / : . -; found \"{\""),
        ]
        for (text, expected) in cases {
            #expect(error(Array(text.utf8))?.description == expected, "for \(text)")
        }
    }

    @Test func encodingErrors() {
        let odd: [UInt8] = [0xFF, 0xFE] + Array("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) + [0x0A]
        #expect(error(odd)?.description
            == "Bad.strings:1:11: UTF-16LE text needs an even number of bytes, but has 21 after the byte-order mark; the last character is cut off")
        let loneSurrogate: [UInt8] = [0xFE, 0xFF, 0x00, 0x22, 0xD8, 0x3D, 0x00, 0x22]
        #expect(error(loneSurrogate)?.description
            == "Bad.strings:1:2: a UTF-16 high surrogate (0xD83D) at offset 4 has no low surrogate after it")
        let latin1: [UInt8] = Array("\"a\" = \"".utf8) + [0xE9] + Array("\";".utf8)
        #expect(error(latin1)?.description
            == "Bad.strings:1:8: byte 0xE9 at offset 7 is not UTF-8; save the file as UTF-8 or UTF-16")
        #expect(error(Array("bplist00".utf8) + [0, 1, 2])?.description
            == "Bad.strings:1:1: this is a binary or XML property list; TypeFit reads .strings in the text form \"key\" = \"value\";")
    }

    // MARK: - .lproj directories and the bundle

    @Test func lprojDirectoriesLoadIntoABundle() throws {
        let bundle = try LocalizationBundle.load(paths: [Self.lproj])
        #expect(bundle.stringsTables.count == 5)
        #expect(bundle.catalogs.isEmpty)
        #expect(bundle.developmentLanguage.identifier == "en")
        #expect(bundle.locales.map(\.identifier) == ["de", "en", "fr", "hi"])
        #expect(bundle.tableNames == ["Localizable", "InfoPlist"])

        func resolve(_ key: String, _ target: String, _ arguments: [FormatValue] = [], table: String? = nil) throws -> LocalizedText {
            try bundle.resolve(key, table: table, target: LocalizationTarget(parsing: target), arguments: FormatArguments(arguments))
        }
        #expect(try resolve("sign_in.title", "de").text == "Melden Sie sich an, um fortzufahren")
        #expect(try resolve("sign_in.title", "de-CH").source == .language)
        #expect(try resolve("photos", "de", [3]).text == "3 Fotos")
        #expect(try resolve("storage.free", "de").text == "Alexandra hat 1.234,0 GB frei")
        let french = try resolve("photos", "fr")
        #expect(french.text == "1\u{202F}234 photos")
        #expect(french.source == .developmentLanguage)
        #expect(try resolve("CFBundleDisplayName", "de", table: "InfoPlist").text == "TypeFit")
        #expect(try resolve("CFBundleDisplayName", "de").text == "TypeFit")
        #expect(try resolve("no.such.key", "de").source == .key)
        #expect(bundle.lookup("welcome", locale: try LocaleIdentifier("fr")).text == "Bon retour, %@ !")
    }

    @Test func catalogsAndTablesTogether() throws {
        let directory = TestSupport.fixture("localization").path
        let bundle = try LocalizationBundle.load(paths: [directory, Self.lproj + "/de.lproj"])
        #expect(bundle.catalogs.map(\.tableName) == ["Localizable"])
        #expect(bundle.stringsTables.count == 1)
        // The catalog wins for its own keys; the .strings table supplies the others.
        #expect(try bundle.resolve("Save", target: .locale(LocaleIdentifier("de"))).text == "Sichern")
        #expect(try bundle.resolve("settings.euro", target: .locale(LocaleIdentifier("de"))).text == "Preis in €")
        #expect(throws: LocalizationError.unreadable(file: "/nonexistent", reason: "no such file or directory")) {
            try LocalizationBundle.load(paths: ["/nonexistent"])
        }
    }
}
