import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Decodes the element tree as it stands at a list of content size categories at once.
///
/// The spec decoder runs one pass for all 12 categories. A pass reads each element once:
/// it applies components, checks every value it uses, the limits and the uniqueness of ids,
/// and reads lengths and fonts as ``SpecLength`` and ``SpecFont``, which it then resolves at
/// each category. An element whose `when` rules match differently at different categories is
/// read once for each set of categories that sees the same fields (its variants). Each element
/// is decoded into one ``ElementSpec`` per category, in the order of the pass's categories.
///
/// A pass over one category is the reference: it checks everything in the order a reader of
/// that category meets it. A pass over several categories meets the same problems but may
/// report another one first, and counts the elements, texts and ids of all variants together;
/// the spec decoder reruns a failed pass one category at a time for the error to report.
/// Each pass visits at most ``SpecLimits/maxElements`` elements, so a spec that would expand
/// without bound (components using each other many times, a huge `repeat`) stops at the limit.
struct ElementDecoder {
    /// One category decoded in a pass, as one element sees it.
    struct Pass {
        /// The category of the pass.
        var category: ContentSizeCategory
        /// The category the element sees: `category` clamped by every `dynamicTypeRange` on the
        /// element and its ancestors.
        var seen: ContentSizeCategory
    }

    /// Where in the tree an element is decoded.
    struct Scope {
        /// The categories the element is decoded at; its specs come in this order.
        var passes: [Pass]
        /// Elements above this one (the root's scope has 0).
        var depth: Int
        /// Components being expanded around this element, outermost first.
        var components: [String]

        /// The categories the element sees, in the order of `passes`.
        var seen: [ContentSizeCategory] { passes.map(\.seen) }
    }

    let context: SpecContext
    /// The categories of this pass, before any range limit.
    let categories: [ContentSizeCategory]
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

    init(context: SpecContext, categories: [ContentSizeCategory]) {
        precondition(!categories.isEmpty, "a decoding pass needs at least one category")
        self.context = context
        self.categories = categories
    }

    /// The category limit errors name: the first of the pass.
    var category: ContentSizeCategory { categories[0] }

    /// The root element of the screen at each category of the pass.
    mutating func root(_ node: SpecNode) throws(SpecError) -> [ElementSpec] {
        let passes = categories.map { Pass(category: $0, seen: $0) }
        return try element(node, scope: Scope(passes: passes, depth: 0, components: []))
    }

    /// One element and everything inside it, at each category of `outer`.
    mutating func element(_ written: SpecNode, scope outer: Scope) throws(SpecError) -> [ElementSpec] {
        let node = try context.resolve(written).materialized()
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
        let (fields, rules) = try gatherFields(node, scope: &scope)
        try checkFieldKeys(fields)
        if let rangeNode = fields["dynamicTypeRange"] {
            let range = try context.categoryRange(rangeNode)
            for index in scope.passes.indices {
                scope.passes[index].seen = range.clamp(scope.passes[index].seen)
            }
        }
        let variations = try self.variations(rules, type: fields.type)
        let source = SourceReference(path: node.instancePath, location: node.location)
        let variants = Self.variants(of: scope.passes, under: variations)
        guard variants.count > 1 else {
            var inForce = fields
            Self.apply(variations, to: &inForce, at: scope.passes[0].seen)
            return try decode(inForce, source: source, scope: scope)
        }
        // Each variant is checked against the ids outside the element, as only one is in force
        // at a category; afterwards the ids of all variants count for what follows.
        var specs = [ElementSpec?](repeating: nil, count: scope.passes.count)
        var kept = SetAsideIds()
        for variant in variants {
            var inForce = fields
            Self.apply(variations, to: &inForce, at: scope.passes[variant[0]].seen)
            var part = scope
            part.passes = variant.map { scope.passes[$0] }
            let mark = idLog.count
            let decoded = try decode(inForce, source: source, scope: part)
            setAside(idsFrom: mark, into: &kept)
            for (position, spec) in zip(variant, decoded) {
                specs[position] = spec
            }
        }
        restore(kept)
        return specs.compactMap { $0 }
    }

    /// The element whose fields in force are `fields`, at each category of `scope`.
    private mutating func decode(_ fields: SpecFields, source: SourceReference, scope: Scope) throws(SpecError) -> [ElementSpec] {
        var elements = try decodeCommonFields(fields, source: source, scope: scope)
        try kind(fields, into: &elements, scope: scope)
        return elements
    }

