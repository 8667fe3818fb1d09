import TypeFitJSON
import TypeFitLayout

extension SpecError {
    /// A Figma document that cannot be read: the file, where in it, the JSON path and what was
    /// expected, printed as a spec error is. `location` is nil for the whole file.
    static func figma(file: String, location: SourceLocation? = nil, path: JSONPath? = nil, problem: String) -> SpecError {
        SpecError(kind: location == nil ? .unreadable : (path == nil ? .syntax : .invalid), file: file,
                  line: location?.line ?? 0, column: location?.column ?? 0, path: path, problem: problem)
    }
}

/// Something of a Figma document that was not imported as it is, with the node it concerns.
public struct FigmaNote: Sendable, Hashable, CustomStringConvertible {
    public var nodeID: String
    public var nodeName: String
    public var message: String

    public init(nodeID: String, nodeName: String, message: String) {
        self.nodeID = nodeID
        self.nodeName = nodeName
        self.message = message
    }

    public var description: String { "\"\(nodeName)\" (\(nodeID)): \(message)" }
}
