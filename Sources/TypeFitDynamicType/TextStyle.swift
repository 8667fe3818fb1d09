import TypeFitSupport
/// One of the 11 iOS text styles (`UIFont.TextStyle`, SwiftUI `Font.TextStyle`), largest first.
///
/// The raw value is the canonical name, as the type ramp writes it. ``init(name:)`` also accepts
/// SwiftUI's `title` and `caption`, the HIG's `subhead`, and UIKit's raw values
/// (`UICTFontTextStyleBody`), case-insensitively.
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Comparable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The canonical name: `"largeTitle"`, `"caption2"`.
    public var name: String { rawValue }

    /// The raw value of UIKit's `UIFont.TextStyle`: `"UICTFontTextStyleTitle1"`.
    public var uikitRawValue: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleLargeTitle"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }

    /// Every accepted spelling of this style.
    public var spellings: [String] {
        switch self {
        case .title1: [name, "title", uikitRawValue]
        case .subheadline: [name, "subhead", uikitRawValue]
        case .caption1: [name, "caption", uikitRawValue]
        default: [name, uikitRawValue]
        }
    }

    /// Parses any spelling of a style case-insensitively; nil when unknown.
    public init?(name: String) {
        guard let style = TextStyle.spellingTable[name.trimmingWhitespace().lowercased()] else { return nil }
        self = style
    }

    /// Lower-cased spelling → style, for every spelling of every style.
    private static let spellingTable: [String: TextStyle] = {
        var table: [String: TextStyle] = [:]
        for style in allCases {
            for spelling in style.spellings where table[spelling.lowercased()] == nil {
                table[spelling.lowercased()] = style
            }
        }
        return table
    }()

    /// Parses any spelling of a style, or throws an error that suggests the nearest one.
    public static func parse(_ name: String) throws(TextStyleError) -> TextStyle {
        if let style = TextStyle(name: name) { return style }
        let word = name.trimmingWhitespace()
        throw TextStyleError(
            word: word,
            suggestion: Suggestion.nearest(to: word, among: allCases.flatMap(\.spellings))
        )
    }

    /// Larger styles sort first: `largeTitle < title1 < … < caption2` (the ramp's order).
    public static func < (a: TextStyle, b: TextStyle) -> Bool {
        order(a) < order(b)
    }

    /// The style's place in the ramp's order (the order of the cases).
    static func order(_ style: TextStyle) -> Int {
        switch style {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try TextStyle.parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
