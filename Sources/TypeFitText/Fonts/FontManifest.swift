import Foundation
import TypeFitJSON

/// The decoded `Fonts/manifest.json`: families with their weight → file table,
/// and the order in which fallback families are tried for characters the
/// requested font lacks.
///
/// ```json
/// { "version": 1,
///   "families": [ { "name": "Inter", "faces": { "regular": "Inter/Inter-Regular.otf" } } ],
///   "fallback": ["Inter", "Noto Sans Devanagari"] }
/// ```
/// Weights are names (`"semibold"`) or numbers (`"600"`); files are relative to the
/// manifest's directory.
struct FontManifest: Sendable, Hashable {
    /// One family: its name as requests spell it, and a file per available weight.
    struct Family: Sendable, Hashable {
        var name: String
        /// Absolute file paths by weight.
        var faces: [FontWeight: String]

        /// The available weight that CSS font matching picks for `wanted`
        /// ([CSS Fonts 4 §5.2](https://www.w3.org/TR/css-fonts-4/#font-style-matching)):
        /// 400–500 look up to 500, then down, then up; lighter weights look down first,
        /// bolder weights look up first.
        func nearestWeight(to wanted: FontWeight) -> FontWeight? {
            let available = faces.keys.sorted()
            if available.contains(wanted) { return wanted }
            let below = available.filter { $0 < wanted }.reversed()
            let above = available.filter { $0 > wanted }
            if wanted.rawValue >= 400 && wanted.rawValue <= 500 {
                let upTo500 = above.filter { $0.rawValue <= 500 }
                let beyond = above.filter { $0.rawValue > 500 }
                return upTo500.first ?? below.first ?? beyond.first
            }
            if wanted.rawValue < 400 { return below.first ?? above.first }
            return above.first ?? below.first
        }
    }

    /// The directory holding the manifest; font paths are resolved against it.
    var directory: String
    var families: [Family]
    /// Family names tried in order after the requested font, per character.
    var fallback: [String]

    /// The family with this name, compared case-insensitively.
    func family(named name: String) -> Family? {
        let lowered = name.lowercased()
        return families.first { $0.name.lowercased() == lowered }
    }

    /// Reads and checks `manifest.json` in `directory`.
    static func load(directory: String) throws(TextError) -> FontManifest {
        let path = (directory as NSString).appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: path) else {
            throw .manifestNotFound(searched: [directory])
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .manifestInvalid(path: path, reason: "the file cannot be read")
        }
        return try parse(data, path: path, directory: directory)
    }

    /// Decodes manifest bytes; `path` names the file in errors, with the line and column of the
    /// value at fault.
    static func parse(_ data: Data, path: String, directory: String) throws(TextError) -> FontManifest {
        let root: JSONNode
        do {
            root = try JSONReader().parse(bytes: [UInt8](data))
        } catch {
            throw .manifestInvalid(path: path + ":" + error.location.description, reason: "not valid JSON: " + error.problem)
        }
        func invalid(_ node: JSONNode, _ reason: String) -> TextError {
            .manifestInvalid(path: path + ":" + node.location.description, reason: reason)
        }
        guard root.members != nil else {
            throw invalid(root, "the top level must be an object")
        }
        guard let familiesNode = root["families"], let familyList = familiesNode.arrayValue else {
            throw invalid(root["families"] ?? root, "\"families\" must be an array")
        }
        var families: [Family] = []
        for (index, entry) in familyList.enumerated() {
            let at = "families[\(index)]"
            guard entry.members != nil else {
                throw invalid(entry, "\(at) must be an object")
            }
            guard let name = entry["name"]?.stringValue, !name.isEmpty else {
                throw invalid(entry["name"] ?? entry, "\(at).name must be a non-empty string")
            }
            guard let faceNode = entry["faces"], let faceMembers = faceNode.members, !faceMembers.isEmpty else {
                throw invalid(entry["faces"] ?? entry, "\(at).faces must be a non-empty object")
            }
            var faces: [FontWeight: String] = [:]
            for member in faceMembers.sorted(by: { $0.key < $1.key }) {
                guard let weight = FontWeight(name: member.key) else {
                    throw .manifestInvalid(path: path + ":" + member.keyLocation.description,
                                           reason: "\(at).faces: unknown weight \"\(member.key)\"")
                }
                guard let file = member.node.stringValue, !file.isEmpty else {
                    throw invalid(member.node, "\(at).faces.\(member.key) must be a file name")
                }
                faces[weight] = file.hasPrefix("/") ? file : (directory as NSString).appendingPathComponent(file)
            }
            if families.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                throw invalid(entry, "\(at): family \"\(name)\" appears twice")
            }
            families.append(Family(name: name, faces: faces))
        }
        var fallback: [String] = []
        if let fallbackNode = root["fallback"] {
            guard let items = fallbackNode.arrayValue else {
                throw invalid(fallbackNode, "\"fallback\" must be an array of family names")
            }
            for item in items {
                guard let name = item.stringValue else {
                    throw invalid(item, "\"fallback\" must be an array of family names")
                }
                guard families.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                    throw invalid(item, "fallback family \"\(name)\" is not in \"families\"")
                }
                fallback.append(name)
            }
        }
        return FontManifest(directory: directory, families: families, fallback: fallback)
    }
}
