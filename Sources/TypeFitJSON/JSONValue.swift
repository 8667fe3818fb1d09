/// A JSON document tree that remembers where each value stood in the source text,
/// so that errors can name a line, a column and a JSON path.

/// A position in a source text: 1-based line and column (in Unicode scalars), 0-based byte offset.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String { "\(line):\(column)" }
}

/// A JSON value with its source location; objects keep their members in source order.
public struct JSONNode: Sendable, Hashable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation = SourceLocation(line: 0, column: 0, offset: 0)) {
        self.value = value
        self.location = location
    }
}

/// One member of a JSON object: the key, where the key stood, and the value.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var keyLocation: SourceLocation
    public var node: JSONNode

    public init(key: String, keyLocation: SourceLocation, node: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.node = node
    }
}

/// The value part of a JSON node.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The JSON type's name as error messages say it: "a string", "a number", "an object" …
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONNode {
    /// The member named `key` when this node is an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first(where: { $0.key == key })?.node
    }

    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let n) = value { return n }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    public var arrayValue: [JSONNode]? {
        if case .array(let a) = value { return a }
        return nil
    }

    public var members: [JSONMember]? {
        if case .object(let m) = value { return m }
        return nil
    }
}

/// A path into a JSON document, written as `$.root.children[2].lines`.
///
/// Stored as a chain of links to its parent path, so that appending (done for every value a
/// decoder visits) costs one small allocation, not a copy of the whole path.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The last component and the path before it.
    private final class Link: Sendable {
        let parent: Link?
        let component: Component
        /// Components up to and including this one.
        let count: Int

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
            count = (parent?.count ?? 0) + 1
        }
    }

    private let last: Link?

    private init(last: Link?) {
        self.last = last
    }

    public init(_ components: [Component] = []) {
        var link: Link?
        for component in components { link = Link(parent: link, component: component) }
        last = link
    }

    public static let root = JSONPath()

    /// The components from the document's root.
    public var components: [Component] {
        var result: [Component] = []
        result.reserveCapacity(last?.count ?? 0)
        var link = last
        while let current = link {
            result.append(current.component)
            link = current.parent
        }
        return result.reversed()
    }

    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Link(parent: last, component: .key(key)))
    }

    public func appending(_ index: Int) -> JSONPath {
        JSONPath(last: Link(parent: last, component: .index(index)))
    }

    public func appending(_ component: Component) -> JSONPath {
        JSONPath(last: Link(parent: last, component: component))
    }

    /// The identity of the path's storage, shared by the copies of the path and by nothing else
    /// while they live; nil for the root.
    var storageIdentity: ObjectIdentifier? {
        last.map { ObjectIdentifier($0) }
    }

    public static func == (a: JSONPath, b: JSONPath) -> Bool {
        var left = a.last
        var right = b.last
        guard left?.count == right?.count else { return false }
        while let l = left, let r = right {
            if l === r { return true }
            if l.component != r.component { return false }
            left = l.parent
            right = r.parent
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(last?.count ?? 0)
        var link = last
        while let current = link {
            hasher.combine(current.component)
            link = current.parent
        }
    }

    /// `$`, then `.key` for a key that is an identifier, `["key"]` for another, `[index]` for an
    /// index. Written as bytes: every finding names its element's path, and building the text by
    /// string interpolation took about 9,000 instructions for a path eight components deep.
    ///
    /// The bytes are written from the last component back to the root, each component's
    /// reversed, and the whole turned around once at the end, so the links are followed as they
    /// point and no array of the components is gathered first.
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        var link = last
        while let current = link {
            let start = bytes.count
            switch current.component {
            case .index(let index):
                bytes.append(UInt8(ascii: "["))
                Self.appendDecimal(index, to: &bytes)
                bytes.append(UInt8(ascii: "]"))
            case .key(let key):
                if Self.isIdentifier(key) {
                    bytes.append(UInt8(ascii: "."))
                    let utf8 = key.utf8
                    if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                        bytes.append(contentsOf: utf8)
                    }
                } else {
                    bytes.append(UInt8(ascii: "["))
                    bytes.append(contentsOf: JSONWriter.quoted(key).utf8)
                    bytes.append(UInt8(ascii: "]"))
                }
            }
            Self.reverse(&bytes, from: start)
            link = current.parent
        }
        bytes.append(UInt8(ascii: "$"))
        Self.reverse(&bytes, from: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Turns `bytes[start...]` around in place. (Reversing the slice `bytes[start...]` copied
    /// the whole array first: the slice shares its storage while it is changed.)
    private static func reverse(_ bytes: inout [UInt8], from start: Int) {
        var (low, high) = (start, bytes.count - 1)
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// The decimal digits of `value` (with "-" when negative).
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        DecimalText.withDigits(of: UInt64(value.magnitude)) { bytes.append(contentsOf: $0) }
    }

    /// Whether a key can be written after a dot: a letter or `_`, then letters, digits or `_`.
    /// ASCII keys (nearly all) are decided on their bytes in one pass, without Unicode property
    /// lookups. A key with a byte beyond ASCII is decided on its characters; an ASCII byte that
    /// fails the test fails it there too (it is its own character, or starts one that is no
    /// letter, digit or `_` either), so the pass may stop at it.
    static func isIdentifier(_ key: String) -> Bool {
        let utf8 = key.utf8
        if let ascii = utf8.withContiguousStorageIfAvailable(asciiIdentifier) ?? asciiIdentifier(utf8) {
            return ascii
        }
        return key.first.map({ $0.isLetter || $0 == "_" }) == true
            && key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// Whether `bytes` are an identifier, decided by the ASCII rule; nil at the first byte beyond
    /// ASCII before one that fails.
    private static func asciiIdentifier<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool? {
        var isFirst = true
        for byte in bytes {
            if byte >= 0x80 { return nil }
            guard isASCIILetter(byte) || byte == 0x5F || (!isFirst && byte >= 0x30 && byte <= 0x39) else { return false }
            isFirst = false
        }
        return !isFirst
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
