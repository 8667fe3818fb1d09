/// The value types through which the rest of TypeFit talks to the text engine.
/// Nothing here mentions a C type; the engine that fills them in owns every handle.

/// A font weight, as UIFont.Weight and CSS name them (100…900).
public enum FontWeight: Int, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    /// The canonical name (`"semibold"`), as the type ramp and specs write it.
    public var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// Parses a weight name case-insensitively (`"SemiBold"`, `"semibold"`) or a number (`"600"`).
    public init?(name: String) {
        let lowered = name.lowercased()
        if let value = Int(lowered), let weight = FontWeight(rawValue: value) {
            self = weight
            return
        }
        guard let weight = FontWeight.allCases.first(where: { $0.name.lowercased() == lowered }) else {
            return nil
        }
        self = weight
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// What a piece of text asks for: a family (or a font file) at a weight and size.
/// The engine resolves the family through the bundled manifest, a file path or
/// fontconfig, and falls back per character to the manifest's fallback fonts.
public struct FontDescriptor: Sendable, Hashable {
    /// A family name ("Inter", "Inter Display", "Noto Sans Arabic") or a font file path.
    public var family: String
    public var weight: FontWeight
    /// Point size.
    public var size: Double
    /// Extra space after every grapheme cluster, in points (letter spacing; SF Pro tracking).
    public var tracking: Double

    public init(family: String, weight: FontWeight = .regular, size: Double, tracking: Double = 0) {
        self.family = family
        self.weight = weight
        self.size = size
        self.tracking = tracking
    }
}

/// How text that does not fit is broken or cut, as NSLineBreakMode.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
    case wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail
}

/// Base writing direction of a paragraph.
public enum WritingDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// From the first strong character (UAX #9 P2–P3), left to right when there is none.
    case natural
    case leftToRight
    case rightToLeft
}
