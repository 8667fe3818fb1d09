import TypeFitJSON
import TypeFitLayout

/// The conversion of one screen's node tree, collecting notes as it goes.
struct Conversion {
    struct Bounds {
        var x: Double, y: Double, width: Double, height: Double
    }

    /// What a child's sizing depends on: its parent's auto-layout axis (nil without auto layout).
    struct Parent {
        var axis: String?
    }

    let file: String
    let styleNames: [String: String]
    let options: FigmaImporter.Options
    var notes: [FigmaNote] = []

    init(file: String, styleNames: [String: String], options: FigmaImporter.Options) {
        self.file = file
        self.styleNames = styleNames
        self.options = options
    }

    func elementID(_ node: JSONNode) -> String {
        FigmaImporter.elementID(name: node["name"]?.stringValue ?? "", nodeID: node["id"]?.stringValue ?? "")
    }

    mutating func note(_ node: JSONNode, _ message: String) {
        notes.append(FigmaNote(nodeID: node["id"]?.stringValue ?? "", nodeName: node["name"]?.stringValue ?? "", message: message))
    }

    // MARK: Reading fields

    func fail(_ node: JSONNode?, _ path: JSONPath, _ problem: String) -> SpecError {
        SpecError.figma(file: file, location: node?.location, path: path, problem: problem)
    }

    func number(_ node: JSONNode, _ key: String, _ path: JSONPath) throws(SpecError) -> Double? {
        guard let value = node[key] else { return nil }
        switch value.value {
        case .null: return nil
        case .number(let n): return n
        default: throw fail(value, path.appending(key), "expected a number, found \(value.value.kindDescription)")
        }
    }

    func string(_ node: JSONNode, _ key: String, _ path: JSONPath) throws(SpecError) -> String? {
        guard let value = node[key] else { return nil }
        switch value.value {
        case .null: return nil
        case .string(let s): return s
        default: throw fail(value, path.appending(key), "expected a string, found \(value.value.kindDescription)")
        }
    }

    func bounds(_ node: JSONNode, path: JSONPath) throws(SpecError) -> Bounds {
        let boxPath = path.appending("absoluteBoundingBox")
        guard let box = node["absoluteBoundingBox"], box.members != nil else {
            throw fail(node["absoluteBoundingBox"] ?? node, boxPath, "expected the node's absoluteBoundingBox (an object with x, y, width, height)")
        }
        var values: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let value = try number(box, key, boxPath) else {
                throw fail(box, boxPath.appending(key), "expected a number")
            }
            values.append(value)
        }
        return Bounds(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static func length(_ value: Double) -> JSONValue {
        .number((min(100_000, max(0, value)) * 1000).rounded() / 1000)
    }

    // MARK: Elements

    /// The element for `node`, or nil (with a note) when it is not imported.
    mutating func element(_ node: JSONNode, path: JSONPath, parent: Parent?, depth: Int) throws(SpecError) -> JSONValue? {
        let type = node["type"]?.stringValue ?? ""
        if node["visible"]?.boolValue == false {
            note(node, "hidden in Figma (visible: false); not imported")
            return nil
        }
        if depth > FigmaImporter.maxDepth {
            note(node, "nested deeper than \(FigmaImporter.maxDepth) levels; not imported")
            return nil
        }
        switch type {
        case "TEXT": return try label(node, path: path, parent: parent)
        case "FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE", "GROUP", "SECTION":
            if let component = kitComponent(node, parent: parent) { return component }
            return try container(node, path: path, parent: parent, depth: depth)
        case "RECTANGLE", "ELLIPSE", "VECTOR", "LINE", "STAR", "REGULAR_POLYGON", "BOOLEAN_OPERATION":
            return try shape(node, path: path, parent: parent)
        default:
            note(node, "a \(type) node; not imported")
            return nil
        }
    }

    /// `id` and the size fields of `node` in its parent.
    mutating func common(_ node: JSONNode, path: JSONPath, parent: Parent?, hugs: (horizontal: Bool, vertical: Bool)) throws(SpecError) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        fields.append(("id", .string(elementID(node))))
        // A screen's frame is the screen: its root fills the safe area.
        guard let parent else { return fields + [("maxWidth", .string("infinity")), ("maxHeight", .string("infinity"))] }
        let box = try bounds(node, path: path)
        for (axis, sizingKey, lengthKey, extent) in [("HORIZONTAL", "layoutSizingHorizontal", "width", box.width),
                                                     ("VERTICAL", "layoutSizingVertical", "height", box.height)] {
            let hug = axis == "HORIZONTAL" ? hugs.horizontal : hugs.vertical
            var sizing = try string(node, sizingKey, path)
            if sizing == nil {
                if let parentAxis = parent.axis {
                    if parentAxis == axis {
                        sizing = (try number(node, "layoutGrow", path) ?? 0) > 0 ? "FILL" : (hug ? "HUG" : "FIXED")
                    } else {
                        sizing = try string(node, "layoutAlign", path) == "STRETCH" ? "FILL" : (hug ? "HUG" : "FIXED")
                    }
                } else {
                    sizing = hug ? "HUG" : "FIXED"
                }
            }
            if parent.axis == nil, sizing == "FILL" { sizing = "FIXED" }
            switch sizing {
            case "FILL": fields.append(("max" + lengthKey.capitalizedFirst, .string("infinity")))
            case "HUG": break
            default: fields.append((lengthKey, Self.length(extent)))
            }
        }
        for key in ["minWidth", "maxWidth", "minHeight", "maxHeight"] {
            // A limit beats filling (`maxWidth` "infinity"); a fixed length beats a limit.
            if let value = try number(node, key, path), !fields.contains(where: { $0.0 == key && $0.1 != .string("infinity") }) {
                fields.removeAll { $0.0 == key }
                fields.append((key, Self.length(value)))
            }
        }
        return fields
    }

