import Foundation
import TypeFitJSON

/// A localised corpus, as a large app's: screens whose texts all name keys, beside one
/// `Localizable.xcstrings` that translates every key into `languages` languages (English, the
/// source, first). `typefit check DIR --locales all` checks each screen once per language.
///
/// The languages are real tags: Latin-script languages (their words are the English and German
/// words with that language's accents, so each language's texts are its own), Hindi, Marathi and
/// Nepali in Devanagari, Arabic, Persian and Urdu right to left; past the plain tags, the same
/// languages with regions (`fr-CA`). The same seed and count give the same bytes.
struct LocalizedCorpus {
    static let defaultScreens = 60
    var screens: Int
    var languages: Int
    var seed: UInt64

    /// Writes the spec files and the catalog into `directory` (created), a screen at a time:
    /// the catalog's entries for a screen's keys are written as the screen is made.
    func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let tags = Self.tags(count: languages)
        var translators = tags.enumerated().map { index, tag in Translator(tag: tag, seed: seed &+ UInt64(index) &* 0x51_7CC1) }
        let catalogPath = (directory as NSString).appendingPathComponent("Localizable.xcstrings")
        guard FileManager.default.createFile(atPath: catalogPath, contents: nil),
              let catalog = FileHandle(forWritingAtPath: catalogPath) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: catalogPath])
        }
        defer { try? catalog.close() }
        try catalog.write(contentsOf: Data("{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n".utf8))
        var generator = CorpusGenerator(seed: seed)
        var first = true
        for index in 0..<screens {
            let screen = generator.nextLocalizedScreen(index: index)
            try Benchmark.write(screen, to: directory)
            var entries = ""
            for (key, english) in zip(screen.keys, screen.strings) {
                let words = english.split(separator: " ").count
                let localizations: [(String, JSONValue)] = translators.indices.map { at in
                    let value = at == 0 ? english : translators[at].phrase(words: words)
                    return (tags[at], .object(["stringUnit": .object(ordered: [("state", .string("translated")),
                                                                               ("value", .string(value))])]))
                }
                let entry = JSONWriter(indent: nil).string(.object(["localizations": .object(ordered: localizations)]))
                entries += (first ? "" : ",\n") + JSONWriter(indent: nil).string(.string(key)) + ":" + entry
                first = false
            }
            try catalog.write(contentsOf: Data(entries.utf8))
        }
        try catalog.write(contentsOf: Data("\n}}\n".utf8))
    }

    static let latin = ["fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "sl", "hr", "ro",
                        "hu", "tr", "id", "ms", "vi", "ca", "eu", "gl", "et", "lv", "lt", "sq", "is", "ga", "cy",
                        "mt", "af", "sw", "zu", "uz", "az", "tl", "mi"]
    static let devanagari: Set<String> = ["hi", "mr", "ne"]
    static let arabic: Set<String> = ["ar", "fa", "ur"]
    static let regions = ["CA", "MX", "BR", "GB", "AT", "CH", "BE", "IN", "AU", "US", "ZA", "NG", "EG", "SA"]

    /// The first `count` tags: English, German, Hindi, Arabic, the other plain tags, then each
    /// plain tag but English with a region, region by region.
    static func tags(count: Int) -> [String] {
        let plain = ["en", "de", "hi", "ar"] + latin + ["mr", "ne", "fa", "ur"]
        var tags = Array(plain.prefix(count))
        for region in regions where tags.count < count {
            for tag in plain.dropFirst() where tags.count < count { tags.append(tag + "-" + region) }
        }
        var number = 0
        while tags.count < count {
            number += 1
            tags.append("en-x-\(number)")
        }
        return tags
    }

    /// One language's phrases: its words, drawn by a generator of its own.
    struct Translator {
        var words: [String]
        var capitalises: Bool
        var random: SplitMix64

        init(tag: String, seed: UInt64) {
            random = SplitMix64(seed: seed)
            let language = tag.split(separator: "-").first.map(String.init) ?? tag
            capitalises = true
            switch language {
            case "en": words = Phrasebook.english
            case "de": words = Phrasebook.german
            case _ where LocalizedCorpus.devanagari.contains(language):
                words = Phrasebook.hindi
                capitalises = false
            case _ where LocalizedCorpus.arabic.contains(language):
                words = Phrasebook.arabic
                capitalises = false
            default: words = (Phrasebook.english + Phrasebook.german).map { Self.accented($0, by: tag) }
            }
        }

        mutating func phrase(words count: Int) -> String {
            var phrase = (0..<max(1, count)).map { _ in random.pick(words) }
            if capitalises, let first = phrase.first { phrase[0] = first.prefix(1).uppercased() + first.dropFirst() }
            return phrase.joined(separator: " ")
        }

        /// `word` with its vowels given accents chosen by `tag`, so that each language's words differ.
        static func accented(_ word: String, by tag: String) -> String {
            let shift = tag.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
            let variants: [Character: [Character]] = [
                "a": ["á", "à", "ä", "â", "ã", "å", "ā", "a"], "e": ["é", "è", "ë", "ê", "ē", "ę", "ě", "e"],
                "i": ["í", "ì", "ï", "î", "ī", "į", "ı", "i"], "o": ["ó", "ò", "ö", "ô", "õ", "ø", "ō", "o"],
                "u": ["ú", "ù", "ü", "û", "ū", "ů", "ų", "u"],
            ]
            var position = 0
            return String(word.map { letter -> Character in
                guard let choices = variants[letter] else { return letter }
                position += 1
                return choices[(shift + position * 3) % choices.count]
            })
        }
    }
}
