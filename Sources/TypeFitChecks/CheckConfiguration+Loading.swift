import Foundation
import TypeFitDynamicType
import TypeFitJSON

/// Reading `typefit.json`:
///
/// ```json
/// {
///   "severity": { "touchTarget": "error", "hierarchy": "off" },
///   "touchTarget": { "minimum": 44 },
///   "failOn": "error",
///   "categories": "all",
///   "devices": ["iPhone 15"]
/// }
/// ```
///
/// Every key is optional; unknown keys are errors with the nearest known key suggested.
extension CheckConfiguration {
    /// The configuration file's name, looked for in the working directory and its parents.
    public static let fileName = "typefit.json"

    /// The keys a configuration file may have (`$schema` is accepted for editors and ignored).
    static let topLevelKeys = ["$schema", "severity", "touchTarget", "failOn", "categories", "devices", "figmaNodes"]

    /// The nearest `typefit.json` in `directory` or one of its parents, or nil when there is none.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads the configuration file at `path` over `base` (the defaults unless given);
    /// `displayPath` is how errors name the file.
    public static func load(file path: String, displayPath: String? = nil,
                            over base: CheckConfiguration = CheckConfiguration()) throws(ConfigurationError) -> CheckConfiguration {
        let shown = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(problem: "cannot read the configuration file \(shown)")
        }
        var configuration = try parse(bytes: [UInt8](data), file: shown, over: base)
        // Figma files are named relative to the configuration's folder.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        configuration.figmaNodes = Dictionary(configuration.figmaNodes.map { file, nodes in
            (file.hasPrefix("/") ? file : folder.appendingPathComponent(file).standardizedFileURL.path, nodes)
        }, uniquingKeysWith: { first, _ in first })
        return configuration
    }

    /// Parses the text of a configuration file over `base`; `file` names it in errors.
    public static func parse(_ text: String, file: String? = nil,
                             over base: CheckConfiguration = CheckConfiguration()) throws(ConfigurationError) -> CheckConfiguration {
        try parse(bytes: Array(text.utf8), file: file, over: base)
    }

    static func parse(bytes: [UInt8], file: String?, over base: CheckConfiguration) throws(ConfigurationError) -> CheckConfiguration {
        let reader = ConfigurationReader(file: file)
        let root = try reader.document(bytes)
        var configuration = base
        let members = try reader.object(root, at: .root)
        for member in members {
            let path = JSONPath.root.appending(member.key)
            switch member.key {
            case "$schema":
                _ = try reader.string(member.node, at: path)
            case "severity":
                for entry in try reader.object(member.node, at: path) {
                    let entryPath = path.appending(entry.key)
                    let kind = try parseKind(entry.key, location: reader.location(entry.keyLocation, entryPath))
                    let name = try reader.string(entry.node, at: entryPath)
                    configuration.levels[kind] = try parseLevel(name, location: reader.location(entry.node.location, entryPath))
                }
            case "touchTarget":
                for entry in try reader.object(member.node, at: path) {
                    let entryPath = path.appending(entry.key)
                    guard entry.key == "minimum" else {
                        throw reader.unknownKey(entry, at: entryPath, known: ["minimum"])
                    }
                    let minimum = try reader.number(entry.node, at: entryPath)
                    guard minimum >= 0 && minimum <= 1000 else {
                        throw reader.error("the touch-target minimum must be between 0 and 1000 points, not \(JSONWriter.number(minimum))",
                                           entry.node.location, entryPath)
                    }
                    configuration.minimumTouchTarget = minimum
                }
            case "failOn":
                let name = try reader.string(member.node, at: path)
                configuration.failOn = try parseFailThreshold(name, location: reader.location(member.node.location, path))
            case "categories":
                configuration.categories = try reader.categories(member.node, at: path)
            case "devices":
                configuration.devices = try reader.strings(member.node, at: path)
            case "figmaNodes":
                for entry in try reader.object(member.node, at: path) {
                    let entryPath = path.appending(entry.key)
                    guard !entry.key.isEmpty else {
                        throw reader.error("expected the path of a Figma file (relative to this file) as the key", entry.keyLocation, entryPath)
                    }
                    let nodes = try reader.strings(entry.node, at: entryPath)
                    guard !nodes.isEmpty, !nodes.contains(where: \.isEmpty) else {
                        throw reader.error("expected Figma node ids such as \"12:34\" (or \"12-34\", as in Figma's links)",
                                           entry.node.location, entryPath)
                    }
                    configuration.figmaNodes[entry.key] = nodes
                }
            default:
                throw reader.unknownKey(member, at: path, known: topLevelKeys)
            }
        }
        return configuration
    }
}

