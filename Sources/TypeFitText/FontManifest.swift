import Foundation

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
            throw .manifestInvalid(path: path, reason: "cannot read: \(error.localizedDescription)")
        }
        return try parse(data, path: path, directory: directory)
    }

    /// Decodes manifest bytes; `path` names the file in errors.
    static func parse(_ data: Data, path: String, directory: String) throws(TextError) -> FontManifest {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .manifestInvalid(path: path, reason: "not valid JSON")
        }
        guard let object = root as? [String: Any] else {
            throw .manifestInvalid(path: path, reason: "the top level must be an object")
        }
        guard let familyList = object["families"] as? [Any] else {
            throw .manifestInvalid(path: path, reason: "\"families\" must be an array")
        }
        var families: [Family] = []
        for (index, entry) in familyList.enumerated() {
            let at = "families[\(index)]"
            guard let familyObject = entry as? [String: Any] else {
                throw .manifestInvalid(path: path, reason: "\(at) must be an object")
            }
            guard let name = familyObject["name"] as? String, !name.isEmpty else {
                throw .manifestInvalid(path: path, reason: "\(at).name must be a non-empty string")
            }
            guard let faceObject = familyObject["faces"] as? [String: Any], !faceObject.isEmpty else {
                throw .manifestInvalid(path: path, reason: "\(at).faces must be a non-empty object")
            }
            var faces: [FontWeight: String] = [:]
            for key in faceObject.keys.sorted() {
                guard let weight = FontWeight(name: key) else {
                    throw .manifestInvalid(path: path, reason: "\(at).faces: unknown weight \"\(key)\"")
                }
                guard let file = faceObject[key] as? String, !file.isEmpty else {
                    throw .manifestInvalid(path: path, reason: "\(at).faces.\(key) must be a file name")
                }
                faces[weight] = file.hasPrefix("/") ? file : (directory as NSString).appendingPathComponent(file)
            }
            if families.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                throw .manifestInvalid(path: path, reason: "\(at): family \"\(name)\" appears twice")
            }
            families.append(Family(name: name, faces: faces))
        }
        var fallback: [String] = []
        if let fallbackValue = object["fallback"] {
            guard let names = fallbackValue as? [String] else {
                throw .manifestInvalid(path: path, reason: "\"fallback\" must be an array of family names")
            }
            for name in names {
                guard families.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                    throw .manifestInvalid(path: path, reason: "fallback family \"\(name)\" is not in \"families\"")
                }
            }
            fallback = names
        }
        return FontManifest(directory: directory, families: families, fallback: fallback)
    }
}
