import Foundation
import TypeFitDynamicType
import TypeFitJSON
import TypeFitSupport
import TypeFitText

/// Measured sizes of iOS's own components (bars, cells, alerts, controls), read from
/// `Metrics/<family>.json` so that every number has its source beside it in one data file.
///
/// A family file is `{"source": "…", "components": {"switch": {"sources": ["https://…"],
/// "notes": "…", "values": {"width": 51, …}}}}`. A value is a number, or an object giving a
/// number per content size category name with an optional `"default"` for the others. Files
/// are found in the directories ``ResourceDirectories`` lists for `Metrics`, read once and shared.
public struct ComponentMetrics: Sendable {
    /// The family's name: the file's base name (`controls`).
    public let family: String
    /// The file the values were read from.
    public let path: String
    private let components: [String: JSONNode]

    /// Families already read, by name; shared by all threads.
    private static let cache = LockedValue<[String: ComponentMetrics]>([:])

    /// The family `name`, read once from `Metrics/<name>.json`.
    public static func named(_ name: String) throws(MetricsError) -> ComponentMetrics {
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let directories = directories()
        for directory in directories {
            let path = directory + "/" + name + ".json"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let metrics = try decode([UInt8](data), family: name, path: path)
            cache.withLock { $0[name] = metrics }
            return metrics
        }
        throw .notFound(family: name, searched: directories)
    }

    /// The existing directories that may hold metrics files, in search order.
    static func directories() -> [String] {
        ResourceDirectories.existing(
            folder: "Metrics", target: "TypeFitLayout",
            sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path)
    }

    /// Reads a family file's JSON.
    static func decode(_ bytes: [UInt8], family: String, path: String) throws(MetricsError) -> ComponentMetrics {
        let root: JSONNode
        do {
            root = try JSONReader().parse(bytes: bytes)
        } catch {
            throw .invalid(path: path + ":" + error.location.description, problem: error.problem)
        }
        guard root["source"]?.stringValue != nil else {
            throw .invalid(path: path, problem: "needs \"source\", a string saying where the values come from")
        }
        guard let members = root["components"]?.members else {
            throw .invalid(path: path, problem: "needs \"components\", an object of components")
        }
        var components: [String: JSONNode] = [:]
        for member in members {
            guard member.node["values"]?.members != nil else {
                throw .invalid(path: path + ":" + member.node.location.description,
                               problem: "component \"\(member.key)\" needs \"values\", an object")
            }
            components[member.key] = member.node
        }
        return ComponentMetrics(family: family, path: path, components: components)
    }

    private init(family: String, path: String, components: [String: JSONNode]) {
        self.family = family
        self.path = path
        self.components = components
    }

    /// The value `key` of `component` at `category`.
    public func number(_ component: String, _ key: String, at category: ContentSizeCategory = .large) throws(MetricsError) -> Double {
        guard let node = components[component]?["values"]?[key] else {
            throw .invalid(path: path, problem: "has no value \(component).\(key)")
        }
        if let number = node.numberValue { return number }
        if let number = (node[category.name] ?? node["default"])?.numberValue { return number }
        throw .invalid(path: path + ":" + node.location.description,
                       problem: "\(component).\(key) has no number for \(category.name) (and no \"default\")")
    }

    /// The pages and measurements `component`'s values come from.
    public func sources(of component: String) -> [String] {
        components[component]?["sources"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// The components the family describes, sorted.
    public var componentNames: [String] { components.keys.sorted() }
}

/// A metrics file that cannot be found or read: TypeFit's installation is incomplete.
public enum MetricsError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFound(family: String, searched: [String])
    case invalid(path: String, problem: String)

    public var description: String {
        switch self {
        case .notFound(let family, let searched):
            let places = searched.isEmpty ? "no Metrics directory found" : "looked in " + searched.joined(separator: ", ")
            return "component metrics \"\(family)\" not found (\(places)); set TYPEFIT_RESOURCES to the directory that holds Metrics/"
        case .invalid(let path, let problem):
            return "component metrics \(path): \(problem)"
        }
    }
}
