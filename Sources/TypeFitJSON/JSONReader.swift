/// A strict JSON reader (RFC 8259) that records the line and column of every value,
/// rejects duplicate keys, and bounds nesting depth so hostile input cannot overflow the stack.
///
/// Runs in O(n) time for n bytes of input.
public struct JSONReader: Sendable {
    /// Limits that keep hostile input from using unbounded stack or memory.
    public struct Limits: Sendable, Hashable {
        /// Deepest nesting of arrays and objects.
        public var maxDepth: Int
        /// Largest input, in bytes.
        public var maxBytes: Int

        public init(maxDepth: Int = 128, maxBytes: Int = 16 << 20) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses a whole document; anything but white space after the value is an error.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a whole document from UTF-8 bytes (a leading byte-order mark is skipped).
    public func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var scanner = Scanner(bytes: bytes, maxDepth: limits.maxDepth)
        return try parse(&scanner)
    }

    /// Parses a whole document as ``parse(bytes:)`` does, except that when it is an object with a
    /// member `key` whose value is an object, that object's members go to `each` one at a time as
    /// they are read, in document order, and are not kept: in the tree returned the member's value
    /// is an empty object. A large object (a String Catalog's strings) is read without its whole
    /// tree in memory at once; the errors are those of ``parse(bytes:)``.
    public func parse(bytes: [UInt8], handingMembersOf key: String,
                      to each: (JSONMember) -> Void) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(each) { (each) throws(JSONSyntaxError) -> JSONNode in
            var scanner = Scanner(bytes: bytes, maxDepth: limits.maxDepth)
            scanner.handed = (key, each)
            return try parse(&scanner)
        }
    }

    private func parse(_ scanner: inout Scanner) throws(JSONSyntaxError) -> JSONNode {
        let bytes = scanner.bytes
        if bytes.count > limits.maxBytes {
            throw JSONSyntaxError(
                problem: "the input is \(bytes.count) bytes; at most \(limits.maxBytes) are read",
                location: SourceLocation(line: 1, column: 1, offset: 0))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        scanner.skipWhitespace()
        if scanner.atEnd {
            throw scanner.error("the input is empty; expected a JSON value")
        }
        let node = try scanner.parseValue(depth: 0)
        scanner.skipWhitespace()
        if !scanner.atEnd {
            throw scanner.error("unexpected \(scanner.describeCurrent()) after the end of the JSON value")
        }
        return node
    }
}

/// A JSON syntax error: what is wrong and where.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var problem: String
    public var location: SourceLocation

    public init(problem: String, location: SourceLocation) {
        self.problem = problem
        self.location = location
    }

    public var description: String { "\(location): \(problem)" }
}

private struct Scanner {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    /// The root member whose object's members are handed to a function instead of kept
    /// (``JSONReader/parse(bytes:handingMembersOf:to:)``).
    var handed: (key: String, each: (JSONMember) -> Void)?
    /// A position on the current line whose column is known, so that finding the column of each
    /// value costs the bytes since the previous one (a whole document on one line stays linear).
    private var columnMark = (index: 0, column: 1)

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var atEnd: Bool { index >= bytes.count }

    /// The location of the current byte; the column counts Unicode scalars, not bytes.
    var location: SourceLocation {
        SourceLocation(line: line, column: column(from: (lineStart, 1)), offset: index)
    }

    /// ``location``, counting the column on from the last one asked for on this line.
    mutating func markLocation() -> SourceLocation {
        if columnMark.index < lineStart || columnMark.index > index { columnMark = (lineStart, 1) }
        let found = column(from: columnMark)
        columnMark = (index, found)
        return SourceLocation(line: line, column: found, offset: index)
    }

