import Foundation
import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// Fonts of labels, buttons and text fields: a text style, or a `font` object.
///
/// - `"style": "headline"` (default body) with an optional `"weight"`: the system font at the
///   style's ramp size for the category (Inter / Inter Display standing in for SF Pro), scaling
///   with Dynamic Type.
/// - `"font": {"family": "Inter", "size": 16, "relativeTo": "body", "maxSize": 28}`: a custom
///   font scaled as `UIFontMetrics(forTextStyle: .body).scaledFont(for:maximumPointSize:)`; with
///   `file` instead of `family` a font file (relative to the spec's directory); with neither,
///   the system font at that size. Without `relativeTo` the size is fixed and does not follow
///   Dynamic Type (`UIFont(name:size:)`, `.font(.system(size:))`).
extension SpecContext {
    static let fontKeys = ["family", "file", "size", "relativeTo", "maxSize", "weight"]

    /// The font of the element whose fields are `fields`, to be resolved at each category.
    func font(_ fields: SpecFields, defaultStyle: TextStyle) throws(SpecError) -> SpecFont {
        let weightNode = fields["weight"]
        guard let fontNode = fields["font"] else {
            var style = defaultStyle
            if let styleNode = fields["style"] {
                style = try textStyle(styleNode)
            }
            guard let weightNode else { return .system(style: style, weight: nil) }
            var weight = try weight(weightNode)
            if options.boldText {
                weight = weight.boldTextWeight
            }
            return .system(style: style, weight: weight)
        }
        if let styleNode = fields["style"] {
            throw error(styleNode, "give either \"style\" or \"font\", not both (a font scales with a style through its \"relativeTo\")")
        }
        return try customFont(fontNode, elementWeight: weightNode)
    }

    /// A `font` object.
    private func customFont(_ node: SpecNode, elementWeight: SpecNode?) throws(SpecError) -> SpecFont {
        let fontNode = try resolve(node)
        guard fontNode.node.members != nil else {
            throw mismatch(fontNode, expected: "a font object {\"family\" or \"file\", \"size\", \"relativeTo\", \"maxSize\", \"weight\"}")
        }
        try checkKeys(fontNode, allowed: Self.fontKeys, what: "a font")
        let size = try positive(try required(fontNode, "size", what: "a font"), expected: "a font size > 0")
        var weight = FontWeight.regular
        if let weightNode = member(fontNode, "weight") ?? elementWeight {
            weight = try self.weight(weightNode)
        }
        var scaling = FontScaling.fixed
        if let relativeNode = member(fontNode, "relativeTo") {
            var maximum: Double?
            if let maxNode = member(fontNode, "maxSize") {
                maximum = try positive(maxNode, expected: "a maximum font size > 0")
            }
            scaling = .relative(to: try textStyle(relativeNode), maximumPointSize: maximum)
        } else if let maxNode = member(fontNode, "maxSize") {
            throw error(maxNode, "\"maxSize\" needs \"relativeTo\": a font without it has a fixed size")
        }
        return .custom(family: try fontFamily(fontNode), weight: weight, size: size, scaling: scaling)
    }

    /// The family name (canonical spelling) or the font file's resolved path; nil for the system font.
    private func fontFamily(_ fontNode: SpecNode) throws(SpecError) -> String? {
        let familyNode = member(fontNode, "family")
        let fileNode = member(fontNode, "file")
        if let familyNode, fileNode != nil {
            throw error(familyNode, "give either \"family\" or \"file\" in a font, not both")
        }
        if let familyNode {
            let name = try nonEmptyString(familyNode, expected: "a font family name")
            let families = options.fontFamilies
            if let match = families.first(where: { $0.lowercased() == name.lowercased() }) {
                return match
            }
            let suggestion = SpecContext.suggest(name, among: families)
            var problem = "unknown font family \(SpecContext.quote(name))"
            if let suggestion {
                problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
            }
            problem += " (known: \(families.joined(separator: ", ")); or give a font \"file\")"
            throw error(familyNode, problem, suggestion: suggestion)
        }
        if let fileNode {
            let file = try nonEmptyString(fileNode, expected: "a font file path")
            let resolved = file.hasPrefix("/") ? file : baseDirectory + "/" + file
            let path = URL(fileURLWithPath: resolved).standardizedFileURL.path
            inputFiles?.add(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw error(fileNode, "font file \(JSONWriter.quoted(file)) not found (a relative path is resolved against the spec's directory)")
            }
            guard !isDirectory.boolValue else {
                throw error(fileNode, "font file \(JSONWriter.quoted(file)) is a directory, not a font file")
            }
            return path
        }
        return nil
    }
}
