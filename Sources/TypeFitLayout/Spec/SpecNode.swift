import TypeFitJSON

/// A JSON value being decoded, with the two paths that name it.
///
/// `path` is where the value is written in the file; errors name it, with the value's line and
/// column. `instancePath` is where the value sits in the element tree: the two differ inside a
/// component, whose elements are written once under `$.components` but appear at each use.
/// Elements take `instancePath` as their ``SourceReference`` so that two uses have two names.
///
/// A member or item (`child`) keeps its parent's paths and its own step, and makes its paths
/// when asked: most values are read and never named (only errors and elements name them), and
/// making two paths for every value (an allocation each) was 4 % of decoding a spec. A node whose
/// members are all visited is ``materialized()`` first, so that its paths are made once, not once
/// a member.
struct SpecNode {
    var node: JSONNode
    /// `path` without ``step``.
    private var writtenBase: JSONPath
    /// `instancePath` without ``step``.
    private var instanceBase: JSONPath
    /// The key or index that leads from the parent to this value; nil once part of the bases.
    private var step: JSONPath.Component?
    /// The `{name}` substitutions in force where the value is written (inside a component or a
    /// grid's `repeat` item); nil where braces are plain text.
    var substitutions: Substitutions?

    init(node: JSONNode, path: JSONPath, instancePath: JSONPath, substitutions: Substitutions? = nil) {
        self.node = node
        self.writtenBase = path
        self.instanceBase = instancePath
        self.step = nil
        self.substitutions = substitutions
    }

    /// The document's root value.
    init(root: JSONNode) {
        self.init(node: root, path: .root, instancePath: .root)
    }

    private init(node: JSONNode, parent: SpecNode, step: JSONPath.Component) {
        self.node = node
        self.writtenBase = parent.path
        self.instanceBase = parent.instancePath
        self.step = step
        self.substitutions = parent.substitutions
    }

    var value: JSONValue { node.value }
    var location: SourceLocation { node.location }

    /// Where the value is written in the file.
    var path: JSONPath {
        guard let step else { return writtenBase }
        return writtenBase.appending(step)
    }

    /// Where the value sits in the element tree.
    var instancePath: JSONPath {
        get {
            guard let step else { return instanceBase }
            return instanceBase.appending(step)
        }
        set {
            writtenBase = path
            instanceBase = newValue
            step = nil
        }
    }

    /// The same node with its paths made: what to call before taking many children of it.
    func materialized() -> SpecNode {
        guard step != nil else { return self }
        return SpecNode(node: node, path: path, instancePath: instancePath, substitutions: substitutions)
    }

    /// The member `key` of this object, with both paths extended.
    func child(_ key: String, _ member: JSONNode) -> SpecNode {
        SpecNode(node: member, parent: self, step: .key(key))
    }

    /// The element `index` of this array, with both paths extended.
    func child(_ index: Int, _ element: JSONNode) -> SpecNode {
        SpecNode(node: element, parent: self, step: .index(index))
    }
}

/// The values `{name}` stands for in the strings of a component (its parameters) or of a grid's
/// `repeat` item (`{index}`).
final class Substitutions {
    /// Who defines the names, for messages: `component "fieldRow"`, `the repeat item`.
    let owner: String
    /// Name → the value node (a `with` value, a parameter default, or a synthesized index).
    let values: [String: SpecNode]

    init(owner: String, values: [String: SpecNode]) {
        self.owner = owner
        self.values = values
    }

    /// The names in a stable order, for messages.
    var names: [String] { values.keys.sorted() }
}

/// One member of an element after components and `when` rules have been applied: the key as
/// written and the value that is in force.
struct SpecField {
    var key: String
    var keyLocation: SourceLocation
    /// The path of the object the key is written in.
    var keyParent: JSONPath
    var value: SpecNode

    /// Where the key is written, for errors (a long key cut short).
    var keyPath: JSONPath { keyParent.appending(SpecContext.shortKey(key)) }
}

/// The fields in force for one element at the categories that see the same fields, in the order
/// they were written.
///
/// An element has a few fields: up to ``linearLimit`` they are found by comparing keys in
/// order, which costs less than hashing them; beyond, through an index (a hostile element may
/// have thousands of keys).
struct SpecFields {
    static let linearLimit = 16

    /// The element's own object (for "missing field" errors).
    var owner: SpecNode
    /// The element's type as written.
    var type: ElementType
    private(set) var fields: [SpecField] = []
    /// Key → index in `fields`, kept once there are more than ``linearLimit`` fields.
    private var index: [String: Int] = [:]

    init(owner: SpecNode, type: ElementType) {
        self.owner = owner
        self.type = type
    }

    subscript(key: String) -> SpecNode? {
        position(of: key).map { fields[$0].value }
    }

    func contains(_ key: String) -> Bool {
        position(of: key) != nil
    }

    private func position(of key: String) -> Int? {
        guard fields.count <= Self.linearLimit else { return index[key] }
        // Lengths first: most keys differ in length, and a string's length in UTF-8 is stored
        // with it, where telling two unequal strings apart takes a call.
        let length = key.utf8.count
        return fields.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// Sets `field`, replacing an earlier field of the same key in place. The field is taken, not
    /// borrowed: kept, it is moved into the list instead of copied (its key, paths and value
    /// retained) and released where it was made.
    mutating func set(_ field: consuming SpecField) {
        if let position = position(of: field.key) {
            fields[position] = field
            return
        }
        fields.append(field)
        if fields.count == Self.linearLimit + 1 {
            for (position, kept) in fields.enumerated() {
                index[kept.key] = position
            }
        } else if fields.count > Self.linearLimit {
            index[fields[fields.count - 1].key] = fields.count - 1
        }
    }
}
