/// Splits a printf-style template into literal text, specifiers and `%#@name@` substitutions,
/// numbering the arguments the way `NSString` does: a specifier without a position takes the
/// next one in order, a positioned one (`%2$@`) takes its own.
struct FormatParser {
    let scalars: [Unicode.Scalar]
    let key: String
    /// Whether a `%` that starts no valid specifier is kept as text instead of being an error.
    var lenient = false
    /// Set when a specifier is well formed but its width or precision is over the limit: an
    /// error even when ``lenient``, since the `%` does start a specifier.
    private var overLimit = false
    var index = 0
    var nextPosition = 1

    init(template: String, key: String) {
        self.scalars = Array(template.unicodeScalars)
        self.key = key
    }

    static let conversions: Set<Character> = ["@", "s", "S", "d", "i", "u", "D", "U", "x", "X", "o", "O", "c", "C", "f", "F", "g", "G"]
    /// Flags; printf's space flag is left out, so "50% off" is text, not "50" and an octal number.
    static let flags: Set<Character> = ["-", "+", "0", "'", "#"]
    static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

    mutating func parse() throws(LocalizationError) -> [FormatString.Token] {
        var tokens: [FormatString.Token] = []
        var literal = ""
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                literal += "%"
                index += 2
                continue
            }
            let start = index
            let token: FormatString.Token
            do {
                token = try parseSpecifier()
            } catch {
                guard lenient && !overLimit else { throw error }
                index = start + 1
                literal += "%"
                continue
            }
            if !literal.isEmpty {
                tokens.append(.literal(literal))
                literal = ""
            }
            tokens.append(token)
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    private var current: Character? {
        index < scalars.count ? Character(scalars[index]) : nil
    }

    private func fail(_ start: Int, _ problem: String) -> LocalizationError {
        let written = String(String.UnicodeScalarView(scalars[start..<min(index + 1, scalars.count)]))
        return .format(key: key, problem: "\"\(written)\" at character \(start + 1): \(problem)")
    }

    private mutating func readNumber() -> Int? {
        var value: Int?
        while let c = current, c.isASCIIDigit, let digit = c.wholeNumberValue {
            value = min((value ?? 0) * 10 + digit, 1_000_000)
            index += 1
        }
        return value
    }

    private mutating func parseSpecifier() throws(LocalizationError) -> FormatString.Token {
        let start = index
        index += 1  // the "%"
        var position: Int?
        let afterPercent = index
        if let number = readNumber() {
            if current == "$" {
                guard number >= 1 else { throw fail(start, "argument positions start at 1") }
                position = number
                index += 1
            } else {
                index = afterPercent
            }
        }
        if current == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            index += 2
            var name = ""
            while let c = current, c != "@" {
                name.append(c)
                index += 1
            }
            guard current == "@", !name.isEmpty else {
                throw fail(start, "a substitution is written %#@name@; the closing \"@\" is missing")
            }
            index += 1
            return .substitution(name: name, position: take(position))
        }
        var specifier = FormatString.Specifier(position: 0)
        while let c = current, Self.flags.contains(c) {
            specifier.flags.insert(c)
            index += 1
        }
        if current == "*" {
            throw fail(start, "a width taken from an argument (*) is not supported; write the width as digits")
        }
        specifier.width = readNumber()
        if let width = specifier.width, width > FormatString.maximumLength {
            overLimit = true
            throw fail(start, "a width of more than \(FormatString.maximumLength) is not supported (no text may be longer)")
        }
        if current == "." {
            index += 1
            if current == "*" {
                throw fail(start, "a precision taken from an argument (.*) is not supported; write it as digits")
            }
            specifier.precision = readNumber() ?? 0
            if let precision = specifier.precision, precision > FormatString.maximumLength {
                overLimit = true
                throw fail(start, "a precision of more than \(FormatString.maximumLength) is not supported (no text may be longer)")
            }
        }
        for length in Self.lengths {
            let characters = Array(length.unicodeScalars)
            if index + characters.count <= scalars.count, Array(scalars[index..<index + characters.count]) == characters {
                specifier.length = length
                index += characters.count
                break
            }
        }
        guard let conversion = current else {
            throw fail(start, "the specifier is cut off at the end; write %% for a percent sign")
        }
        guard Self.conversions.contains(conversion) else {
            throw fail(start, "unknown conversion '\(conversion)'; expected one of @ d i u f g x o c s, or %% for a percent sign")
        }
        index += 1
        specifier.conversion = conversion
        specifier.position = take(position)
        specifier.written = String(String.UnicodeScalarView(scalars[start..<index]))
        return .specifier(specifier)
    }

    /// The argument position: the written one, or the next in order.
    private mutating func take(_ position: Int?) -> Int {
        if let position { return position }
        defer { nextPosition += 1 }
        return nextPosition
    }
}
