import Foundation
import TypeFitJSON

/// The decoded `Fonts/manifest.json`: families with their weight → file table,
/// and the order in which fallback families are tried for characters the
/// requested font lacks.
///
/// ```json
/// { "version": 1,
///   "families": [ { "name": "Inter", "faces": { "regular": "Inter/Inter-Regular.otf" } } ],
///   "fallback": ["Inter", "Noto Sans Devanagari"],
///   "localeFallback": { "ja": ["Noto Sans CJK JP"] } }
/// ```
/// `localeFallback` puts families first among the fallbacks for texts in a language (a BCP 47
/// tag: `ja`, `ko`, `zh-Hans`, `zh-Hant`, `zh-HK`), as iOS draws Han characters in the font of
/// the text's language; see ``localeGroup(for:)``.
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
    /// The families, in the manifest's order; changed only through ``set(_:)``, which keeps
    /// ``positions`` in step.
    private(set) var families: [Family] = []
    /// The position in ``families`` of each family, by its lowercased name: a name is looked up
    /// for every font a spec names, and a manifest may list any number of families.
    private var positions: [String: Int] = [:]
    /// Family names tried in order after the requested font, per character.
    var fallback: [String]
    /// Per language tag, families tried before ``fallback`` for texts in that language.
    var localeFallback: [(tag: String, families: [String])] = []

    init(directory: String, families: [Family], fallback: [String], localeFallback: [(tag: String, families: [String])] = []) {
        self.directory = directory
        self.fallback = fallback
        self.localeFallback = localeFallback
        for family in families { set(family) }
    }

    /// Adds `family`, or puts it in the place of the family of the same name (in any case).
    mutating func set(_ family: Family) {
        let key = family.name.lowercased()
        if let position = positions[key] {
            families[position] = family
        } else {
            positions[key] = families.count
            families.append(family)
        }
    }

    static func == (a: FontManifest, b: FontManifest) -> Bool {
        a.directory == b.directory && a.families == b.families && a.fallback == b.fallback
            && a.localeFallback.map(\.tag) == b.localeFallback.map(\.tag)
            && a.localeFallback.map(\.families) == b.localeFallback.map(\.families)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(directory)
        hasher.combine(families)
        hasher.combine(fallback)
        for entry in localeFallback {
            hasher.combine(entry.tag)
            hasher.combine(entry.families)
        }
    }

    /// The position in ``localeFallback`` of the entry for `locale`, or nil. The most specific
    /// match wins: `zh-Hant-HK` and `zh-HK` match `zh-HK` before `zh-Hant` (`zh-Hans-HK` matches
    /// `zh-Hans`); a Chinese tag without
    /// a script takes the one its region writes (Hant for TW, HK and MO, else Hans), so `zh`
    /// and `zh-CN` match `zh-Hans`. Tags compare case-insensitively, with `_` as `-`.
    func localeGroup(for locale: String?) -> Int? {
        guard let locale, !localeFallback.isEmpty else { return nil }
        let parts = locale.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let language = parts.first else { return nil }
        let given = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        // The script a Chinese region writes; a tag naming another script is not that region's.
        let implied = language == "zh" ? (["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans") : given
        let script = given ?? implied
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)-\(script)-\(region)") }
        if let region, given == nil || given == implied { candidates.append("\(language)-\(region)") }
        if let script { candidates.append("\(language)-\(script)") }
        candidates.append(language)
        for candidate in candidates {
            if let index = localeFallback.firstIndex(where: { $0.tag.lowercased() == candidate }) { return index }
        }
        return nil
    }

    /// The family with this name, compared case-insensitively.
    func family(named name: String) -> Family? {
        positions[name.lowercased()].map { families[$0] }
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
        var known = Set<String>()
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
            guard known.insert(name.lowercased()).inserted else {
                throw invalid(entry, "\(at): family \"\(name)\" appears twice")
            }
            families.append(Family(name: name, faces: faces))
        }
        /// The family names of the array `node`, each one of `families`; `what` names the array.
        func familyNames(_ node: JSONNode, _ what: String) throws(TextError) -> [String] {
            guard let items = node.arrayValue else { throw invalid(node, "\(what) must be an array of family names") }
            var names: [String] = []
            for item in items {
                guard let name = item.stringValue else { throw invalid(item, "\(what) must be an array of family names") }
                guard known.contains(name.lowercased()) else {
                    throw invalid(item, "fallback family \"\(name)\" is not in \"families\"")
                }
                names.append(name)
            }
            return names
        }
        let fallback = try root["fallback"].map { node throws(TextError) in try familyNames(node, "\"fallback\"") } ?? []
        var localeFallback: [(tag: String, families: [String])] = []
        if let node = root["localeFallback"] {
            guard case .object(let members) = node.value else {
                throw invalid(node, "\"localeFallback\" must be an object of language tags to arrays of family names")
            }
            for member in members {
                localeFallback.append((member.key, try familyNames(member.node, "\"localeFallback\".\(member.key)")))
            }
        }
        return FontManifest(directory: directory, families: families, fallback: fallback, localeFallback: localeFallback)
    }
}
