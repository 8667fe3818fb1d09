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

    /// What the element is, from the fields in force, at each category of `scope`: sets the kind
    /// of each of `elements` (and, for iOS's own components, what else the component decides).
    mutating func kind(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        switch fields.type {
        case .label: Self.set(try label(fields, scope: scope).map { .label($0) }, into: &elements)
        case .button:
            if try isConfigured(fields) {
                try configuredButton(fields, into: &elements, scope: scope)
            } else {
                Self.set(try button(fields, scope: scope).map { .button($0) }, into: &elements)
            }
        case .textField: Self.set(try textField(fields, scope: scope).map { .textField($0) }, into: &elements)
        case .image, .icon: Self.set(try image(fields, scope: scope).map { .image($0) }, into: &elements)
        case .box: Self.set(try box(fields, scope: scope).map { .box($0) }, into: &elements)
        case .spacer: Self.set(try spacer(fields, scope: scope).map { .spacer($0) }, into: &elements)
        case .stack: Self.set(try stack(fields, scope: scope).map { .stack($0) }, into: &elements)
        case .scroll: Self.set(try scroll(fields, scope: scope).map { .scroll($0) }, into: &elements)
        case .grid: Self.set(try grid(fields, scope: scope).map { .grid($0) }, into: &elements)
        case .list: Self.set(try list(fields, scope: scope).map { .list($0) }, into: &elements)
        case .fits: Self.set(try fits(fields, scope: scope).map { .fits($0) }, into: &elements)
        // iOS's own components, in Components/.
        case .switch: try switchControl(fields, into: &elements, scope: scope)
        case .navigationBar: try navigationBar(fields, into: &elements, scope: scope)
        case .tabBar: try tabBar(fields, into: &elements, scope: scope)
        case .toolbar: try toolbar(fields, into: &elements, scope: scope)
        case .searchBar: try searchBar(fields, into: &elements, scope: scope)
        case .alert: try alert(fields, into: &elements, scope: scope)
        case .actionSheet: try actionSheet(fields, into: &elements, scope: scope)
        case .segmentedControl: try segmentedControl(fields, into: &elements, scope: scope)
        case .stepper: try stepper(fields, into: &elements, scope: scope)
        case .slider: try slider(fields, into: &elements, scope: scope)
        case .progressView: try progressView(fields, into: &elements, scope: scope)
        case .activityIndicator: try activityIndicator(fields, into: &elements, scope: scope)
        case .toggle: try toggle(fields, into: &elements, scope: scope)
        case .labeledContent: try labeledContent(fields, into: &elements, scope: scope)
        case .iconLabel: try iconLabel(fields, into: &elements, scope: scope)
        case .cell: try cell(fields, into: &elements, scope: scope)
        }
    }

    // MARK: Text

    /// A text value within ``SpecLimits/maxTextLength``, counted towards the screen's
    /// ``SpecLimits/maxTotalTextLength``.
    mutating func text(_ node: SpecNode, what: String) throws(SpecError) -> String {
        let text = try context.string(node, expected: what)
        let count = text.utf16.count
        if count > SpecLimits.maxTextLength {
            throw context.error(node, "the text has \(count) UTF-16 code units; at most \(SpecLimits.maxTextLength) are allowed", kind: .limit)
        }
        textLength += count
        if textLength > SpecLimits.maxTotalTextLength {
            throw context.error(node, "the screen's texts have more than \(SpecLimits.maxTotalTextLength) UTF-16 code units in all at \(category.name) (the limit, counted after components and repeat expand)", kind: .limit)
        }
        return text
    }

    func font(_ fields: SpecFields) throws(SpecError) -> SpecFont {
        try context.font(fields, defaultStyle: .body)
    }

    /// `font` at the category `pass` sees, with the preferred size at the pass's category.
    func resolved(_ font: SpecFont, at pass: Pass) -> ResolvedFont {
        font.resolved(at: pass.seen, systemCategory: pass.category, options: context.options)
    }

    /// A length that must be greater than zero at every category of `scope`.
    func positiveLength(_ node: SpecNode, scope: Scope) throws(SpecError) -> SpecLength {
        let length = try context.length(node)
        try context.checkPositive(length, of: node, at: scope.seen)
        return length
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

    mutating func label(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [LabelSpec] {
        let c = context
        guard let text = try localizedText(fields, fallbackField: "text", what: "the label's text (a string)") else {
            throw c.error(fields.owner, "a label needs \"text\" (or a localisation \"key\")")
        }
        let font = try font(fields)
        var label = LabelSpec(text: text, font: resolved(font, at: scope.passes[0]))
        if let lines = try lines(fields) { label.lines = lines }
        if let mode = try lineBreak(fields) { label.lineBreak = mode }
        if let factor = try minimumScaleFactor(fields) { label.minimumScaleFactor = factor }
        if let node = fields["alignment"] { label.alignment = try c.choice(node, TextAlignment.self, what: "text alignment") }
        var lineHeight: SpecLength?
        if let node = fields["lineHeight"] { lineHeight = try positiveLength(node, scope: scope) }
        if let node = fields["truncationIntended"] { label.truncationIntended = try c.bool(node) }
        let ramp = c.options.ramp
        return scope.passes.map { pass in
            var resolvedLabel = label
            resolvedLabel.font = resolved(font, at: pass)
            resolvedLabel.lineHeight = lineHeight?.at(pass.seen, in: ramp)
            return resolvedLabel
        }
    }

    mutating func button(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [ButtonSpec] {
        let c = context
        guard let titleText = try localizedText(fields, fallbackField: "title", what: "the button's title (a string)") else {
            throw c.error(fields.owner, "a button needs \"title\" (or a localisation \"key\")")
        }
        let font = try font(fields)
        var title = LabelSpec(text: titleText, font: resolved(font, at: scope.passes[0]),
                              lineBreak: .truncateMiddle, alignment: .center)
        if let lines = try lines(fields) { title.lines = lines }
        if let mode = try lineBreak(fields) { title.lineBreak = mode }
        if let factor = try minimumScaleFactor(fields) { title.minimumScaleFactor = factor }
        var insets = SpecInsets(Self.buttonInsets)
        if let node = fields["insets"] { insets = try c.insets(node, defaults: Self.buttonInsets) }
        var minimumWidth: SpecLength?, minimumHeight: SpecLength?
        if let node = fields["minWidth"] { minimumWidth = try c.length(node) }
        if let node = fields["minHeight"] { minimumHeight = try c.length(node) }
        let ramp = c.options.ramp
        return scope.passes.map { pass in
            var resolvedTitle = title
            resolvedTitle.font = resolved(font, at: pass)
            return ButtonSpec(title: resolvedTitle, contentInsets: insets.at(pass.seen, in: ramp),
                              minimumWidth: minimumWidth?.at(pass.seen, in: ramp),
                              minimumHeight: minimumHeight?.at(pass.seen, in: ramp))
        }
    }

    mutating func textField(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [TextFieldSpec] {
        let c = context
        let placeholder = try localizedText(fields, fallbackField: "placeholder", what: "the placeholder (a string)") ?? ""
        var value = ""
        if let node = fields["value"] { value = try text(node, what: "the value (a string)") }
        var insets = SpecInsets(Self.textFieldInsets)
        if let node = fields["insets"] { insets = try c.insets(node, defaults: Self.textFieldInsets) }
        var bordered = true
        if let node = fields["border"] {
            bordered = try c.word(node, among: ["roundedRect", "none"], what: "text field border") == "roundedRect"
        }
        let font = try font(fields)
        let ramp = c.options.ramp
        return scope.passes.map { pass in
            TextFieldSpec(text: value.isEmpty ? placeholder : value, isPlaceholder: value.isEmpty,
                          font: resolved(font, at: pass), contentInsets: insets.at(pass.seen, in: ramp), bordered: bordered)
        }
    }

    // MARK: Images

    /// `size` (a length, or `{width, height}`), scaled with `scalesWith` up to `maxSize`.
    func image(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [ImageSpec] {
        let c = context
        let sizeNode = try c.resolve(try c.required(fields.owner, "size", what: fields.type.withArticle, in: fields))
        let width: SpecLength
        let height: SpecLength
        var metricStyle: TextStyle?
        if let members = sizeNode.node.members, !members.contains(where: { $0.key == "value" }) {
            try c.checkKeys(sizeNode, allowed: ["width", "height"], what: "an image size")
            width = try c.length(try c.required(sizeNode, "width", what: "an image size"))
            height = try c.length(try c.required(sizeNode, "height", what: "an image size"))
        } else {
            width = try c.length(sizeNode)
            height = width
            if let styleNode = c.member(sizeNode, "relativeTo") {
                metricStyle = try c.textStyle(styleNode)
            } else if sizeNode.node.members != nil {
                metricStyle = .body
            }
        }
        var scalesWith: TextStyle?
        if let styleNode = fields["scalesWith"] { scalesWith = try c.textStyle(styleNode) }
        var maximum: SpecLength?
        if let maxNode = fields["maxSize"] { maximum = try positiveLength(maxNode, scope: scope) }
        let ramp = c.options.ramp
        return scope.passes.map { pass in
            let category = pass.seen
            var image = ImageSpec(width: width.at(category, in: ramp), height: height.at(category, in: ramp),
                                  scalesWith: metricStyle)
            if let scalesWith {
                let factor = ramp.scale(scalesWith, at: category)
                image.width *= factor
                image.height *= factor
                image.scalesWith = scalesWith
            }
            if let maximum = maximum?.at(category, in: ramp) {
                let largest = max(image.width, image.height)
                if largest > maximum {
                    image.width *= maximum / largest
                    image.height *= maximum / largest
                }
            }
            return image
        }
    }

    // MARK: Containers

    mutating func box(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [BoxSpec] {
        var padding: SpecInsets?
        if let node = fields["padding"] { padding = try context.insets(node) }
        var children: [[ElementSpec]]?
        if let node = fields["children"] { children = try elements(node, scope: scope, what: "children") }
        var isOpaque = false
        if let node = fields["opaque"] { isOpaque = try context.bool(node) }
        let ramp = context.options.ramp
        return scope.passes.enumerated().map { position, pass in
            BoxSpec(padding: padding?.at(pass.seen, in: ramp) ?? .zero, children: children?[position] ?? [], isOpaque: isOpaque)
        }
    }

    func spacer(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [SpacerSpec] {
        var minLength: SpecLength?
        if let node = fields["minLength"] { minLength = try context.length(node) }
        let ramp = context.options.ramp
        return scope.passes.map { pass in
            SpacerSpec(minLength: minLength?.at(pass.seen, in: ramp) ?? 0)
        }
    }

    mutating func stack(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [StackSpec] {
        let c = context
        let axisNode = try c.required(fields.owner, "axis", what: "a stack", in: fields)
        var stack = StackSpec(axis: try c.choice(axisNode, Axis.self, what: "axis"), children: [])
        var spacing: SpecLength?
        if let node = fields["spacing"] { spacing = try c.length(node) }
        if let node = fields["alignment"] { stack.alignment = try c.choice(node, StackSpec.Alignment.self, what: "stack alignment") }
        if let node = fields["distribution"] {
            stack.distribution = try c.choice(node, StackSpec.Distribution.self, what: "stack distribution")
        }
        var padding: SpecInsets?
        if let node = fields["padding"] { padding = try c.insets(node) }
        var children: [[ElementSpec]]?
        if let node = fields["children"] { children = try elements(node, scope: scope, what: "children") }
        let ramp = c.options.ramp
        return scope.passes.enumerated().map { position, pass in
            var resolvedStack = stack
            resolvedStack.spacing = spacing?.at(pass.seen, in: ramp) ?? stack.spacing
            resolvedStack.padding = padding?.at(pass.seen, in: ramp) ?? stack.padding
            resolvedStack.children = children?[position] ?? []
            return resolvedStack
        }
    }

    /// `content` (one element), or `children` wrapped in a stack along the scroll's axis.
    mutating func scroll(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [ScrollSpec] {
        let c = context
        var axis = Axis.vertical
        if let node = fields["axis"] { axis = try c.choice(node, Axis.self, what: "axis") }
        var padding: SpecInsets?
        if let node = fields["padding"] { padding = try c.insets(node) }
        let contentNode = fields["content"]
        let childrenNode = fields["children"]
        if let contentNode, childrenNode != nil {
            throw c.error(contentNode, "give a scroll either \"content\" or \"children\", not both")
        }
        if let spacingNode = fields["spacing"], childrenNode == nil {
            throw c.error(spacingNode, "\"spacing\" applies to a scroll's \"children\"; put it on the content's stack")
        }
        let ramp = c.options.ramp
        if let contentNode {
            let contents = try element(contentNode, scope: scope)
            return zip(scope.passes, contents).map { pass, content in
                ScrollSpec(axis: axis, padding: padding?.at(pass.seen, in: ramp) ?? .zero, content: content)
            }
        }
        guard let childrenNode else {
            throw c.error(fields.owner, "a scroll needs \"content\" (one element) or \"children\"")
        }
        var spacing: SpecLength?
        if let node = fields["spacing"] { spacing = try c.length(node) }
        let children = try elements(childrenNode, scope: scope, what: "children")
        let source = SourceReference(path: childrenNode.instancePath, location: childrenNode.location)
        return zip(scope.passes, children).map { pass, children in
            let stack = StackSpec(axis: axis, spacing: spacing?.at(pass.seen, in: ramp) ?? 0, children: children)
            return ScrollSpec(axis: axis, padding: padding?.at(pass.seen, in: ramp) ?? .zero,
                              content: ElementSpec(kind: .stack(stack), source: source))
        }
    }

    mutating func list(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [ListSpec] {
        let c = context
        var rowHeight: SpecLength?, minimumRowHeight: SpecLength?
        var rowPadding = SpecInsets(Self.rowPadding)
        if let node = fields["rowHeight"] { rowHeight = try positiveLength(node, scope: scope) }
        if let node = fields["minimumRowHeight"] { minimumRowHeight = try c.length(node) }
        if let node = fields["rowPadding"] { rowPadding = try c.insets(node, defaults: Self.rowPadding) }
        var style: ListStyle?
        if let node = fields["style"] { style = try c.choice(node, ListStyle.self, what: "list style") }
        if let node = fields["sections"], fields["rows"] != nil {
            throw c.error(node, "give a list either \"rows\" or \"sections\", not both")
        }
        var rows: [[ElementSpec]]?
        if let node = fields["rows"] { rows = try elements(node, scope: scope, what: "rows") }
        var sections: [ListSection]?
        if let node = fields["sections"] { sections = try listSections(node, scope: scope) }
        let ramp = c.options.ramp
        var lists: [ListSpec] = scope.passes.enumerated().map { position, pass in
            var list = ListSpec(rowPadding: rowPadding.at(pass.seen, in: ramp), rows: rows?[position] ?? [])
            list.rowHeight = rowHeight?.at(pass.seen, in: ramp)
            if let minimumRowHeight { list.minimumRowHeight = minimumRowHeight.at(pass.seen, in: ramp) }
            return list
        }
        // A plain list of rows is laid out as it always was: every row a full-width cell.
        guard sections != nil || (style ?? .plain) != .plain else { return lists }
        let written = sections ?? [ListSection(rows: rows ?? Array(repeating: [], count: scope.passes.count))]
        let expanded = try sectionRows(written, style: style ?? .plain, fields: fields, rowPadding: lists.map(\.rowPadding),
                                       rowHeight: lists.map(\.rowHeight), minimumRowHeight: lists.map(\.minimumRowHeight),
                                       scope: scope)
        for (index, section) in expanded.enumerated() {
            lists[index].rows = section.rows
            lists[index].rowLayouts = section.layouts
        }
        return lists
    }

    /// The first alternative that fits; ids may repeat across alternatives, since only one is shown.
    mutating func fits(_ fields: SpecFields, scope: Scope) throws(SpecError) -> [FitsSpec] {
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
        var alternatives = [[ElementSpec]](repeating: [], count: scope.passes.count)
        var kept = SetAsideIds()
        for item in items {
            let mark = idLog.count
            let specs = try element(item, scope: scope)
            setAside(idsFrom: mark, into: &kept)
            for (position, spec) in specs.enumerated() {
                alternatives[position].append(spec)
            }
        }
        restore(kept)
        return alternatives.map { FitsSpec(axes: axes, alternatives: $0) }
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
