import TypeFitJSON
import TypeFitLayout

/// Text nodes as labels.
extension Conversion {
    /// iOS text style names as Apple's iOS UI kit writes them, squeezed (lower case, no spaces),
    /// and the spec's style for each.
    static let textStyles: [String: String] = [
        "largetitle": "largeTitle", "title1": "title1", "title": "title1", "title2": "title2", "title3": "title3",
        "headline": "headline", "body": "body", "callout": "callout", "subheadline": "subheadline",
        "subhead": "subheadline", "footnote": "footnote", "caption1": "caption1", "caption": "caption1",
        "caption2": "caption2",
    ]

    /// The iOS text style a Figma style name stands for: the name or one of its `/` parts
    /// ("iOS/Body/Regular", "Large Title – Emphasized").
    static func textStyle(named name: String) -> String? {
        let parts = [name] + name.split(separator: "/").map(String.init)
            + name.split(whereSeparator: { "–—-(".contains($0) }).map(String.init)
        for part in parts {
            let squeezed = String(part.lowercased().filter { $0.isLetter || $0.isNumber })
            if let style = textStyles[squeezed] { return style }
        }
        return nil
    }

    mutating func label(_ node: JSONNode, path: JSONPath, parent: Parent?) throws(SpecError) -> JSONValue {
        let stylePath = path.appending("style")
        guard let base = node["style"], base.members != nil else {
            throw fail(node["style"] ?? node, stylePath, "expected the text node's style (an object)")
        }
        var text = try string(node, "characters", path) ?? ""
        if text.count > 10_000 {
            text = String(text.prefix(10_000))
            note(node, "text longer than 10,000 characters; imported up to there")
        }
        let style = try dominantStyle(node, base: base, path: path)
        let autoResize = try string(base, "textAutoResize", stylePath) ?? "NONE"
        let hugs: (Bool, Bool)
        switch autoResize {
        case "WIDTH_AND_HEIGHT": hugs = (true, true)
        case "HEIGHT": hugs = (false, true)
        default: hugs = (false, false)
        }
        var fields: [(String, JSONValue)] = [("type", .string("label"))]
        if options.holdsTextAtRecordedSize, parent != nil {
            let box = try bounds(node, path: path)
            fields.append(("id", .string(elementID(node))))
            fields += [("width", Self.length(box.width)), ("height", Self.length(box.height))]
        } else {
            fields += try common(node, path: path, parent: parent, hugs: hugs)
        }
        fields.append(("text", .string(text)))
        let size = try number(style, "fontSize", stylePath) ?? 12
        let weight = Int((min(900, max(100, try number(style, "fontWeight", stylePath) ?? 400)) / 100).rounded()) * 100
        let styleName = node["styles"]?["text"]?.stringValue.flatMap { styleNames[$0] }
        if let styleName, let iosStyle = Self.textStyle(named: styleName), !options.holdsTextAtRecordedSize {
            fields.append(("style", .string(iosStyle)))
            if weight != (iosStyle == "headline" ? 600 : 400) { fields.append(("weight", .number(Double(weight)))) }
        } else {
            let requested = try string(style, "fontFamily", stylePath) ?? "Inter"
            var family = FigmaImporter.bundledFamilies.first { $0.lowercased() == requested.lowercased() }
            if family == nil {
                family = "Inter"
                note(node, "font family \"\(requested)\" is not bundled; Inter stands in for it")
            }
            fields.append(("font", .object(ordered: [("family", .string(family ?? "Inter")), ("size", Self.length(max(0.001, size))),
                                                    ("weight", .number(Double(weight)))])))
            if !options.holdsTextAtRecordedSize {
                let named = styleName.map { "text style \"\($0)\"" } ?? "no text style"
                note(node, "\(named), so a fixed \(JSONWriter.number(size)) pt that ignores Dynamic Type: give it an iOS text style name (Body, Headline, Large Title …) or edit the spec's font to \"relativeTo\" a style")
            }
        }
        var maxLines = try number(style, "maxLines", stylePath)
        if maxLines == nil { maxLines = try number(node, "maxLines", path) }
        fields.append(("lines", .number(max(0, (maxLines ?? 0).rounded()))))
        var truncation = try string(style, "textTruncation", stylePath)
        if truncation == nil { truncation = try string(node, "textTruncation", path) }
        let truncates = truncation == "ENDING"
        if !truncates { fields.append(("lineBreak", .string("wordWrap"))) }
        switch try string(style, "textAlignHorizontal", stylePath) ?? "LEFT" {
        case "CENTER": fields.append(("alignment", .string("center")))
        case "RIGHT": fields.append(("alignment", .string("trailing")))
        case "JUSTIFIED": fields.append(("alignment", .string("justified")))
        default: break
        }
        let unit = try string(style, "lineHeightUnit", stylePath) ?? "INTRINSIC_%"
        if unit != "INTRINSIC_%", let lineHeight = try number(style, "lineHeightPx", stylePath), lineHeight > 0 {
            fields.append(("lineHeight", Self.length(lineHeight)))
        }
        if let spacing = try number(style, "letterSpacing", stylePath), abs(spacing) > 0.001 {
            note(node, "letter spacing \(JSONWriter.number(spacing)) pt: labels have no tracking field; imported without it")
        }
        return .object(ordered: fields)
    }

    /// The style most characters have: the node's own, or one of `styleOverrideTable`'s when
    /// `characterStyleOverrides` gives it to most of the text; a note when the node mixes fonts.
    mutating func dominantStyle(_ node: JSONNode, base: JSONNode, path: JSONPath) throws(SpecError) -> JSONNode {
        guard let overrides = node["characterStyleOverrides"]?.arrayValue, !overrides.isEmpty,
              let table = node["styleOverrideTable"]?.members else { return base }
        let characters = (node["characters"]?.stringValue ?? "").count
        var counts: [String: Int] = ["0": max(0, characters - overrides.count)]
        for item in overrides {
            guard let n = item.numberValue else {
                throw fail(item, path.appending("characterStyleOverrides"), "expected style numbers")
            }
            counts[JSONWriter.number(n), default: 0] += 1
        }
        let fontKeys = ["fontFamily", "fontWeight", "fontSize"]
        let mixes = table.contains { member in
            (counts[member.key] ?? 0) > 0 && fontKeys.contains { key in
                member.node[key].map { $0.value != base[key]?.value } ?? false
            }
        }
        guard mixes else { return base }
        let dominant = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "0"
        note(node, "mixes fonts within its text; imported in the style most of its characters have")
        guard dominant != "0", let override = table.first(where: { $0.key == dominant })?.node.members,
              var members = base.members else { return base }
        for member in override {
            if let index = members.firstIndex(where: { $0.key == member.key }) { members[index] = member } else { members.append(member) }
        }
        return JSONNode(.object(members), at: base.location)
    }
}
