import TypeFitDynamicType
import TypeFitJSON

/// Grids: `columns`, spacing, an optional fixed `itemHeight`, and `children` or
/// `"repeat": {"count": 6, "item": {…}}`, whose strings may use `{index}` (1, 2, …).
extension ElementDecoder {
    static let repeatKeys = ["count", "item"]

    mutating func grid(_ fields: SpecFields, scope: Scope) throws(SpecError) -> GridSpec {
        let c = context
        let columnsNode = try c.required(fields.owner, "columns", what: "a grid", in: fields)
        var grid = GridSpec(columns: try c.wholeNumber(columnsNode, minimum: 1, maximum: 100), children: [])
        if let node = fields["spacing"] {
            let spacing = try c.length(node, at: scope.category)
            grid.rowSpacing = spacing
            grid.columnSpacing = spacing
        }
        if let node = fields["rowSpacing"] { grid.rowSpacing = try c.length(node, at: scope.category) }
        if let node = fields["columnSpacing"] { grid.columnSpacing = try c.length(node, at: scope.category) }
        if let node = fields["itemHeight"] { grid.itemHeight = try c.positiveLength(node, at: scope.category) }
        if let node = fields["padding"] { grid.padding = try c.insets(node, at: scope.category) }
        let childrenNode = fields["children"]
        if let repeatNode = fields["repeat"] {
            if childrenNode != nil {
                throw c.error(repeatNode, "give a grid either \"children\" or \"repeat\", not both")
            }
            grid.children = try repeated(repeatNode, scope: scope)
        } else if let childrenNode {
            grid.children = try elements(childrenNode, scope: scope, what: "children")
        }
        return grid
    }

    /// `count` copies of `item`, the n-th with `{index}` = n.
    private mutating func repeated(_ written: SpecNode, scope: Scope) throws(SpecError) -> [ElementSpec] {
        let c = context
        let node = try c.resolve(written)
        guard node.node.members != nil else {
            throw c.mismatch(node, expected: "a repeat {\"count\", \"item\"}")
        }
        try c.checkKeys(node, allowed: Self.repeatKeys, what: "a repeat")
        let count = try c.wholeNumber(try c.required(node, "count", what: "a repeat"), minimum: 0,
                                      maximum: SpecLimits.maxElements)
        let item = try c.required(node, "item", what: "a repeat")
        let gridPath = node.instancePath.components.dropLast()
        var children: [ElementSpec] = []
        children.reserveCapacity(count)
        for index in 0..<count {
            var values = item.substitutions?.values ?? [:]
            let number = JSONNode(.number(Double(index + 1)), at: item.location)
            values["index"] = SpecNode(node: number, path: node.path.appending("count"), instancePath: node.instancePath)
            let owner = item.substitutions.map { "\($0.owner) (in a repeat item)" } ?? "a repeat item"
            var copy = item
            copy.substitutions = Substitutions(owner: owner, values: values)
            copy.instancePath = JSONPath(Array(gridPath) + [.key("children"), .index(index)])
            children.append(try element(copy, scope: scope))
        }
        return children
    }
}
