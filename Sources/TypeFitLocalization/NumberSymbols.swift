/// How a locale writes numbers: digits, decimal and grouping separators, and grouping sizes.
///
/// A small table from CLDR 46 (`common/main/*.xml`, `numbers/symbols` and
/// `minimumGroupingDigits`) for the languages TypeFit ships tests for; others use the root
/// symbols ("." and ","). Formatted numbers look as `String.localizedStringWithFormat` and
/// SwiftUI `Text` interpolation show them, which is what a screen displays.
struct NumberSymbols: Sendable, Hashable {
    var decimal: String = "."
    var group: String = ","
    /// Indian grouping: the first group has three digits, the rest two (12,34,567).
    var indianGrouping = false
    /// Grouping starts only when the integer has at least 3 + this - 1 digits (es: 1234, 12 345).
    var minimumGroupingDigits = 1
    /// The digits zero to nine.
    var digits: [Character] = Array("0123456789")

    init(decimal: String = ".", group: String = ",", indianGrouping: Bool = false,
         minimumGroupingDigits: Int = 1, digits: [Character] = Array("0123456789")) {
        self.decimal = decimal
        self.group = group
        self.indianGrouping = indianGrouping
        self.minimumGroupingDigits = minimumGroupingDigits
        self.digits = digits
    }

    /// The symbols of a locale.
    init(locale: LocaleIdentifier) {
        let narrowNoBreakSpace = "\u{202F}"
        let noBreakSpace = "\u{00A0}"
        switch locale.language {
        case "de", "nl", "id", "it", "tr", "da", "el", "ca":
            self.init(decimal: ",", group: ".")
        case "es":
            self.init(decimal: ",", group: ".", minimumGroupingDigits: 2)
        case "pt":
            self = locale.region == "PT"
                ? NumberSymbols(decimal: ",", group: noBreakSpace, minimumGroupingDigits: 2)
                : NumberSymbols(decimal: ",", group: ".")
        case "fr":
            self.init(decimal: ",", group: narrowNoBreakSpace)
        case "ru", "uk", "cs", "sk", "fi", "sv", "nb", "no", "nn":
            self.init(decimal: ",", group: noBreakSpace)
        case "pl":
            self.init(decimal: ",", group: noBreakSpace, minimumGroupingDigits: 2)
        case "hi", "bn", "gu", "mr", "ta", "te", "kn", "ml":
            self.init(indianGrouping: true)
        case "ar" where locale.region.map(Self.arabicDigitRegions.contains) == true:
            // CLDR's default numbering system is "arab" (Arabic-Indic digits) in these regions
            // and "latn" for ar itself and the Maghreb.
            self.init(decimal: "\u{066B}", group: "\u{066C}", digits: Array("٠١٢٣٤٥٦٧٨٩"))
        case "fa":
            self.init(decimal: "\u{066B}", group: "\u{066C}", digits: Array("۰۱۲۳۴۵۶۷۸۹"))
        default:
            self.init()
        }
    }

    /// Regions where Arabic's default numbering system is Arabic-Indic digits (CLDR 46).
    static let arabicDigitRegions: Set<String> = [
        "BH", "DJ", "EG", "ER", "IL", "IQ", "JO", "KM", "KW", "LB", "MR", "OM", "PS", "QA", "SA", "SD", "SO",
        "SS", "SY", "TD", "YE",
    ]

    /// Writes ASCII integer digits with this locale's grouping and digits.
    func integer(_ asciiDigits: String, grouping: Bool) -> String {
        var groups: [Substring] = []
        var rest = Substring(asciiDigits)
        if grouping && asciiDigits.count >= 3 + minimumGroupingDigits {
            groups.append(rest.suffix(3))
            rest = rest.dropLast(3)
            let size = indianGrouping ? 2 : 3
            while !rest.isEmpty {
                groups.append(rest.suffix(size))
                rest = rest.dropLast(size)
            }
            groups.reverse()
        } else {
            groups = [rest]
        }
        return localDigits(groups.joined(separator: group))
    }

    /// Replaces ASCII digits by this locale's digits.
    func localDigits(_ text: String) -> String {
        guard digits.first != "0" else { return text }
        return String(text.map { character in
            character.isASCIIDigit ? digits[character.wholeNumberValue ?? 0] : character
        })
    }
}