    mutating func container(_ node: JSONNode, path: JSONPath, parent: Parent?, depth: Int) throws(SpecError) -> JSONValue {
        let mode = try string(node, "layoutMode", path) ?? "NONE"
        let children = try FigmaDocument.children(node, path: path, file: file)
        guard mode == "HORIZONTAL" || mode == "VERTICAL" else {
            return try positioned(node, children: children, path: path, parent: parent, depth: depth)
        }
        let primaryHugs = try string(node, "primaryAxisSizingMode", path) == "AUTO"
        let counterHugs = (try string(node, "counterAxisSizingMode", path) ?? "FIXED") == "AUTO"
        let hugs = mode == "HORIZONTAL" ? (primaryHugs, counterHugs) : (counterHugs, primaryHugs)
        var fields: [(String, JSONValue)] = [("type", .string("stack"))]
        fields += try common(node, path: path, parent: parent, hugs: hugs)
        fields.append(("axis", .string(mode == "HORIZONTAL" ? "horizontal" : "vertical")))
        let spacing = try number(node, "itemSpacing", path) ?? 0
        let primary = try string(node, "primaryAxisAlignItems", path) ?? "MIN"
        if spacing < 0 {
            note(node, "item spacing \(JSONWriter.number(spacing)) (overlapping children): stacks have no negative spacing; imported as 0")
        } else if spacing > 0 {
            fields.append(("spacing", Self.length(spacing)))
        }
        if let padding = try padding(node, path: path) { fields.append(("padding", padding)) }
        switch try string(node, "counterAxisAlignItems", path) ?? "MIN" {
        case "CENTER": fields.append(("alignment", .string("center")))
        case "MAX": fields.append(("alignment", .string("trailing")))
        case "BASELINE" where mode == "HORIZONTAL": fields.append(("alignment", .string("firstBaseline")))
        default: fields.append(("alignment", .string("leading")))
        }
        if try string(node, "layoutWrap", path) == "WRAP" {
            note(node, "wraps its children (layoutWrap: WRAP): stacks do not wrap; imported on one line")
        }
        var items: [JSONValue] = []
        for (i, child) in children.enumerated() {
            let childPath = path.appending("children").appending(i)
            if try string(child, "layoutPositioning", childPath) == "ABSOLUTE" {
                note(child, "positioned absolutely in an auto-layout frame; not imported")
                continue
            }
            if let element = try element(child, path: childPath, parent: Parent(axis: mode), depth: depth + 1) {
                items.append(element)
            }
        }
        // Children of a frame longer than they are: in a stack of their own, aligned by spacers
        // (which take no spacing from it), so that none of them is stretched.
        // A child that fills the frame's length leaves no room to align the others in.
        let primaryKeys = mode == "HORIZONTAL" ? ["width", "maxWidth"] : ["height", "maxHeight"]
        let crossKeys = mode == "HORIZONTAL" ? ["height", "maxHeight"] : ["width", "maxWidth"]
        let longer = fields.contains { primaryKeys.contains($0.0) }
        let childFills = items.contains { item in
            item.member(primaryKeys[1]) == .string("infinity")
        }
        // Space between children: the item spacing is Figma's automatic one; a child that
        // fills takes the room instead.
        let allFill = !items.isEmpty && items.allSatisfy { $0.member(primaryKeys[1]) == .string("infinity") }
        if primary == "SPACE_BETWEEN" {
            fields.removeAll { $0.0 == "spacing" }
            if !childFills { fields.append(("distribution", .string("equalSpacing"))) }
        }
        // Children that all fill share the length equally, as Figma gives it.
        if allFill, items.count > 1 { fields.append(("distribution", .string("fillEqually"))) }
        if primary != "SPACE_BETWEEN", longer, !childFills, !items.isEmpty {
            var inner: [(String, JSONValue)] = [("type", .string("stack"))]
            inner += fields.filter { ["axis", "spacing", "alignment"].contains($0.0) }
            if fields.contains(where: { crossKeys.contains($0.0) }) { inner.append((crossKeys[1], .string("infinity"))) }
            inner.append(("children", .array(items)))
            let spacer = JSONValue.object(["type": .string("spacer")])
            items = (primary == "MIN" ? [] : [spacer]) + [.object(ordered: inner)] + (primary == "MAX" ? [] : [spacer])
            fields.removeAll { $0.0 == "spacing" }
        }
        if !items.isEmpty { fields.append(("children", .array(items))) }
        return .object(ordered: fields)
    }

