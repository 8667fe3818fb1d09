import Foundation
import TypeFitChecks
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitLocalization
import TypeFitText

/// Why a check could not run, or could not check a spec.
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The fonts could not be loaded (no `Fonts/manifest.json`, a bad manifest).
    case fonts(TextError)
    /// The type ramp could not be loaded.
    case ramp(RampError)
    /// The system font directory holds no usable SF Pro files.
    case systemFont(SystemFontError)
    /// A spec file that could not be read or decoded.
    case spec(SpecError)
    /// A spec that could not be laid out; `spec` is the file.
    case layout(spec: String, error: LayoutError)
    /// A device name that is no preset; `suggestion` is the nearest preset name.
    case unknownDevice(name: String, suggestion: String?, valid: [String])
    /// A path given to check that does not exist.
    case pathNotFound(String)
    /// A folder inside a folder given to check whose path is too long to be searched.
    case pathTooLong(String)
    /// A spec with no device to check it on.
    case noDevice(spec: String)
    /// A configuration, a baseline or a setting that cannot be used.
    case configuration(ConfigurationError)
    /// A list of locales (``CheckOptions/locales``) naming an unknown locale or pseudo-language.
    case locales(LocalizationError)

    public var description: String {
        switch self {
        case .fonts(let error): return "cannot load the fonts: \(error)"
        case .ramp(let error): return "cannot load the type ramp: \(error)"
        case .systemFont(let error): return error.description
        case .spec(let error): return error.description
        case .layout(let spec, let error):
            switch error {
            case .text, .tooMuchWork: return "\(spec):\(error)"
            case .tooDeep, .metrics: return "\(spec): \(error)"
            }
        case .unknownDevice(let name, let suggestion, let valid):
            var text = "unknown device \"\(name)\""
            if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
            return text + " (valid: \(valid.joined(separator: ", ")))"
        case .pathNotFound(let path): return "\(path): no such file or directory"
        case .pathTooLong(let path):
            return "\(path): the path is longer than the system allows (\(PATH_MAX) bytes); it is not checked"
        case .noDevice(let spec): return "\(spec): the spec names no device"
        case .configuration(let error): return error.description
        case .locales(let error): return "invalid list of locales: \(error)"
        }
    }

    /// The error with the paths below `directory` of the files it names (font files, strings
    /// files given with `--strings`) written relative to it, so that a report reads the same on
    /// every machine and checkout (`fonts/bad.ttf`, not `/home/…/fonts/bad.ttf`).
    func relativizingPaths(to directory: String) -> CheckError {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        if case .spec(var error) = self {
            // A spec error's message quotes a file it names after a space: "strings: /…/a.xcstrings:1:2".
            error.problem = error.problem.replacingOccurrences(of: " " + prefix, with: " ")
            return .spec(error)
        }
        guard case .layout(let spec, .text(let element, let path, let location, let error)) = self else { return self }
        func relative(_ file: String) -> String {
            file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        }
        let shown: TextError
        switch error {
        case .fontNotFound(let file): shown = .fontNotFound(path: relative(file))
        case .fontUnreadable(let file, let reason): shown = .fontUnreadable(path: relative(file), reason: reason)
        case .fontTooLarge(let file, let bytes, let limit): shown = .fontTooLarge(path: relative(file), bytes: bytes, limit: limit)
        case .fontInvalid(let file, let reason): shown = .fontInvalid(path: relative(file), reason: reason)
        case .tooManyFonts(let file, let reason): shown = .tooManyFonts(path: relative(file), reason: reason)
        default: shown = error
        }
        return .layout(spec: spec, error: .text(element: element, path: path, location: location, error: shown))
    }

    /// The problem a run reports for this error, for the spec it concerns.
    func problem(spec: String) -> InputProblem {
        switch self {
        case .spec(let error) where error.line > 0:
            return InputProblem(spec: spec, message: description,
                                location: SourceLocation(line: error.line, column: error.column, offset: 0))
        case .layout(_, .text(_, _, let location, _)):
            return InputProblem(spec: spec, message: description, location: location)
        default:
            return InputProblem(spec: spec, message: description)
        }
    }
}
