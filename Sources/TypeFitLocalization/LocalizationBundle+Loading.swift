import Foundation
import TypeFitSupport

extension StringCatalog {
    /// Reads the String Catalog at `path`.
    public static func load(path: String) throws(LocalizationError) -> StringCatalog {
        try StringCatalog(parsing: try LocalizationFiles.read(path), file: path)
    }
}

extension StringsTable {
    /// Reads the `.strings` file at `path`; its locale comes from the enclosing `.lproj`
    /// directory (`de.lproj/Localizable.strings` is German; `Base.lproj` and a file outside an
    /// `.lproj` directory have no locale and count as the development language).
    public static func load(path: String) throws(LocalizationError) -> StringsTable {
        let bytes = try LocalizationFiles.read(path)
        let parent = (path as NSString).deletingLastPathComponent
        let locale = try LocalizationFiles.lprojLocale((parent as NSString).lastPathComponent, path: parent)
        return try StringsTable(parsing: bytes, file: path, locale: locale)
    }
}

extension LocalizationBundle {
    /// Loads every catalog and `.strings` table found at `paths`.
    ///
    /// A path may be an `.xcstrings` file, a `.strings` file, an `.lproj` directory, or a
    /// directory whose `.xcstrings` files and `*.lproj/*.strings` files are read (not deeper).
    /// Files are read in sorted order, so the result does not depend on the file system; each
    /// is added to `inputs` before it is read. With `cache`, a file it holds unchanged is not read again.
    public static func load(paths: [String], developmentLanguage: LocaleIdentifier? = nil,
                            recordingIn inputs: InputFiles? = nil,
                            cache: StringsFileCache? = nil) throws(LocalizationError) -> LocalizationBundle {
        var catalogs: [StringCatalog] = []
        var tables: [StringsTable] = []
        for path in paths {
            for file in try LocalizationFiles.files(at: path) {
                inputs?.add(file)
                switch (file.hasSuffix(".xcstrings"), cache) {
                case (true, let cache?): catalogs.append(try cache.catalog(at: file))
                case (true, nil): catalogs.append(try StringCatalog.load(path: file))
                case (false, let cache?): tables.append(try cache.table(at: file))
                case (false, nil): tables.append(try StringsTable.load(path: file))
                }
            }
        }
        return LocalizationBundle(catalogs: catalogs, stringsTables: tables, developmentLanguage: developmentLanguage)
    }
}

/// File-system access for localisation files: reading bytes and finding catalogs and tables.
public enum LocalizationFiles {
    /// The largest strings file read: a String Catalog of a large app in forty languages is tens
    /// of megabytes, and a catalog's entries are read one at a time, not as one JSON tree.
    public static let maximumFileBytes = 256 << 20

    static func read(_ path: String) throws(LocalizationError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(file: path, reason: "it is a directory") }
        switch FileBytes.read(path, maximum: maximumFileBytes) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge(let size)):
            throw .unreadable(file: path, reason: "the file is \(size) bytes; a strings file may have at most \(maximumFileBytes) (256 MiB)")
        case .failure(.unreadable(let reason)): throw .unreadable(file: path, reason: reason)
        }
    }

    /// The localisation files at `path`, sorted.
    static func files(at path: String) throws(LocalizationError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: path, reason: "no such file or directory")
        }
        guard isDirectory.boolValue else {
            guard path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") else {
                throw .unreadable(file: path, reason: "expected a .xcstrings or .strings file, or a directory holding them")
            }
            return [path]
        }
        let joined = { (name: String) in path.hasSuffix("/") ? path + name : path + "/" + name }
        if path.hasSuffix(".lproj") || path.hasSuffix(".lproj/") {
            return contents(of: path).filter { $0.hasSuffix(".strings") }.map(joined)
        }
        var found: [String] = []
        for name in contents(of: path) {
            if name.hasSuffix(".xcstrings") {
                found.append(joined(name))
            } else if name.hasSuffix(".lproj") {
                let directory = joined(name)
                found += contents(of: directory).filter { $0.hasSuffix(".strings") }.map { directory + "/" + $0 }
            }
        }
        return found
    }

    private static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// The locale an `.lproj` directory name stands for; nil for `Base.lproj` or a directory
    /// that is not an `.lproj`. Old English names (`German.lproj`) map to their tags.
    static func lprojLocale(_ directoryName: String, path: String) throws(LocalizationError) -> LocaleIdentifier? {
        guard directoryName.hasSuffix(".lproj") else { return nil }
        let name = String(directoryName.dropLast(".lproj".count))
        if name == "Base" { return nil }
        let legacy = ["English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es",
                      "Italian": "it", "Dutch": "nl"]
        do {
            return try LocaleIdentifier(legacy[name] ?? name)
        } catch {
            throw .unreadable(file: path, reason: "\"\(directoryName)\" does not name a language; expected a directory such as de.lproj or pt-BR.lproj")
        }
    }
}
