/// A directory of system font files (SF Pro) that TypeFit cannot use.
public enum SystemFontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case directoryNotFound(path: String)
    /// The path names a file, not a directory.
    case notADirectory(path: String)
    /// The directory could not be listed.
    case unreadable(path: String, reason: String)
    /// The directory holds no file of one of the two families; `example` is a file name that would do.
    case missingFamily(path: String, family: String, example: String)

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            return "system font directory \(path) not found"
        case .notADirectory(let path):
            return "system font directory \(path) is a file; give the directory that holds the SF Pro files"
        case .unreadable(let path, let reason):
            return "cannot read the system font directory \(path): \(reason)"
        case .missingFamily(let path, let family, let example):
            return "no \(family) files in \(path) (expected names like \(example); "
                + "SF Pro's static .otf files from developer.apple.com/fonts, not the variable SF-Pro.ttf)"
        }
    }
}
