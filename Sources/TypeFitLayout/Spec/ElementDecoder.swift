import TypeFitDynamicType
import TypeFitJSON

/// Decodes the element tree as it stands at one content size category.
///
/// The spec decoder runs one pass per category. A pass applies components, the `when` rules
/// that match, scaled metrics and fonts, and checks every value it uses, the limits and the
/// uniqueness of ids. Each pass visits at most ``SpecLimits/maxElements`` elements, so a spec
/// that would expand without bound (components using each other many times, a huge `repeat`)
/// stops at the limit.
struct ElementDecoder {
    /// Where in the tree an element is decoded.
    struct Scope {
        /// The category the element sees: the pass's category clamped by every
        /// `dynamicTypeRange` on the element and its ancestors.
        var category: ContentSizeCategory
        /// Elements above this one (the root's scope has 0).
        var depth: Int
        /// Components being expanded around this element, outermost first.
        var components: [String]
    }

    let context: SpecContext
    /// The category of this pass, before any range limit.
    let category: ContentSizeCategory
    /// Elements decoded so far in this pass.
    private(set) var elementCount = 0
    /// Characters of text decoded so far in this pass.
    var textLength = 0
    /// Ids seen so far → where each was first written.
    var ids: [String: SpecNode] = [:]
    /// The ids in the order they were registered, so that a `fits` can take back those of one
    /// alternative before decoding the next.
    var idLog: [String] = []
    /// The localisation keys the elements named in this pass.
    var keysUsed: Set<String> = []

    init(context: SpecContext, category: ContentSizeCategory) {
        self.context = context
        self.category = category
    }

    /// The root element of the screen.
    mutating func root(_ node: SpecNode) throws(SpecError) -> ElementSpec {
        try element(node, scope: Scope(category: category, depth: 0, components: []))
    }

    /// One element and everything inside it.
    mutating func element(_ written: SpecNode, scope outer: Scope) throws(SpecError) -> ElementSpec {
        let node = try context.resolve(written)
        var scope = outer
        scope.depth += 1
        if scope.depth > SpecLimits.maxDepth {
            throw context.error(node, "elements are nested more than \(SpecLimits.maxDepth) deep (the limit)", kind: .limit)
        }
        elementCount += 1
        if elementCount > SpecLimits.maxElements {
            throw context.error(node, "the screen has more than \(SpecLimits.maxElements) elements at \(category.name) (the limit, counted after components and repeat expand)", kind: .limit)
        }
        guard node.node.members != nil else {
            throw context.mismatch(node, expected: "an element (an object with \"type\", or \"use\" for a component)")
        }
        var (fields, rules) = try gatherFields(node, scope: &scope)
        try checkFieldKeys(fields)
        if let rangeNode = fields["dynamicTypeRange"] {
            scope.category = try context.categoryRange(rangeNode).clamp(scope.category)
        }
        try applyRules(rules, to: &fields, at: scope.category)

        var element = ElementSpec(kind: .spacer(SpacerSpec()),
                                  source: SourceReference(path: node.instancePath, location: node.location))
        try decodeCommonFields(fields, into: &element, scope: scope)
        element.kind = try kind(fields, scope: scope)
        return element
    }

    /// Rejects keys the element's type does not take, suggesting the nearest or naming the
    /// types that have the key.
    func checkFieldKeys(_ fields: SpecFields) throws(SpecError) {
        let allowed = fields.type.allFieldSet
        for field in fields.fields where !allowed.contains(field.key) {
            throw unknownKey(field.key, at: field.keyLocation, path: field.keyPath, type: fields.type,
                             allowed: fields.type.allFields)
        }
    }

    /// The error for a key an element of `type` does not take.
    func unknownKey(_ key: String, at location: SourceLocation, path: JSONPath, type: ElementType,
                    allowed: [String]) -> SpecError {
        let others = type.otherTypes(having: key)
        var problem: String
        var suggestion: String?
        if !others.isEmpty {
            problem = "\(type.withArticle) has no \(SpecContext.quote(key)) field (\(others.joined(separator: ", ")) \(others.count == 1 ? "has" : "have") it)"
        } else {
            problem = "unknown key \(SpecContext.quote(key)) in \(type.withArticle)"
            suggestion = SpecContext.suggest(key, among: allowed)
            if let suggestion {
                problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
            } else {
                problem += " (its own fields: \(type.ownFields.joined(separator: ", ")); and the common element fields)"
            }
        }
        return SpecError(kind: .invalid, file: context.file, line: location.line, column: location.column,
                         path: path, problem: problem, suggestion: suggestion)
    }

    // MARK: Common fields

