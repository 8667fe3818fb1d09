import Foundation

/// The running executable's file, symbolic links resolved: bundled fonts and ramps are found
/// next to it.
///
/// On Linux it is read from `/proc/self/exe`. Asking Foundation's main bundle instead lists the
/// executable's directory, which cost milliseconds at every start when that directory held many
/// files; the bundle is asked only where `/proc` is not there (macOS).
package enum ExecutablePath {
    /// The executable's absolute path, or nil when it cannot be found.
    package static let resolved: String? = {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") {
            return path
        }
        #endif
        guard let executable = Bundle.main.executablePath else { return nil }
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
    }()

    /// The directory holding the executable.
    package static var directory: String? {
        resolved.map { ($0 as NSString).deletingLastPathComponent }
    }
}
