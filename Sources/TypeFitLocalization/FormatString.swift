/// A printf-style format string as Apple's localised strings use it, parsed into literal text
/// and specifiers, and filled with representative values.
///
/// Understood: `%@` and `%s` (text), `%d %i %u %x %X %o %c` with the length modifiers
/// `hh h l ll q z t j` (`%ld`, `%lld`, `%lu`), `%f %F %g %G` with a precision (`%.1f`),
/// flags (`-`, `0`, `+`, space, `'`) and a width, positions (`%1$@`, `%2$ld`), `%%`, and the
/// String Catalog / stringsdict substitution `%#@name@` (`%1$#@name@`). Numbers are written the
/// way the locale writes them (grouping separator, decimal separator, digits), as
/// `String.localizedStringWithFormat` and SwiftUI `Text` show them.
public struct FormatString: Sendable, Hashable {
    /// The template as written.
    public let template: String
    let tokens: [Token]

    /// One parsed piece of a template.
    enum Token: Sendable, Hashable {
        case literal(String)
        case specifier(Specifier)
        /// `%#@name@`: text chosen from a catalog substitution's plural variations.
        case substitution(name: String, position: Int)
    }

    /// A conversion specifier with the argument position it reads (1-based).
    struct Specifier: Sendable, Hashable {
        var position: Int
        var flags: Set<Character> = []
        var width: Int?
        var precision: Int?
        var length = ""
        var conversion: Character = "@"
        /// The text as written, such as `%1$.1f`.
        var written = ""

        var isNumeric: Bool { !["@", "s", "S"].contains(conversion) }
    }

    /// Parses `template`; `key` only names the string in errors.
    ///
    /// Throws `LocalizationError.format` for a `%` that starts no valid specifier (an unknown
    /// conversion, a `*` width, an unterminated `%#@name@`) in a template that has arguments;
    /// a template with no valid specifier at all is plain text.
    public init(_ template: String, key: String) throws(LocalizationError) {
        self.template = template
        var parser = FormatParser(template: template, key: key)
        do {
            self.tokens = try parser.parse()
        } catch {
            // A template whose every "%" is text ("Save 50%") is shown as written.
            var lenient = FormatParser(template: template, key: key)
            lenient.lenient = true
            let tokens = try lenient.parse()
            guard tokens.allSatisfy({ if case .literal = $0 { true } else { false } }) else { throw error }
            self.tokens = tokens
        }
    }

    /// Whether the template reads any argument. A template without one is shown as written,
    /// so "Save 50%" needs no `%%`; one with arguments is formatted and `%%` becomes `%`.
    public var takesArguments: Bool {
        tokens.contains { token in
            if case .literal = token { return false }
            return true
        }
    }

    /// The 1-based argument positions the template reads, in ascending order.
    public var argumentPositions: [Int] {
        var positions = Set<Int>()
        for token in tokens {
            switch token {
            case .literal: break
            case .specifier(let s): positions.insert(s.position)
            case .substitution(_, let position): positions.insert(position)
            }
        }
        return positions.sorted()
    }

    /// The most UTF-16 code units a filled text may hold, and the largest width or precision a
    /// specifier may give: as long as a spec's text may be (`SpecLimits.maxTextLength`).
    /// Filling stops with an error as soon as the text is longer, so a template's widths and its
    /// substitutions' variations cost work in proportion to this limit, not to their product.
    public static let maximumLength = 10_000

    /// The filled text.
    ///
    /// `substitutions` resolves `%#@name@` placeholders (String Catalogs supply them); without
    /// it such a placeholder is an error.
    public func format(
        _ arguments: FormatArguments = .defaults, locale: LocaleIdentifier, key: String,
        groupingSeparators: Bool = true
    ) throws(LocalizationError) -> String {
        try render(arguments, locale: locale, key: key, groupingSeparators: groupingSeparators) {
            (name: String, _: Int) throws(LocalizationError) -> [FormattedSegment] in
            throw LocalizationError.format(key: key, problem: "%#@\(name)@ names a substitution, but the string has none")
        }.map(\.text).joined()
    }

    /// The filled text as segments, marking which came from arguments (pseudo-languages leave
    /// those alone).
    func render(
        _ arguments: FormatArguments, locale: LocaleIdentifier, key: String, groupingSeparators: Bool,
        substitute: (String, Int) throws(LocalizationError) -> [FormattedSegment]
    ) throws(LocalizationError) -> [FormattedSegment] {
        guard takesArguments else { return [FormattedSegment(text: template, isArgument: false)] }
        let symbols = NumberSymbols(locale: locale)
        var segments: [FormattedSegment] = []
        var length = 0
        for token in tokens {
            let added: [FormattedSegment]
            switch token {
            case .literal(let text):
                added = [FormattedSegment(text: text, isArgument: false)]
            case .specifier(let specifier):
                let value = arguments.value(at: specifier.position, numeric: specifier.isNumeric)
                let text = try Self.fill(specifier, with: value, symbols: symbols, grouping: groupingSeparators, key: key)
                added = [FormattedSegment(text: text.display, isArgument: true)]
            case .substitution(let name, let position):
                added = try substitute(name, position)
            }
            length += added.reduce(0) { $0 + $1.text.utf16.count }
            guard length <= Self.maximumLength else {
                throw LocalizationError.format(key: key, problem: "the filled text is longer than \(Self.maximumLength) UTF-16 code units (the limit)")
            }
            segments += added
        }
        return segments
    }

    /// The plural operands of the first numeric argument as it is displayed (`%.1f` of 1 is
    /// "1.0", which English calls `other`), or nil when the template shows no number.
    func firstNumberOperands(_ arguments: FormatArguments, key: String) throws(LocalizationError) -> PluralOperands? {
        for token in tokens {
            guard case .specifier(let specifier) = token, specifier.isNumeric else { continue }
            let value = arguments.value(at: specifier.position, numeric: true)
            return try Self.operands(of: value, as: specifier, key: key)
        }
        return nil
    }

