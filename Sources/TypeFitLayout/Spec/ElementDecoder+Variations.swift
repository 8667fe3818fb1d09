import TypeFitDynamicType
import TypeFitJSON

/// Per-category variations: `"when": [{"categories": "accessibility", "set": {"axis": "vertical"}}]`.
///
/// The rules of an element are tried in order at the category the element sees (after any
/// `dynamicTypeRange`); each rule whose categories contain it replaces the fields its `set`
/// names, whole (an `insets` object replaces the whole `insets`, `children` the whole list).
/// Later rules win over earlier ones. `type`, `id`, `when`, `dynamicTypeRange` cannot be set.
/// Every rule is checked at every category, whether it matches or not.
extension ElementDecoder {
    static let ruleKeys = ["categories", "set", "description"]

    /// One `when` rule, checked: the categories it applies at and the fields it sets.
    struct Variation {
        var categories: CategorySet
        var fields: [SpecField]
    }

    /// Reads and checks the rules of `lists` (each a `when` array), all of them whatever the
    /// category, in order.
    func variations(_ lists: [SpecNode], type: ElementType) throws(SpecError) -> [Variation] {
        let c = context
        var variations: [Variation] = []
        for list in lists {
            for rule in try c.array(list, expected: "a list of rules {\"categories\", \"set\"}") {
                let resolvedRule = try c.resolve(rule).materialized()
                guard resolvedRule.node.members != nil else {
                    throw c.mismatch(resolvedRule, expected: "a rule {\"categories\", \"set\"}")
                }
                try c.checkKeys(resolvedRule, allowed: Self.ruleKeys, what: "a when rule")
                let categories = try c.categorySet(try c.required(resolvedRule, "categories", what: "a when rule"))
                let setNode = try c.resolve(try c.required(resolvedRule, "set", what: "a when rule")).materialized()
                guard let members = setNode.node.members else {
                    throw c.mismatch(setNode, expected: "an object of element fields to set")
                }
                try checkSetKeys(setNode, type: type)
                let fields = members.map { member in
                    SpecField(key: member.key, keyLocation: member.keyLocation, keyParent: setNode.path,
                              value: setNode.child(member.key, member.node))
                }
                variations.append(Variation(categories: categories, fields: fields))
            }
        }
        return variations
    }

    /// Sets the fields of the rules that match `category` (the category the element sees),
    /// in order: later rules win.
    static func apply(_ variations: [Variation], to fields: inout SpecFields, at category: ContentSizeCategory) {
        for variation in variations where variation.categories.contains(category) {
            for field in variation.fields {
                fields.set(field)
            }
        }
    }

    /// The positions in `passes` grouped by the rules that match there (each group sees the
    /// same fields), groups in the order of their first position.
    static func variants(of passes: [Pass], under variations: [Variation]) -> [[Int]] {
        guard !variations.isEmpty, passes.count > 1 else { return [Array(passes.indices)] }
        var signatures: [[Bool]] = []
        var groups: [[Int]] = []
        for (position, pass) in passes.enumerated() {
            let signature = variations.map { $0.categories.contains(pass.seen) }
            if let group = signatures.firstIndex(of: signature) {
                groups[group].append(position)
            } else {
                signatures.append(signature)
                groups.append([position])
            }
        }
        return groups
    }

    /// A rule may set any field of the element's type except the fixed ones.
    private func checkSetKeys(_ setNode: SpecNode, type: ElementType) throws(SpecError) {
        guard let members = setNode.node.members else { return }
        let allowed = type.allFields.filter { !ElementType.fixedFields.contains($0) }
        for member in members where !allowed.contains(member.key) {
            if ElementType.fixedFields.contains(member.key) {
                throw context.error(key: member.key, at: member.keyLocation, in: setNode,
                                    "\(SpecContext.quote(member.key)) cannot be changed by a when rule")
            }
            throw unknownKey(member.key, at: member.keyLocation, path: setNode.path.appending(SpecContext.shortKey(member.key)),
                             type: type, allowed: allowed)
        }
    }
}
