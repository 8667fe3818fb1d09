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

    func specs(in paths: [String]) -> (specs: [Spec], missing: [String]) {
        var specs: [String: Spec] = [:]
        var missing: [String] = []
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
            for relative in jsonFiles(under: path) {
                let display = normalized(join(given, relative))
                specs[display] = Spec(path: join(path, relative), display: display)
            }
        }
        return (specs.values.sorted { $0.display < $1.display }, missing)
    }

    /// The `*.json` files below `directory`, as paths relative to it, skipping hidden entries
    /// and folders named `*.json`.
    func jsonFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
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
        return files.sorted()
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
