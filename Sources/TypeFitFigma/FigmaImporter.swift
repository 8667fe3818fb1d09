import TypeFitJSON
import TypeFitLayout

/// One screen of a Figma document as a TypeFit spec, with what was not imported as it is.
public struct FigmaScreenSpec: Sendable {
    public var name: String
    public var nodeID: String
    /// `home-124-21142.json`: the screen's name and node id, so that names never collide.
    public var fileName: String
    /// The spec, in the format of docs/spec.md.
    public var spec: JSONValue
    public var notes: [FigmaNote]
}

/// Turns the screens of a ``FigmaDocument`` into TypeFit specs (docs/figma.md gives the mapping).
///
/// Elements take the Figma node's name and id as their `id` (`Title [124:21154]`), so that
/// findings name the node.
public struct FigmaImporter: Sendable {
    /// The largest Figma response read.
    public static let maxFileBytes = 64 << 20
    /// Elements deeper than this are left out with a note (the spec format allows 64 levels).
    static let maxDepth = 60
    /// The font families a label may name; others are drawn in Inter, with a note.
    public static let bundledFamilies = ["Inter", "Inter Display", "Noto Sans Arabic", "Noto Sans Devanagari",
                                         "Noto Sans Hebrew", "Noto Sans Thai"]

    public struct Options: Sendable {
        /// Text laid out at the size Figma recorded for it (its bounding box) instead of as it
        /// measures: compares a layout with Figma's geometry apart from text measurement.
        public var holdsTextAtRecordedSize = false
        /// The device a screen is checked on; nil matches the screen's size to a preset, else a
        /// device of that size with no safe area.
        public var device: JSONValue?
        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func specs(_ document: FigmaDocument) throws(SpecError) -> [FigmaScreenSpec] {
        var result: [FigmaScreenSpec] = []
        for screen in document.screens {
            var conversion = Conversion(file: document.file, styleNames: screen.styleNames, options: options)
            let root = try conversion.element(screen.node, path: screen.path, parent: nil, depth: 0)
            let id = screen.node["id"]?.stringValue ?? ""
            let name = screen.node["name"]?.stringValue ?? id
            let box = try conversion.bounds(screen.node, path: screen.path)
            var top: [(String, JSONValue)] = [("typefit", .number(1)), ("name", .string(name))]
            var header = "Imported from Figma node \(id)"
            if let key = document.fileKey { header += ", https://www.figma.com/design/\(key)?node-id=\(id.replacingColons())" }
            header += conversion.notes.isEmpty ? "." : "; not imported as drawn:"
            top.append(("description", .array([.string(header)] + conversion.notes.map { .string($0.description) })))
            top.append(("device", options.device ?? Self.device(width: box.width, height: box.height)))
            top.append(("root", root ?? .object(["type": .string("box")])))
            result.append(FigmaScreenSpec(name: name, nodeID: id, fileName: Self.fileName(name: name, id: id),
                                          spec: .object(ordered: top), notes: conversion.notes))
        }
        return result
    }

    /// The preset of that portrait size, else a device of that size with no safe area.
    static func device(width: Double, height: Double) -> JSONValue {
        if let preset = Device.presets.first(where: { abs($0.width - width) < 0.5 && abs($0.height - height) < 0.5 }) {
            return .string(preset.names[0])
        }
        let w = max(1, min(100_000, width.rounded()))
        let h = max(1, min(100_000, height.rounded()))
        return .object(ordered: [("name", .string("Figma \(JSONWriter.number(w)) × \(JSONWriter.number(h))")),
                                 ("width", .number(w)), ("height", .number(h))])
    }

    static func fileName(name: String, id: String) -> String {
        var slug = ""
        for scalar in (name + " " + id).lowercased().unicodeScalars {
            let isWord = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            if isWord { slug.unicodeScalars.append(scalar) } else if !slug.isEmpty, !slug.hasSuffix("-") { slug += "-" }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return (slug.isEmpty ? "screen" : String(slug.prefix(80))) + ".json"
    }
}

extension String {
    func replacingColons() -> String { String(map { $0 == ":" ? "-" : $0 }) }
}

extension FigmaImporter {
    /// The element id of a node: its name and its node id, `Title [124:21154]`.
    public static func elementID(name: String, nodeID: String) -> String {
        name.isEmpty ? "[\(nodeID)]" : "\(name) [\(nodeID)]"
    }
}
