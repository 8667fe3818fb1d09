import Foundation

/// Where TypeFit's data folders (`Ramps/`, `Metrics/`) are found at run time.
///
/// SwiftPM copies a target's resources into a bundle directory next to the built executable.
/// `Bundle.module` would stop the process when that bundle is missing, so TypeFit never calls
/// it and looks for the folder itself, in this order:
/// 1. `$TYPEFIT_RESOURCES/<folder>` (or `$TYPEFIT_RESOURCES/<bundle>/<folder>`);
/// 2. the bundle next to the executable, then `<executable dir>/../share/typefit/<folder>`;
/// 3. the folder in the package's source directory (the path Bundle.module would fall back to
///    in a build tree), only if it exists. It is there in TypeFit's own build tree and in the
///    checkout of a package that depends on TypeFit, which is how a consumer's tests find it
///    (their executable is the test runner, whose directory may hold no bundle of TypeFit's).
package enum ResourceDirectories {
    /// The name SwiftPM gives the resource bundle of `target` in this package on this platform:
    /// `TypeFit_<target>.bundle` on Apple platforms, `TypeFit_<target>.resources` elsewhere.
    package static func bundleName(target: String) -> String {
        #if canImport(Darwin)
        return "TypeFit_" + target + ".bundle"
        #else
        return "TypeFit_" + target + ".resources"
        #endif
    }

    /// The folder's paths inside a bundle directory: at its top (SwiftPM's command-line builds,
    /// and Linux), and in `Contents/Resources` (a bundle laid out as macOS applications have them).
    private static func insideBundle(_ bundle: String, folder: String) -> [String] {
        #if canImport(Darwin)
        return [bundle + "/" + folder, bundle + "/Contents/Resources/" + folder]
        #else
        return [bundle + "/" + folder]
        #endif
    }

    /// The existing directories that may hold `folder`'s files, in search order, without duplicates.
    /// `target` is the target whose resource `folder` is (`TypeFitDynamicType`);
    /// `sourceDirectory` the source folder that holds `folder` in the package.
    package static func existing(folder: String, target: String, sourceDirectory: String) -> [String] {
        let bundle = bundleName(target: target)
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["TYPEFIT_RESOURCES"], !override.isEmpty {
            candidates.append(override + "/" + folder)
            candidates += insideBundle(override + "/" + bundle, folder: folder)
        }
        if let executable = ExecutablePath.resolved {
            let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            candidates += insideBundle(directory.appendingPathComponent(bundle).path, folder: folder)
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