    /// Sets the kind of each element of `elements` (one per category) to the matching one of `kinds`.
    static func set(_ kinds: [ElementKind], into elements: inout [ElementSpec]) {
        var kinds = kinds
        // Moved out from the last, as in ``elements(_:scope:what:)``.
        while let kind = kinds.popLast() {
            elements[kinds.count].kind = kind
        }
    }

    /// Rejects keys the element's type does not take, suggesting the nearest or naming the
    /// types that have the key.
    func checkFieldKeys(_ fields: SpecFields) throws(SpecError) {
        let allowed = fields.type.allFieldNames
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

    /// id, size constraints, priorities, flags and pin: an element at each category of `scope`
    /// with a placeholder kind.
    mutating func decodeCommonFields(_ fields: SpecFields, source: SourceReference, scope: Scope) throws(SpecError) -> [ElementSpec] {
        let c = context
        var id: String?
        if let idNode = fields["id"] {
            let text = try c.nonEmptyString(idNode, expected: "an id (a non-empty string)")
            try register(id: text, at: idNode)
            id = text
        }
        var width: SpecLength?, height: SpecLength?, minWidth: SpecLength?, maxWidth: SpecLength?
        var minHeight: SpecLength?, maxHeight: SpecLength?, aspectRatio: Double?
        if let node = fields["width"] { width = try c.length(node) }
        if let node = fields["height"] { height = try c.length(node) }
        if let node = fields["minWidth"] { minWidth = try c.length(node) }
        if let node = fields["maxWidth"] { maxWidth = try c.maximumLength(node) }
        if let node = fields["minHeight"] { minHeight = try c.length(node) }
        if let node = fields["maxHeight"] { maxHeight = try c.maximumLength(node) }
        if let node = fields["aspectRatio"] {
            let limit = SpecLimits.maxAspectRatio
            aspectRatio = try c.number(node, in: 1 / limit...limit,
                                       expected: "an aspect ratio (width / height) from 0.001 to \(SpecContext.format(limit))")
        }
        let ramp = c.options.ramp
        var sizes: [SizeConstraints] = []
        sizes.reserveCapacity(scope.passes.count)
        for pass in scope.passes {
            let category = pass.seen
            let size = SizeConstraints(width: width?.at(category, in: ramp), height: height?.at(category, in: ramp),
                                       minWidth: minWidth?.at(category, in: ramp), maxWidth: maxWidth?.at(category, in: ramp),
                                       minHeight: minHeight?.at(category, in: ramp), maxHeight: maxHeight?.at(category, in: ramp),
                                       aspectRatio: aspectRatio)
            if let minimum = size.minWidth, let maximum = size.maxWidth, minimum > maximum, let node = fields["minWidth"] {
                throw c.error(node, "minWidth \(SpecContext.format(minimum)) is greater than maxWidth \(SpecContext.format(maximum)) at \(category.name)")
            }
            if let minimum = size.minHeight, let maximum = size.maxHeight, minimum > maximum, let node = fields["minHeight"] {
                throw c.error(node, "minHeight \(SpecContext.format(minimum)) is greater than maxHeight \(SpecContext.format(maximum)) at \(category.name)")
            }
            sizes.append(size)
        }

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

        var element = ElementSpec(id: id, kind: .spacer(SpacerSpec()), priorities: priorities, source: source)
        if let node = fields["hidden"] { element.isHidden = try c.bool(node) }
        if let node = fields["clipsToBounds"] { element.clipsToBounds = try c.bool(node) }
        if let node = fields["allowsOverlap"] { element.allowsOverlap = try c.bool(node) }
        if let node = fields["interactive"] { element.interactive = try c.bool(node) }
        if let node = fields["hitArea"] { element.hitArea = try hitArea(node) }
        if let node = fields["intended"] { element.intents = try intended(node) }
        var inset: SpecLength?
        if let node = fields["pin"] {
            (element.pin, inset) = try pin(node)
        }
        var elements: [ElementSpec] = []
        elements.reserveCapacity(scope.passes.count)
        for (pass, size) in zip(scope.passes, sizes) {
            element.size = size
            if let inset {
                element.pin?.inset = inset.at(pass.seen, in: ramp)
            }
            elements.append(element)
        }
        return elements
    }

    /// `{"edge": "bottom", "inset": 16, "respectsSafeArea": true, "reservesSpace": false}`, and
    /// the inset when one is written.
    func pin(_ written: SpecNode) throws(SpecError) -> (Pin, SpecLength?) {
        let c = context
        let node = try c.resolve(written)
        guard node.node.members != nil else {
            throw c.mismatch(node, expected: "a pin {\"edge\", \"inset\", \"respectsSafeArea\", \"reservesSpace\"}")
        }
        try c.checkKeys(node, allowed: ["edge", "inset", "respectsSafeArea", "reservesSpace"], what: "a pin")
        var pin = Pin(edge: try c.choice(try c.required(node, "edge", what: "a pin"), Pin.Edge.self, what: "pin edge"))
        var inset: SpecLength?
        if let node = c.member(node, "inset") { inset = try c.length(node) }
        if let flag = c.member(node, "respectsSafeArea") { pin.respectsSafeArea = try c.bool(flag) }
        if let flag = c.member(node, "reservesSpace") { pin.reservesSpace = try c.bool(flag) }
        return (pin, inset)
    }

    /// `44` (a square) or `{"width": 44, "height": 44}`: a touch area in points, each side from 1 to 1,000.
    func hitArea(_ written: SpecNode) throws(SpecError) -> Size {
        let c = context
        let node = try c.resolve(written)
        let sides = 1.0...1000.0
        if node.node.members == nil {
            let side = try c.number(node, in: sides, expected: "a hit area: a side of 1 to 1000 pt, or {\"width\", \"height\"}")
            return Size(width: side, height: side)
        }
        try c.checkKeys(node, allowed: ["width", "height"], what: "a hit area")
        let width = try c.number(try c.required(node, "width", what: "a hit area"), in: sides, expected: "a width of 1 to 1000 pt")
        let height = try c.number(try c.required(node, "height", what: "a hit area"), in: sides, expected: "a height of 1 to 1000 pt")
        return Size(width: width, height: height)
    }

    /// `{"truncated": "a one-line preview, cut on purpose"}`: finding kinds meant to be there, each
    /// with its reason.
    mutating func intended(_ written: SpecNode) throws(SpecError) -> [DesignIntent] {
        let c = context
        let node = try c.resolve(written).materialized()
        let members = try c.object(node, expected: "an object of finding kinds, each with its reason (\"truncated\": \"a one-line preview\")")
        var intents: [DesignIntent] = []
        for member in members {
            let kinds = DesignIntent.findingKinds
            guard kinds.contains(member.key) else {
                let suggestion = SpecContext.suggest(member.key, among: kinds)
                var problem = "unknown finding kind \(SpecContext.quote(member.key))"
                if let suggestion {
                    problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
                }
                problem += " (kinds: \(kinds.joined(separator: ", ")))"
                throw c.error(key: member.key, at: member.keyLocation, in: node, problem, suggestion: suggestion)
            }
            let reasonNode = node.child(member.key, member.node)
            let reason = try text(reasonNode, what: "the reason the finding is intended (a sentence)")
            guard reason.contains(where: { !$0.isWhitespace }) else {
                throw c.error(reasonNode, "say why the \(member.key) finding is intended (the reason is empty)")
            }
            intents.append(DesignIntent(kind: member.key, reason: reason, origin: .author))
        }
        return intents
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

    /// The elements of an array field (`children`, `rows`, `alternatives`): the list at each
    /// category of `scope`.
    mutating func elements(_ written: SpecNode, scope: Scope, what: String) throws(SpecError) -> [[ElementSpec]] {
        let items = try context.array(written, expected: "\(what) (an array of elements)")
        var lists = [[ElementSpec]](repeating: [], count: scope.passes.count)
        for index in lists.indices {
            lists[index].reserveCapacity(items.count)
        }
        for item in items {
            var specs = try element(item, scope: scope)
            // Moved out from the last: reading each one copied it (retaining its strings and
            // kind), then released it with the array.
            while let spec = specs.popLast() {
                lists[specs.count].append(spec)
            }
        }
        return lists
    }

    // MARK: Ids of subtrees never shown together

    /// The ids of subtrees decoded apart (a fits's alternatives, an element's variants).
    struct SetAsideIds {
        var ids: [String: SpecNode] = [:]
        var order: [String] = []
    }

    /// Takes back the ids registered since `mark` into `kept`, so that the next subtree is
    /// checked only against the ids before it.
    mutating func setAside(idsFrom mark: Int, into kept: inout SetAsideIds) {
        for id in idLog[mark...] {
            if kept.ids[id] == nil, let node = ids[id] {
                kept.ids[id] = node
                kept.order.append(id)
            }
            ids[id] = nil
        }
        idLog.removeSubrange(mark...)
    }

    /// Registers the ids set aside, for what follows the subtrees.
    mutating func restore(_ kept: SetAsideIds) {
        for id in kept.order {
            if let node = kept.ids[id] {
                ids[id] = node
                idLog.append(id)
            }
        }
    }
}
