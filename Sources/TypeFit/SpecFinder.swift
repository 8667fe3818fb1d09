import Foundation
import TypeFitChecks

/// Finds the spec files `typefit check` is given: files as named, folders searched recursively
/// for `*.json`. Hidden files and folders (`.build`, `.git`) and the configuration file
/// `typefit.json` are skipped. The result is sorted by the path shown and has no duplicates.
struct SpecFinder {
    /// A spec file: where to read it, and how reports name it (the path as given, joined with
    /// the path inside a given folder).
    struct Spec: Hashable {
        var path: String
        var display: String
    }

    /// The directory relative paths are resolved against; nil for the process's working directory.
    var base: String?

    /// The specs in `paths`, the paths that do not exist, and the folders below them whose paths
    /// are too long to be searched (shown as specs are).
    func specs(in paths: [String]) -> (specs: [Spec], missing: [String], tooLong: [String]) {
        var specs: [String: Spec] = [:]
        var missing: [String] = []
        var tooLong: Set<String> = []
        for given in paths {
            let path = resolve(given)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(given)
                continue
            }
            if !isDirectory.boolValue {
                specs[normalized(given)] = Spec(path: path, display: normalized(given))
                continue
            }
            let found = jsonFiles(under: path)
            for relative in found.files {
                let display = normalized(join(given, relative))
                specs[display] = Spec(path: join(path, relative), display: display)
            }
            tooLong.formUnion(found.tooLong.map { normalized(join(given, $0)) })
        }
        return (specs.values.sorted { $0.display < $1.display }, missing, tooLong.sorted())
    }

    /// The `*.json` files below `directory`, as paths relative to it, skipping hidden entries
    /// and folders named `*.json`; and the folders whose paths are too long to be searched.
    func jsonFiles(under directory: String) -> (files: [String], tooLong: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return ([], []) }
        var files: [String] = []
        var tooLong: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            // The enumerator passes over the folders whose paths would be PATH_MAX bytes or
            // longer (it lists such files, and reading them says what is wrong): they are named
            // instead, so that no spec is left out without a word.
            let full = join(directory, relative)
            if full.utf8.count + 1 + Int(NAME_MAX) >= Int(PATH_MAX) {
                tooLong += Self.entriesTooLong(in: full).map { join(relative, $0) }
            }
            guard name.hasSuffix(".json"), name != CheckConfiguration.fileName else { continue }
            // A `.json` entry that cannot be looked at (a dangling or looping symbolic link, a
            // path longer than the system allows) is listed all the same, so that reading it
            // reports what is wrong instead of the file being left out without a word.
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: join(directory, relative), isDirectory: &isDirectory) || !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return (files.sorted(), tooLong)
    }

    /// The names of the visible folders in the folder `path` (when it is one) whose paths are
    /// PATH_MAX bytes or longer, sorted.
    static func entriesTooLong(in path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        let descriptor = dirfd(folder)
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix("."), path.utf8.count + 1 + name.utf8.count >= Int(PATH_MAX) else { continue }
            var status = stat()
            if fstatat(descriptor, name, &status, 0) == 0 && status.st_mode & S_IFMT == S_IFDIR { names.append(name) }
        }
        return names.sorted()
    }

    func resolve(_ path: String) -> String {
        guard let base, !path.hasPrefix("/") else { return path }
        return join(base, path)
    }

    func join(_ directory: String, _ relative: String) -> String {
        if directory.isEmpty || directory == "." { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// `./Layouts//a.json` → `Layouts/a.json`: no `.` components, no doubled or trailing slashes.
    func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
