import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// The building blocks of iOS's own components: a component is decoded into the plain elements
/// (stacks, labels, boxes) that lay it out as iOS does at each category, each marked as a part of
/// the component so that findings name it (`mail.title`) and fix it with the component's fields.
extension ElementDecoder {
    /// The component an element of `fields` is, for naming its parts.
    struct Owner {
        var type: ElementType
        /// The component's id; its parts are named `<id>.<role>`.
        var id: String?
        /// The component's own place in the spec.
        var source: SourceReference

        init(_ fields: SpecFields, context: SpecContext) {
            type = fields.type
            id = fields["id"].flatMap { try? context.string($0) }
            source = SourceReference(path: fields.owner.instancePath, location: fields.owner.location)
        }

        /// An element the component makes: part `role`, written at `node` (the field it comes
        /// from) or, when no field makes it, at the component itself. It is named `<id>.<role>`;
        /// a part of a component without an id is named by its field's JSON path, or
        /// `<type>.<role>` (`alert.actions`) when no field makes it.
        func part(_ role: String, _ kind: ElementKind, at node: SpecNode? = nil, suggestion: String? = nil,
                  intents: [DesignIntent] = []) -> ElementSpec {
            let place = node.map { SourceReference(path: $0.instancePath, location: $0.location) } ?? source
            let name = id.map { $0 + "." + role } ?? (node == nil ? type.rawValue + "." + role : nil)
            var element = ElementSpec(id: name, kind: kind, source: place)
            element.part = ComponentPart(component: type.rawValue, role: role, suggestion: suggestion)
            element.intents = intents
            return element
        }
    }

    /// The value `key` of `component` in the metrics family `family`, at `category`; a metrics
    /// file missing or incomplete is an error at `node`.
    func metric(_ family: String, _ component: String, _ key: String, at category: ContentSizeCategory = .large,
                node: SpecNode) throws(SpecError) -> Double {
        do {
            return try ComponentMetrics.named(family).number(component, key, at: category)
        } catch {
            throw context.error(node, error.description)
        }
    }

    /// A label in the system font's `style`, growing with Dynamic Type up to `maximum` (iOS
    /// stops some components' text there), at the category `pass` sees.
    func systemLabel(_ text: String, style: TextStyle, weight: FontWeight? = nil, upTo maximum: ContentSizeCategory? = nil,
                     lines: Int = 1, alignment: TextAlignment = .natural, at pass: Pass) -> LabelSpec {
        let seen = maximum.map { min(pass.seen, $0) } ?? pass.seen
        let font = SpecFont.system(style: style, weight: weight)
            .resolved(at: seen, systemCategory: pass.category, options: context.options)
        return LabelSpec(text: text, font: font, lines: lines, alignment: alignment)
    }

    /// A label in the system font at a fixed `size` that Dynamic Type does not change.
    func fixedLabel(_ text: String, size: Double, weight: FontWeight = .regular, lines: Int = 1,
                    alignment: TextAlignment = .natural, at pass: Pass) -> LabelSpec {
        let font = SpecFont.custom(family: nil, weight: weight, size: size, scaling: .fixed)
            .resolved(at: pass.seen, systemCategory: pass.category, options: context.options)
        return LabelSpec(text: text, font: font, lines: lines, alignment: alignment)
    }

    /// A text shown on screen: a string, or `{"text", "key", "arguments"}` to look it up in the
    /// spec's strings as a label's text is.
    mutating func componentText(_ node: SpecNode, type: ElementType, what: String) throws(SpecError) -> String {
        let c = context
        let resolved = try c.resolve(node).materialized()
        if case .string = resolved.value { return try text(resolved, what: "\(what) (a string)") }
        guard let members = resolved.node.members else {
            throw c.error(resolved, "expected \(what): a string, or {\"text\", \"key\", \"arguments\"}")
        }
        try c.checkKeys(resolved, allowed: ["text", "key", "arguments"], what: what)
        var fields = SpecFields(owner: resolved, type: type)
        for member in members {
            fields.set(SpecField(key: member.key, keyLocation: member.keyLocation, keyParent: resolved.path,
                                 value: resolved.child(member.key, member.node)))
        }
        guard let text = try localizedText(fields, fallbackField: "text", what: "\(what) (a string)") else {
            throw c.error(resolved, "\(what) needs \"text\" (or a localisation \"key\")")
        }
        return text
    }
}
