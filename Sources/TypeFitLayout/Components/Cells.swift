import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// `cell`: a list row with a UIListContentConfiguration (`cell`, `subtitleCell`, `valueCell`),
/// an optional image and a trailing accessory.
///
/// The cell is a horizontal stack, centred: the image, then the texts, then the accessory. The
/// texts are side by side (text leading, secondary text trailing) when the style prefers it and
/// both fit on one line each, else text over secondary text, each wrapping; at accessibility
/// categories they are always stacked. The list around the cell gives it its layout margins and
/// its 44 pt minimum height (`rowPadding`, `minimumRowHeight`).
extension ElementDecoder {
    /// UIListContentConfiguration's cell styles.
    enum CellStyle: String, CaseIterable {
        case cell, subtitleCell, valueCell
    }

    /// A cell accessory (UICellAccessory), as written.
    enum CellAccessory {
        case disclosureIndicator, checkmark, detailButton, `switch`
        case label(String, SpecNode)
        case custom([ElementSpec])

        static let names = ["disclosureIndicator", "checkmark", "detailButton", "switch"]
    }

    /// `{"symbol": "wifi", "size": 29, "background": true}`.
    struct CellImage {
        /// The side at the large category, in points.
        var size: Double
        var node: SpecNode
    }

    mutating func cell(_ fields: SpecFields, into elements: inout [ElementSpec], scope: Scope) throws(SpecError) {
        let c = context
        let owner = Owner(fields, context: context)
        let node = fields.owner
        var style = CellStyle.cell
        if let styleNode = fields["style"] { style = try c.choice(styleNode, CellStyle.self, what: "cell style") }
        guard let text = try localizedText(fields, fallbackField: "text", what: "the cell's text (a string)") else {
            throw c.error(node, "a cell needs \"text\" (or a localisation \"key\")")
        }
        let textNode = fields["text"] ?? fields["key"]
        var secondary: String?
        let secondaryNode = fields["secondaryText"]
        if let secondaryNode { secondary = try self.text(secondaryNode, what: "the cell's secondary text (a string)") }
        var sideBySide = style == .valueCell
        if let flag = fields["prefersSideBySideTextAndSecondaryText"] { sideBySide = try c.bool(flag) }
        var lines = 0
        if let linesNode = fields["lines"] { lines = try c.wholeNumber(linesNode, minimum: 0) }
        var secondaryLines = 0
        if let linesNode = fields["secondaryLines"] { secondaryLines = try c.wholeNumber(linesNode, minimum: 0) }
        let image = try fields["image"].map { imageNode throws(SpecError) in try cellImage(imageNode) }
        let accessory = try fields["accessory"].map { accessoryNode throws(SpecError) in
            try cellAccessory(accessoryNode, scope: scope)
        }

        let metrics = "lists"
        let imageToText = try metric(metrics, "cell", "imageToTextPadding", node: node)
        let horizontalPadding = try metric(metrics, "cell", "textToSecondaryTextHorizontalPadding", node: node)
        let verticalPadding = try metric(metrics, "cell", "textToSecondaryTextVerticalPadding", node: node)
        let accessorySpacing = try metric(metrics, "cellAccessories", "spacing", node: node)
        // valueCell's secondary text is body (in the secondary label colour); the other styles
        // set it in subheadline.
        let secondaryStyle: TextStyle = style == .valueCell ? .body : .subheadline
        let textSuggestion = "let the text wrap: `lines: 0` on the cell (the default), and no fixed `rowHeight` on the list"
        let secondarySuggestion = "let the secondary text wrap: `secondaryLines: 0` on the cell (the default), and no fixed `rowHeight` on the list"
        let ramp = c.options.ramp
        for (position, pass) in scope.passes.enumerated() {
            let textLabel = owner.part("text", .label(systemLabel(text, style: .body, lines: lines, at: pass)),
                                       at: textNode, suggestion: textSuggestion)
            var stackedTexts = [textLabel]
            var content: ElementSpec
            if let secondary {
                var label = systemLabel(secondary, style: secondaryStyle, lines: secondaryLines, at: pass)
                stackedTexts.append(owner.part("secondaryText", .label(label), at: secondaryNode, suggestion: secondarySuggestion))
                let stacked = Self.flexible(owner.part("texts", .stack(StackSpec(axis: .vertical, spacing: verticalPadding, alignment: .leading,
                                                             children: stackedTexts))))
                content = stacked
                // Side by side only when both texts fit on one line each; never at accessibility sizes.
                if sideBySide, !pass.seen.isAccessibility {
                    label.alignment = .trailing
                    let trailing = owner.part("secondaryText", .label(label), at: secondaryNode, suggestion: secondarySuggestion)
                    let row = StackSpec(axis: .horizontal, spacing: horizontalPadding, alignment: .firstBaseline,
                                        children: [textLabel, owner.part("spacer", .spacer(SpacerSpec())), trailing])
                    let sideBySideTexts = Self.flexible(owner.part("texts", .stack(row)))
                    content = Self.flexible(owner.part("texts", .fits(FitsSpec(axes: [.horizontal],
                                                                               alternatives: [sideBySideTexts, stacked]))))
                }
            } else {
                content = Self.flexible(owner.part("texts", .stack(StackSpec(axis: .vertical, alignment: .leading, children: stackedTexts))))
            }
            var children: [ElementSpec] = []
            if let image {
                let side = image.size * ramp.scale(.body, at: Self.symbolCategory(pass))
                children.append(owner.part("image", .image(ImageSpec(width: side, height: side, scalesWith: .body)), at: image.node))
            }
            children.append(content)
            var row = StackSpec(axis: .horizontal, spacing: imageToText, alignment: .center, children: children)
            if let accessory {
                let part = try accessoryPart(accessory, owner: owner, node: fields["accessory"] ?? node, position: position, pass: pass)
                row = StackSpec(axis: .horizontal, spacing: accessorySpacing, alignment: .center,
                                children: [Self.flexible(owner.part("content", .stack(row))), part])
            }
            elements[position].kind = .stack(row)
        }
    }

