import TypeFitDynamicType
import TypeFitJSON

/// Lengths, scaled metrics, insets and priority pairs.
///
/// Lengths and insets are read once as ``SpecLength`` and ``SpecInsets`` and resolved at each
/// category that sees them.
///
/// A length is a number of points ≥ 0 or a scaled metric `{"value": 8, "relativeTo": "body",
/// "max": 20}`, which grows with the category as `UIFontMetrics.scaledValue(for:)` and SwiftUI's
/// `@ScaledMetric` do: value × ramp(style, category) / ramp(style, large), then at most `max`.
extension SpecContext {
    static let metricKeys = ["value", "relativeTo", "max"]
    static let insetKeys = ["top", "bottom", "leading", "trailing", "horizontal", "vertical"]

    static let lengthExpectation = "a length ≥ 0 (a number, or a scaled metric {\"value\", \"relativeTo\", \"max\"})"

    /// A length, to be resolved at each category that sees it.
    func length(_ node: SpecNode) throws(SpecError) -> SpecLength {
        let resolved = try resolve(node)
        switch resolved.value {
        case .number:
            return .points(try nonNegative(resolved, expected: Self.lengthExpectation))
        case .object:
            return try scaledMetric(resolved)
        default:
            throw mismatch(resolved, expected: Self.lengthExpectation)
        }
    }

    /// Checks that `length` is greater than zero at each of `categories` (after any range limit).
    func checkPositive(_ length: SpecLength, of node: SpecNode, at categories: [ContentSizeCategory]) throws(SpecError) {
        for category in categories {
            let value = length.at(category, in: options.ramp)
            guard value > 0 else {
                throw error(node, "expected a length > 0, found \(Self.format(value))")
            }
        }
    }

    /// A maximum size: a length, or `"infinity"` (fill what the parent offers).
    func maximumLength(_ node: SpecNode) throws(SpecError) -> SpecLength {
        let resolved = try resolve(node)
        if case .string(let text) = resolved.value {
            let word = try substitute(text, in: resolved)
            if word.lowercased() == "infinity" { return .infinity }
            let suggestion = SpecContext.suggest(word, among: ["infinity"])
            var problem = "expected a length ≥ 0 or \"infinity\", found \(SpecContext.quote(word))"
            if suggestion != nil { problem += "; did you mean \"infinity\"?" }
            throw error(resolved, problem, suggestion: suggestion)
        }
        guard resolved.node.numberValue != nil || resolved.node.members != nil else {
            throw mismatch(resolved, expected: "a length ≥ 0 or \"infinity\"")
        }
        return try length(resolved)
    }

    /// `{"value": 8, "relativeTo": "body", "max": 20}`; `relativeTo` defaults to body.
    func scaledMetric(_ node: SpecNode) throws(SpecError) -> SpecLength {
        try checkKeys(node, allowed: Self.metricKeys, what: "a scaled metric")
        let valueNode = try required(node, "value", what: "a scaled metric")
        let value = try nonNegative(valueNode)
        var style = TextStyle.body
        if let styleNode = member(node, "relativeTo") {
            style = try textStyle(styleNode)
        }
        var maximum: Double?
        if let maxNode = member(node, "max") {
            maximum = try nonNegative(maxNode)
        }
        return .scaled(value: value, style: style, maximum: maximum)
    }

    /// Padding or insets: a length for all four sides, or an object of `top`, `bottom`, `leading`,
    /// `trailing`, `horizontal` and `vertical` lengths (a side beats its axis); missing sides
    /// take `defaults`.
    func insets(_ node: SpecNode, defaults: EdgeInsets = .zero) throws(SpecError) -> SpecInsets {
        let resolved = try resolve(node)
        switch resolved.value {
        case .number:
            return SpecInsets(all: try length(resolved))
        case .object(let members):
            if members.contains(where: { $0.key == "value" }) {
                return SpecInsets(all: try scaledMetric(resolved))
            }
            try checkKeys(resolved, allowed: Self.insetKeys, what: "insets")
            var result = SpecInsets(defaults)
            if let vertical = member(resolved, "vertical") {
                let value = try length(vertical)
                result.top = value
                result.bottom = value
            }
            if let horizontal = member(resolved, "horizontal") {
                let value = try length(horizontal)
                result.leading = value
                result.trailing = value
            }
            if let top = member(resolved, "top") { result.top = try length(top) }
            if let bottom = member(resolved, "bottom") { result.bottom = try length(bottom) }
            if let leading = member(resolved, "leading") { result.leading = try length(leading) }
            if let trailing = member(resolved, "trailing") { result.trailing = try length(trailing) }
            return result
        default:
            throw mismatch(resolved, expected: "insets (a length, or an object of top, bottom, leading, trailing, horizontal, vertical)")
        }
    }

    /// An Auto Layout priority (1…1000) for both axes, or `{"horizontal", "vertical"}`;
    /// a missing axis keeps its value from `defaults`.
    func priorityPair(_ node: SpecNode, defaults: (Double, Double)) throws(SpecError) -> (horizontal: Double, vertical: Double) {
        let expected = "a priority from 1 to 1000"
        let resolved = try resolve(node)
        switch resolved.value {
        case .number:
            let value = try number(resolved, in: 1...1000, expected: expected)
            return (value, value)
        case .object:
            try checkKeys(resolved, allowed: ["horizontal", "vertical"], what: "priorities")
            var result = (horizontal: defaults.0, vertical: defaults.1)
            if let horizontal = member(resolved, "horizontal") {
                result.horizontal = try number(horizontal, in: 1...1000, expected: expected)
            }
            if let vertical = member(resolved, "vertical") {
                result.vertical = try number(vertical, in: 1...1000, expected: expected)
            }
            return result
        default:
            throw mismatch(resolved, expected: "\(expected), or {\"horizontal\", \"vertical\"}")
        }
    }
}
