import Foundation

/// Where TypeFit's data folders (`Ramps/`, `Metrics/`) are found at run time.
///
/// SwiftPM copies a target's resources into a bundle directory next to the built executable.
/// `Bundle.module` would stop the process when that bundle is missing, so TypeFit never calls
/// it and looks for the folder itself, in this order:
/// 1. `$TYPEFIT_RESOURCES/<folder>` (or `$TYPEFIT_RESOURCES/<bundle>/<folder>`);
/// 2. the bundle next to the executable, then `<executable dir>/../share/typefit/<folder>`;
/// 3. the folder in the package's source directory (the path Bundle.module would fall back to
///    in a build tree), only if it exists.
package enum ResourceDirectories {
    /// The existing directories that may hold `folder`'s files, in search order, without duplicates.
    /// `bundle` is the resource bundle's name (`TypeFit_TypeFitDynamicType.resources`);
    /// `sourceDirectory` the source folder that holds `folder` in the package.
    package static func existing(folder: String, bundle: String, sourceDirectory: String) -> [String] {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["TYPEFIT_RESOURCES"], !override.isEmpty {
            candidates.append(override + "/" + folder)
            candidates.append(override + "/" + bundle + "/" + folder)
        }
        if let executable = ExecutablePath.resolved {
            let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            candidates.append(directory.appendingPathComponent(bundle).appendingPathComponent(folder).path)
            candidates.append(directory.deletingLastPathComponent().appendingPathComponent("share/typefit/" + folder).path)
        }
        candidates.append(sourceDirectory + "/" + folder)

        var result: [String] = []
        for candidate in candidates where !result.contains(candidate) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(candidate)
            }
        }
        return result
    }
}