    /// The category a cell's image and accessory symbols are sized at: they grow with body text
    /// up to xxxLarge and keep that size at the accessibility categories, where the text takes
    /// the room (TypeFit's assumption; Apple documents only that the reserved size scales).
    static func symbolCategory(_ pass: Pass) -> ContentSizeCategory {
        min(pass.seen, .xxxLarge)
    }

    /// `part`, taking the room its horizontal stack leaves (the lowest hugging).
    private static func flexible(_ part: ElementSpec) -> ElementSpec {
        var element = part
        element.priorities.huggingHorizontal = 1
        return element
    }

    /// `{"symbol": "wifi", "size": 29, "background": true}`: an SF Symbol, in a coloured
    /// rounded square (`background`, as Settings draws its icons) or plain; either way it takes
    /// a square `size` pt wide at the large category and grows as body text does.
    private func cellImage(_ written: SpecNode) throws(SpecError) -> CellImage {
        let c = context
        let node = try c.resolve(written)
        guard node.node.members != nil else {
            throw c.mismatch(node, expected: "an image {\"symbol\": \"wifi\", \"size\", \"background\"}")
        }
        try c.checkKeys(node, allowed: ["symbol", "size", "background"], what: "a cell image")
        _ = try c.nonEmptyString(try c.required(node, "symbol", what: "a cell image"), expected: "a symbol name (a non-empty string)")
        if let flag = c.member(node, "background") { _ = try c.bool(flag) }
        var size = try metric("lists", "cell", "imageSize", node: node)
        if let sizeNode = c.member(node, "size") {
            size = try c.number(sizeNode, in: 1...1000, expected: "the image's side at the large category, 1 to 1000 pt")
        }
        return CellImage(size: size, node: node)
    }

    /// `"disclosureIndicator"`, `"checkmark"`, `"detailButton"`, `"switch"`, `{"label": "On"}` or
    /// `{"custom": ELEMENT}`.
    private mutating func cellAccessory(_ written: SpecNode, scope: Scope) throws(SpecError) -> CellAccessory {
        let c = context
        let node = try c.resolve(written)
        if case .string = node.value {
            switch try c.word(node, among: CellAccessory.names, what: "cell accessory") {
            case "disclosureIndicator": return .disclosureIndicator
            case "checkmark": return .checkmark
            case "detailButton": return .detailButton
            default: return .switch
            }
        }
        guard let members = node.node.members, members.count == 1 else {
            throw c.mismatch(node, expected: "an accessory: \(CellAccessory.names.map { "\"\($0)\"" }.joined(separator: ", ")), {\"label\": \"On\"} or {\"custom\": ELEMENT}")
        }
        try c.checkKeys(node, allowed: ["label", "custom"], what: "a cell accessory")
        if let labelNode = c.member(node, "label") {
            return .label(try text(labelNode, what: "the accessory's label (a string)"), labelNode)
        }
        guard let customNode = c.member(node, "custom") else {
            throw c.mismatch(node, expected: "{\"label\": \"On\"} or {\"custom\": ELEMENT}")
        }
        return .custom(try element(customNode, scope: scope))
    }

    /// The element an accessory is at one category: a symbol that grows with body text, the
    /// switch at its fixed size, a body label, or the author's element.
    private func accessoryPart(_ accessory: CellAccessory, owner: Owner, node: SpecNode, position: Int,
                               pass: Pass) throws(SpecError) -> ElementSpec {
        let metrics = "cellAccessories"
        let scale = context.options.ramp.scale(.body, at: Self.symbolCategory(pass))
        func symbol(_ name: String) throws(SpecError) -> ElementSpec {
            let width = try metric("lists", metrics, name + "Width", node: node) * scale
            let height = try metric("lists", metrics, name + "Height", node: node) * scale
            return owner.part("accessory", .image(ImageSpec(width: width, height: height, scalesWith: .body)), at: node)
        }
        switch accessory {
        case .disclosureIndicator:
            return try symbol("disclosureIndicator")
        case .checkmark:
            return try symbol("checkmark")
        case .detailButton:
            var button = try symbol("detailButton")
            button.interactive = true
            let hit = try metric("lists", metrics, "detailButtonHitArea", node: node)
            button.hitArea = Size(width: max(hit, button.kind.imageSide), height: max(hit, button.kind.imageSide))
            return button
        case .switch:
            let width = try metric("controls", "switch", "width", node: node)
            let height = try metric("controls", "switch", "height", node: node)
            let intent = DesignIntent(kind: "touchTarget", reason: "iOS draws a switch at its fixed size "
                + "(\(SpecContext.format(width)) × \(SpecContext.format(height)) pt) and takes the taps around it; the app cannot resize it.",
                origin: .system)
            var part = owner.part("accessory", .box(BoxSpec(isOpaque: true)), at: node, intents: [intent])
            part.size.width = width
            part.size.height = height
            part.interactive = true
            return part
        case .label(let text, let labelNode):
            let label = systemLabel(text, style: .body, at: pass)
            var part = owner.part("accessory", .label(label), at: labelNode,
                                  suggestion: "a label accessory shows one line; put a long value in `secondaryText` of a `valueCell`, which wraps")
            part.priorities.compressionHorizontal = 1000
            return part
        case .custom(let elements):
            return elements[position]
        }
    }
}

private extension ElementKind {
    /// The larger side of an image (0 for other kinds).
    var imageSide: Double {
        guard case .image(let image) = self else { return 0 }
        return max(image.width, image.height)
    }
}
