import TypeFitDynamicType
import TypeFitJSON

/// Per-category variations: `"when": [{"categories": "accessibility", "set": {"axis": "vertical"}}]`.
///
/// The rules of an element are tried in order at the category the element sees (after any
/// `dynamicTypeRange`); each rule whose categories contain it replaces the fields its `set`
/// names, whole (an `insets` object replaces the whole `insets`, `children` the whole list).
/// Later rules win over earlier ones. `type`, `id`, `when`, `dynamicTypeRange` cannot be set.
extension ElementDecoder {
    static let ruleKeys = ["categories", "set", "description"]

    /// Applies the rules of `lists` (each a `when` array) that match `category`.
    func applyRules(_ lists: [SpecNode], to fields: inout SpecFields, at category: ContentSizeCategory) throws(SpecError) {
        let c = context
        for list in lists {
            for rule in try c.array(list, expected: "a list of rules {\"categories\", \"set\"}") {
                let resolvedRule = try c.resolve(rule)
                guard resolvedRule.node.members != nil else {
                    throw c.mismatch(resolvedRule, expected: "a rule {\"categories\", \"set\"}")
                }
                try c.checkKeys(resolvedRule, allowed: Self.ruleKeys, what: "a when rule")
                let categories = try c.categorySet(try c.required(resolvedRule, "categories", what: "a when rule"))
                let setNode = try c.resolve(try c.required(resolvedRule, "set", what: "a when rule"))
                guard let members = setNode.node.members else {
                    throw c.mismatch(setNode, expected: "an object of element fields to set")
                }
                try checkSetKeys(setNode, type: fields.type)
                guard categories.contains(category) else { continue }
                for member in members {
                    fields.set(SpecField(key: member.key, keyLocation: member.keyLocation,
                                         keyPath: setNode.path.appending(member.key),
                                         value: setNode.child(member.key, member.node)))
                }
            }
        }
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
