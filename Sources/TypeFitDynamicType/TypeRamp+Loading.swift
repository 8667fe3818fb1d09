import Foundation
import TypeFitText

/// Finding and reading ramp files (`Ramps/<name>.json`).
///
/// SwiftPM copies `Ramps/` into the resource bundle `TypeFit_TypeFitDynamicType.resources` next to
/// the built executable. `Bundle.module` would stop the process when that bundle is missing, so
/// TypeFit never calls it and looks for the directory itself, in this order:
/// 1. `$TYPEFIT_RESOURCES/Ramps` (or `$TYPEFIT_RESOURCES/TypeFit_TypeFitDynamicType.resources/Ramps`);
/// 2. the bundle next to the executable, then `<executable dir>/../share/typefit/Ramps`;
/// 3. the package's source directory (the path Bundle.module would fall back to in a build tree),
///    only if it exists.
/// A ramp found nowhere is a ``RampError/notFound(name:searched:)`` listing the places tried.
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
    public static func decode(_ data: Data, name: String, path: String) throws(RampError) -> TypeRamp {
        let file: RampFile
        do {
            file = try JSONDecoder().decode(RampFile.self, from: data)
        } catch let error as DecodingError {
            throw .invalid(path: path, problem: describe(error))
        } catch {
            throw .invalid(path: path, problem: "\(error)")
        }
        var entries: [RampEntry] = []
        for (index, cell) in file.ramp.enumerated() {
            let place = "ramp[\(index)]"
            guard let weight = FontWeight(name: cell.weight) else {
                throw .invalid(path: path, problem: "\(place).weight: unknown weight \"\(cell.weight)\"")
            }
            guard let emphasized = FontWeight(name: cell.emphasizedWeight) else {
                throw .invalid(path: path, problem: "\(place).emphasizedWeight: unknown weight \"\(cell.emphasizedWeight)\"")
            }
            entries.append(RampEntry(
                style: cell.style, category: cell.category, size: cell.size, leading: cell.leading,
                weight: weight, emphasizedWeight: emphasized
            ))
        }
        do {
            return try TypeRamp(name: name, source: file.source, notes: file.notes ?? [], entries: entries)
        } catch .invalid(_, let problem) {
            throw .invalid(path: path, problem: problem)
        } catch {
            throw error
        }
    }

    /// The existing directories that may hold ramp files, in search order, without duplicates.
    static func rampDirectories() -> [String] {
        let bundleName = "TypeFit_TypeFitDynamicType.resources"
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["TYPEFIT_RESOURCES"], !override.isEmpty {
            candidates.append(override + "/Ramps")
            candidates.append(override + "/" + bundleName + "/Ramps")
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let directory = executable.deletingLastPathComponent()
            candidates.append(directory.appendingPathComponent(bundleName).appendingPathComponent("Ramps").path)
            candidates.append(directory.deletingLastPathComponent().appendingPathComponent("share/typefit/Ramps").path)
        }
        let sourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        candidates.append(sourceDirectory.appendingPathComponent("Ramps").path)

        var result: [String] = []
        for candidate in candidates where !result.contains(candidate) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(candidate)
            }
        }
        return result
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "._-".unicodeScalars.contains($0)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let place = path(context.codingPath)
            return (place.isEmpty ? "" : place + ": ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}

/// The JSON layout of a ramp file.
private struct RampFile: Decodable {
    struct Cell: Decodable {
        var category: ContentSizeCategory
        var style: TextStyle
        var size: Double
        var leading: Double
        var weight: String
        var emphasizedWeight: String
    }

    var source: String
    var notes: [String]?
    var ramp: [Cell]
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