    func padding(_ node: JSONNode, path: JSONPath) throws(SpecError) -> JSONValue? {
        var sides: [(String, Double)] = []
        for (key, side) in [("paddingTop", "top"), ("paddingBottom", "bottom"), ("paddingLeft", "leading"), ("paddingRight", "trailing")] {
            sides.append((side, max(0, try number(node, key, path) ?? 0)))
        }
        if sides.allSatisfy({ $0.1 == 0 }) { return nil }
        if sides.allSatisfy({ $0.1 == sides[0].1 }) { return Self.length(sides[0].1) }
        return .object(ordered: sides.filter { $0.1 != 0 }.map { ($0.0, Self.length($0.1)) })
    }

    /// A frame without auto layout (or a group): a box of fixed size whose children stand at
    /// their positions, each in a box whose padding places it.
    mutating func positioned(_ node: JSONNode, children: [JSONNode], path: JSONPath, parent: Parent?, depth: Int) throws(SpecError) -> JSONValue {
        var fields: [(String, JSONValue)] = [("type", .string("box"))]
        fields += try common(node, path: path, parent: parent, hugs: (false, false))
        let origin = try bounds(node, path: path)
        var items: [JSONValue] = []
        var follows = true
        for (i, child) in children.enumerated() {
            let childPath = path.appending("children").appending(i)
            guard let element = try element(child, path: childPath, parent: Parent(axis: nil), depth: depth + 2) else { continue }
            let box = try bounds(child, path: childPath)
            if let constraints = child["constraints"],
               constraints["horizontal"]?.stringValue.map({ $0 != "LEFT" }) == true
                || constraints["vertical"]?.stringValue.map({ $0 != "TOP" }) == true {
                follows = false
            }
            let x = box.x - origin.x, y = box.y - origin.y
            if x < 0 || y < 0 { note(child, "starts outside its frame; imported at the frame's edge") }
            var padding: [(String, JSONValue)] = []
            if y > 0 { padding.append(("top", Self.length(y))) }
            if x > 0 { padding.append(("leading", Self.length(x))) }
            items.append(padding.isEmpty ? element : .object(ordered: [("type", .string("box")), ("padding", .object(ordered: padding)),
                                                                        ("children", .array([element]))]))
        }
        if !follows {
            note(node, "children with constraints other than left and top: imported at their positions in the frame as drawn; they do not follow the constraints when the frame's size changes")
        }
        if !items.isEmpty { fields.append(("children", .array(items))) }
        return .object(ordered: fields)
    }

    mutating func shape(_ node: JSONNode, path: JSONPath, parent: Parent?) throws(SpecError) -> JSONValue {
        let fills = node["fills"]?.arrayValue ?? []
        let isImage = fills.contains { $0["type"]?.stringValue == "IMAGE" && $0["visible"]?.boolValue != false }
        if isImage {
            let box = try bounds(node, path: path)
            var fields: [(String, JSONValue)] = [("type", .string("image"))]
            fields.append(("id", .string(elementID(node))))
            fields.append(("size", .object(ordered: [("width", Self.length(box.width)), ("height", Self.length(box.height))])))
            return .object(ordered: fields)
        }
        var fields: [(String, JSONValue)] = [("type", .string("box"))]
        fields += try common(node, path: path, parent: parent, hugs: (false, false))
        fields.append(("opaque", .bool(true)))
        return .object(ordered: fields)
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension JSONValue {
    /// The value of an object's member `key`.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.node.value
    }
}