    /// id, size constraints, priorities, flags and pin.
    mutating func decodeCommonFields(_ fields: SpecFields, into element: inout ElementSpec, scope: Scope) throws(SpecError) {
        let c = context
        let category = scope.category
        if let idNode = fields["id"] {
            let id = try c.nonEmptyString(idNode, expected: "an id (a non-empty string)")
            try register(id: id, at: idNode)
            element.id = id
        }
        var size = SizeConstraints()
        if let node = fields["width"] { size.width = try c.length(node, at: category) }
        if let node = fields["height"] { size.height = try c.length(node, at: category) }
        if let node = fields["minWidth"] { size.minWidth = try c.length(node, at: category) }
        if let node = fields["maxWidth"] { size.maxWidth = try c.maximumLength(node, at: category) }
        if let node = fields["minHeight"] { size.minHeight = try c.length(node, at: category) }
        if let node = fields["maxHeight"] { size.maxHeight = try c.maximumLength(node, at: category) }
        if let node = fields["aspectRatio"] {
            let limit = SpecLimits.maxAspectRatio
            size.aspectRatio = try c.number(node, in: 1 / limit...limit,
                                            expected: "an aspect ratio (width / height) from 0.001 to \(SpecContext.format(limit))")
        }
        if let minimum = size.minWidth, let maximum = size.maxWidth, minimum > maximum, let node = fields["minWidth"] {
            throw c.error(node, "minWidth \(SpecContext.format(minimum)) is greater than maxWidth \(SpecContext.format(maximum)) at \(category.name)")
        }
        if let minimum = size.minHeight, let maximum = size.maxHeight, minimum > maximum, let node = fields["minHeight"] {
            throw c.error(node, "minHeight \(SpecContext.format(minimum)) is greater than maxHeight \(SpecContext.format(maximum)) at \(category.name)")
        }
        element.size = size

        var priorities = LayoutPriorities()
        if let node = fields["hugging"] {
            let pair = try c.priorityPair(node, defaults: (priorities.huggingHorizontal, priorities.huggingVertical))
            priorities.huggingHorizontal = pair.horizontal
            priorities.huggingVertical = pair.vertical
        }
        if let node = fields["compressionResistance"] {
            let pair = try c.priorityPair(node, defaults: (priorities.compressionHorizontal, priorities.compressionVertical))
            priorities.compressionHorizontal = pair.horizontal
            priorities.compressionVertical = pair.vertical
        }
        if let node = fields["layoutPriority"] {
            priorities.layoutPriority = try c.number(node, expected: "a layout priority (a number)")
        }
        element.priorities = priorities

        if let node = fields["hidden"] { element.isHidden = try c.bool(node) }
        if let node = fields["clipsToBounds"] { element.clipsToBounds = try c.bool(node) }
        if let node = fields["allowsOverlap"] { element.allowsOverlap = try c.bool(node) }
        if let node = fields["pin"] { element.pin = try pin(node, at: category) }
    }

    /// `{"edge": "bottom", "inset": 16, "respectsSafeArea": true, "reservesSpace": false}`.
    func pin(_ written: SpecNode, at category: ContentSizeCategory) throws(SpecError) -> Pin {
        let c = context
        let node = try c.resolve(written)
        guard node.node.members != nil else {
            throw c.mismatch(node, expected: "a pin {\"edge\", \"inset\", \"respectsSafeArea\", \"reservesSpace\"}")
        }
        try c.checkKeys(node, allowed: ["edge", "inset", "respectsSafeArea", "reservesSpace"], what: "a pin")
        var pin = Pin(edge: try c.choice(try c.required(node, "edge", what: "a pin"), Pin.Edge.self, what: "pin edge"))
        if let inset = c.member(node, "inset") { pin.inset = try c.length(inset, at: category) }
        if let flag = c.member(node, "respectsSafeArea") { pin.respectsSafeArea = try c.bool(flag) }
        if let flag = c.member(node, "reservesSpace") { pin.reservesSpace = try c.bool(flag) }
        return pin
    }

    /// Records `id`, or reports that it is already used in this tree.
    mutating func register(id: String, at node: SpecNode) throws(SpecError) {
        if let first = ids[id] {
            throw context.error(node, "duplicate id \(JSONWriter.quoted(id)) (first used at \(first.location), \(first.path)); ids must be unique")
        }
        ids[id] = node
        idLog.append(id)
    }

    // MARK: Children

    /// The elements of an array field (`children`, `rows`, `alternatives`).
    mutating func elements(_ written: SpecNode, scope: Scope, what: String) throws(SpecError) -> [ElementSpec] {
        let items = try context.array(written, expected: "\(what) (an array of elements)")
        var result: [ElementSpec] = []
        result.reserveCapacity(items.count)
        for item in items {
            result.append(try element(item, scope: scope))
        }
        return result
    }
}
