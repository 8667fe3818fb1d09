import TypeFitJSON

/// A spec file that could not be read, parsed or understood.
///
/// ``description`` is the message the command line prints, one line that names the file, the
/// line and column, the JSON path and the problem:
/// `Layouts/signin.json:14:9: $.root.children[2].lines: expected a whole number ≥ 0, found -1`.
/// Errors about the file as a whole (it cannot be read, it is too large) have no line, column
/// or path: `Layouts/huge.json: the file is 5000000 bytes; a spec may have at most 4194304 (4 MiB)`.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Hashable {
        /// The file does not exist, is a directory, or cannot be read.
        case unreadable
        /// The text is not valid JSON.
        case syntax
        /// Valid JSON that is not a valid spec: a wrong type, an unknown key, a bad value.
        case invalid
        /// One of the ``SpecLimits`` is exceeded.
        case limit
    }

    public var kind: Kind
    /// The spec file's path as given to the decoder.
    public var file: String
    /// 1-based line of the offending key or value; 0 when the error concerns the whole file.
    public var line: Int
    /// 1-based column (in Unicode scalars); 0 when the error concerns the whole file.
    public var column: Int
    /// Where in the document, e.g. `$.root.children[2].lines`; nil for file and syntax errors.
    public var path: JSONPath?
    /// What was expected and what was found, with a suggestion when a word is misspelt.
    public var problem: String
    /// The nearest valid word for a misspelt key or value, also included in ``problem``.
    public var suggestion: String?

    public init(kind: Kind, file: String, line: Int = 0, column: Int = 0, path: JSONPath? = nil,
                problem: String, suggestion: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.problem = problem
        self.suggestion = suggestion
    }

    /// `file:line:column: path: problem`, leaving out the parts the error does not have.
    public var description: String {
        var text = file
        if line > 0 {
            text += ":\(line):\(column)"
        }
        text += ": "
        if let path {
            text += path.description + ": "
        }
        return text + problem
    }
}

/// The limits that keep a spec from using unbounded time or memory; exceeding one is a
/// ``SpecError`` of kind ``SpecError/Kind/limit``.
public enum SpecLimits {
    /// Largest spec file, in bytes (4 MiB).
    public static let maxFileBytes = 4 << 20
    /// Most elements in the tree at one category, after components and `repeat` expand.
    public static let maxElements = 10_000
    /// Deepest nesting of elements (the root is at depth 1).
    public static let maxDepth = 64
    /// Longest text of a label, button title or text field, in UTF-16 code units (after
    /// substitution), the unit the text engine's work grows with: a grapheme cluster may hold any
    /// number of combining marks.
    public static let maxTextLength = 10_000
    /// Most UTF-16 code units of text in all the elements of the screen at one category, after
    /// components and `repeat` expand: what the text engine shapes for one screen.
    public static let maxTotalTextLength = 100_000
    /// Most devices a spec may list.
    public static let maxDevices = 16
    /// Largest number of points a length, size, inset or font size may give (100,000), so that
    /// layout arithmetic on up to ``maxElements`` elements stays finite.
    public static let maxLength: Double = 100_000
    /// Aspect ratios (width / height) lie between 1 / ``maxAspectRatio`` and ``maxAspectRatio``.
    public static let maxAspectRatio: Double = 1_000
    /// Deepest nesting of JSON arrays and objects the reader accepts; enough for ``maxDepth``
    /// elements with `when` rules, so the element limit speaks first.
    public static let maxJSONDepth = 512
}
