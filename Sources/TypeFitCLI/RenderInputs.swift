import Foundation

/// The spec files a `typefit render` run reads: files as given, folders searched (not
/// recursively) for `*.json`, sorted so the report's order does not depend on the file system.
enum RenderInputs {
    /// Absolute paths of the spec files under `inputs`.
    static func find(_ inputs: [String], io: CommandIO) throws(UsageError) -> [String] {
        var files: [String] = []
        for input in inputs {
            let path = io.absolutePath(input)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("no such file or directory: \(input)")
            }
            if isDirectory.boolValue {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: path)
                } catch {
                    throw UsageError("cannot read the directory \(input)")
                }
                files += names.filter { $0.hasSuffix(".json") && $0 != "typefit.json" && !$0.hasPrefix(".") }
                    .sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// How reports name a spec: relative to the working directory when inside it.
    static func displayPath(_ path: String, io: CommandIO) -> String {
        let base = io.currentDirectory.hasSuffix("/") ? io.currentDirectory : io.currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Each spec file's modification time, for `--watch`; an unreadable input gives an empty list.
    static func stamps(_ inputs: [String], io: CommandIO) -> [String: Double] {
        guard let files = try? find(inputs, io: io) else { return [:] }
        var stamps: [String: Double] = [:]
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            stamps[file] = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        }
        return stamps
    }
}
