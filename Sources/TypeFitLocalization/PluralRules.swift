/// CLDR cardinal plural rules: which category a number takes in a language.
///
/// The rules are transcribed from CLDR 46 `common/supplemental/plurals.xml`
/// (https://github.com/unicode-org/cldr/blob/main/common/supplemental/plurals.xml), the data Apple's
/// platforms use for String Catalog plural variations. The exponent operands (`c`, `e`) are
/// always 0 here, since displayed UI numbers never use compact exponents. Languages not listed
/// use CLDR's root rule: every number is `other`.
public struct PluralRules: Sendable, Hashable {
    /// The rule set's language, such as `ru`.
    public let language: String
    private let rule: Rule

    /// The rules of the language of `locale` (`pt-PT` has its own rule, like Italian's; other regions share
    /// their language's).
    public init(locale: LocaleIdentifier) {
        if locale.language == "pt", locale.region == "PT" {
            self.language = "pt-PT"
            self.rule = .romanceMillions
            return
        }
        self.language = locale.language
        self.rule = Self.rules[locale.language] ?? .otherOnly
    }

    /// The categories this language distinguishes, in CLDR order.
    public var categories: [PluralCategory] {
        switch rule {
        case .otherOnly: [.other]
        case .oneIfIntegerOne, .oneIfNIsOne, .oneIfZeroOrOne, .oneIfIZeroOrOne, .icelandic: [.one, .other]
        case .romanceMillions, .spanish, .portuguese: [.one, .many, .other]
        case .hebrew: [.one, .two, .other]
        case .eastSlavic, .polish, .czech: [.one, .few, .many, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    /// The category of an integer.
    public func category(for integer: Int) -> PluralCategory {
        category(for: PluralOperands(integer))
    }

    /// The category of a number with the given operands.
    public func category(for o: PluralOperands) -> PluralCategory {
        let i = o.i, v = o.v, n = o.n
        switch rule {
        case .otherOnly:
            return .other
        case .oneIfIntegerOne:
            // one: i = 1 and v = 0
            return i == 1 && v == 0 ? .one : .other
        case .oneIfNIsOne:
            // one: n = 1
            return n == 1 ? .one : .other
        case .oneIfZeroOrOne:
            // one: i = 0 or n = 1
            return i == 0 || n == 1 ? .one : .other
        case .oneIfIZeroOrOne:
            // one: i = 0,1
            return i == 0 || i == 1 ? .one : .other
        case .icelandic:
            // one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11
            return (o.t == 0 && i % 10 == 1 && i % 100 != 11) || (o.t % 10 == 1 && o.t % 100 != 11) ? .one : .other
        case .romanceMillions:
            // one: i = 1 and v = 0; many: i != 0 and i % 1000000 = 0 and v = 0
            if i == 1 && v == 0 { return .one }
            return i != 0 && i % 1_000_000 == 0 && v == 0 ? .many : .other
        case .spanish:
            // one: n = 1; many: i != 0 and i % 1000000 = 0 and v = 0
            if n == 1 { return .one }
            return i != 0 && i % 1_000_000 == 0 && v == 0 ? .many : .other
        case .portuguese:
            // one: i = 0..1; many: i != 0 and i % 1000000 = 0 and v = 0
            if i == 0 || i == 1 { return .one }
            return i != 0 && i % 1_000_000 == 0 && v == 0 ? .many : .other
        case .hebrew:
            // one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            return i == 2 && v == 0 ? .two : .other
        case .eastSlavic:
            // one: v = 0 and i % 10 = 1 and i % 100 != 11
            // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
            guard v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .polish:
            // one: i = 1 and v = 0
            // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            // many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .czech:
            // one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0
            if v != 0 { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case .arabic:
            // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            guard n == n.rounded(.towardZero) else { return .other }
            let mod100 = Int(n.truncatingRemainder(dividingBy: 100))
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        }
    }

    private enum Rule: Sendable, Hashable {
        case otherOnly, oneIfIntegerOne, oneIfNIsOne, oneIfZeroOrOne, oneIfIZeroOrOne, icelandic
        case romanceMillions, spanish, portuguese, hebrew, eastSlavic, polish, czech, arabic
    }

    private static let rules: [String: Rule] = {
        var table: [String: Rule] = [:]
        for language in ["ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue"] {
            table[language] = .otherOnly
        }
        for language in ["en", "de", "nl", "sv", "fi", "et", "ur", "sw", "gl", "yi"] {
            table[language] = .oneIfIntegerOne
        }
        for language in ["tr", "el", "hu", "bg", "az", "ka", "kk", "ta", "te", "ml", "ne", "mr", "nb", "nn", "no"] {
            table[language] = .oneIfNIsOne
        }
        for language in ["hi", "bn", "gu", "kn", "fa", "zu", "am", "as"] {
            table[language] = .oneIfZeroOrOne
        }
        table["fr"] = .portuguese  // fr: one: i = 0,1; many: as pt
        table["pt"] = .portuguese
        table["es"] = .spanish
        table["it"] = .romanceMillions
        table["ca"] = .romanceMillions
        table["is"] = .icelandic
        table["he"] = .hebrew
        table["iw"] = .hebrew
        table["ru"] = .eastSlavic
        table["uk"] = .eastSlavic
        table["pl"] = .polish
        table["cs"] = .czech
        table["sk"] = .czech
        table["ar"] = .arabic
        return table
    }()
}
