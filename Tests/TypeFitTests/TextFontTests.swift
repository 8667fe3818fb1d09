import Foundation
import Testing
@testable import TypeFitText

/// The font manifest, font resolution, and the checks that turn bad font files into errors.
@Suite struct TextFontTests {
    let library = TextTestSupport.library

    /// A fresh temporary directory for one test.
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "typefit-text-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func manifestListsTheBundledFamiliesAndFallbackOrder() {
        #expect(library.familyNames == ["Inter", "Inter Display", "Noto Sans Devanagari", "Noto Sans Arabic",
                                        "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans CJK JP", "Noto Sans CJK KR",
                                        "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK"])
        #expect(library.fallbackFamilies.first == "Inter")
        for family in library.manifest.families {
            for file in family.faces.values { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
        }
    }

    @Test func missingWeightsResolveToTheNearestAsInCSS() throws {
        func file(_ family: String, _ weight: FontWeight) throws -> String {
            URL(fileURLWithPath: try library.resolveFile(family: family, weight: weight)).lastPathComponent
        }
        #expect(try file("Inter", .regular) == "Inter-Regular.otf")
        #expect(try file("inter", .semibold) == "Inter-SemiBold.otf")
        #expect(try file("Inter", .light) == "Inter-Regular.otf")      // lighter: down first, then up
        #expect(try file("Inter", .heavy) == "Inter-Bold.otf")         // bolder: up first, then down
        #expect(try file("Inter Display", .black) == "InterDisplay-Bold.otf")
        #expect(try file("Noto Sans Thai", .medium) == "NotoSansThai-Regular.ttf")  // 500: 500…, then down
        #expect(try file("Noto Sans Thai", .semibold) == "NotoSansThai-Bold.ttf")
        #expect(try file("Noto Sans Arabic", .ultraLight) == "NotoSansArabic-Regular.ttf")
    }

    @Test func fontsCanBeNamedByPath() throws {
        let absolute = TextTestSupport.font("Inter/Inter-Bold.otf")
        #expect(try library.resolveFile(family: absolute, weight: .regular) == absolute)
        let relative = try library.resolveFile(family: "Inter/Inter-Bold.otf", weight: .regular,
                                               baseDirectory: TextTestSupport.fontsDirectory)
        #expect(relative == absolute)
        let layout = try TextTestSupport.engine.layout(TextRequest(
            text: "Bold", font: FontDescriptor(family: "Fonts/Inter/Inter-Bold.otf", size: 17),
            baseDirectory: TextTestSupport.repositoryRoot))
        #expect(layout.lines[0].runs[0].fontFile == absolute)
    }

    @Test func anEngineKeepsEachChainForWhatItWasAskedBy() throws {
        // One engine, asked for a file by the same relative path from two directories, draws
        // the two files; a named family gives the same chain from any directory.
        let engine = TextEngine(fonts: library)
        func fontFile(_ family: String, from directory: String?, weight: FontWeight = .regular) throws -> String? {
            try engine.layout(TextRequest(text: "Font", font: FontDescriptor(family: family, weight: weight, size: 17),
                                          baseDirectory: directory)).lines.first?.runs.first?.fontFile
        }
        let fonts = TextTestSupport.fontsDirectory
        #expect(try fontFile("Inter-Bold.otf", from: fonts + "/Inter") == TextTestSupport.font("Inter/Inter-Bold.otf"))
        #expect(try fontFile("Inter-Bold.otf", from: fonts + "/Inter") == TextTestSupport.font("Inter/Inter-Bold.otf"))
        let elsewhere = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        try FileManager.default.copyItem(atPath: TextTestSupport.font("Inter/Inter-Regular.otf"),
                                         toPath: elsewhere + "/Inter-Bold.otf")
        #expect(try fontFile("Inter-Bold.otf", from: elsewhere) == elsewhere + "/Inter-Bold.otf")
        #expect(try fontFile("Inter-Bold.otf", from: fonts + "/Inter") == TextTestSupport.font("Inter/Inter-Bold.otf"))
        let named = try fontFile("Inter", from: fonts, weight: .bold)
        #expect(named == TextTestSupport.font("Inter/Inter-Bold.otf"))
        #expect(try fontFile("Inter", from: elsewhere, weight: .bold) == named)
        #expect(try fontFile("Inter", from: nil, weight: .regular) == TextTestSupport.font("Inter/Inter-Regular.otf"))
    }

    @Test func aFamilyNamesAFileWhenItHasASlashOrAFontExtension() {
        for path in ["Inter-Bold.otf", "MyFont.TTF", "Fonts.ttc", "a.OtC", "fonts/Custom", "/abs/Font"] {
            #expect(FontLibrary.looksLikePath(path), "\(path)")
        }
        for family in ["Inter", "Noto Sans Arabic", "otf", ".otf2", "Font.woff", "Fontotf", "", "ttf.", "Ünïcode.ötf"] {
            #expect(!FontLibrary.looksLikePath(family), "\(family)")
        }
        #expect(FontLibrary.looksLikePath(".otf"))
    }

    @Test func bundledFontsAreFoundFromTheTestExecutable() throws {
        guard ProcessInfo.processInfo.environment[FontLibrary.environmentVariable] == nil else { return }
        let located = try FontLibrary.locateBundled()
        #expect(located.directory == TextTestSupport.fontsDirectory)
    }

    @Test func unknownFamilyIsAClearError() {
        // Not in the manifest, not a path; the tests' library does not ask fontconfig.
        #expect(throws: TextError.unknownFamily(name: "No Such Family 7f3a")) {
            try library.resolveFile(family: "No Such Family 7f3a", weight: .regular)
        }
    }

    @Test func badFontFilesGiveErrorsWithThePathAndReason() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = TextEngine(fonts: library)
        func failure(_ path: String) -> TextError? {
            do {
                _ = try engine.layout(TextRequest(text: "x", font: FontDescriptor(family: path, size: 12)))
                return nil
            } catch {
                return error
            }
        }

        let missing = directory + "/missing.ttf"
        #expect(failure(missing) == .fontNotFound(path: missing))

        let folder = directory + "/folder.otf"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(failure(folder) == .fontUnreadable(path: folder, reason: "it is a directory"))

        let text = directory + "/text.ttf"
        try Data("this is not a font at all".utf8).write(to: URL(fileURLWithPath: text))
        guard case .fontInvalid(let textPath, let textReason)? = failure(text) else {
            Issue.record("a text file must be rejected as not a font")
            return
        }
        #expect(textPath == text && textReason.contains("not an OpenType"))

        let empty = directory + "/empty.ttf"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(failure(empty) == .fontInvalid(path: empty, reason: "the file is empty"))

        let real = try Data(contentsOf: URL(fileURLWithPath: TextTestSupport.font("Noto/NotoSansThai-Regular.ttf")))
        let truncated = directory + "/truncated.ttf"
        try real.prefix(real.count / 2).write(to: URL(fileURLWithPath: truncated))
        guard case .fontInvalid(_, let truncatedReason)? = failure(truncated) else {
            Issue.record("a truncated font must be rejected")
            return
        }
        #expect(truncatedReason.hasPrefix("truncated"))

        let tableless = directory + "/tableless.ttf"
        try Data([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).write(to: URL(fileURLWithPath: tableless))
        #expect(failure(tableless) == .fontInvalid(path: tableless, reason: "the font has no tables"))

        let huge = directory + "/huge.ttf"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data()))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: UInt64(FontFace.maximumFileSize + 1))
        try handle.close()
        #expect(failure(huge) == .fontTooLarge(path: huge, bytes: FontFace.maximumFileSize + 1, limit: FontFace.maximumFileSize))

        // The error is remembered: the same file is not read again.
        #expect(failure(text) != nil)
    }

    @Test func badManifestsAreClearErrors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: TextError.manifestNotFound(searched: [directory])) { try FontLibrary(directory: directory) }
        let manifest = directory + "/manifest.json"
        // Each error names the line and column of the value at fault.
        for (json, location, reason) in [
            ("{", "1:2", "not valid JSON: unexpected end of input inside an object; expected a key or '}'"),
            ("[]", "1:1", "the top level must be an object"),
            (#"{"families": {}}"#, "1:14", "\"families\" must be an array"),
            (#"{"families": [{"name": "A", "faces": {"extra-bold-ish": "a.otf"}}]}"#, "1:39", "families[0].faces: unknown weight \"extra-bold-ish\""),
            (#"{"families": [{"name": "A", "faces": {"regular": 7}}]}"#, "1:50", "families[0].faces.regular must be a file name"),
            (#"{"families": [{"name": "A", "faces": {"regular": "a.otf"}}], "fallback": ["B"]}"#, "1:75", "fallback family \"B\" is not in \"families\""),
            (#"{"families": [], "fallback": "A"}"#, "1:30", "\"fallback\" must be an array of family names"),
            (#"{"families": [], "localeFallback": ["A"]}"#, "1:36", "\"localeFallback\" must be an object of language tags to arrays of family names"),
            (#"{"families": [], "localeFallback": {"ja": "A"}}"#, "1:43", "\"localeFallback\".ja must be an array of family names"),
            (#"{"families": [], "localeFallback": {"ja": ["A"]}}"#, "1:44", "fallback family \"A\" is not in \"families\""),
        ] {
            try Data(json.utf8).write(to: URL(fileURLWithPath: manifest))
            #expect(throws: TextError.manifestInvalid(path: manifest + ":" + location, reason: reason)) { try FontLibrary(directory: directory) }
        }
    }

    @Test func badRequestsNameTheField() {
        let engine = TextTestSupport.engine
        let font = FontDescriptor(family: "Inter", size: 17)
        let cases: [(TextRequest, String)] = [
            (TextRequest(text: "x", font: FontDescriptor(family: "Inter", size: 0)), "size"),
            (TextRequest(text: "x", font: FontDescriptor(family: "Inter", size: .nan)), "size"),
            (TextRequest(text: "x", font: font, width: -1), "width"),
            (TextRequest(text: "x", font: font, lines: -2), "lines"),
            (TextRequest(text: "x", font: font, minimumScaleFactor: 1.5), "minimumScaleFactor"),
            (TextRequest(text: "x", font: font, lineHeight: 0), "lineHeight"),
            (TextRequest(text: "x", font: FontDescriptor(family: "", size: 12)), "font"),
        ]
        for (request, field) in cases {
            do {
                _ = try engine.layout(request)
                Issue.record("\(field) must be rejected")
            } catch {
                guard case .invalidRequest(let reported, _) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(reported == field)
            }
        }
    }

    /// A font path that is not a regular file is refused rather than read: a named pipe would block
    /// the run, /dev/zero would be read up to the size limit.
    @Test func aFontThatIsNotARegularFileIsRefused() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = folder + "/font.ttf"
        #expect(mkfifo(pipe, 0o644) == 0)
        let engine = TextEngine(fonts: try FontLibrary(directory: TestSupport.path("Fonts")))
        for path in [pipe, "/dev/zero"] {
            #expect(throws: TextError.fontUnreadable(path: path, reason: "not a regular file (a pipe, socket or device)")) {
                try engine.layout(TextRequest(text: "Hi", font: FontDescriptor(family: path, size: 17)))
            }
        }
        // A symbolic link to a real font is followed.
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.ttf",
                                                   withDestinationPath: TestSupport.path("Fonts/Noto/NotoSansHebrew-Regular.ttf"))
        let layout = try engine.layout(TextRequest(text: "שלום", font: FontDescriptor(family: folder + "/link.ttf", size: 17)))
        #expect(layout.lineCount == 1)
    }
}
