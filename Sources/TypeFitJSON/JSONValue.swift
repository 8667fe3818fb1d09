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
/// Stored as a chain of links to its parent path: appending a component (done for every value a
/// decoder visits) takes constant time and leaves the parent path as it is.
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
    /// index.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += Self.isIdentifier(key) ? "." + key : "[" + JSONWriter.quoted(key) + "]"
            }
        }
        return text
    }

    /// Whether a key can be written after a dot: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ key: String) -> Bool {
        key.first.map({ $0.isLetter || $0 == "_" }) == true
            && key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
