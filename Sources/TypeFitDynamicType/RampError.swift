/// A type ramp that could not be found, read or understood.
public enum RampError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No `Ramps/<name>.json` in any of the searched directories.
    case notFound(name: String, searched: [String])
    /// The ramp name has characters other than letters, digits, `.`, `_` and `-`.
    case invalidName(String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read but is not a complete, valid ramp.
    case invalid(path: String, problem: String)

    public var description: String {
        switch self {
        case .notFound(let name, let searched):
            let places = searched.isEmpty ? "no resource directory exists" : "searched " + searched.joined(separator: ", ")
            return "type ramp \"\(name)\" not found (\(places)); set TYPEFIT_RESOURCES to the directory that holds Ramps/"
        case .invalidName(let name):
            return "invalid type ramp name \"\(name)\": use letters, digits, '.', '_' and '-'"
        case .unreadable(let path, let reason):
            return "cannot read type ramp \(path): \(reason)"
        case .invalid(let path, let problem):
            return "invalid type ramp \(path): \(problem)"
        }
    }
}
