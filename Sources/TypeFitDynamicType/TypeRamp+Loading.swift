import Foundation
import TypeFitJSON
import TypeFitSupport
import TypeFitText

/// Finding and reading ramp files (`Ramps/<name>.json`), in the directories
/// ``ResourceDirectories`` lists. A ramp found nowhere is a ``RampError/notFound(name:searched:)``
/// listing the places tried.
extension TypeRamp {
    /// The ramp called `name` (`"ios"`), read once from `Ramps/<name>.json` and then cached.
    public static func named(_ name: String) throws(RampError) -> TypeRamp {
        guard isValidName(name) else { throw .invalidName(name) }
        if let cached = RampCache.shared.ramp(named: name) { return cached }
        let directories = rampDirectories()
        for directory in directories {
            let path = directory + "/" + name + ".json"
            if FileManager.default.fileExists(atPath: path) {
                let ramp = try load(contentsOf: path, name: name)
                RampCache.shared.store(ramp)
                return ramp
            }
        }
        throw .notFound(name: name, searched: directories)
    }

    /// The default ramp (``defaultName``).
    public static func standard() throws(RampError) -> TypeRamp {
        try named(defaultName)
    }

    /// The names of the ramps found in the resource directories, sorted.
    public static func availableNames() -> [String] {
        var names = Set<String>()
        for directory in rampDirectories() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files where file.hasSuffix(".json") {
                let name = String(file.dropLast(".json".count))
                if isValidName(name) { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// Reads a ramp file in the format of `Ramps/ios.json`; `name` defaults to the file's base name.
    public static func load(contentsOf path: String, name: String? = nil) throws(RampError) -> TypeRamp {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        let baseName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try decode(data, name: name ?? baseName, path: path)
    }

    /// Decodes ramp JSON: `source`, optional `notes`, and `ramp`, a list of
    /// `{category, style, size, leading, weight, emphasizedWeight}` with names in any spelling.
    /// Read with the project's own JSON reader, so that an error names its line and column.
    public static func decode(_ data: Data, name: String, path: String) throws(RampError) -> TypeRamp {
        let root: JSONNode
        do {
            root = try JSONReader().parse(bytes: [UInt8](data))
        } catch {
            throw .invalid(path: path + ":" + error.location.description, problem: error.problem)
        }
        let fields = RampFields(path: path)
        let top = try fields.object(root, at: "")
        let source = try fields.string(fields.member(top, "source", of: root, at: ""), at: "source")
        var notes: [String] = []
        if let notesNode = root["notes"], notesNode.value != .null {
            for (index, note) in try fields.array(notesNode, at: "notes").enumerated() {
                notes.append(try fields.string(note, at: "notes[\(index)]"))
            }
        }
        var entries: [RampEntry] = []
        let cells = try fields.array(fields.member(top, "ramp", of: root, at: ""), at: "ramp")
        for (index, cellNode) in cells.enumerated() {
            // A value's place in the file is written only for an error.
            func place(_ key: String? = nil) -> String { "ramp[\(index)]" + (key.map { "." + $0 } ?? "") }
            let cell = try fields.object(cellNode, at: place())
            func field(_ key: String) throws(RampError) -> JSONNode {
                try fields.member(cell, key, of: cellNode, at: place())
            }
            // A name read with `parse`, its error told at the name's place.
            func named<Value, Failure: Error & CustomStringConvertible>(
                _ key: String, _ parse: (String) throws(Failure) -> Value
            ) throws(RampError) -> Value {
                let node = try field(key)
                let name = try fields.string(node, at: place(key))
                do {
                    return try parse(name)
                } catch {
                    throw fields.invalid(node, at: place(key), error.description)
                }
            }
            let category = try named("category", ContentSizeCategory.parse)
            let style = try named("style", TextStyle.parse)
            let size = try fields.number(field("size"), at: place("size"))
            let leading = try fields.number(field("leading"), at: place("leading"))
            let weight = try named("weight", RampFields.weight)
            let emphasized = try named("emphasizedWeight", RampFields.weight)
            entries.append(RampEntry(
                style: style, category: category, size: size, leading: leading,
                weight: weight, emphasizedWeight: emphasized
            ))
        }
        do {
            return try TypeRamp(name: name, source: source, notes: notes, entries: entries)
        } catch .invalid(_, let problem) {
            throw .invalid(path: path, problem: problem)
        } catch {
            throw error
        }
    }

    /// The existing directories that may hold ramp files, in search order, without duplicates.
    static func rampDirectories() -> [String] {
        ResourceDirectories.existing(folder: "Ramps", target: "TypeFitDynamicType",
                                     sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "._-".unicodeScalars.contains($0)
        }
    }
}

/// Ramps already read, by name; shared by all threads.
private final class RampCache: Sendable {
    static let shared = RampCache()
    private let ramps = LockedValue<[String: TypeRamp]>([:])

    func ramp(named name: String) -> TypeRamp? {
        ramps.withLock { $0[name] }
    }

    func store(_ ramp: TypeRamp) {
        ramps.withLock { $0[ramp.name] = ramp }
    }
}

/// Reads a ramp file's values, each error naming the file, the value's line and column, and
/// its place in the file (`ramp[3].weight`).
private struct RampFields {
    var path: String

    func invalid(_ node: JSONNode, at place: String, _ problem: String) -> RampError {
        .invalid(path: path + ":" + node.location.description, problem: place.isEmpty ? problem : place + ": " + problem)
    }

    // Places are autoclosures: they are written only for an error.

    func object(_ node: JSONNode, at place: @autoclosure () -> String) throws(RampError) -> [JSONMember] {
        guard let members = node.members else { throw expected("an object", node, at: place()) }
        return members
    }

    func array(_ node: JSONNode, at place: @autoclosure () -> String) throws(RampError) -> [JSONNode] {
        guard let items = node.arrayValue else { throw expected("an array", node, at: place()) }
        return items
    }

    func string(_ node: JSONNode, at place: @autoclosure () -> String) throws(RampError) -> String {
        guard let text = node.stringValue else { throw expected("a string", node, at: place()) }
        return text
    }

    func number(_ node: JSONNode, at place: @autoclosure () -> String) throws(RampError) -> Double {
        guard let value = node.numberValue else { throw expected("a number", node, at: place()) }
        return value
    }

    /// The member `key` of an object (`members`, read from `node` at `place`).
    func member(_ members: [JSONMember], _ key: String, of node: JSONNode, at place: @autoclosure () -> String) throws(RampError) -> JSONNode {
        guard let found = members.first(where: { $0.key == key }) else {
            let parent = place()
            throw invalid(node, at: parent.isEmpty ? key : parent + "." + key, "missing")
        }
        return found.node
    }

    /// A weight by name (`"semibold"`, `"600"`).
    static func weight(_ name: String) throws(UnknownWeight) -> FontWeight {
        guard let weight = FontWeight(name: name) else { throw UnknownWeight(name: name) }
        return weight
    }

    struct UnknownWeight: Error, CustomStringConvertible {
        var name: String
        var description: String { "unknown weight \"\(name)\"" }
    }

    private func expected(_ kind: String, _ node: JSONNode, at place: String) -> RampError {
        invalid(node, at: place, "expected \(kind), found \(node.value.kindDescription)")
    }
}
