import TypeFitJSON

/// Instances of Apple's iOS UI kit as TypeFit's system components, told by their name: the
/// node's name or its last `/` part, in any case and spacing ("Navigation Bar",
/// "iOS/Tab Bar", "Switch").
extension Conversion {
    static func kitName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return String(last.lowercased().filter { $0.isLetter })
    }

    /// The texts of `node`'s visible text descendants, in drawing order.
    static func texts(in node: JSONNode) -> [String] {
        var result: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if current["visible"]?.boolValue == false { continue }
            if current["type"]?.stringValue == "TEXT", let text = current["characters"]?.stringValue, !text.isEmpty {
                result.append(text)
            }
            stack += (current["children"]?.arrayValue ?? []).reversed()
        }
        return result
    }

    /// The system component `node` stands for, or nil.
    mutating func kitComponent(_ node: JSONNode, parent: Parent?) -> JSONValue? {
        guard parent != nil else { return nil }
        let id = JSONValue.string(elementID(node))
        switch Self.kitName(node["name"]?.stringValue ?? "") {
        case "switch", "toggleswitch":
            return .object(ordered: [("type", .string("switch")), ("id", id)])
        case "navigationbar", "navbar", "largenavigationbar":
            var fields: [(String, JSONValue)] = [("type", .string("navigationBar")), ("id", id)]
            let texts = Self.texts(in: node)
            let large = (node["name"]?.stringValue ?? "").lowercased().contains("large")
            if let title = large ? texts.last : texts.first { fields.append(("title", .string(String(title.prefix(10_000))))) }
            if large { fields.append(("display", .string("large"))) }
            note(node, "an iOS navigation bar: imported as a navigationBar with the title \"\((large ? texts.last : texts.first) ?? "")\"; its items are not imported")
            return .object(ordered: fields)
        case "tabbar":
            let titles = Self.texts(in: node)
            guard !titles.isEmpty else { return nil }
            let items = titles.prefix(10).map { JSONValue.object(ordered: [("title", .string(String($0.prefix(10_000)))), ("symbol", .string("circle"))]) }
            note(node, "an iOS tab bar: imported as a tabBar with \(items.count) items (their icons as a circle)")
            return .object(ordered: [("type", .string("tabBar")), ("id", id), ("items", .array(Array(items)))])
        default:
            return nil
        }
    }
}
