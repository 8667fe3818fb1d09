import Foundation
@testable import TypeFitText

/// Shared fixtures of the text engine tests: the repository's fonts and one engine.
enum TextTestSupport {
    /// The repository root: the nearest directory above this file holding Package.swift.
    static let repositoryRoot: String = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            directory = directory.deletingLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }()

    static let fontsDirectory = repositoryRoot + "/Fonts"

    /// One library and engine for all tests (the engine is thread-safe); fontconfig is never asked.
    static let library: FontLibrary = {
        do {
            return try FontLibrary(directory: fontsDirectory, usesFontConfig: false)
        } catch {
            preconditionFailure("the repository's Fonts/manifest.json must load: \(error)")
        }
    }()

    static let engine = TextEngine(fonts: library)

    /// Path of a bundled font file, e.g. `font("Inter/Inter-Regular.otf")`.
    static func font(_ relative: String) -> String { fontsDirectory + "/" + relative }

    /// A fixture file under Tests/TypeFitTests/Fixtures/text/.
    static func fixture(_ name: String) -> String {
        repositoryRoot + "/Tests/TypeFitTests/Fixtures/text/" + name
    }

    /// Lays out with the shared engine.
    static func layout(_ text: String, family: String = "Inter", weight: FontWeight = .regular, size: Double = 17,
                       width: Double? = nil, lines: Int = 0, lineBreak: LineBreakMode = .wordWrap,
                       minimumScaleFactor: Double = 0, tracking: Double = 0) throws -> TextLayout {
        try engine.layout(TextRequest(text: text, font: FontDescriptor(family: family, weight: weight, size: size, tracking: tracking),
                                      width: width, lines: lines, lineBreak: lineBreak,
                                      minimumScaleFactor: minimumScaleFactor))
    }
}
