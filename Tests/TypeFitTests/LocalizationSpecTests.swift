import Foundation
import Testing
import TypeFit
@testable import TypeFitCLI
import TypeFitJSON
@testable import TypeFitLocalization

/// Localised specs: keys resolved per locale in the decoder, right-to-left mirroring through the
/// layout engine, font fallback per script, and `--locales` through the checker and the CLI.
@Suite struct LocalizationSpecTests {
    /// A scratch directory holding `Localizable.xcstrings` (below) and the specs a test writes.
    let scratch: ScratchDirectory
    var directory: String { scratch.path }

    static let catalog = """
        {
          "sourceLanguage": "en",
          "version": "1.0",
          "strings": {
            "greeting": { "localizations": {
              "en": { "stringUnit": { "state": "translated", "value": "Hello" } },
              "de": { "stringUnit": { "state": "translated", "value": "Hallo" } },
              "ar": { "stringUnit": { "state": "translated", "value": "مرحبا" } },
              "he": { "stringUnit": { "state": "translated", "value": "שלום עולם" } },
              "hi": { "stringUnit": { "state": "translated", "value": "नमस्ते दुनिया" } },
              "th": { "stringUnit": { "state": "translated", "value": "สวัสดีชาวโลก" } },
              "am": { "stringUnit": { "state": "translated", "value": "ሰላም" } } } },
            "songs": { "localizations": {
              "en": { "variations": { "plural": {
                "one": { "stringUnit": { "state": "translated", "value": "%1$@ has %2$lld song" } },
                "other": { "stringUnit": { "state": "translated", "value": "%1$@ has %2$lld songs" } } } } },
              "de": { "variations": { "plural": {
                "one": { "stringUnit": { "state": "translated", "value": "%1$@ hat %2$lld Titel" } },
                "other": { "stringUnit": { "state": "translated", "value": "%1$@ hat %2$lld Titel" } } } } } } },
            "ok": { "localizations": {
              "en": { "stringUnit": { "state": "translated", "value": "OK" } },
              "ar": { "stringUnit": { "state": "translated", "value": "حسنًا" } } } }
          }
        }
        """

