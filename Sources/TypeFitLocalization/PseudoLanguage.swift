import TypeFitJSON
import TypeFitSupport

/// A pseudo-language: the development language's text transformed to find layout problems
/// before translations exist, as Xcode's scheme options offer them, plus an expansion factor.
///
/// - ``doubleLength``: every string twice, "Save" → "Save Save" (Xcode: Double-Length Pseudolanguage).
/// - ``accented``: ASCII letters replaced by accented forms, "Settings" → "Šéţţîñĝš", which shows
///   clipped diacritics and fonts without coverage (Xcode: Accented Pseudolanguage).
/// - ``bounded``: "[# Save #]", so a cut-off start or end is visible (Xcode: Bounded String Pseudolanguage).
/// - ``rightToLeft``: the text unchanged, the layout mirrored (Xcode: Right-to-Left Pseudolanguage).
/// - ``rightToLeftText``: mirrored layout and the text wrapped in RIGHT-TO-LEFT OVERRIDE … POP
///   DIRECTIONAL FORMATTING, so it also reads backwards (Xcode: Right-to-Left Pseudolanguage
///   With Right-to-Left Strings).
/// - ``expanded(by:)``: the text padded to `factor` times its length in characters (1.4 = 40%
///   longer, the usual budget for translations) with its own words, so the padding has the
///   script, the glyph widths and the break opportunities of the original.
///
/// The transformations are pure functions of the text: the same input gives the same output.
/// Argument values (a filled `%@`) are not accented, as Xcode leaves them alone.
public struct PseudoLanguage: Sendable, Hashable, CustomStringConvertible {
    /// How the pseudo-language treats direction.
    public enum Direction: String, Sendable, Hashable {
        case leftToRight
        /// The layout is mirrored; the text is unchanged.
        case rightToLeftLayout
        /// The layout is mirrored and the text is forced right to left with U+202E … U+202C.
        case rightToLeftText
    }

    /// The name used on the command line and in reports, such as `pseudo-accented`.
    public var identifier: String
    public var accented = false
    public var doubleLength = false
    public var bounded = false
    public var direction = Direction.leftToRight
    /// 1 leaves the length alone; 1.4 makes the text 40% longer.
    public var expansion = 1.0

    /// A pseudo-language with the given transformations. `expansion` must be at least 1
    /// (a precondition: check user input with ``init(parsing:)``).
    public init(identifier: String, accented: Bool = false, doubleLength: Bool = false, bounded: Bool = false,
                direction: Direction = .leftToRight, expansion: Double = 1) {
        precondition(expansion >= 1 && expansion.isFinite, "a pseudo-language's expansion factor must be at least 1")
        self.identifier = identifier
        self.accented = accented
        self.doubleLength = doubleLength
        self.bounded = bounded
        self.direction = direction
        self.expansion = expansion
    }

    public static let doubleLength = PseudoLanguage(identifier: "pseudo-double", doubleLength: true)
    public static let accented = PseudoLanguage(identifier: "pseudo-accented", accented: true)
    public static let bounded = PseudoLanguage(identifier: "pseudo-bounded", bounded: true)
    public static let rightToLeft = PseudoLanguage(identifier: "pseudo-rtl", direction: .rightToLeftLayout)
    public static let rightToLeftText = PseudoLanguage(identifier: "pseudo-rtl-text", direction: .rightToLeftText)

    /// The text made `factor` times as long (at least 1, at most 4), named `pseudo-expanded-1.4`.
    public static func expanded(by factor: Double) -> PseudoLanguage {
        let clamped = min(max(factor, 1), 4)
        return PseudoLanguage(identifier: "pseudo-expanded-\(Self.factorText(clamped))", expansion: clamped)
    }

    /// Xcode's five pseudo-languages and a 40% expansion, the set `--locales all` adds.
    public static let standard: [PseudoLanguage] = [
        .accented, .bounded, .doubleLength, .expanded(by: 1.4), .rightToLeft, .rightToLeftText,
    ]

    /// Reads `pseudo-double`, `pseudo-accented`, `pseudo-bounded`, `pseudo-rtl`,
    /// `pseudo-rtl-text` or `pseudo-expanded-F` (F from 1 to 4, such as 1.4).
    public init(parsing identifier: String) throws(LocalizationError) {
        if let known = Self.standard.first(where: { $0.identifier == identifier }) {
            self = known
            return
        }
        let prefix = "pseudo-expanded-"
        if identifier.hasPrefix(prefix) {
            let text = String(identifier.dropFirst(prefix.count))
            guard let factor = Double(text), factor.isFinite, factor >= 1, factor <= 4 else {
                throw .identifier(identifier, problem: "the expansion factor must be a number from 1 to 4, such as pseudo-expanded-1.4")
            }
            self = .expanded(by: factor)
            return
        }
        let names = (Self.standard.map(\.identifier).filter { !$0.hasPrefix(prefix) } + ["pseudo-expanded-F"])
            .joined(separator: ", ")
        throw .identifier(identifier, problem: "unknown pseudo-language; expected one of \(names)")
    }

    /// Whether screens in this pseudo-language are laid out mirrored.
    public var isRightToLeft: Bool { direction != .leftToRight }

    public var description: String { identifier }

    /// The text transformed.
    public func apply(to text: String) -> String {
        apply(to: [FormattedSegment(text: text, isArgument: false)])
    }

    /// The filled text transformed; argument values are not accented.
    func apply(to segments: [FormattedSegment]) -> String {
        var text = segments.map { segment in
            accented && !segment.isArgument ? Self.accent(segment.text) : segment.text
        }.joined()
        if expansion > 1 { text = Self.expand(text, by: expansion) }
        if doubleLength { text = text + " " + text }
        if bounded { text = "[# " + text + " #]" }
        if direction == .rightToLeftText { text = "\u{202E}" + text + "\u{202C}" }
        return text
    }

    /// Pads `text` with its own characters to `factor` times its length in characters.
    static func expand(_ text: String, by factor: Double) -> String {
        let count = text.count
        let target = Int((Double(count) * factor).rounded(.up))
        let extra = target - count
        guard extra > 0 else { return text }
        var source = text.map { $0.isNewline ? " " : $0 }
        while source.first?.isWhitespace == true { source.removeFirst() }
        while source.last?.isWhitespace == true { source.removeLast() }
        if source.isEmpty { source = ["~"] }
        var padding: [Character] = []
        var i = 0
        let cycle: [Character] = [" "] + source
        while padding.count < extra {
            padding.append(cycle[i % cycle.count])
            i += 1
        }
        if padding.last?.isWhitespace == true, let first = source.first {
            padding[padding.count - 1] = first
        }
        return text + String(padding)
    }

    /// Replaces ASCII letters by accented letters from Latin-1 and Latin Extended-A (one code
    /// point each, so fonts with Latin coverage have them). Letters without such a form stay.
    static func accent(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(accents[scalar] ?? scalar)
        }
        return String(scalars)
    }

    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("ACDEGHIJKLNORSTUWYZacdeghijklnorstuwyz".unicodeScalars)
        let marked = Array("ÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽåçďéĝĥîĵķļñöŕšţûŵýž".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    static func factorText(_ factor: Double) -> String {
        DecimalText.format(factor, maximumDecimals: 2)
    }
}
