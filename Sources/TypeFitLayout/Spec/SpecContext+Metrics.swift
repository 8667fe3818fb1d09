import TypeFitDynamicType
import TypeFitJSON

/// Lengths, scaled metrics, insets and priority pairs.
///
/// A length is a number of points ≥ 0 or a scaled metric `{"value": 8, "relativeTo": "body",
/// "max": 20}`, which grows with the category as `UIFontMetrics.scaledValue(for:)` and SwiftUI's
/// `@ScaledMetric` do: value × ramp(style, category) / ramp(style, large), then at most `max`.
extension SpecContext {
    static let metricKeys = ["value", "relativeTo", "max"]
    static let insetKeys = ["top", "bottom", "leading", "trailing", "horizontal", "vertical"]

    static let lengthExpectation = "a length ≥ 0 (a number, or a scaled metric {\"value\", \"relativeTo\", \"max\"})"

    /// A length at `category` (the category after any range limit).
    func length(_ node: SpecNode, at category: ContentSizeCategory) throws(SpecError) -> Double {
        let resolved = try resolve(node)
        switch resolved.value {
        case .number:
            return try nonNegative(resolved, expected: Self.lengthExpectation)
        case .object:
            return try scaledMetric(resolved, at: category)
        default:
            throw mismatch(resolved, expected: Self.lengthExpectation)
        }
    }

    /// A length that must be greater than zero.
    func positiveLength(_ node: SpecNode, at category: ContentSizeCategory) throws(SpecError) -> Double {
        let value = try length(node, at: category)
        guard value > 0 else {
            throw error(node, "expected a length > 0, found \(Self.format(value))")
        }
        return value
    }

    /// A maximum size: a length, or `"infinity"` (fill what the parent offers).
    func maximumLength(_ node: SpecNode, at category: ContentSizeCategory) throws(SpecError) -> Double {
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
        return try length(resolved, at: category)
    }

    /// `{"value": 8, "relativeTo": "body", "max": 20}` at `category`; `relativeTo` defaults to body.
    func scaledMetric(_ node: SpecNode, at category: ContentSizeCategory) throws(SpecError) -> Double {
        try checkKeys(node, allowed: Self.metricKeys, what: "a scaled metric")
        let valueNode = try required(node, "value", what: "a scaled metric")
        let value = try nonNegative(valueNode)
        var style = TextStyle.body
        if let styleNode = member(node, "relativeTo") {
            style = try textStyle(styleNode)
        }
        var scaled = FontScaling.relative(to: style).scaledValue(value, at: category, in: options.ramp)
        if let maxNode = member(node, "max") {
            scaled = min(scaled, try nonNegative(maxNode))
        }
        return scaled
    }

    /// Padding or insets: a length for all four sides, or an object of `top`, `bottom`, `leading`,
    /// `trailing`, `horizontal` and `vertical` lengths (a side beats its axis); missing sides
    /// take `defaults`.
    func insets(_ node: SpecNode, at category: ContentSizeCategory, defaults: EdgeInsets = .zero) throws(SpecError) -> EdgeInsets {
        let resolved = try resolve(node)
        switch resolved.value {
        case .number:
            let all = try length(resolved, at: category)
            return EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        case .object(let members):
            if members.contains(where: { $0.key == "value" }) {
                let all = try scaledMetric(resolved, at: category)
                return EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
            }
            try checkKeys(resolved, allowed: Self.insetKeys, what: "insets")
            var result = defaults
            if let vertical = member(resolved, "vertical") {
                let value = try length(vertical, at: category)
                result.top = value
                result.bottom = value
            }
            if let horizontal = member(resolved, "horizontal") {
                let value = try length(horizontal, at: category)
                result.leading = value
                result.trailing = value
            }
            if let top = member(resolved, "top") { result.top = try length(top, at: category) }
            if let bottom = member(resolved, "bottom") { result.bottom = try length(bottom, at: category) }
            if let leading = member(resolved, "leading") { result.leading = try length(leading, at: category) }
            if let trailing = member(resolved, "trailing") { result.trailing = try length(trailing, at: category) }
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
