import TypeFitJSON
import TypeFitText

/// Why a screen could not be laid out.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text engine could not lay out an element's text (a font that does not load, a bad request).
    case text(element: String, path: JSONPath, location: SourceLocation, error: TextError)
    /// The element tree is nested deeper than the engine follows.
    case tooDeep(element: String, path: JSONPath, limit: Int)
    /// The keyboard and presentation sizes (`Metrics/keyboard.json`) could not be read.
    case metrics(KeyboardMetricsError)

    public var description: String {
        switch self {
        case .text(let element, let path, let location, let error):
            return "\(location): \(path): cannot lay out the text of '\(element)': \(error)"
        case .tooDeep(let element, let path, let limit):
            return "\(path): '\(element)' is nested more than \(limit) levels deep"
        case .metrics(let error):
            return "cannot lay out the keyboard or presentation: \(error)"
        }
    }
}
