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
        var out = Output(indent: indent)
        write(value, into: &out, level: 0)
        return out.text
    }

    /// A member of an object written by ``string(streamingObject:)``: a value, an array whose
    /// items are made one at a time as they are written, or an object or array holding such
    /// members (a long array deep inside a document).
    public enum StreamedMember: Sendable {
        case value(JSONValue)
        case items(count: Int, item: @Sendable (Int) -> JSONValue)
        /// An array of objects whose members are handed over one by one as each is written
        /// (`members(index, &object)` hands each key and value to `object` in order): no value
        /// is built for the items (the findings of a report), their members go straight to bytes.
        case objects(count: Int, members: @Sendable (Int, inout ObjectMembers) -> Void)
        /// An object whose members are streamed members.
        case object([(key: String, member: StreamedMember)])
        /// An array whose elements are streamed members.
        case array([StreamedMember])

        /// The member as one value (the items made into an array).
        public var value: JSONValue {
            switch self {
            case .value(let value): value
            case .items(let count, let item): .array((0..<count).map(item))
            case .objects(let count, let members):
                .array((0..<count).map { index in
                    var object = ObjectMembers()
                    members(index, &object)
                    return object.value
                })
            case .object(let members): .object(ordered: members.map { ($0.key, $0.member.value) })
            case .array(let elements): .array(elements.map(\.value))
            }
        }
    }

    /// An object written exactly as ``string(_:)`` writes it (`.items` as arrays), making each
    /// array item only when it is written: a large document (a report of thousands of findings)
    /// is never held as values all at once, only as its text.
    public func string(streamingObject members: [(key: String, member: StreamedMember)]) -> String {
        var bytes: [UInt8] = []
        write(streamingObject: members) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes `count` pieces of text, `piece(0)` to `piece(count - 1)`, and returns them in that
    /// order. ``write(streamingObject:making:to:)`` hands it the items of a long array in
    /// batches; a caller with threads may make the pieces at once (`piece` may then be called
    /// from several threads: the array's `item` must allow it). The text is the same either way.
    public typealias PieceMaker = (_ count: Int, _ piece: @Sendable (Int) -> [UInt8]) -> [[UInt8]]

    /// Takes a long text as it is made, piece by piece, as UTF-8 bytes (a report written to a file).
    public typealias ByteSink = (_ utf8: [UInt8]) -> Void

    /// Items of a long array written together as one piece by a ``PieceMaker``.
    static let itemsPerPiece = 256
    /// Pieces asked of a ``PieceMaker`` at a time: the text held at once stays a few megabytes.
    public static let piecesPerRound = 16

    /// As ``string(streamingObject:)``, handing the text to `sink` in pieces of about 64 KB as
    /// it is made, so that not even the text is held whole (a report written to a file). The
    /// items of an array longer than ``itemsPerPiece`` are made in pieces by `making` when it
    /// is given; the text is the same with or without it.
    public func write(streamingObject members: [(key: String, member: StreamedMember)], making: PieceMaker? = nil,
                      to sink: ByteSink) {
        var out = Output(indent: indent)
        write(.object(members), level: 0, making: making, into: &out, sink: sink)
        sink(out.bytes)
    }

    /// `member` at `level`, as ``write(_:into:level:)`` writes its value.
    private func write(_ member: StreamedMember, level: Int, making: PieceMaker?, into out: inout Output,
                       sink: ByteSink) {
        switch member {
        case .value(let value):
            write(value, into: &out, level: level)
        case .object(let members):
            container("{", "}", count: members.count, into: &out, level: level) { index, out in
                self.member(members[index].key, into: &out)
                write(members[index].member, level: level + 1, making: making, into: &out, sink: sink)
            }
        case .array(let elements):
            container("[", "]", count: elements.count, into: &out, level: level) { index, out in
                write(elements[index], level: level + 1, making: making, into: &out, sink: sink)
            }
        case .items(let count, _), .objects(let count, _):
            if let making, count > Self.itemsPerPiece {
                writeInPieces(member, count: count, level: level, making: making, into: &out, sink: sink)
                return
            }
            container("[", "]", count: count, into: &out, level: level) { position, out in
                writeItem(position, of: member, level: level + 1, into: &out)
                if out.count > 1 << 16 {
                    sink(out.bytes)
                    out.removeAll()
                }
            }
        }
    }

    /// Item `position` of an array member, at `level`.
    private func writeItem(_ position: Int, of array: StreamedMember, level: Int, into out: inout Output) {
        switch array {
        case .value, .object, .array:
            preconditionFailure("only .items and .objects are written item by item")
        case .items(_, let item):
            write(item(position), into: &out, level: level)
        case .objects(_, let members):
            // As `write(_:into:level:)` writes an object, member by member, into the text the
            // members hold for the call.
            out.append(UInt8(ascii: "{"))
            var object = ObjectMembers(writer: self, level: level)
            swap(&out, &object.output)
            members(position, &object)
            swap(&out, &object.output)
            if object.count > 0 { out.newline(level: level) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The members of one object of an ``StreamedMember/objects(count:members:)`` array, handed
    /// over in order: written straight into the text, with no JSON value made for each member
    /// and taken apart again, or, when the array is made into a value (``StreamedMember/value``),
    /// gathered as key–value pairs. While members are written, the object holds the writer's
    /// text, handed to it for the one call that hands the members over and taken back after.
    public struct ObjectMembers {
        /// The writer and the object's level, or nil while gathering pairs.
        private let target: (writer: JSONWriter, level: Int)?
        /// The text members are written to (empty while gathering pairs).
        fileprivate var output = Output(indent: nil)
        private var pairs: [(String, JSONValue)] = []
        /// Members handed over so far.
        public private(set) var count = 0

        /// Members gathered as pairs, to make a value of (``value``).
        public init() {
            target = nil
        }

        /// Members written by `writer` for an object at `level`, into the text the writer swaps
        /// into ``output`` for the call.
        fileprivate init(writer: JSONWriter, level: Int) {
            target = (writer, level)
        }

        /// The object the gathered members make.
        public var value: JSONValue { .object(ordered: pairs) }

        /// A string member.
        public mutating func string(_ key: String, _ value: String) {
            guard startMember(key) else { return pairs.append((key, .string(value))) }
            JSONWriter.appendQuoted(value, to: &output)
        }

        /// A string member whose key was quoted once, ahead (``MemberKey``).
        public mutating func string(_ key: MemberKey, _ value: String) {
            guard startMember(key) else { return pairs.append((key.name, .string(value))) }
            JSONWriter.appendQuoted(value, to: &output)
        }

        /// A number member, written as ``JSONWriter/number(_:)`` writes it.
        public mutating func number(_ key: String, _ value: Double) {
            guard startMember(key) else { return pairs.append((key, .number(value))) }
            output.append(JSONWriter.number(value))
        }

        /// A number member whose key was quoted once, ahead (``MemberKey``).
        public mutating func number(_ key: MemberKey, _ value: Double) {
            guard startMember(key) else { return pairs.append((key.name, .number(value))) }
            output.append(JSONWriter.number(value))
        }

        /// A `true` or `false` member whose key was quoted once, ahead (``MemberKey``).
        public mutating func bool(_ key: MemberKey, _ value: Bool) {
            guard startMember(key) else { return pairs.append((key.name, .bool(value))) }
            output.append(value ? "true" : "false")
        }

        /// A `true` or `false` member.
        public mutating func bool(_ key: String, _ value: Bool) {
            guard startMember(key) else { return pairs.append((key, .bool(value))) }
            output.append(value ? "true" : "false")
        }

        /// A member of any value.
        public mutating func value(_ key: String, _ value: JSONValue) {
            guard let target, startMember(key) else { return pairs.append((key, value)) }
            target.writer.write(value, into: &output, level: target.level + 1)
        }

        /// Counts a member and, when writing, writes what comes before its value (the comma,
        /// the line break and the key); false when gathering pairs.
        private mutating func startMember(_ key: String) -> Bool {
            guard startLine() else { return false }
            JSONWriter.appendQuoted(key, to: &output)
            output.appendSeparator()
            return true
        }

        /// ``startMember(_:)`` with the key's quoted text copied, not made.
        private mutating func startMember(_ key: MemberKey) -> Bool {
            guard startLine() else { return false }
            output.append(key.quoted)
            output.appendSeparator()
            return true
        }

        /// Counts a member and, when writing, writes the comma and line break before it.
        private mutating func startLine() -> Bool {
            count += 1
            guard let target else { return false }
            if count > 1 { output.append(UInt8(ascii: ",")) }
            output.newline(level: target.level + 1)
            return true
        }
    }

    /// An object member's key with its quoted text made once (`"spec"`), for a member written many
    /// times (each finding of a report has a dozen): the text is copied into each object, where a
    /// key given as a string is scanned for characters to escape and quoted every time.
    public struct MemberKey: Sendable {
        /// The key.
        public let name: String
        /// The key quoted as JSON, as ``JSONWriter/quoted(_:)`` quotes it.
        fileprivate let quoted: [UInt8]

        public init(_ name: String) {
            self.name = name
            quoted = Array(JSONWriter.quoted(name).utf8)
        }
    }

    /// A non-empty array member's value at `level`, as ``container(_:_:count:into:level:element:)``
    /// writes it, its items made ``itemsPerPiece`` at a time by `making`.
    private func writeInPieces(_ array: StreamedMember, count: Int, level: Int, making: PieceMaker,
                               into out: inout Output, sink: ByteSink) {
        out.append(UInt8(ascii: "["))
        let pieceCount = (count + Self.itemsPerPiece - 1) / Self.itemsPerPiece
        var firstPiece = 0
        while firstPiece < pieceCount {
            let round = min(Self.piecesPerRound, pieceCount - firstPiece)
            let base = firstPiece
            let texts = making(round) { [self] index in
                let start = (base + index) * Self.itemsPerPiece
                var text = Output(indent: indent)
                for position in start..<min(count, start + Self.itemsPerPiece) {
                    if position > 0 { text.append(UInt8(ascii: ",")) }
                    text.newline(level: level + 1)
                    writeItem(position, of: array, level: level + 1, into: &text)
                }
                return text.bytes
            }
            precondition(texts.count == round, "a piece maker returned \(texts.count) pieces for \(round)")
            sink(out.bytes)
            out.removeAll()
            for text in texts { sink(text) }
            firstPiece += round
        }
        out.newline(level: level)
        out.append(UInt8(ascii: "]"))
    }

    /// The text being written, as UTF-8 bytes: a streamed document is handed over as these
    /// bytes, and a document written whole is made into a `String` once.
    struct Output {
        /// The bytes written.
        private(set) var bytes: [UInt8] = []
        /// A line break and the indentation of the deepest level written so far (eight at
        /// first): a line break at `level` is its first `1 + level × unit` bytes. Empty when
        /// compact.
        private var breaks: [UInt8]
        /// Bytes of indentation per level.
        private let unit: Int

        init(indent: String?, capacity: Int = 0) {
            let unitBytes = indent.map { Array($0.utf8) }
            unit = unitBytes?.count ?? 0
            breaks = unitBytes.map { [UInt8(ascii: "\n")] + Array(repeating: $0, count: 8).joined() } ?? []
            bytes.reserveCapacity(capacity)
        }

        /// Bytes written.
        var count: Int { bytes.count }

        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// Forgets the bytes written, keeping their storage.
        mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
        }

        mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: buffer)
        }

        mutating func append(_ more: [UInt8]) {
            bytes.append(contentsOf: more)
        }

        mutating func append(_ string: String) {
            bytes.append(contentsOf: string.utf8)
        }

        mutating func append(_ byte: UInt8) {
            bytes.append(byte)
        }

        /// A line break and the indentation of `level`; nothing when compact.
        mutating func newline(level: Int) {
            guard !breaks.isEmpty else { return }
            let length = 1 + level * unit
            while breaks.count < length {
                breaks += breaks[1...]
            }
            bytes.append(contentsOf: breaks[..<length])
        }

        /// What separates a member's key from its value: `: `, or `:` when compact.
        mutating func appendSeparator() {
            append(UInt8(ascii: ":"))
            if !breaks.isEmpty { append(UInt8(ascii: " ")) }
        }
    }

    fileprivate func write(_ value: JSONValue, into out: inout Output, level: Int) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(JSONWriter.number(n))
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
    private func container(_ open: Unicode.Scalar, _ close: Unicode.Scalar, count: Int, into out: inout Output, level: Int,
                           element: (Int, inout Output) -> Void) {
        out.append(UInt8(open.value))
        guard count > 0 else {
            out.append(UInt8(close.value))
            return
        }
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.newline(level: level + 1)
            element(index, &out)
        }
        out.newline(level: level)
        out.append(UInt8(close.value))
    }

    /// An object member's key and the separator before its value.
    fileprivate func member(_ key: String, into out: inout Output) {
        JSONWriter.appendQuoted(key, to: &out)
        out.appendSeparator()
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
        var out = Output(indent: nil, capacity: s.utf8.count + 2)
        appendQuoted(s, to: &out)
        return out.text
    }

    /// Appends ``quoted(_:)`` of `s` to `out` in one pass over its UTF-8 bytes: the runs between
    /// characters that need an escape are copied whole.
    static func appendQuoted(_ s: String, to out: inout Output) {
        out.append(UInt8(ascii: "\""))
        s.withUTF8Bytes { bytes in
            // The first byte not yet written.
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escaped: UInt32
                let length: Int
                if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    (escaped, length) = (UInt32(byte), 1)
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    (escaped, length) = (bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, 3)
                } else {
                    index += 1
                    continue
                }
                out.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                appendEscape(escaped, to: &out)
                index += length
                start = index
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The escape of a character JSON text must escape here: a control character, `"`, `\`,
    /// U+2028 or U+2029 (which JavaScript does not allow in strings).
    private static func appendEscape(_ value: UInt32, to out: inout Output) {
        switch value {
        case 0x22: out.append("\\\"")
        case 0x5C: out.append("\\\\")
        case 0x0A: out.append("\\n")
        case 0x0D: out.append("\\r")
        case 0x09: out.append("\\t")
        case 0x08: out.append("\\b")
        case 0x0C: out.append("\\f")
        default:
            let hex = String(value, radix: 16, uppercase: false)
            out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
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
