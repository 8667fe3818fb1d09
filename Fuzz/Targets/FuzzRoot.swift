// Shared by the fuzz targets: where the repository is (its fonts and corpora).
import Foundation

enum FuzzRoot {
    /// `$TYPEFIT_ROOT`, else the directory holding Package.swift above this source file.
    static func repository(file: String = #filePath) -> String {
        if let root = ProcessInfo.processInfo.environment["TYPEFIT_ROOT"], !root.isEmpty { return root }
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            directory.deleteLastPathComponent()
        }
        preconditionFailure("FuzzRoot: no Package.swift above \(file); set TYPEFIT_ROOT")
    }
}
