import Foundation

/// The directory SARIF locations, GitHub annotations and baseline keys count spec paths from, so
/// that they name a spec the same way whatever the working directory and however its path was
/// typed (relative, `./x`, absolute, through `..`).
///
/// The root is the one given (`--root DIR`), else the enclosing git work tree of each spec: the
/// nearest directory at or above the spec's directory holding `.git` (a directory, or a file in a
/// linked worktree or a submodule). Paths are compared as written, with `.` and `..` resolved
/// and symbolic links not followed; no `git` process is run. A spec outside the root, or with no
/// work tree above it, has no path from the root and keeps the path as typed.
struct RepositoryRoot {
    /// The given root, absolute and normalized; nil to look for each spec's work tree.
    let given: String?
    /// Work trees found so far, by directory (nil when none is above it).
    private var found: [String: String?] = [:]

    /// A root of `given` (resolved against `base` when relative), or one found per spec when nil.
    init(given: String?, base: String) {
        self.given = given.map { Self.normalized(Self.absolute($0, base: base)) }
    }

    /// The path from the root of the spec at `path` (resolved against `base` when relative), or
    /// nil when it lies outside the root.
    mutating func path(of path: String, base: String) -> String? {
        let file = Self.normalized(Self.absolute(path, base: base))
        let directory = Self.parent(of: file)
        guard let root = given ?? workTree(above: directory) else { return nil }
        let prefix = root == "/" ? "/" : root + "/"
        guard file.hasPrefix(prefix), file.count > prefix.count else { return nil }
        return String(file.dropFirst(prefix.count))
    }

    /// The nearest directory at or above `directory` holding `.git`, remembered per directory.
    private mutating func workTree(above directory: String) -> String? {
        if let known = found[directory] { return known }
        let result: String?
        if FileManager.default.fileExists(atPath: directory == "/" ? "/.git" : directory + "/.git") {
            result = directory
        } else if directory == "/" {
            result = nil
        } else {
            result = workTree(above: Self.parent(of: directory))
        }
        found[directory] = result
        return result
    }

    static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : base + "/" + path
    }

    /// `path` with empty and `.` components dropped and each `..` taking the component before it
    /// (`..` at the top stays at `/`).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory holding `path` (`/` for a path at the top).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
