import TypeFitJSON

/// A configuration (or baseline) file or flag that cannot be used: what is wrong and, for a
/// file, where (`typefit.json:3:17: $.severity.touchTarjet: unknown finding kind …`).
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in a file the problem stands.
    public struct Location: Sendable, Hashable {
        /// The file as given (or found); nil for text parsed from memory.
        public var file: String?
        public var line: Int
        public var column: Int
        /// The JSON path of the offending value, e.g. `$.severity.touchTarget`.
        public var path: String

        public init(file: String?, line: Int, column: Int, path: String) {
            self.file = file
            self.line = line
            self.column = column
            self.path = path
        }
    }

    /// What is wrong, in one sentence, with the valid values and a suggestion where there are some.
    public var problem: String
    /// Where, for a problem in a file; nil for a problem in a flag or a file that cannot be read.
    public var location: Location?

    public init(problem: String, location: Location? = nil) {
        self.problem = problem
        self.location = location
    }

    public var description: String {
        guard let location else { return problem }
        let place = (location.file.map { "\($0):" } ?? "") + "\(location.line):\(location.column)"
        return "\(place): \(location.path): \(problem)"
    }
}
