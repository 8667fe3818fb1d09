import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// The fields of each element type, with their defaults (see docs/spec.md).
extension ElementDecoder {
    /// UIButton's default content insets: 7 pt above and below, 12 pt at the sides.
    static let buttonInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// UITextField's default text insets for the rounded-rect border.
    static let textFieldInsets = EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8)
    /// A table view cell's default layout margins: 11 pt above and below, 16 pt at the sides.
    static let rowPadding = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// What the element is, from the fields in force.
    mutating func kind(_ fields: SpecFields, scope: Scope) throws(SpecError) -> ElementKind {
        switch fields.type {
        case .label: return .label(try label(fields, scope: scope))
        case .button: return .button(try button(fields, scope: scope))
        case .textField: return .textField(try textField(fields, scope: scope))
        case .image, .icon: return .image(try image(fields, scope: scope))
        case .box: return .box(try box(fields, scope: scope))
        case .spacer: return .spacer(try spacer(fields, scope: scope))
        case .stack: return .stack(try stack(fields, scope: scope))
        case .scroll: return .scroll(try scroll(fields, scope: scope))
        case .grid: return .grid(try grid(fields, scope: scope))
        case .list: return .list(try list(fields, scope: scope))
        case .fits: return .fits(try fits(fields, scope: scope))
        }
    }

    // MARK: Text

    /// A text value within ``SpecLimits/maxTextLength``, counted towards the screen's
    /// ``SpecLimits/maxTotalTextLength``.
    mutating func text(_ node: SpecNode, what: String) throws(SpecError) -> String {
        let text = try context.string(node, expected: what)
        let count = text.count
        if count > SpecLimits.maxTextLength {
            throw context.error(node, "the text has \(count) characters; at most \(SpecLimits.maxTextLength) are allowed", kind: .limit)
        }
        textLength += count
        if textLength > SpecLimits.maxTotalTextLength {
            throw context.error(node, "the screen's texts have more than \(SpecLimits.maxTotalTextLength) characters in all at \(category.name) (the limit, counted after components and repeat expand)", kind: .limit)
        }
        return text
    }

    func font(_ fields: SpecFields, scope: Scope) throws(SpecError) -> ResolvedFont {
        try context.font(fields, defaultStyle: .body, at: scope.category, systemCategory: category)
    }

    func lines(_ fields: SpecFields) throws(SpecError) -> Int? {
        guard let node = fields["lines"] else { return nil }
        return try context.wholeNumber(node, minimum: 0)
    }

    func minimumScaleFactor(_ fields: SpecFields) throws(SpecError) -> Double? {
        guard let node = fields["minimumScaleFactor"] else { return nil }
        return try context.number(node, in: 0...1, expected: "a number from 0 to 1")
    }

    func lineBreak(_ fields: SpecFields) throws(SpecError) -> LineBreakMode? {
        guard let node = fields["lineBreak"] else { return nil }
        return try context.choice(node, LineBreakMode.self, what: "line break mode")
    }

    mutating func label(_ fields: SpecFields, scope: Scope) throws(SpecError) -> LabelSpec {
        let c = context
        guard let text = try localizedText(fields, fallbackField: "text", what: "the label's text (a string)") else {
            throw c.error(fields.owner, "a label needs \"text\" (or a localisation \"key\")")
        }
        var label = LabelSpec(text: text, font: try font(fields, scope: scope))
        if let lines = try lines(fields) { label.lines = lines }
        if let mode = try lineBreak(fields) { label.lineBreak = mode }
        if let factor = try minimumScaleFactor(fields) { label.minimumScaleFactor = factor }
        if let node = fields["alignment"] { label.alignment = try c.choice(node, TextAlignment.self, what: "text alignment") }
        if let node = fields["lineHeight"] { label.lineHeight = try c.positiveLength(node, at: scope.category) }
        if let node = fields["truncationIntended"] { label.truncationIntended = try c.bool(node) }
        return label
    }

    mutating func button(_ fields: SpecFields, scope: Scope) throws(SpecError) -> ButtonSpec {
        let c = context
        guard let titleText = try localizedText(fields, fallbackField: "title", what: "the button's title (a string)") else {
            throw c.error(fields.owner, "a button needs \"title\" (or a localisation \"key\")")
        }
        var title = LabelSpec(text: titleText, font: try font(fields, scope: scope),
                              lineBreak: .truncateMiddle, alignment: .center)
        if let lines = try lines(fields) { title.lines = lines }
        if let mode = try lineBreak(fields) { title.lineBreak = mode }
        if let factor = try minimumScaleFactor(fields) { title.minimumScaleFactor = factor }
        var insets = Self.buttonInsets
        if let node = fields["insets"] { insets = try c.insets(node, at: scope.category, defaults: Self.buttonInsets) }
        var button = ButtonSpec(title: title, contentInsets: insets)
        if let node = fields["minWidth"] { button.minimumWidth = try c.length(node, at: scope.category) }
        if let node = fields["minHeight"] { button.minimumHeight = try c.length(node, at: scope.category) }
        return button
    }

    mutating func textField(_ fields: SpecFields, scope: Scope) throws(SpecError) -> TextFieldSpec {
        let c = context
        let placeholder = try localizedText(fields, fallbackField: "placeholder", what: "the placeholder (a string)") ?? ""
        var value = ""
        if let node = fields["value"] { value = try text(node, what: "the value (a string)") }
        var insets = Self.textFieldInsets
        if let node = fields["insets"] { insets = try c.insets(node, at: scope.category, defaults: Self.textFieldInsets) }
        var bordered = true
        if let node = fields["border"] {
            bordered = try c.word(node, among: ["roundedRect", "none"], what: "text field border") == "roundedRect"
        }
        return TextFieldSpec(text: value.isEmpty ? placeholder : value, isPlaceholder: value.isEmpty,
                             font: try font(fields, scope: scope), contentInsets: insets, bordered: bordered)
    }

    // MARK: Images

    /// `size` (a length, or `{width, height}`), scaled with `scalesWith` up to `maxSize`.
    func image(_ fields: SpecFields, scope: Scope) throws(SpecError) -> ImageSpec {
        let c = context
        let sizeNode = try c.resolve(try c.required(fields.owner, "size", what: fields.type.withArticle, in: fields))
        var width: Double
        var height: Double
        var metricStyle: TextStyle?
        if let members = sizeNode.node.members, !members.contains(where: { $0.key == "value" }) {
            try c.checkKeys(sizeNode, allowed: ["width", "height"], what: "an image size")
            width = try c.length(try c.required(sizeNode, "width", what: "an image size"), at: scope.category)
            height = try c.length(try c.required(sizeNode, "height", what: "an image size"), at: scope.category)
        } else {
            width = try c.length(sizeNode, at: scope.category)
            height = width
            if let styleNode = c.member(sizeNode, "relativeTo") {
                metricStyle = try c.textStyle(styleNode)
            } else if sizeNode.node.members != nil {
                metricStyle = .body
            }
        }
        var image = ImageSpec(width: width, height: height, scalesWith: metricStyle)
        if let styleNode = fields["scalesWith"] {
            let style = try c.textStyle(styleNode)
            let factor = c.options.ramp.scale(style, at: scope.category)
            image.width *= factor
            image.height *= factor
            image.scalesWith = style
        }
        if let maxNode = fields["maxSize"] {
            let maximum = try c.positiveLength(maxNode, at: scope.category)
            let largest = max(image.width, image.height)
            if largest > maximum {
                image.width *= maximum / largest
                image.height *= maximum / largest
            }
        }
        if let node = fields["interactive"] { image.isInteractive = try c.bool(node) }
        return image
    }

    // MARK: Containers

    mutating func box(_ fields: SpecFields, scope: Scope) throws(SpecError) -> BoxSpec {
        var box = BoxSpec()
        if let node = fields["padding"] { box.padding = try context.insets(node, at: scope.category) }
        if let node = fields["children"] { box.children = try elements(node, scope: scope, what: "children") }
        if let node = fields["opaque"] { box.isOpaque = try context.bool(node) }
        return box
    }

    func spacer(_ fields: SpecFields, scope: Scope) throws(SpecError) -> SpacerSpec {
        var spacer = SpacerSpec()
        if let node = fields["minLength"] { spacer.minLength = try context.length(node, at: scope.category) }
        return spacer
    }

    mutating func stack(_ fields: SpecFields, scope: Scope) throws(SpecError) -> StackSpec {
        let c = context
        let axisNode = try c.required(fields.owner, "axis", what: "a stack", in: fields)
        var stack = StackSpec(axis: try c.choice(axisNode, Axis.self, what: "axis"), children: [])
        if let node = fields["spacing"] { stack.spacing = try c.length(node, at: scope.category) }
        if let node = fields["alignment"] { stack.alignment = try c.choice(node, StackSpec.Alignment.self, what: "stack alignment") }
        if let node = fields["distribution"] {
            stack.distribution = try c.choice(node, StackSpec.Distribution.self, what: "stack distribution")
        }
        if let node = fields["padding"] { stack.padding = try c.insets(node, at: scope.category) }
        if let node = fields["children"] { stack.children = try elements(node, scope: scope, what: "children") }
        return stack
    }

    /// `content` (one element), or `children` wrapped in a stack along the scroll's axis.
    mutating func scroll(_ fields: SpecFields, scope: Scope) throws(SpecError) -> ScrollSpec {
        let c = context
        var axis = Axis.vertical
        if let node = fields["axis"] { axis = try c.choice(node, Axis.self, what: "axis") }
        var padding = EdgeInsets.zero
        if let node = fields["padding"] { padding = try c.insets(node, at: scope.category) }
        let contentNode = fields["content"]
        let childrenNode = fields["children"]
        if let contentNode, childrenNode != nil {
            throw c.error(contentNode, "give a scroll either \"content\" or \"children\", not both")
        }
        if let spacingNode = fields["spacing"], childrenNode == nil {
            throw c.error(spacingNode, "\"spacing\" applies to a scroll's \"children\"; put it on the content's stack")
        }
        if let contentNode {
            return ScrollSpec(axis: axis, padding: padding, content: try element(contentNode, scope: scope))
        }
        guard let childrenNode else {
            throw c.error(fields.owner, "a scroll needs \"content\" (one element) or \"children\"")
        }
        var spacing = 0.0
        if let node = fields["spacing"] { spacing = try c.length(node, at: scope.category) }
        let children = try elements(childrenNode, scope: scope, what: "children")
        let wrapper = ElementSpec(kind: .stack(StackSpec(axis: axis, spacing: spacing, children: children)),
                                  source: SourceReference(path: childrenNode.instancePath, location: childrenNode.location))
        return ScrollSpec(axis: axis, padding: padding, content: wrapper)
    }

    mutating func list(_ fields: SpecFields, scope: Scope) throws(SpecError) -> ListSpec {
        let c = context
        var list = ListSpec(rowPadding: Self.rowPadding, rows: [])
        if let node = fields["rowHeight"] { list.rowHeight = try c.positiveLength(node, at: scope.category) }
        if let node = fields["minimumRowHeight"] { list.minimumRowHeight = try c.length(node, at: scope.category) }
        if let node = fields["rowPadding"] { list.rowPadding = try c.insets(node, at: scope.category, defaults: Self.rowPadding) }
        if let node = fields["rows"] { list.rows = try elements(node, scope: scope, what: "rows") }
        return list
    }

    /// The first alternative that fits; ids may repeat across alternatives, since only one is shown.
    mutating func fits(_ fields: SpecFields, scope: Scope) throws(SpecError) -> FitsSpec {
        let c = context
        var axes: [Axis] = [.horizontal, .vertical]
        if let node = fields["axes"] {
            switch try c.word(node, among: ["horizontal", "vertical", "both"], what: "axes") {
            case "horizontal": axes = [.horizontal]
            case "vertical": axes = [.vertical]
            default: break
            }
        }
        let alternativesNode = try c.required(fields.owner, "alternatives", what: "a fits", in: fields)
        let items = try c.array(alternativesNode, expected: "alternatives (an array of elements)")
        guard !items.isEmpty else {
            throw c.error(alternativesNode, "expected at least one alternative, found an empty array")
        }
        // Each alternative is checked against the ids outside the fits, not against the other
        // alternatives; afterwards the ids of all alternatives count for what follows.
        var alternatives: [ElementSpec] = []
        var alternativeIds: [String: SpecNode] = [:]
        var alternativeOrder: [String] = []
        for item in items {
            let mark = idLog.count
            alternatives.append(try element(item, scope: scope))
            for id in idLog[mark...] {
                if alternativeIds[id] == nil, let node = ids[id] {
                    alternativeIds[id] = node
                    alternativeOrder.append(id)
                }
                ids[id] = nil
            }
            idLog.removeSubrange(mark...)
        }
        for id in alternativeOrder {
            if let node = alternativeIds[id] {
                ids[id] = node
                idLog.append(id)
            }
        }
        return FitsSpec(axes: axes, alternatives: alternatives)
    }
}

extension SpecContext {
    /// The field `key` in force for an element, or an error on the element saying `what` needs it.
    func required(_ owner: SpecNode, _ key: String, what: String, in fields: SpecFields) throws(SpecError) -> SpecNode {
        guard let node = fields[key] else {
            throw error(owner, "\(what) needs \(SpecContext.quote(key))")
        }
        return node
    }
}
