/// A BCP 47 language tag as Xcode names localisations: `en`, `de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`.
///
/// Underscores are read as hyphens (`pt_BR` is `pt-BR`), and the subtags take their canonical
/// case: language lower case, script title case, region upper case. Two identifiers that name
/// the same locale compare equal.
public struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The canonical tag, such as `zh-Hant-HK`.
    public let identifier: String
    /// The language subtag, such as `zh`.
    public let language: String
    /// The script subtag, such as `Hant`, when the tag has one.
    public let script: String?
    /// The region subtag, such as `HK` or `419`, when the tag has one.
    public let region: String?

    /// Reads a tag; throws `LocalizationError.identifier` when it is not a language tag.
    public init(_ text: String) throws(LocalizationError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            throw .identifier(text, problem: "expected a language tag such as \"en\", \"de\" or \"pt-BR\"")
        }
        var script: String?
        var region: String?
        var rest: [String] = []
        for part in parts.dropFirst() {
            guard !part.isEmpty, part.count <= 8, part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                throw .identifier(text, problem: "\"\(part)\" is not a subtag; expected letters or digits between hyphens")
            }
            if script == nil, region == nil, rest.isEmpty, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, rest.isEmpty,
                (part.count == 2 && part.allSatisfy(\.isASCIILetter)) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit)) {
                region = part.uppercased()
            } else {
                rest.append(part.lowercased())
            }
        }
        let language = first.lowercased()
        self.language = language
        self.script = script
        self.region = region
        self.identifier = ([language] + [script, region].compactMap { $0 } + rest).joined(separator: "-")
    }

    /// The tags to try, most specific first: `zh-Hant-HK`, `zh-Hant`, `zh`.
    public var fallbackChain: [String] {
        let parts = identifier.split(separator: "-").map(String.init)
        return (1...parts.count).reversed().map { parts.prefix($0).joined(separator: "-") }
    }

    /// Whether text in this locale runs right to left (Arabic, Hebrew, Persian, Urdu …).
    ///
    /// A script subtag decides when present (`az-Arab` is right to left, `ku-Latn` is not);
    /// otherwise the language's usual script does.
    public var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// Languages written right to left in their default script (CLDR likely subtags).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// ISO 15924 scripts written right to left.
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Hebr", "Mand", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa",
    ]

    public var description: String { identifier }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.identifier < rhs.identifier
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