/// Typed access to a configuration document, with errors that carry the file, line, column and path.
struct ConfigurationReader {
    var file: String?

    /// The JSON document in `bytes` (at most `maximumBytes`); a syntax error becomes a
    /// ``ConfigurationError`` at its line and column.
    func document(_ bytes: [UInt8], maximumBytes: Int = JSONReader.Limits().maxBytes) throws(ConfigurationError) -> JSONNode {
        do {
            return try JSONReader(limits: .init(maxBytes: maximumBytes)).parse(bytes: bytes)
        } catch {
            throw ConfigurationError(
                problem: error.problem,
                location: .init(file: file, line: error.location.line, column: error.location.column, path: "$"))
        }
    }

    func location(_ location: SourceLocation, _ path: JSONPath) -> ConfigurationError.Location {
        ConfigurationError.Location(file: file, line: location.line, column: location.column, path: path.description)
    }

    func error(_ problem: String, _ at: SourceLocation, _ path: JSONPath) -> ConfigurationError {
        ConfigurationError(problem: problem, location: location(at, path))
    }

    func unknownKey(_ member: JSONMember, at path: JSONPath, known: [String]) -> ConfigurationError {
        let problem = "unknown key \"\(member.key)\"" + CheckConfiguration.didYouMean(member.key, known)
            + " (known: \(known.joined(separator: ", ")))"
        return error(problem, member.keyLocation, path)
    }

    func object(_ node: JSONNode, at path: JSONPath) throws(ConfigurationError) -> [JSONMember] {
        guard let members = node.members else {
            throw error("expected an object, found \(node.value.kindDescription)", node.location, path)
        }
        return members
    }

    func string(_ node: JSONNode, at path: JSONPath) throws(ConfigurationError) -> String {
        guard let text = node.stringValue else {
            throw error("expected a string, found \(node.value.kindDescription)", node.location, path)
        }
        return text
    }

    func number(_ node: JSONNode, at path: JSONPath) throws(ConfigurationError) -> Double {
        guard let value = node.numberValue else {
            throw error("expected a number, found \(node.value.kindDescription)", node.location, path)
        }
        return value
    }

    /// A string or an array of strings.
    func strings(_ node: JSONNode, at path: JSONPath) throws(ConfigurationError) -> [String] {
        if let text = node.stringValue { return [text] }
        guard let items = node.arrayValue else {
            throw error("expected a string or an array of strings, found \(node.value.kindDescription)", node.location, path)
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            result.append(try string(item, at: path.appending(index)))
        }
        return result
    }

    /// `"all"`, `"large...accessibility2"`, a comma list, or an array of such strings.
    func categories(_ node: JSONNode, at path: JSONPath) throws(ConfigurationError) -> CategorySet {
        let items: [(String, SourceLocation, JSONPath)]
        if let text = node.stringValue {
            items = [(text, node.location, path)]
        } else if let array = node.arrayValue {
            var collected: [(String, SourceLocation, JSONPath)] = []
            for (index, item) in array.enumerated() {
                collected.append((try string(item, at: path.appending(index)), item.location, path.appending(index)))
            }
            items = collected
        } else {
            throw error("expected a string or an array of strings, found \(node.value.kindDescription)", node.location, path)
        }
        var categories: [ContentSizeCategory] = []
        for (text, location, itemPath) in items {
            do {
                categories += try CategorySet.parse(text).categories
            } catch {
                throw self.error(error.description, location, itemPath)
            }
        }
        guard !categories.isEmpty else {
            throw error("expected at least one content size category", node.location, path)
        }
        return CategorySet(categories)
    }
}
