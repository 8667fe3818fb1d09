import Foundation
import TypeFitText

/// Apple's SF Pro font files found in a directory: the SF Pro Text and SF Pro Display faces by weight.
///
/// The files are recognised by the names Apple's SF Pro package installs,
/// `SF-Pro-Text-Regular.otf`, `SF-Pro-Display-Semibold.otf` … (case, `-`, `_` and spaces are
/// ignored, `.otf` or `.ttf`), at the nine weights Ultralight … Black. Italic faces, SF Pro Rounded
/// and the variable `SF-Pro.ttf` are not used. Both families must have at least one face; the
/// text engine picks the nearest weight it has for the others.
public struct SFProFiles: Sendable, Hashable {
    /// The family name SF Pro Text files are registered under.
    public static let textFamily = "SF Pro Text"
    /// The family name SF Pro Display files are registered under.
    public static let displayFamily = "SF Pro Display"

    /// The directory the files were found in (absolute).
    public var directory: String
    /// SF Pro Text files (absolute paths) by weight.
    public var textFaces: [FontWeight: String]
    /// SF Pro Display files (absolute paths) by weight.
    public var displayFaces: [FontWeight: String]

    public init(directory: String, textFaces: [FontWeight: String], displayFaces: [FontWeight: String]) {
        self.directory = directory
        self.textFaces = textFaces
        self.displayFaces = displayFaces
    }

    /// Looks for the SF Pro files in `directory` (not in its subdirectories).
    ///
    /// Files are taken in name order, so when a weight exists as both `.otf` and `.ttf` the
    /// `.otf` is used. Whether a file is a usable font is checked when the text engine opens it.
    public static func find(in directory: String) throws(SystemFontError) -> SFProFiles {
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw .directoryNotFound(path: directory)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: directory) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: absolute)
        } catch {
            throw .unreadable(path: directory, reason: error.localizedDescription)
        }
        var text: [FontWeight: String] = [:]
        var display: [FontWeight: String] = [:]
        for name in names.sorted() {
            guard let (family, weight) = recognise(name) else { continue }
            let path = (absolute as NSString).appendingPathComponent(name)
            if family == textFamily {
                if text[weight] == nil { text[weight] = path }
            } else if display[weight] == nil {
                display[weight] = path
            }
        }
        guard !text.isEmpty else {
            throw .missingFamily(path: directory, family: textFamily, example: "SF-Pro-Text-Regular.otf")
        }
        guard !display.isEmpty else {
            throw .missingFamily(path: directory, family: displayFamily, example: "SF-Pro-Display-Regular.otf")
        }
        return SFProFiles(directory: absolute, textFaces: text, displayFaces: display)
    }

    /// The family and weight a file name stands for, or nil when it is no SF Pro Text or
    /// Display face at a plain (upright) weight.
    static func recognise(_ fileName: String) -> (family: String, weight: FontWeight)? {
        let lowered = fileName.lowercased()
        guard lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttf") else { return nil }
        let stem = lowered.dropLast(4).filter { $0 != "-" && $0 != "_" && $0 != " " }
        let family: String
        let rest: Substring
        if stem.hasPrefix("sfprotext") {
            family = textFamily
            rest = stem.dropFirst("sfprotext".count)
        } else if stem.hasPrefix("sfprodisplay") {
            family = displayFamily
            rest = stem.dropFirst("sfprodisplay".count)
        } else {
            return nil
        }
        guard let weight = FontWeight(name: String(rest)) else { return nil }
        return (family, weight)
    }

    /// The two families, to add to the text engine's font library.
    public var families: [FontFamilyFiles] {
        [FontFamilyFiles(name: Self.textFamily, faces: textFaces),
         FontFamilyFiles(name: Self.displayFamily, faces: displayFaces)]
    }

    /// The system font configuration that resolves text styles to these files, with Apple's tracking.
    public var configuration: SystemFontConfiguration {
        .sfPro(textFamily: Self.textFamily, displayFamily: Self.displayFamily)
    }
}