    init() throws {
        scratch = try ScratchDirectory("typefit-l10n")
        try Self.catalog.write(toFile: directory + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
    }

    /// Writes a spec with `root` (one element as JSON text) and returns its path.
    func writeSpec(_ root: String, name: String = "screen.json", extra: String = "") throws -> String {
        let path = directory + "/" + name
        try """
            { "typefit": 1, "name": "Screen", "device": "iPhone 15"\(extra), "root": \(root) }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func decode(_ path: String, _ target: String? = nil) throws -> ScreenSpec {
        try LayoutTestSupport.decoder.decode(fileAt: path, target: target.map { try LocalizationTarget(parsing: $0) })
    }

    func labelText(_ spec: ScreenSpec, at category: ContentSizeCategory = .large) -> [String] {
        var texts: [String] = []
        func visit(_ element: ElementSpec) {
            switch element.kind {
            case .label(let label): texts.append(label.text)
            case .button(let button): texts.append(button.title.text)
            case .textField(let field): texts.append(field.text)
            case .stack(let stack): stack.children.forEach(visit)
            case .box(let box): box.children.forEach(visit)
            default: break
            }
        }
        visit(spec.root(at: category))
        return texts
    }

    // MARK: Decoding

    @Test func keysResolvePerLocaleWithTheDevelopmentLanguageByDefault() throws {
        let path = try writeSpec("""
            { "type": "stack", "axis": "vertical", "children": [
              { "type": "label", "key": "greeting", "text": "Hi" },
              { "type": "button", "key": "ok", "title": "Okay" },
              { "type": "textField", "key": "greeting", "placeholder": "Hi" },
              { "type": "label", "text": "Plain" } ] }
            """)
        let english = try decode(path)
        #expect(labelText(english) == ["Hello", "OK", "Hello", "Plain"])
        #expect(english.localization?.keys == ["greeting", "ok"])
        #expect(english.locale == nil)
        let german = try decode(path, "de")
        #expect(labelText(german) == ["Hallo", "OK", "Hallo", "Plain"])
        #expect(german.locale == "de")
        #expect(german.direction == .leftToRight)
        let accented = try decode(path, "pseudo-accented")
        #expect(labelText(accented)[0] == "Ĥéļļö")
    }

    /// A spec decoded again in another language with the strings it loaded the first time reads
    /// no strings file: a check in many languages reads each catalog once.
    @Test func decodingAgainWithTheLoadedStringsReadsNoFile() throws {
        let path = try writeSpec(#"{ "type": "label", "key": "greeting" }"#)
        let english = try decode(path)
        let strings = try #require(english.localization?.bundle)
        try FileManager.default.removeItem(atPath: directory + "/Localizable.xcstrings")
        let german = try LayoutTestSupport.decoder.decode(fileAt: path, target: try LocalizationTarget(parsing: "de"),
                                                          strings: strings)
        #expect(labelText(german) == ["Hallo"])
        #expect(throws: SpecError.self) { try decode(path, "de") }
    }

    /// The specs of a run share the catalog beside them: it is read once for all of them and all
    /// their languages, and read again once it changes.
    @Test func specsOfARunReadTheirSharedCatalogOnceWhileItIsUnchanged() throws {
        for name in ["a.json", "b.json", "c.json"] {
            _ = try writeSpec(#"{ "type": "label", "id": "greeting", "key": "greeting", "lines": 0 }"#, name: name)
        }
        let checker = try Checker(fontsDirectory: TestSupport.path("Fonts"))
        let cache = try #require(checker.decoder.stringsFiles)
        let first = try checker.check(paths: [directory], options: CheckOptions(locales: "en,de")).report
        #expect(first.screens.count == 6)
        #expect(cache.filesRead == 1)
        try Self.catalog.replacingOccurrences(of: "Hallo", with: "Servus")
            .write(toFile: directory + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let second = try checker.check(paths: [directory], options: CheckOptions(locales: "de")).report
        #expect(cache.filesRead == 2)
        #expect(second.screens.count == 3)
        let german = try checker.decoder.decode(fileAt: directory + "/a.json", target: try LocalizationTarget(parsing: "de"))
        #expect(labelText(german) == ["Servus"])
        #expect(cache.filesRead == 2)
    }

    /// A catalog larger than the JSON reader's default 16 MiB is read (its entries one at a time):
    /// `typefit check --locales all` checks the spec in its languages. One larger than
    /// ``LocalizationFiles/maximumFileBytes`` is refused before it is read. The large file is
    /// written in pieces and read by a `typefit` process, so the test process stays small (its
    /// peak is every hostile run's floor on Linux).
    @Test func largeCatalogsAreReadUpToTheirLimit() throws {
        try FileManager.default.removeItem(atPath: directory + "/Localizable.xcstrings")
        _ = try writeSpec(#"{ "type": "label", "id": "greeting", "key": "k", "text": "Large", "lines": 0 }"#)
        let large = directory + "/Large.xcstrings"
        #expect(FileManager.default.createFile(atPath: large, contents: Data(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Groß"}}}}}"#.utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: large))
        try handle.seekToEnd()
        let padding = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
        for _ in 0..<17 { try handle.write(contentsOf: padding) }
        try handle.write(contentsOf: Data("}".utf8))
        try handle.close()
        let run = try ReliabilityRun.typefit(["check", ".", "--locales", "all", "--format", "json"], in: directory)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains(#""locale": "de""#))
        try FileManager.default.removeItem(atPath: large)
        let huge = directory + "/Huge.xcstrings"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let hugeHandle = try #require(FileHandle(forWritingAtPath: huge))
        try hugeHandle.truncate(atOffset: UInt64(LocalizationFiles.maximumFileBytes + 1))
        try hugeHandle.close()
        let error = #expect(throws: LocalizationError.self) { try StringCatalog.load(path: huge) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("the file is 268435457 bytes; a strings file may have at most 268435456 (256 MiB)"))
    }

    @Test func argumentsFillTheFormatAndChooseThePlural() throws {
        let path = try writeSpec("""
            { "type": "stack", "axis": "vertical", "children": [
              { "type": "label", "key": "songs", "arguments": ["Road Trip", 1] },
              { "type": "label", "key": "songs", "arguments": ["Road Trip", 48] },
              { "type": "label", "key": "songs" } ] }
            """)
        #expect(labelText(try decode(path, "en")) == ["Road Trip has 1 song", "Road Trip has 48 songs", "Alexandra has 1,234 songs"])
        #expect(labelText(try decode(path, "de")) == ["Road Trip hat 1 Titel", "Road Trip hat 48 Titel", "Alexandra hat 1.234 Titel"])
    }

    @Test func aKeyNoStringsFileHasFallsBackToTheTextOrIsAnError() throws {
        let withText = try writeSpec(#"{ "type": "label", "key": "missing.key", "text": "Fallback" }"#)
        #expect(labelText(try decode(withText, "de")) == ["Fallback"])
        let withoutText = try writeSpec(#"{ "type": "label", "key": "missing.key" }"#, name: "bad.json")
        let error = try #require(throws: SpecError.self) { try decode(withoutText) }
        #expect(error.description.hasSuffix(#"$.root.key: no strings file has the key "missing.key", and the element gives no "text" to fall back on"#))
        let stray = try writeSpec(#"{ "type": "label", "text": "x", "arguments": [1] }"#, name: "stray.json")
        let strayError = try #require(throws: SpecError.self) { try decode(stray) }
        #expect(strayError.problem.contains("this element names none"))
        let badValue = try writeSpec(#"{ "type": "label", "key": "songs", "arguments": [true] }"#, name: "value.json")
        let valueError = try #require(throws: SpecError.self) { try decode(badValue) }
        #expect(valueError.problem == "expected a format argument value (a string or a number), found true")
    }

    @Test func aSpecCanNameItsStringsFiles() throws {
        let sub = directory + "/strings"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        try #"{ "sourceLanguage": "en", "strings": { "greeting": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Servus" } } } } } }"#
            .write(toFile: sub + "/Other.xcstrings", atomically: true, encoding: .utf8)
        let path = try writeSpec(#"{ "type": "label", "key": "greeting", "text": "Hi" }"#,
                                 extra: #", "strings": ["strings/Other.xcstrings"]"#)
        #expect(labelText(try decode(path, "de")) == ["Servus"])
        let missing = try writeSpec(#"{ "type": "label", "key": "greeting", "text": "Hi" }"#, name: "missing.json",
                                    extra: #", "strings": ["nowhere.xcstrings"]"#)
        let error = try #require(throws: SpecError.self) { try decode(missing) }
        #expect(error.description.contains(#"$.strings[0]: no strings file "nowhere.xcstrings""#))
    }

    @Test func rightToLeftTargetsMirrorUnlessTheSpecFixesTheDirection() throws {
        let path = try writeSpec(#"{ "type": "label", "key": "ok", "text": "OK" }"#)
        #expect(try decode(path, "ar").direction == .rightToLeft)
        #expect(try decode(path, "he").direction == .rightToLeft)
        #expect(try decode(path, "pseudo-rtl").direction == .rightToLeft)
        #expect(try decode(path, "de").direction == .leftToRight)
        let fixed = try writeSpec(#"{ "type": "label", "key": "ok", "text": "OK" }"#, name: "fixed.json",
                                  extra: #", "direction": "leftToRight""#)
        #expect(try decode(fixed, "ar").direction == .leftToRight)
    }

    @Test func aSpecWithoutKeysHasNoLocalization() throws {
        let path = try writeSpec(#"{ "type": "label", "text": "Plain" }"#)
        #expect(try decode(path, "de").localization == nil)
    }

    /// JSON may write a key's letters as escapes: `"k\u0065y"` is `"key"`.
    @Test func aKeyWrittenWithEscapesIsAKey() throws {
        let path = try writeSpec(#"{ "type": "label", "k\u0065y": "greeting", "text": "Hi" }"#)
        #expect(labelText(try decode(path, "de")) == ["Hallo"])
    }

    // MARK: Mirroring through the layout engine

    /// A horizontal stack aligned to the leading edge, a vertical stack with leading, centre and
    /// trailing children, and a bottom bar pinned over the content with a trailing button.
    static let mirroredScreen = """
        { "type": "stack", "id": "screen", "axis": "vertical", "alignment": "leading", "spacing": 8,
          "padding": { "leading": 16, "trailing": 40 },
          "children": [
            { "type": "stack", "id": "row", "axis": "horizontal", "spacing": 10, "children": [
              { "type": "image", "id": "icon", "size": 24 },
              { "type": "label", "id": "name", "key": "greeting", "text": "Hi" },
              { "type": "button", "id": "action", "key": "ok", "title": "OK" } ] },
            { "type": "stack", "id": "column", "axis": "vertical", "alignment": "trailing", "width": 200,
              "children": [ { "type": "label", "id": "trailingText", "key": "ok", "text": "OK" } ] },
            { "type": "stack", "id": "bar", "axis": "horizontal", "padding": { "leading": 20, "trailing": 8 },
              "pin": { "edge": "bottom", "inset": 0, "reservesSpace": true },
              "children": [ { "type": "button", "id": "barButton", "key": "ok", "title": "OK" }, { "type": "spacer" } ] } ] }
        """

    @Test(arguments: [ContentSizeCategory.large, .accessibility3])
    func rightToLeftFramesMirrorTheLeftToRightOnes(category: ContentSizeCategory) throws {
        let path = try writeSpec(Self.mirroredScreen)
        let engine = LayoutTestSupport.engine
        let ltrSpec = try decode(path, "en")
        let rtlSpec = try decode(path, "pseudo-rtl")
        let device = ltrSpec.devices[0]
        let ltr = try engine.layout(ltrSpec, device: device, category: category)
        let rtl = try engine.layout(rtlSpec, device: device, category: category)
        #expect(ltr.direction == .leftToRight && rtl.direction == .rightToLeft)
        for id in ["screen", "row", "icon", "name", "action", "column", "trailingText", "bar", "barButton"] {
            let a = try LayoutTestSupport.node(ltr, id).frame
            let b = try LayoutTestSupport.node(rtl, id).frame
            #expect(abs(b.x - (device.width - a.maxX)) < 0.01, "\(id): \(b.x) mirrors \(a.x)")
            #expect(b.y == a.y && b.width == a.width && b.height == a.height, "\(id)")
        }
        // Stack order: the first arranged view is at the right in right to left.
        let icon = try LayoutTestSupport.node(rtl, "icon").frame
        let action = try LayoutTestSupport.node(rtl, "action").frame
        #expect(icon.minX > action.maxX)
        // Leading alignment and padding: the row starts 16 pt from the right edge.
        let row = try LayoutTestSupport.node(rtl, "row").frame
        #expect(abs(row.maxX - (device.width - device.safeArea.trailing - 16)) < 0.5)
        // Trailing alignment inside the 200 pt column: the text sits at the column's left edge.
        let column = try LayoutTestSupport.node(rtl, "column").frame
        let trailing = try LayoutTestSupport.node(rtl, "trailingText").frame
        #expect(abs(trailing.minX - column.minX) < 0.5)
        // The pinned bar: its button keeps 20 pt of leading padding, from the right edge.
        let bar = try LayoutTestSupport.node(rtl, "bar").frame
        let barButton = try LayoutTestSupport.node(rtl, "barButton").frame
        #expect(abs(barButton.maxX - (bar.maxX - 20)) < 0.5)
        #expect(abs(bar.maxY - (device.height - device.safeArea.bottom)) < 0.5)
    }

    @Test func arabicLaysTheScreenOutRightToLeftWithArabicText() throws {
        let path = try writeSpec(Self.mirroredScreen)
        let spec = try decode(path, "ar")
        let layout = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: .large)
        #expect(layout.direction == .rightToLeft)
        let name = try LayoutTestSupport.node(layout, "name")
        let text = try #require(name.text)
        #expect(text.layout.lines.first?.isRightToLeft == true)
        #expect(text.layout.lines.flatMap(\.runs).allSatisfy { $0.fontFile.hasSuffix("NotoSansArabic-Regular.ttf") })
        let icon = try LayoutTestSupport.node(layout, "icon").frame
        #expect(icon.maxX > name.frame.maxX)
    }

    // MARK: Font fallback per script

    @Test(arguments: [("hi", "NotoSansDevanagari-Regular.ttf"), ("ar", "NotoSansArabic-Regular.ttf"),
                      ("he", "NotoSansHebrew-Regular.ttf"), ("th", "NotoSansThai-Regular.ttf"),
                      ("de", "Inter-Regular.otf")])
    func theSystemFontFallsBackToTheScriptsFont(locale: String, fontFile: String) throws {
        let path = try writeSpec(#"{ "type": "label", "id": "greeting", "key": "greeting", "text": "Hi", "lines": 0 }"#)
        let spec = try decode(path, locale)
        let layout = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: .large)
        let text = try #require(try LayoutTestSupport.node(layout, "greeting").text)
        let runs = text.layout.lines.flatMap(\.runs)
        #expect(!runs.isEmpty)
        for run in runs {
            #expect(run.fontFile.hasSuffix(fontFile), "\(locale): \(run.fontFile)")
        }
        #expect(text.layout.missingCharacters.isEmpty)
    }

    @Test func amharicThatNoBundledFontCoversIsMissingGlyphs() throws {
        let path = try writeSpec(#"{ "type": "label", "id": "greeting", "key": "greeting", "text": "Hi", "lines": 0 }"#)
        let checker = try Checker(fontsDirectory: TestSupport.path("Fonts"))
        let reports = try checker.check(specAt: path, locales: "en,am")
        #expect(reports.map(\.locale) == ["en", "am"])
        #expect(reports[0].findings.isEmpty)
        let missing = reports[1].findings.filter { $0.kind == .missingGlyphs }
        #expect(missing.count == 12)
        #expect(missing.allSatisfy { $0.locale == "am" && $0.element == "greeting" })
    }

    // MARK: The Layouts screens in every language

    static let layoutsReport: CheckReport? = {
        guard let checker = try? Checker(fontsDirectory: TestSupport.path("Fonts")) else { return nil }
        return try? checker.check(paths: [TestSupport.path("Layouts")], options: CheckOptions(locales: "all")).report
    }()

    @Test func layoutsInEveryLocaleShowTheGermanAndHindiOverflows() throws {
        let report = try #require(Self.layoutsReport)
        #expect(report.problems.isEmpty)
        let localized = ["alert.fixed.json", "onboarding.fixed.json", "settings.fixed.json"]
        for file in localized {
            let screens = report.screens.filter { $0.spec.hasSuffix("/" + file) }
            #expect(screens.map { $0.locale ?? "-" } == ["ar", "de", "en", "hi", "ja", "ko", "zh-Hans", "pseudo-accented",
                                                         "pseudo-bounded", "pseudo-double", "pseudo-expanded-1.4", "pseudo-rtl",
                                                         "pseudo-rtl-text"], "\(file)")
            for screen in screens where ["en", "ar", "ja", "ko", "zh-Hans"].contains(screen.locale) {
                #expect(screen.findings.isEmpty, "\(file) in \(screen.locale ?? "")")
            }
            #expect(screens.flatMap(\.findings).allSatisfy { $0.locale != nil })
        }
        let onboarding = report.screens.filter { $0.spec.hasSuffix("/onboarding.fixed.json") }
        for locale in ["de", "hi"] {
            let screen = try #require(onboarding.first { $0.locale == locale })
            let headline = screen.findings.filter { $0.element == "headline" && $0.kind == .truncated }
            #expect(headline.map(\.category) == [.accessibility3, .accessibility4, .accessibility5], "\(locale)")
        }
        let hindi = try #require(onboarding.first { $0.locale == "hi" })
        #expect(hindi.findings.allSatisfy { $0.element == "headline" })
        // Long German words ("Einstellungen") wrap between characters where a line is too narrow for
        // them, as UILabel's word wrap does, so the self-sizing settings screen holds in German.
        let settingsGerman = try #require(report.screens.first { $0.spec.hasSuffix("/settings.fixed.json") && $0.locale == "de" })
        #expect(settingsGerman.findings.isEmpty)
        // Screens without keys are checked once, without a locale.
        let broken = report.screens.filter { $0.spec.hasSuffix(".broken.json") }
        let brokenFiles = try FileManager.default.contentsOfDirectory(atPath: TestSupport.path("Layouts"))
            .filter { $0.hasSuffix(".broken.json") }
        #expect(broken.count == brokenFiles.count && broken.allSatisfy { $0.locale == nil })
    }

    @Test func reportFormatsCarryTheLocale() throws {
        let report = try #require(Self.layoutsReport)
        let json = JSONReport.render(report)
        #expect(json.contains(#""locale":"hi""#) || json.contains(#""locale": "hi""#))
        let text = TextReport.render(report)
        #expect(text.contains("Onboarding, fixed (iPhone SE, hi): holds through accessibility2; at accessibility3: 1 failure"))
        #expect(text.contains("Onboarding, fixed (iPhone SE) by locale:"))
        let matrix = try #require(text.components(separatedBy: "Onboarding, fixed (iPhone SE) by locale:\n").last)
        let row = try #require(matrix.split(separator: "\n").first { $0.hasPrefix("  hi ") })
        #expect(row.hasSuffix("✓   ✓   ✗   ✗   ✗"))
        #expect(JUnitReport.render(report).contains("(iPhone SE, de)"))
        #expect(SARIFReport.render(report).contains(#""locale""#))
    }

    // MARK: The command line

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        TestSupport.runCommand(arguments, directory: directory)
    }

    @Test func checkTakesLocalesAndStrings() throws {
        _ = try writeSpec(#"{ "type": "label", "id": "greeting", "key": "greeting", "text": "Hi", "lines": 0 }"#)
        let result = run(["check", "screen.json", "--locales", "en,de,am"])
        #expect(result.code == 1)
        #expect(result.out.contains("Screen (iPhone 15, am): fails from xSmall (every category): 1 failure"))
        #expect(result.out.contains("Screen (iPhone 15) by locale:"))
        #expect(result.out.contains("2 of 3 locales hold at every category"))

        let extra = directory + "/extra"
        try FileManager.default.createDirectory(atPath: extra + "/fr.lproj", withIntermediateDirectories: true)
        try "\"greeting\" = \"Bonjour\";\n".write(toFile: extra + "/fr.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let french = run(["check", "screen.json", "--locales", "fr", "--strings", "extra", "--format", "json"])
        #expect(french.code == 0)
        #expect(french.out.contains("\"fr\""))

        let bad = run(["check", "screen.json", "--locales", "pseudo-expanded-9"])
        #expect(bad.code == 2)
        #expect(bad.err.contains("--locales: "))
        let missing = run(["check", "screen.json", "--strings", "nowhere.xcstrings"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("--strings: nowhere.xcstrings: no such file or directory"))
    }
}
