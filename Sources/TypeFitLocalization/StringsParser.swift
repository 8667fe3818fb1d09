/// The old-style property list grammar of `.strings` files, over decoded Unicode scalars.
///
/// Follows `CFOldStylePList.c` in Apple's CoreFoundation (the reader behind `.strings`),
/// except that an unknown escape such as `\q` is an error here rather than a silent `q`.
struct StringsParser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    /// The key/value pairs in file order.
    mutating func parse() throws(LocalizationError) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if scalars.first == "\u{FEFF}" { index = 1 }
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return pairs }
            let keyStart = index
            let key = try parseString(what: "a key")
            try skipSpaceAndComments()
            guard index < scalars.count else {
                throw fail(index, "the file ends after the key \"\(key)\"; expected \"=\" and a value, then \";\"")
            }
            if scalars[index] == ";" {
                index += 1
                pairs.append((key, key))
                continue
            }
            guard scalars[index] == "=" else {
                throw fail(index, "expected \"=\" after the key \"\(key)\" (which starts at \(describe(keyStart))), found \(describeCurrent())")
            }
            index += 1
            try skipSpaceAndComments()
            guard index < scalars.count else {
                throw fail(index, "the file ends after \"\(key)\" =; expected a value, then \";\"")
            }
            let value = try parseString(what: "a value")
            try skipSpaceAndComments()
            guard index < scalars.count, scalars[index] == ";" else {
                throw fail(index, "expected \";\" after the value of \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            pairs.append((key, value))
        }
    }

    func fail(_ at: Int, _ problem: String) -> LocalizationError {
        let (line, column) = SourcePosition.of(at, in: scalars)
        return .strings(file: file, line: line, column: column, problem: problem)
    }

    func describe(_ at: Int) -> String {
        let (line, column) = SourcePosition.of(at, in: scalars)
        return "\(line):\(column)"
    }

    func describeCurrent() -> String {
        guard index < scalars.count else { return "the end of the file" }
        let scalar = scalars[index]
        if scalar.properties.isWhitespace || scalar.value < 0x20 {
            return "U+" + TextDecoding.hex(scalar.value)
        }
        return "\"\(scalar)\""
    }

    mutating func skipSpaceAndComments() throws(LocalizationError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else {
                    throw fail(start, "a /* comment is never closed; expected */")
                }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
            } else {
                return
            }
        }
    }

    static func isUnquoted(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    mutating func parseString(what: String) throws(LocalizationError) -> String {
        let scalar = scalars[index]
        if scalar == "\"" || scalar == "'" { return try parseQuoted(quote: scalar) }
        guard Self.isUnquoted(scalar) else {
            throw fail(index, "expected \(what): a quoted string or letters, digits and _ $ / : . -; found \(describeCurrent())")
        }
        var text = String.UnicodeScalarView()
        while index < scalars.count, Self.isUnquoted(scalars[index]) {
            text.append(scalars[index])
            index += 1
        }
        return String(text)
    }

    mutating func parseQuoted(quote: Unicode.Scalar) throws(LocalizationError) -> String {
        let start = index
        index += 1
        var text = String.UnicodeScalarView()
        var pendingHighSurrogate: (value: UInt32, at: Int)?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == quote {
                if let pending = pendingHighSurrogate {
                    throw fail(pending.at, "\\U\(TextDecoding.hex(pending.value)) is a high surrogate without a low surrogate (\\UDC00–\\UDFFF) after it")
                }
                index += 1
                return String(text)
            }
            guard scalar == "\\" else {
                if let pending = pendingHighSurrogate {
                    throw fail(pending.at, "\\U\(TextDecoding.hex(pending.value)) is a high surrogate without a low surrogate (\\UDC00–\\UDFFF) after it")
                }
                text.append(scalar)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < scalars.count else { break }
            let code = try parseEscape(at: escapeStart)
            if let pending = pendingHighSurrogate {
                guard (0xDC00...0xDFFF).contains(code) else {
                    throw fail(pending.at, "\\U\(TextDecoding.hex(pending.value)) is a high surrogate without a low surrogate (\\UDC00–\\UDFFF) after it")
                }
                let combined = 0x10000 + ((pending.value - 0xD800) << 10) + (code - 0xDC00)
                text.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                pendingHighSurrogate = nil
            } else if (0xD800...0xDBFF).contains(code) {
                pendingHighSurrogate = (code, escapeStart)
            } else if let decoded = Unicode.Scalar(code) {
                text.append(decoded)
            } else {
                throw fail(escapeStart, "\\U\(TextDecoding.hex(code)) is a low surrogate without a high surrogate before it")
            }
        }
        let quoteName = quote == "\"" ? "double quote (\")" : "single quote (')"
        throw fail(start, "this string is never closed; expected a \(quoteName) before the end of the file")
    }

    /// The code of the escape after a backslash at `start`; `index` is on the character after it.
    mutating func parseEscape(at start: Int) throws(LocalizationError) -> UInt32 {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\"", "'", "\\", "\n", "/": return scalar.value
        case "n": return 0x0A
        case "t": return 0x09
        case "r": return 0x0D
        case "a": return 0x07
        case "b": return 0x08
        case "f": return 0x0C
        case "v": return 0x0B
        case "U", "u":
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, index < scalars.count, let digit = Self.hexValue(scalars[index]) {
                value = value << 4 | digit
                digits += 1
                index += 1
            }
            guard digits > 0 else {
                throw fail(start, "\\\(scalar) must be followed by 1 to 4 hex digits, as in \\U00E9")
            }
            return value
        case "0"..."7":
            var value = scalar.value - 0x30
            var digits = 1
            while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                value = value << 3 | (scalars[index].value - 0x30)
                digits += 1
                index += 1
            }
            return value
        default:
            throw fail(start, "unknown escape \"\\\(scalar)\"; expected one of \\\" \\' \\\\ \\n \\t \\r \\a \\b \\f \\v, \\U and 1–4 hex digits, or an octal number")
        }
    }

    static func hexValue(_ s: Unicode.Scalar) -> UInt32? {
        switch s {
        case "0"..."9": s.value - 0x30
        case "a"..."f": s.value - 0x61 + 10
        case "A"..."F": s.value - 0x41 + 10
        default: nil
        }
    }
}
