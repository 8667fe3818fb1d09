/// Why a String Catalog, a `.strings` file or a format string could not be used.
///
/// Every case carries the facts a message needs: the file, the line and column (1-based,
/// columns count Unicode scalars), and what was expected. `description` prints them as
/// `file:line:column: problem`, the form compilers use, so editors can jump to the spot.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read at all (missing, a directory, no permission).
    case unreadable(file: String, reason: String)
    /// The file's bytes are not text in the encoding it claims (bad UTF-8, odd UTF-16 length).
    case encoding(file: String, line: Int, column: Int, problem: String)
    /// A String Catalog is not valid JSON.
    case json(file: String, line: Int, column: Int, problem: String)
    /// A String Catalog is valid JSON but not the shape Xcode writes; `path` is the JSON path
    /// of the offending value, such as `$.strings["Save"].localizations.de.stringUnit.value`.
    case catalog(file: String, path: String, line: Int, column: Int, problem: String)
    /// A `.strings` file breaks the old-style property list grammar.
    case strings(file: String, line: Int, column: Int, problem: String)
    /// A format string (`%@`, `%1$d` …) cannot be filled; `key` names the localisation key.
    case format(key: String, problem: String)
    /// A pseudo-language or locale identifier that TypeFit does not know.
    case identifier(String, problem: String)

    /// The file the error is about, when there is one.
    public var file: String? {
        switch self {
        case .unreadable(let file, _), .encoding(let file, _, _, _), .json(let file, _, _, _),
            .catalog(let file, _, _, _, _), .strings(let file, _, _, _):
            file
        case .format, .identifier:
            nil
        }
    }

    /// The 1-based line of the problem, when the error has a position.
    public var line: Int? {
        switch self {
        case .encoding(_, let line, _, _), .json(_, let line, _, _), .catalog(_, _, let line, _, _),
            .strings(_, let line, _, _):
            line
        case .unreadable, .format, .identifier:
            nil
        }
    }

    /// The 1-based column of the problem, in Unicode scalars, when the error has a position.
    public var column: Int? {
        switch self {
        case .encoding(_, _, let column, _), .json(_, _, let column, _), .catalog(_, _, _, let column, _),
            .strings(_, _, let column, _):
            column
        case .unreadable, .format, .identifier:
            nil
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read: \(reason)"
        case .encoding(let file, let line, let column, let problem):
            "\(file):\(line):\(column): \(problem)"
        case .json(let file, let line, let column, let problem):
            "\(file):\(line):\(column): invalid JSON: \(problem)"
        case .catalog(let file, let path, let line, let column, let problem):
            "\(file):\(line):\(column): \(path): \(problem)"
        case .strings(let file, let line, let column, let problem):
            "\(file):\(line):\(column): \(problem)"
        case .format(let key, let problem):
            "format string of key \"\(key)\": \(problem)"
        case .identifier(let identifier, let problem):
            "\"\(identifier)\": \(problem)"
        }
    }
}
