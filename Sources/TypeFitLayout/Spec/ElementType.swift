/// The `type` of an element as a spec writes it, and the fields each type takes.
///
/// The field tables here are the single list the decoder checks keys against; the JSON Schema
/// (`Schemas/typefit-spec-v1.schema.json`) and `docs/spec.md` list the same fields.
enum ElementType: String, CaseIterable {
    case label, button, textField, image, icon, box, spacer, stack, scroll, grid, list, fits
    // iOS's own components (Components/): laid out by the rules iOS applies to them.
    case `switch`
    case navigationBar, tabBar, toolbar, searchBar
    case alert, actionSheet
    case segmentedControl, stepper, slider, progressView, activityIndicator
    case toggle, labeledContent, iconLabel
    case cell

    /// "a label", "an image": how messages speak of an element of this type.
    var withArticle: String {
        switch self {
        case .image, .icon, .alert, .actionSheet, .activityIndicator, .iconLabel: "an \(rawValue)"
        default: "a \(rawValue)"
        }
    }

    /// Fields every element takes.
    static let commonFields = [
        "type", "id", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio",
        "hugging", "compressionResistance", "layoutPriority", "hidden", "clipsToBounds", "pin",
        "allowsOverlap", "interactive", "hitArea", "intended", "dynamicTypeRange", "when", "description",
    ]

    /// Fields of a component use (`{"use": "fieldRow", "with": {…}}`), besides the element fields.
    static let useFields = ["use", "with"]

    /// Fields a `when` rule's `set` may not change.
    static let fixedFields = ["type", "id", "when", "dynamicTypeRange", "description", "use", "with"]

    /// The fields of this type besides the common ones.
    var ownFields: [String] {
        switch self {
        case .label:
            ["text", "key", "arguments", "style", "weight", "font", "lines", "lineBreak", "minimumScaleFactor",
             "alignment", "lineHeight", "truncationIntended"]
        case .button:
            ["title", "key", "arguments", "style", "weight", "font", "lines", "lineBreak", "minimumScaleFactor", "insets",
             "configuration", "cornerStyle", "buttonSize", "subtitle"]
        case .textField:
            ["placeholder", "key", "arguments", "value", "style", "weight", "font", "insets", "border"]
        case .image, .icon:
            ["size", "scalesWith", "maxSize"]
        case .box:
            ["padding", "children", "opaque"]
        case .spacer:
            ["minLength"]
        case .stack:
            ["axis", "spacing", "alignment", "distribution", "padding", "children"]
        case .scroll:
            ["axis", "padding", "spacing", "content", "children"]
        case .grid:
            ["columns", "spacing", "rowSpacing", "columnSpacing", "itemHeight", "padding", "children", "repeat"]
        case .list:
            ["rowHeight", "minimumRowHeight", "rowPadding", "rows", "style", "sections"]
        case .fits:
            ["axes", "alternatives"]
        case .switch:
            ["isOn"]
        case .navigationBar:
            ["title", "display", "backButton", "leadingItems", "trailingItems", "searchBar", "prompt"]
        case .tabBar:
            ["items", "selected", "itemLayout"]
        case .toolbar:
            ["items"]
        case .searchBar:
            ["placeholder", "cancelButton"]
        case .alert:
            ["title", "message", "textFields", "actions"]
        case .actionSheet:
            ["title", "message", "actions"]
        case .segmentedControl:
            ["segments", "selected"]
        case .stepper, .slider:
            ["value", "minimum", "maximum"]
        case .progressView:
            ["progress"]
        case .activityIndicator:
            ["style"]
        case .toggle:
            ["label", "isOn"]
        case .labeledContent:
            ["label", "value"]
        case .iconLabel:
            ["title", "symbol", "style", "labelStyle"]
        case .cell:
            ["style", "text", "key", "arguments", "secondaryText", "image", "prefersSideBySideTextAndSecondaryText",
             "accessory", "lines", "secondaryLines"]
        }
    }

    /// Every field an element of this type takes.
    var allFields: [String] { Self.allFieldsTable[self] ?? Self.commonFields }

    /// Every field an element of this type takes, to look keys up in.
    var allFieldNames: Set<String> { Self.allFieldNamesTable[self] ?? [] }

    /// The type names, in declaration order.
    static let names = allCases.map(\.rawValue)

    private static let allFieldsTable: [ElementType: [String]] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, commonFields + $0.ownFields) })
    private static let allFieldNamesTable: [ElementType: Set<String>] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, Set($0.allFields)) })

    /// The types (other than this one) that have `key` as one of their own fields, by name.
    func otherTypes(having key: String) -> [String] {
        var names: [String] = []
        for type in ElementType.allCases where type != self && type != .icon && type.ownFields.contains(key) {
            if !(self == .icon && type == .image) {
                names.append(type.rawValue)
            }
        }
        return names
    }

    /// Parses a type name exactly as written (types are case-sensitive, as keys are).
    init?(name: String) {
        self.init(rawValue: name)
    }
}
