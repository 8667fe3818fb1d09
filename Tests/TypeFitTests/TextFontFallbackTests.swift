import Testing
@testable import TypeFitText

/// Fallback fonts by language, as iOS has them: a Han character is drawn in the font of its
/// text's language (Hiragino Sans for Japanese, PingFang SC, TC or HK for Chinese, Apple SD Gothic
/// Neo for Korean; the stand-ins are the regions' Noto Sans CJK subsets in `Fonts/NotoCJK`), and
/// in PingFang SC's stand-in for a language without Han characters of its own.
@Suite struct TextFontFallbackTests {
    /// The font file of the first run of `text` laid out in Inter with `locale`.
    static func fontFile(_ text: String, locale: String?) throws -> String {
        var request = TextRequest(text: text, font: FontDescriptor(family: "Inter", size: 17))
        request.locale = locale
        let layout = try TextTestSupport.engine.layout(request)
        let run = try #require(layout.lines.first?.runs.first)
        return String(run.fontFile.split(separator: "/").last ?? "")
    }

    @Test(arguments: [
        ("ja", "NotoSansCJKJP-Regular.otf"), ("ja-JP", "NotoSansCJKJP-Regular.otf"),
        ("zh-Hans", "NotoSansCJKSC-Regular.otf"), ("zh-CN", "NotoSansCJKSC-Regular.otf"), ("zh", "NotoSansCJKSC-Regular.otf"),
        ("zh-Hant", "NotoSansCJKTC-Regular.otf"), ("zh-TW", "NotoSansCJKTC-Regular.otf"), ("zh_TW", "NotoSansCJKTC-Regular.otf"),
        ("zh-HK", "NotoSansCJKHK-Regular.otf"), ("zh-Hant-HK", "NotoSansCJKHK-Regular.otf"),
        ("ko", "NotoSansCJKKR-Regular.otf"), ("en", "NotoSansCJKSC-Regular.otf"), ("de", "NotoSansCJKSC-Regular.otf"),
    ])
    func aHanCharacterIsDrawnInItsLanguagesFont(locale: String, file: String) throws {
        #expect(try Self.fontFile("直", locale: locale) == file)
    }

    @Test func withoutALanguageHanTakesTheDefaultAndHangulTheKoreanFont() throws {
        #expect(try Self.fontFile("直", locale: nil) == "NotoSansCJKSC-Regular.otf")
        #expect(try Self.fontFile("한국어", locale: "en") == "NotoSansCJKKR-Regular.otf")
        #expect(try Self.fontFile("ひらがな", locale: "ko") == "NotoSansCJKKR-Regular.otf")
    }

    /// The language's forms: HarfBuzz is given the language, so `locl` picks Japanese and Chinese
    /// glyphs in the same face (`hb-shape --language` gives the same glyphs).
    @Test func bothChineseFontsAndTheirFormsDiffer() throws {
        var request = TextRequest(text: "直角", font: FontDescriptor(family: "Noto Sans CJK SC", size: 17))
        request.locale = "zh-Hans"
        let chinese = try TextTestSupport.engine.layout(request).lines[0].runs[0].glyphs
        request.locale = "ja"
        let japanese = try TextTestSupport.engine.layout(request).lines[0].runs[0].glyphs
        #expect(chinese != japanese)
    }

    /// Full-width characters are one em wide and Hangul syllables 0.92 em, as hb-shape gives them:
    /// `hb-shape Fonts/NotoCJK/NotoSansCJKJP-Regular.otf "今日は良い天気ですね、直角"` advances each
    /// glyph 1,000 of the font's 1,000 units, and the Korean face each syllable of "오늘은날씨가좋네요" 920.
    @Test func fullWidthTextIsOneEmACharacter() throws {
        for (text, locale, em) in [("今日は良い天気ですね、直角", "ja", 1.0), ("今天天气很好。", "zh-Hans", 1.0),
                                   ("今天天氣很好。", "zh-TW", 1.0), ("오늘은날씨가좋네요", "ko", 0.92)] {
            var request = TextRequest(text: text, font: FontDescriptor(family: "Inter", size: 17))
            request.locale = locale
            let layout = try TextTestSupport.engine.layout(request)
            #expect(abs(layout.width - Double(text.count) * 17 * em) < 1e-9, "\(locale)")
            #expect(layout.missingCharacters.isEmpty, "\(locale)")
        }
    }

    @Test func languageTagsMatchTheirMostSpecificEntry() throws {
        let manifest = try FontManifest.load(directory: TextTestSupport.fontsDirectory)
        let tag = { (locale: String?) in manifest.localeGroup(for: locale).map { manifest.localeFallback[$0].tag } }
        #expect(tag("ja") == "ja")
        #expect(tag("JA_jp") == "ja")
        #expect(tag("zh-Hant-HK") == "zh-HK")
        #expect(tag("zh-MO") == "zh-Hant")
        #expect(tag("zh-SG") == "zh-Hans")
        #expect(tag("zh-Hans-HK") == "zh-Hans")
        #expect(tag("en") == nil)
        #expect(tag(nil) == nil)
        #expect(tag("") == nil)
    }
}