    /// The plural operands of `value` written with `specifier`.
    static func operands(of value: FormatValue, as specifier: Specifier, key: String) throws(LocalizationError) -> PluralOperands {
        let text = try fill(specifier, with: value, symbols: NumberSymbols(), grouping: false, key: key).ascii
        return PluralOperands(decimal: text.filter { $0 != " " }) ?? PluralOperands(n: 0, i: 0, v: 0, f: 0, t: 0)
    }

    /// Writes one value: `ascii` is the plain form (for plural operands), `display` the
    /// locale's form with padding to the width.
    static func fill(
        _ s: Specifier, with value: FormatValue, symbols: NumberSymbols, grouping: Bool, key: String
    ) throws(LocalizationError) -> (ascii: String, display: String) {
        let number: Double
        switch (value, s.isNumeric) {
        case (.string(let text), false):
            let shown = s.precision.map { String(text.prefix($0)) } ?? text
            return (shown, pad(shown, s))
        case (.number(let n), false):
            let shown = FormatValue.number(n).description
            return (shown, pad(shown, s))
        case (.number(let n), true):
            number = n
        case (.string(let text), true):
            guard let n = Double(text) else {
                throw .format(key: key, problem: "argument \(s.position) is \"\(text)\", but \(s.written) needs a number")
            }
            number = n
        }
        guard number.isFinite else {
            throw .format(key: key, problem: "argument \(s.position) is not a finite number")
        }
        let groups = grouping || s.flags.contains("'")
        let sign = number < 0 ? "-" : (s.flags.contains("+") ? "+" : (s.flags.contains(" ") ? " " : ""))
        let magnitude = abs(number)
        var ascii: String
        var display: String
        switch s.conversion {
        case "d", "i", "u", "D", "U":
            let digits = integerDigits(magnitude.rounded(.towardZero))
            ascii = digits
            display = symbols.integer(digits, grouping: groups)
        case "x", "X", "o", "O":
            let radix = s.conversion == "o" || s.conversion == "O" ? 8 : 16
            let integer = magnitude < 9.2e18 ? UInt64(magnitude.rounded(.towardZero)) : UInt64.max
            ascii = String(integer, radix: radix, uppercase: s.conversion == "X")
            display = ascii
        case "c", "C":
            let code = magnitude < 0x110000 ? UInt32(magnitude) : 0xFFFD
            ascii = String(Character(Unicode.Scalar(code) ?? "\u{FFFD}"))
            return (ascii, pad(ascii, s))
        case "f", "F":
            let (integerPart, fraction) = fixed(magnitude, precision: s.precision ?? 6)
            ascii = fraction.isEmpty ? integerPart : integerPart + "." + fraction
            display = symbols.integer(integerPart, grouping: groups)
                + (fraction.isEmpty ? "" : symbols.decimal + symbols.localDigits(fraction))
        default:  // g, G: the shortest form that round-trips, as a locale shows it.
            ascii = FormatValue.number(magnitude).description
            let pieces = ascii.split(separator: ".", maxSplits: 1).map(String.init)
            if ascii.contains("e") || pieces.isEmpty {
                display = ascii
            } else {
                display = symbols.integer(pieces[0], grouping: groups)
                    + (pieces.count > 1 ? symbols.decimal + symbols.localDigits(pieces[1]) : "")
            }
        }
        ascii = sign + ascii
        if s.flags.contains("0"), !s.flags.contains("-"), let width = s.width, sign.count + display.count < width {
            display = sign + String(repeating: symbols.localDigits("0"), count: width - sign.count - display.count) + display
        } else {
            display = pad(sign + display, s)
        }
        return (ascii, display)
    }

    static func pad(_ text: String, _ s: Specifier) -> String {
        guard let width = s.width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return s.flags.contains("-") ? text + padding : padding + text
    }

    /// The decimal digits of a non-negative integral value.
    static func integerDigits(_ value: Double) -> String {
        if value < 9.2e18 { return String(Int64(value)) }
        return String(value).replacingExponent()
    }

    /// A non-negative value rounded half away from zero to `precision` fraction digits.
    static func fixed(_ value: Double, precision: Int) -> (integer: String, fraction: String) {
        let places = min(precision, 15)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else {
            return (integerDigits(value.rounded(.toNearestOrAwayFromZero)), String(repeating: "0", count: places))
        }
        let whole = Int64(scaled)
        let integer = whole / Int64(scale)
        let fraction = whole % Int64(scale)
        var fractionDigits = places == 0 ? "" : String(fraction)
        if fractionDigits.count < places {
            fractionDigits = String(repeating: "0", count: places - fractionDigits.count) + fractionDigits
        }
        return (String(integer), fractionDigits + String(repeating: "0", count: max(0, precision - places)))
    }
}

/// A piece of formatted text; `isArgument` marks text that came from an argument value.
struct FormattedSegment: Sendable, Hashable {
    var text: String
    var isArgument: Bool
}

extension String {
    /// "1.0e+20" as plain digits "100000000000000000000", for integers too large for Int64.
    fileprivate func replacingExponent() -> String {
        let parts = split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1].filter { $0 != "+" }) else { return self }
        var mantissa = String(parts[0])
        var fractionCount = 0
        if let dot = mantissa.firstIndex(of: ".") {
            fractionCount = mantissa.distance(from: dot, to: mantissa.endIndex) - 1
            mantissa.remove(at: dot)
        }
        let zeros = exponent - fractionCount
        guard zeros >= 0 else { return self }
        return mantissa + String(repeating: "0", count: zeros)
    }
}
