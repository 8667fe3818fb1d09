import TypeFitJSON
import TypeFitLayout

/// A saved Figma REST API response (`GET /v1/files/:key`, `GET /v1/files/:key/nodes`, or one
/// node document of the latter on its own) and the frames in it that are screens.
public struct FigmaDocument: Sendable {
    /// One screen: a frame, with the text styles its response names.
    public struct Screen: Sendable {
        public var node: JSONNode
        public var path: JSONPath
        /// Style id → style name, from the response's `styles`.
        public var styleNames: [String: String]
    }

    public var file: String
    public var fileKey: String?
    public var screens: [Screen]

    /// True when `root` has the shape of a Figma response: a top-level `document` or `nodes`.
    public static func looksLikeFigma(_ root: JSONNode) -> Bool {
        root["document"] != nil || root["nodes"] != nil
    }

    /// Reads the response in `bytes`. Screens are the top-level frames of every canvas (a file
    /// response), the requested nodes (a nodes response), or the node itself; `nodeIDs`, when not
    /// empty, chooses those nodes, found anywhere in the document, instead.
    public init(bytes: [UInt8], file: String, fileKey: String? = nil, nodeIDs: [String] = []) throws(SpecError) {
        let root: JSONNode
        do {
            root = try JSONReader(limits: .init(maxDepth: 1024, maxBytes: FigmaImporter.maxFileBytes)).parse(bytes: bytes)
        } catch {
            throw SpecError.figma(file: file, location: error.location, problem: error.problem)
        }
        try self.init(root: root, file: file, fileKey: fileKey, nodeIDs: nodeIDs)
    }

    public init(root: JSONNode, file: String, fileKey: String? = nil, nodeIDs: [String] = []) throws(SpecError) {
        self.file = file
        self.fileKey = fileKey
        guard root.members != nil else {
            throw SpecError.figma(file: file, location: root.location, path: .root,
                             problem: "expected a Figma file or nodes response (an object), found \(root.value.kindDescription)")
        }
        var candidates: [Screen] = []
        var everything: [Screen] = []
        if let document = root["document"] {
            let names = try Self.styleNames(root["styles"], path: JSONPath.root.appending("styles"), file: file)
            let path = JSONPath.root.appending("document")
            try Self.requireNode(document, path: path, file: file)
            for (c, canvas) in try Self.children(document, path: path, file: file).enumerated() {
                let canvasPath = path.appending("children").appending(c)
                for (f, frame) in try Self.children(canvas, path: canvasPath, file: file).enumerated()
                where Self.isScreenType(frame["type"]?.stringValue) {
                    candidates.append(Screen(node: frame, path: canvasPath.appending("children").appending(f), styleNames: names))
                }
            }
            everything = [Screen(node: document, path: path, styleNames: names)]
        } else if let nodes = root["nodes"] {
            guard let members = nodes.members else {
                throw SpecError.figma(file: file, location: nodes.location, path: JSONPath.root.appending("nodes"),
                                 problem: "expected an object of node responses, found \(nodes.value.kindDescription)")
            }
            for member in members {
                let entryPath = JSONPath.root.appending("nodes").appending(member.key)
                if case .null = member.node.value { continue }
                guard let document = member.node["document"] else {
                    throw SpecError.figma(file: file, location: member.node.location, path: entryPath,
                                     problem: "expected an object with \"document\"")
                }
                let names = try Self.styleNames(member.node["styles"], path: entryPath.appending("styles"), file: file)
                let screen = Screen(node: document, path: entryPath.appending("document"), styleNames: names)
                try Self.requireNode(document, path: screen.path, file: file)
                candidates.append(screen)
                everything.append(screen)
            }
        } else if root["type"] != nil, root["id"] != nil {
            let screen = Screen(node: root, path: .root, styleNames: [:])
            try Self.requireNode(root, path: .root, file: file)
            candidates = [screen]
            everything = [screen]
        } else {
            throw SpecError.figma(file: file, location: root.location, path: .root,
                             problem: "expected a Figma file response (\"document\") or nodes response (\"nodes\")")
        }
        if nodeIDs.isEmpty {
            screens = candidates
            return
        }
        screens = []
        for id in nodeIDs {
            guard let found = everything.lazy.compactMap({ Self.find(id, in: $0) }).first else {
                throw SpecError.figma(file: file, problem: "no node with id \"\(id.replacingDashes())\" in the document")
            }
            screens.append(found)
        }
    }

    static func isScreenType(_ type: String?) -> Bool {
        ["FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE", "SECTION"].contains(type ?? "")
    }

    /// Accepts `1:2` and `1-2` (the form of Figma's links) for a node id.
    private static func find(_ id: String, in screen: Screen) -> Screen? {
        let wanted = id.replacingDashes()
        var stack: [(JSONNode, JSONPath)] = [(screen.node, screen.path)]
        while let (node, path) = stack.popLast() {
            if node["id"]?.stringValue == wanted { return Screen(node: node, path: path, styleNames: screen.styleNames) }
            for (i, child) in (node["children"]?.arrayValue ?? []).enumerated().reversed() {
                stack.append((child, path.appending("children").appending(i)))
            }
        }
        return nil
    }

    static func requireNode(_ node: JSONNode, path: JSONPath, file: String) throws(SpecError) {
        guard node.members != nil else {
            throw SpecError.figma(file: file, location: node.location, path: path,
                             problem: "expected a node (an object), found \(node.value.kindDescription)")
        }
        for key in ["id", "type"] where node[key]?.stringValue == nil {
            throw SpecError.figma(file: file, location: node[key]?.location ?? node.location, path: path.appending(key),
                             problem: "expected the node's \(key) (a string)")
        }
    }

    static func children(_ node: JSONNode, path: JSONPath, file: String) throws(SpecError) -> [JSONNode] {
        guard let children = node["children"] else { return [] }
        guard let array = children.arrayValue else {
            throw SpecError.figma(file: file, location: children.location, path: path.appending("children"),
                             problem: "expected an array of nodes, found \(children.value.kindDescription)")
        }
        for (i, child) in array.enumerated() {
            try requireNode(child, path: path.appending("children").appending(i), file: file)
        }
        return array
    }

    private static func styleNames(_ styles: JSONNode?, path: JSONPath, file: String) throws(SpecError) -> [String: String] {
        guard let styles else { return [:] }
        guard let members = styles.members else {
            throw SpecError.figma(file: file, location: styles.location, path: path,
                             problem: "expected an object of styles, found \(styles.value.kindDescription)")
        }
        var names: [String: String] = [:]
        for member in members {
            if let name = member.node["name"]?.stringValue { names[member.key] = name }
        }
        return names
    }
}

extension String {
    /// `1-2` as `1:2`: Figma's links write node ids with a dash.
    func replacingDashes() -> String {
        contains(":") ? self : String(map { $0 == "-" ? ":" : $0 })
    }
}
