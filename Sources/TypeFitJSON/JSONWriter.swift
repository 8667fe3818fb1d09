/// Writes JSON deterministically: members in the order given, numbers in their
/// shortest round-trip form (integers without a fraction), no dependence on locale.
public struct JSONWriter: Sendable {
    /// Indentation per level; nil writes one compact line.
    public var indent: String?

    public init(indent: String? = "  ") {
        self.indent = indent
    }

    /// The document as text, without a trailing newline.
    public func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, level: 0)
        return out
    }

    /// A member of an object written by ``string(streamingObject:)``: a value, or an array whose
    /// items are made one at a time, as they are written.
    public enum StreamedMember {
        case value(JSONValue)
        case items(count: Int, item: (Int) -> JSONValue)

        /// The member as one value (`.items` made into an array).
        public var value: JSONValue {
            switch self {
            case .value(let value): value
            case .items(let count, let item): .array((0..<count).map(item))
            }
        }
    }

    /// An object written exactly as ``string(_:)`` writes it (`.items` as arrays), making each
    /// array item only when it is written: a large document (a report of thousands of findings)
    /// is never held as values all at once, only as its text.
    public func string(streamingObject members: [(key: String, member: StreamedMember)]) -> String {
        var text = ""
        write(streamingObject: members) { text += $0 }
        return text
    }

    /// As ``string(streamingObject:)``, handing the text to `sink` in pieces of about 64 KB as
    /// it is made, so that not even the text is held whole (a report written to a file).
    public func write(streamingObject members: [(key: String, member: StreamedMember)], to sink: (String) -> Void) {
        var out = ""
        container("{", "}", count: members.count, into: &out, level: 0) { index, out in
            let entry = members[index]
            member(entry.key, into: &out)
            switch entry.member {
            case .value(let value):
                write(value, into: &out, level: 1)
            case .items(let count, let item):
                container("[", "]", count: count, into: &out, level: 1) { position, out in
                    write(item(position), into: &out, level: 2)
                    if out.utf8.count > 1 << 16 {
                        sink(out)
                        out = ""
                    }
                }
            }
        }
        sink(out)
    }

    private func write(_ value: JSONValue, into out: inout String, level: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONWriter.number(n)
        case .string(let s): JSONWriter.appendQuoted(s, to: &out)
        case .array(let items):
            container("[", "]", count: items.count, into: &out, level: level) { index, out in
                write(items[index].value, into: &out, level: level + 1)
            }
        case .object(let members):
            container("{", "}", count: members.count, into: &out, level: level) { index, out in
                member(members[index].key, into: &out)
                write(members[index].node.value, into: &out, level: level + 1)
            }
        }
    }

    /// An array or object at `level`: `open`, each of its `count` elements on its own line one
    /// level deeper (written by `element`), separated by commas, then `close`; `[]` or `{}` when empty.
    private func container(_ open: String, _ close: String, count: Int, into out: inout String, level: Int,
                           element: (Int, inout String) -> Void) {
        guard count > 0 else {
            out += open + close
            return
        }
        out += open
        for index in 0..<count {
            if index > 0 { out += "," }
            newline(&out, level: level + 1)
            element(index, &out)
        }
        newline(&out, level: level)
        out += close
    }

    /// An object member's key and the separator before its value.
    private func member(_ key: String, into out: inout String) {
        JSONWriter.appendQuoted(key, to: &out)
        out += indent == nil ? ":" : ": "
    }

    private func newline(_ out: inout String, level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<level { out += indent }
    }

    /// A number as JSON writes it: `17`, `16.33`, `-0.43`, `1e-07`; non-finite values become `null`.
    public static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if abs(n) < 1e15, let integer = Int64(exactly: n) {
            return String(integer)
        }
        return "\(n)"
    }

    /// A string in double quotes with the escapes JSON requires.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    /// Appends ``quoted(_:)`` of `s` to `out`: the string whole when nothing in it needs an
    /// escape (the common case: a look at its UTF-8 bytes), else scalar by scalar.
    static func appendQuoted(_ s: String, to out: inout String) {
        if !needsEscape(s) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Whether `s` holds a character JSON text must escape here: a control character, `"`, `\`,
    /// or U+2028 / U+2029 (E2 80 A8 / A9 in UTF-8).
    private static func needsEscape(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                   bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
            }
            return false
        }
    }
}

/// Builds JSON values tersely: `.object(["kind": .string("truncated"), ...])` in key order.
extension JSONValue {
    /// An object from key–value pairs in the order given.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.key, keyLocation: SourceLocation(line: 0, column: 0, offset: 0), node: JSONNode($0.value)) })
    }

    /// An object from an ordered list of key–value pairs.
    public static func object(ordered pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.0, keyLocation: SourceLocation(line: 0, column: 0, offset: 0), node: JSONNode($0.1)) })
    }

    /// An array of plain values.
    public static func array(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0) })
    }
}