    /// The column of the current byte, counting scalars on from a position of known column.
    private func column(from mark: (index: Int, column: Int)) -> Int {
        var column = mark.column
        for byte in bytes[mark.index..<min(index, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        return column
    }

    func error(_ problem: String) -> JSONSyntaxError {
        JSONSyntaxError(problem: problem, location: location)
    }

    func describeCurrent() -> String {
        guard !atEnd else { return "end of input" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = markLocation()
        guard !atEnd else { throw error("unexpected end of input; expected a JSON value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONNode(.object(try parseObject(depth: depth + 1)), at: start)
        case UInt8(ascii: "["):
            return JSONNode(.array(try parseArray(depth: depth + 1)), at: start)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "'"):
            throw error("strings in JSON take double quotes, not single quotes")
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"):
            throw error(wordProblem())
        default:
            throw error("unexpected \(describeCurrent()); expected a JSON value")
        }
    }

    /// The letters from the current byte on (at most 32 of them): a word written where a value
    /// belongs (`None`, `True`, `NaN`).
    func bareWord() -> String {
        var end = index
        while end < bytes.count, end - index < 32, Self.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// The problem with what stands at the current byte where a value belongs: a word of two
    /// letters or more by name, anything else by its first character.
    func wordProblem() -> String {
        let word = bareWord()
        return word.utf8.count >= 2 ? Self.bareWordProblem(word) : "unexpected \(describeCurrent()); expected a JSON value"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// What is wrong with a bare word where a value belongs, with the JSON it may have meant.
    static func bareWordProblem(_ word: String) -> String {
        switch word {
        case "NaN", "Infinity": return "\(word) is not a JSON number (JSON has no NaN or Infinity)"
        case "True", "TRUE": return "unexpected word \"\(word)\"; JSON writes true in lower case"
        case "False", "FALSE": return "unexpected word \"\(word)\"; JSON writes false in lower case"
        case "None", "nil", "Null", "NULL", "undefined": return "unexpected word \"\(word)\"; JSON writes an empty value as null"
        default: return "unexpected word \"\(word)\"; expected a JSON value (a string in double quotes, a number, true, false, null, an array or an object)"
        }
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error(wordProblem())
        }
        index += utf8.count
    }

    /// The members of the object at the current byte; with `handing`, each goes to it as it
    /// is read and none is returned.
    mutating func parseObject(depth: Int, handing: ((JSONMember) -> Void)? = nil) throws(JSONSyntaxError) -> [JSONMember] {
        if depth > maxDepth { throw error("nesting is deeper than \(maxDepth) levels") }
        index += 1  // {
        var members: [JSONMember] = []
        // Keys seen, once an object has more than a few: smaller objects (nearly all of a spec)
        // are searched in place, without a table per object. Handed members are not kept, so
        // their keys are in the table from the first.
        var seen: [String: SourceLocation]? = handing == nil ? nil : [:]
        skipWhitespace()
        if !atEnd && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of input inside an object; expected a key or '}'") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyLocation = markLocation()
            let key = try parseString()
            let earlier = seen.map { $0[key] } ?? members.first { $0.key == key }?.keyLocation
            if let first = earlier {
                throw JSONSyntaxError(
                    problem: "duplicate key \"\(key)\" (first at \(first))", location: keyLocation)
            }
            if seen != nil {
                seen?[key] = keyLocation
            } else if members.count == 8 {
                seen = Dictionary(members.map { ($0.key, $0.keyLocation) } + [(key, keyLocation)],
                                  uniquingKeysWith: { first, _ in first })
            }
            skipWhitespace()
            guard !atEnd, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            if depth == 1, let handed, key == handed.key, !atEnd, bytes[index] == UInt8(ascii: "{") {
                let start = markLocation()
                _ = try parseObject(depth: depth + 1, handing: handed.each)
                members.append(JSONMember(key: key, keyLocation: keyLocation, node: JSONNode(.object([]), at: start)))
            } else if let handing {
                handing(JSONMember(key: key, keyLocation: keyLocation, node: try parseValue(depth: depth)))
            } else {
                members.append(JSONMember(key: key, keyLocation: keyLocation, node: try parseValue(depth: depth)))
            }
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of input inside an object; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
        if depth > maxDepth { throw error("nesting is deeper than \(maxDepth) levels") }
        index += 1  // [
        var items: [JSONNode] = []
        skipWhitespace()
        if !atEnd && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipWhitespace()
            if !atEnd && bytes[index] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of input inside an array; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return items
            }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs a digit here") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count && isDigit(bytes[index]) { throw error("numbers may not have leading zeros") }
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a digit must follow the decimal point") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a digit must follow the exponent") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            // A long number is quoted by its ends and its length: the message stays one short line.
            let digits = text.utf8.count
            let shown = digits <= 40 ? text : "\(text.prefix(16))…\(text.suffix(8)) (\(digits) characters)"
            throw error("the number \(shown) is too large")
        }
        return value
    }

    /// A string's value. Without escapes it is its own bytes, checked as UTF-8 on the way and
    /// made into a string at once; with escapes the bytes are gathered first.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let value = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return value
            }
            if b == UInt8(ascii: "\\") { break }
            try checkStringByte(b)
            if b < 0x80 { index += 1 } else { _ = try decodeUTF8Scalar() }
        }
        var utf8 = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let e = bytes[index]
                index += 1
                let scalar: Unicode.Scalar
                switch e {
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "/"): scalar = "/"
                case UInt8(ascii: "b"): scalar = "\u{08}"
                case UInt8(ascii: "f"): scalar = "\u{0C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"): scalar = try parseUnicodeEscape()
                default:
                    index -= 1
                    throw error("invalid escape \\\(Character(Unicode.Scalar(e))) in a string")
                }
                UTF8.encode(scalar) { utf8.append($0) }
                continue
            }
            try checkStringByte(b)
            let from = index
            if b < 0x80 { index += 1 } else { _ = try decodeUTF8Scalar() }
            utf8.append(contentsOf: bytes[from..<index])
        }
    }

    /// Rejects a byte a string may not hold unescaped.
    private func checkStringByte(_ b: UInt8) throws(JSONSyntaxError) {
        if b < 0x20 {
            throw error(b == 0x0A ? "a string may not contain a line break; write \\n" : "a string may not contain control characters; escape them")
        }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800...0xDBFF).contains(first) {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate \\u\(String(first, radix: 16, uppercase: true)) in a string")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("unpaired surrogate \\u\(String(first, radix: 16, uppercase: true)) in a string")
            }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(combined) else { throw error("invalid \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw error("unpaired surrogate \\u\(String(first, radix: 16, uppercase: true)) in a string")
        }
        return scalar
    }

    /// Decodes one UTF-8 scalar at `index`, rejecting malformed sequences.
    mutating func decodeUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let b0 = bytes[index]
        var length = 0
        var value: UInt32 = 0
        switch b0 {
        case 0x00...0x7F: length = 1; value = UInt32(b0)
        case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07)
        default: throw error("the input is not valid UTF-8")
        }
        guard index + length <= bytes.count else { throw error("the input is not valid UTF-8") }
        for k in 1..<max(length, 1) {
            let b = bytes[index + k]
            guard b & 0xC0 == 0x80 else { throw error("the input is not valid UTF-8") }
            value = value << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = switch length {
        case 2: 0x80
        case 3: 0x800
        case 4: 0x10000
        default: 0
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else {
            throw error("the input is not valid UTF-8")
        }
        index += length
        return scalar
    }
}
