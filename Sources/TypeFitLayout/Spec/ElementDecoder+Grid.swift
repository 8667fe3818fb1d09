import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Grids: `columns`, spacing, an optional fixed `itemHeight`, and `children` or
/// `"repeat": {"count": 6, "item": {…}}`, whose strings may use `{index}` (1, 2, …).
extension ElementDecoder {
    static let repeatKeys = ["count", "item"]

    mutating func grid(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [GridSpec] {
        let c = context
        let columnsNode = try c.required(fields.owner, "columns", what: "a grid", in: fields)
        let grid = GridSpec(columns: try c.wholeNumber(columnsNode, minimum: 1, maximum: 100), children: [])
        var spacing: SpecLength?, rowSpacing: SpecLength?, columnSpacing: SpecLength?, itemHeight: SpecLength?
        var padding: SpecInsets?
        if let node = fields["spacing"] { spacing = try c.length(node) }
        if let node = fields["rowSpacing"] { rowSpacing = try c.length(node) }
        if let node = fields["columnSpacing"] { columnSpacing = try c.length(node) }
        if let node = fields["itemHeight"] { itemHeight = try positiveLength(node, scope: scope) }
        if let node = fields["padding"] { padding = try c.insets(node) }
        let childrenNode = fields["children"]
        var children: [[ElementSpec]]?
        if let repeatNode = fields["repeat"] {
            if childrenNode != nil {
                throw c.error(repeatNode, "give a grid either \"children\" or \"repeat\", not both")
            }
            children = try repeated(repeatNode, scope: scope)
        } else if let childrenNode {
            children = try elements(childrenNode, scope: scope, what: "children")
        }
        let ramp = c.options.ramp
        return scope.passes.enumerated().map { position, pass in
            let category = pass.seen
            var resolvedGrid = grid
            if let spacing = spacing?.at(category, in: ramp) {
                resolvedGrid.rowSpacing = spacing
                resolvedGrid.columnSpacing = spacing
            }
            if let rowSpacing { resolvedGrid.rowSpacing = rowSpacing.at(category, in: ramp) }
            if let columnSpacing { resolvedGrid.columnSpacing = columnSpacing.at(category, in: ramp) }
            if let itemHeight { resolvedGrid.itemHeight = itemHeight.at(category, in: ramp) }
            if let padding { resolvedGrid.padding = padding.at(category, in: ramp) }
            resolvedGrid.children = children?[position] ?? []
            return resolvedGrid
        }
    }

    /// `count` copies of `item`, the n-th with `{index}` = n: the list at each category of `scope`.
    private mutating func repeated(_ written: SpecNode, scope: Scope) throws(SpecError) -> [[ElementSpec]] {
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
        var lists = [[ElementSpec]](repeating: [], count: scope.passes.count)
        for index in 0..<count {
            var values = item.substitutions?.values ?? [:]
            let number = JSONNode(.number(Double(index + 1)), at: item.location)
            values["index"] = SpecNode(node: number, path: node.path.appending("count"), instancePath: node.instancePath)
            let owner = item.substitutions.map { "\($0.owner) (in a repeat item)" } ?? "a repeat item"
            var copy = item
            copy.substitutions = Substitutions(owner: owner, values: values)
            copy.instancePath = JSONPath(Array(gridPath) + [.key("children"), .index(index)])
            for (position, spec) in try element(copy, scope: scope).enumerated() {
                lists[position].append(spec)
            }
        }
        return lists
    }
}
