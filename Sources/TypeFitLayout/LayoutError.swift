import TypeFitJSON
import TypeFitText

/// Why a screen could not be laid out.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text engine could not lay out an element's text (a font that does not load, a bad request).
    case text(element: String, path: JSONPath, location: SourceLocation, error: TextError)
    /// The element tree is nested deeper than the engine follows.
    case tooDeep(element: String, path: JSONPath, limit: Int)
    /// Laying the screen out asked for more measurements than ``LayoutPass/measurementLimit(nodeCount:)``
    /// allows: nesting (stacks distributing proportionally inside one another, say) that measures
    /// children at ever new sizes, which grows faster than the screen.
    case tooMuchWork(element: String, path: JSONPath, location: SourceLocation, limit: Int)
    /// The keyboard and presentation sizes (`Metrics/keyboard.json`) could not be read.
    case metrics(KeyboardMetricsError)

    public var description: String {
        switch self {
        case .text(let element, let path, let location, let error):
            return "\(location): \(path): cannot lay out the text of '\(element)': \(error)"
        case .tooDeep(let element, let path, let limit):
            return "\(path): '\(element)' is nested more than \(limit) levels deep"
        case .tooMuchWork(let element, let path, let location, let limit):
            return "\(location): \(path): laying the screen out, at '\(element)', needs more than \(limit) measurements (the limit for a screen of its size: \(LayoutPass.measurementsPerNode) per element and 1000): the nesting measures children at ever new sizes; flatten it"
        case .metrics(let error):
            return "cannot lay out the keyboard or presentation: \(error)"
        }
    }
}
