import TypeFitDynamicType
import TypeFitJSON

/// `{name}` substitution in the strings of components and grid `repeat` items.
///
/// Inside a component, `{label}` in any string stands for the parameter `label` (the use's
/// `with` value, else the parameter's default); inside a `repeat` item, `{index}` stands for the
/// item's number, from 1. A string that is exactly `{name}` takes the parameter's value with its
/// type, so `"width": "{width}"` can pass a number. `{{` and `}}` write literal braces. Outside
/// components and `repeat` items braces are plain text.
extension SpecContext {
    /// The node itself, or the parameter value a whole-string `{name}` stands for.
    func resolve(_ node: SpecNode) throws(SpecError) -> SpecNode {
        var current = node
        // Each step moves to a value written further out (a `with` of an enclosing use); the
        // chain is as long as the component nesting, which recursion checks keep finite.
        var steps = 0
        while let substitutions = current.substitutions, case .string(let text) = current.value,
              let name = Self.wholeParameter(text) {
            guard let value = substitutions.values[name] else {
                throw unknownParameter(name, in: current, substitutions: substitutions)
            }
            current = value
            steps += 1
            if steps > SpecLimits.maxDepth * 4 {
                throw error(node, "parameter substitution does not terminate")
            }
        }
        return current
    }

    /// `text` with every `{name}` replaced by its value's text and `{{`, `}}` unescaped.
    ///
    /// The result may hold at most `limit` UTF-16 code units (``SpecLimits/maxTextLength``):
    /// values that hold parameters of enclosing uses multiply as components nest, so the limit is
    /// checked as the string grows, before more is substituted, and the work is bounded by the
    /// limit times the nesting.
    func substitute(_ text: String, in node: SpecNode, limit: Int = SpecLimits.maxTextLength) throws(SpecError) -> String {
        guard let substitutions = node.substitutions,
              text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var units = 0
        var index = 0
        func append(_ scalar: Unicode.Scalar) throws(SpecError) {
            result.append(scalar)
            units += UTF16.width(scalar)
            if units > limit { throw tooLong(node) }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", index + 1 < scalars.count, scalars[index + 1] == "{" {
                try append("{")
                index += 2
                continue
            }
            if scalar == "}", index + 1 < scalars.count, scalars[index + 1] == "}" {
                try append("}")
                index += 2
                continue
            }
            if scalar == "{", let (name, end) = Self.parameter(in: scalars, at: index) {
                guard let value = substitutions.values[name] else {
                    throw unknownParameter(name, in: node, substitutions: substitutions)
                }
                let piece = try parameterText(value, name: name, at: node, limit: limit - units)
                result.append(contentsOf: piece.unicodeScalars)
                units += piece.utf16.count
                index = end
                continue
            }
            try append(scalar)
            index += 1
        }
        return String(result)
    }

    /// The error of a string too long once its parameters are substituted.
    private func tooLong(_ node: SpecNode) -> SpecError {
        error(node, "the string is longer than \(SpecLimits.maxTextLength) UTF-16 code units once its parameters are substituted (the limit)", kind: .limit)
    }

    /// The text a parameter value contributes to a string, at most `limit` UTF-16 code units.
    private func parameterText(_ value: SpecNode, name: String, at use: SpecNode, limit: Int) throws(SpecError) -> String {
        let resolved = try resolve(value)
        let text: String
        switch resolved.value {
        case .string(let string): text = try substitute(string, in: resolved, limit: limit)
        case .number(let number): text = Self.format(number)
        case .bool(let flag): text = flag ? "true" : "false"
        default:
            throw error(use, "parameter \(SpecContext.quote(name)) is \(resolved.value.kindDescription); only strings, numbers and booleans can be substituted into text")
        }
        guard text.utf16.count <= limit else { throw tooLong(use) }
        return text
    }

    private func unknownParameter(_ name: String, in node: SpecNode, substitutions: Substitutions) -> SpecError {
        let names = substitutions.names
        let suggestion = SpecContext.suggest(name, among: names)
        var problem = "unknown parameter {\(name)} in \(substitutions.owner)"
        if let suggestion {
            problem += "; did you mean {\(suggestion)}?"
        }
        problem += names.isEmpty ? " (it has no parameters; write {{ and }} for literal braces)"
            : " (parameters: \(names.joined(separator: ", ")))"
        return error(node, problem, suggestion: suggestion)
    }

    /// The name when `text` is exactly `{name}`.
    static func wholeParameter(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let (name, end) = parameter(in: scalars, at: 0), end == scalars.count else { return nil }
        return name
    }

    /// A `{name}` starting at `start` (a letter or `_`, then letters, digits or `_`): the name and
    /// the index after the closing brace.
    static func parameter(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard start < scalars.count, scalars[start] == "{" else { return nil }
        var index = start + 1
        var name = String.UnicodeScalarView()
        while index < scalars.count, isNameScalar(scalars[index], first: name.isEmpty) {
            name.append(scalars[index])
            index += 1
        }
        guard !name.isEmpty, index < scalars.count, scalars[index] == "}" else { return nil }
        return (String(name), index + 1)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII, scalar.properties.isAlphabetic { return true }
        return !first && scalar.isASCII && ("0"..."9").contains(scalar)
    }
}
