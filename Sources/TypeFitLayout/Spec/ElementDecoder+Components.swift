import TypeFitDynamicType
import TypeFitJSON

/// Components: an element defined once under `components` and used as
/// `{"use": "fieldRow", "with": {"label": "E-mail"}, "id": "email"}`.
///
/// A use takes the component's element, substitutes the parameters (the `with` values, else
/// the defaults in `params`) into its strings, and then lets the use's own element fields
/// replace the element's, key by key; the `when` rules of both apply, the component's first.
/// A component that uses itself, directly or through others, is an error.
extension ElementDecoder {
    static let componentKeys = ["params", "element", "description"]

    /// The element's fields as written (after expanding a component use), and its `when` lists.
    /// Extends `scope.components` with the components expanded.
    func gatherFields(_ node: SpecNode, scope: inout Scope) throws(SpecError) -> (SpecFields, [SpecNode]) {
        let c = context
        guard let useNode = c.member(node, "use") else {
            let typeNode = try c.required(node, "type", what: "an element")
            var fields = SpecFields(owner: node, type: try elementType(typeNode))
            var rules: [SpecNode] = []
            try collect(node, into: &fields, rules: &rules)
            return (fields, rules)
        }
        if let typeNode = c.member(node, "type") {
            throw c.error(typeNode, "an element that uses a component takes its type from the component; remove \"type\"")
        }
        let name = try c.nonEmptyString(useNode, expected: "a component name")
        guard let definition = c.components[name] else {
            let names = c.components.keys.sorted()
            let suggestion = SpecContext.suggest(name, among: names)
            var problem = "unknown component \(SpecContext.quote(name))"
            if let suggestion {
                problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
            }
            problem += names.isEmpty ? " (the spec defines no components)" : " (defined: \(names.joined(separator: ", ")))"
            throw c.error(useNode, problem, suggestion: suggestion)
        }
        if scope.components.contains(name) {
            let cycle = (scope.components.drop(while: { $0 != name }) + [name]).joined(separator: " → ")
            throw c.error(useNode, "component \(SpecContext.quote(name)) uses itself (\(cycle))")
        }
        scope.components.append(name)

        let substitutions = try parameters(of: definition, name: name, use: node)
        guard let elementJSON = definition.node["element"] else {
            throw c.error(definition, "component \(SpecContext.quote(name)) needs \"element\"")
        }
        let body = SpecNode(node: elementJSON, path: definition.path.appending("element"),
                            instancePath: node.instancePath, substitutions: substitutions)
        let resolvedBody = try c.resolve(body)
        guard resolvedBody.node.members != nil else {
            throw c.mismatch(resolvedBody, expected: "an element (an object with \"type\")")
        }
        var (fields, rules) = try gatherFields(resolvedBody, scope: &scope)
        fields.owner = node
        try collect(node, into: &fields, rules: &rules, skipping: ElementType.useFields)
        return (fields, rules)
    }

    /// Adds the members of `object` to `fields` (replacing same-named ones) and its `when` to `rules`.
    private func collect(_ object: SpecNode, into fields: inout SpecFields, rules: inout [SpecNode],
                         skipping: [String] = []) throws(SpecError) {
        guard let members = object.node.members else { return }
        let object = object.materialized()
        let objectPath = object.path
        for member in members where !skipping.contains(member.key) {
            let value = object.child(member.key, member.node)
            if member.key == "when" {
                rules.append(value)
                continue
            }
            fields.set(SpecField(key: member.key, keyLocation: member.keyLocation,
                                 keyParent: objectPath, value: consume value))
        }
    }

    /// The element type named by `node`; `icon` is an image.
    func elementType(_ node: SpecNode) throws(SpecError) -> ElementType {
        let name = try context.word(node, among: ElementType.names, what: "element type")
        return ElementType(name: name) ?? .box
    }

    /// The substitutions for one use: each parameter's `with` value, else its default.
    private func parameters(of definition: SpecNode, name: String, use: SpecNode) throws(SpecError) -> Substitutions {
        let c = context
        var values: [String: SpecNode] = [:]
        if let paramsNode = c.member(definition, "params")?.materialized(), let members = paramsNode.node.members {
            for member in members {
                values[member.key] = paramsNode.child(member.key, member.node)
            }
        }
        if let withNode = c.member(use, "with") {
            let resolvedWith = try c.resolve(withNode).materialized()
            guard let members = resolvedWith.node.members else {
                throw c.mismatch(resolvedWith, expected: "an object of parameter values")
            }
            let names = values.keys.sorted()
            for member in members {
                guard values[member.key] != nil else {
                    let suggestion = SpecContext.suggest(member.key, among: names)
                    var problem = "component \(SpecContext.quote(name)) has no parameter \(SpecContext.quote(member.key))"
                    if let suggestion {
                        problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
                    }
                    problem += names.isEmpty ? " (it has no parameters)" : " (parameters: \(names.joined(separator: ", ")))"
                    throw c.error(key: member.key, at: member.keyLocation, in: resolvedWith, problem, suggestion: suggestion)
                }
                let value = resolvedWith.child(member.key, member.node)
                try checkParameterValue(value)
                values[member.key] = value
            }
        }
        return Substitutions(owner: "component \(SpecContext.quote(name))", values: values)
    }

    /// Parameter values are strings, numbers or booleans.
    func checkParameterValue(_ node: SpecNode) throws(SpecError) {
        switch node.value {
        case .string, .number, .bool: return
        default: throw context.mismatch(node, expected: "a string, number or boolean parameter value")
        }
    }
}

extension SpecContext {
    /// Reads and checks `$.components`: names, keys and parameter defaults. The elements are
    /// checked where the components are used, with the parameters of each use.
    mutating func readComponents(_ node: SpecNode) throws(SpecError) {
        let members = try object(node, expected: "an object of named components")
        let node = node.materialized()
        for member in members {
            let definition = node.child(member.key, member.node).materialized()
            guard definition.node.members != nil else {
                throw mismatch(definition, expected: "a component {\"params\", \"element\"}")
            }
            try checkKeys(definition, allowed: ElementDecoder.componentKeys, what: "a component")
            _ = try required(definition, "element", what: "a component")
            if let params = self.member(definition, "params")?.materialized() {
                for param in try object(params, expected: "an object of parameters with their default values") {
                    let value = params.child(param.key, param.node)
                    switch value.value {
                    case .string, .number, .bool: break
                    default: throw mismatch(value, expected: "a default value (a string, number or boolean)")
                    }
                }
            }
            components[member.key] = definition
        }
    }
}
