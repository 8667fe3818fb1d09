import Foundation
import Testing
import TypeFit
@testable import TypeFitCLI
@testable import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// A scratch directory of "SF Pro" files: copies of the bundled Inter files under the names
/// Apple's SF Pro package installs (there are no SF Pro files here). Removed when released.
final class SFProStandIn {
    let scratch: ScratchDirectory
    var directory: String { scratch.path }

    /// Text and Display at regular, semibold and bold, plus an italic and a Rounded face that must be ignored.
    init() throws {
        scratch = try ScratchDirectory("typefit-sfpro")
        let inter = TestSupport.path("Fonts/Inter")
        let copies = [
            ("Inter-Regular.otf", "SF-Pro-Text-Regular.otf"), ("Inter-SemiBold.otf", "SF-Pro-Text-Semibold.otf"),
            ("Inter-Bold.otf", "SF-Pro-Text-Bold.otf"), ("InterDisplay-Regular.otf", "SF-Pro-Display-Regular.otf"),
            ("InterDisplay-SemiBold.otf", "SF-Pro-Display-Semibold.otf"), ("InterDisplay-Bold.otf", "SF-Pro-Display-Bold.otf"),
            ("Inter-Medium.otf", "SF-Pro-Text-RegularItalic.otf"), ("Inter-Medium.otf", "SF-Pro-Rounded-Regular.otf"),
        ]
        for (source, name) in copies {
            try FileManager.default.copyItem(atPath: inter + "/" + source, toPath: directory + "/" + name)
        }
    }

    /// Writes `text` to `name` in the directory and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// Runs `typefit ARGS` in process in `directory`: (exit code, stdout, stderr).
private func typefit(_ arguments: [String], in directory: String = "/") -> (code: Int32, out: String, err: String) {
    var out = ""
    var err = ""
    let io = CommandIO(environment: [:], currentDirectory: directory, out: { out += $0 }, err: { err += $0 })
    let code = TypeFitCommandLine.run(arguments, io: io)
    return (code, out, err)
}

/// The first label of `typefit layout --format json` output: (family, weight, tracking, line widths).
private func firstLabel(_ json: String) throws -> (family: String, weight: String, tracking: Double, widths: [Double]) {
    let document = try JSONReader().parse(bytes: Array(json.utf8))
    let label = try #require(document["root"]?["children"]?.arrayValue?.first?["text"])
    let font = try #require(label["font"])
    let widths = (label["lines"]?.arrayValue ?? []).compactMap { $0["width"]?.numberValue }
    return (font["family"]?.stringValue ?? "", font["weight"]?.stringValue ?? "", font["tracking"]?.numberValue ?? .nan, widths)
}

/// One-label spec on an iPhone 15: `text` in `style`, one line, `width` points wide when given.
private func labelSpec(_ text: String, style: String, width: Double? = nil) -> String {
    let widthMember = width.map { #", "width": \#(JSONWriter.number($0))"# } ?? ""
    return #"{ "typefit": 1, "name": "Label", "device": "iPhone 15", "categories": "large", "#
        + #""root": { "type": "stack", "axis": "vertical", "alignment": "leading", "children": ["#
        + #"{ "type": "label", "id": "title", "text": "\#(text)", "style": "\#(style)"\#(widthMember) } ] } }"#
}

@Suite struct DynamicTypeSystemFontFilesTests {
    @Test func fileNamesApplesPackageInstallsAreRecognised() {
        func recognised(_ name: String) -> String? {
            SFProFiles.recognise(name).map { "\($0.family) \($0.weight.name)" }
        }
        #expect(recognised("SF-Pro-Text-Regular.otf") == "SF Pro Text regular")
        #expect(recognised("SF-Pro-Display-Ultralight.otf") == "SF Pro Display ultraLight")
        #expect(recognised("SF-Pro-Display-Semibold.otf") == "SF Pro Display semibold")
        #expect(recognised("sf_pro_text_heavy.TTF") == "SF Pro Text heavy")
        #expect(recognised("SFProDisplay-Black.otf") == "SF Pro Display black")
        for ignored in ["SF-Pro-Text-RegularItalic.otf", "SF-Pro-Rounded-Regular.otf", "SF-Pro.ttf", "SF-Pro-Text-Regular.woff2",
                        "SF-Compact-Text-Regular.otf", "SF-Pro-Text-.otf", "README.txt"] {
            #expect(recognised(ignored) == nil, "\(ignored)")
        }
    }

    @Test func findsBothFamiliesAndSkipsOtherFaces() throws {
        let standIn = try SFProStandIn()
        let files = try SFProFiles.find(in: standIn.directory)
        #expect(files.textFaces.keys.sorted() == [.regular, .semibold, .bold])
        #expect(files.displayFaces.keys.sorted() == [.regular, .semibold, .bold])
        #expect(files.textFaces[.regular] == standIn.directory + "/SF-Pro-Text-Regular.otf")
        #expect(files.families.map(\.name) == ["SF Pro Text", "SF Pro Display"])
        #expect(files.configuration == .sfPro())
    }

    @Test func unusableDirectoriesAreClearErrors() throws {
        #expect(throws: SystemFontError.directoryNotFound(path: "/no/such/dir")) { try SFProFiles.find(in: "/no/such/dir") }
        let standIn = try SFProStandIn()
        let file = standIn.directory + "/SF-Pro-Text-Regular.otf"
        #expect(throws: SystemFontError.notADirectory(path: file)) { try SFProFiles.find(in: file) }
        for name in try FileManager.default.contentsOfDirectory(atPath: standIn.directory) where name.contains("Display") {
            try FileManager.default.removeItem(atPath: standIn.directory + "/" + name)
        }
        do {
            _ = try SFProFiles.find(in: standIn.directory)
            Issue.record("a directory without SF Pro Display files was accepted")
        } catch {
            #expect(error == .missingFamily(path: standIn.directory, family: "SF Pro Display", example: "SF-Pro-Display-Regular.otf"))
            #expect(error.description.contains("no SF Pro Display files in \(standIn.directory)"))
        }
        let result = typefit(["styles", "--system-font", "/no/such/dir"])
        #expect(result.code == ExitCode.inputError)
        #expect(result.err == "typefit styles: system font directory /no/such/dir not found\n")
        let check = typefit(["check", TestSupport.path("Layouts/alert.fixed.json"), "--system-font", standIn.directory])
        #expect(check.code == ExitCode.inputError)
        #expect(check.err.contains("no SF Pro Display files"))
    }

    /// The text engine measures SF Pro with Apple's tracking: each grapheme cluster is followed by
    /// the tracking, so a 12-character line at 17 pt body is 12 × −0.43 pt narrower than the same
    /// outlines untracked.
    @Test func trackingReachesMeasuredWidths() throws {
        let standIn = try SFProStandIn()
        let bundled = try FontLibrary(directory: TestSupport.path("Fonts"), usesFontConfig: false)
        let settings = try FontSettings(fonts: bundled, systemFontDirectory: standIn.directory)
        #expect(settings.systemFont == .sfPro())
        let ramp = try TypeRamp.named("ios")
        let engine = TextEngine(fonts: settings.fonts)
        let text = "Hello, world"
        for (style, category, tracking) in [(TextStyle.body, ContentSizeCategory.large, -0.43),
                                             (.largeTitle, .large, 0.40), (.caption2, .xSmall, 0.06)] {
            let font = settings.systemFont.font(for: style, at: category, in: ramp).descriptor
            #expect(abs(font.tracking - tracking) < 1e-9, "\(style)")
            var untracked = font
            untracked.tracking = 0
            let tracked = try engine.layout(TextRequest(text: text, font: font, width: nil))
            let plain = try engine.layout(TextRequest(text: text, font: untracked, width: nil))
            #expect(abs(tracked.width - (plain.width + 12 * tracking)) < 1e-6, "\(style): \(tracked.width) vs \(plain.width)")
            // The SF Pro files here are Inter's outlines: without tracking they measure as Inter does.
            let inter = SystemFontConfiguration.inter.font(for: style, at: category, in: ramp).descriptor
            #expect(try engine.layout(TextRequest(text: text, font: inter, width: nil)).width == plain.width)
        }
    }

    @Test func layoutCommandUsesTheSystemFontFilesWithTracking() throws {
        let standIn = try SFProStandIn()
        let spec = try standIn.write("label.json", labelSpec("Hello, world", style: "body"))
        let inter = typefit(["layout", spec, "--format", "json"])
        let sfPro = typefit(["layout", spec, "--format", "json", "--system-font", standIn.directory])
        #expect(inter.code == 0 && sfPro.code == 0, "\(inter.err)\(sfPro.err)")
        let plain = try firstLabel(inter.out)
        let tracked = try firstLabel(sfPro.out)
        #expect(plain.family == "Inter" && plain.tracking == 0)
        #expect(tracked.family == "SF Pro Text" && tracked.tracking == -0.43)
        #expect(plain.widths.count == 1 && tracked.widths.count == 1)
        #expect(abs(tracked.widths[0] - (plain.widths[0] - 12 * 0.43)) < 1e-6)
        // A spec may name the SF Pro families once they are given.
        let named = try standIn.write("named.json", #"{ "typefit": 1, "device": "iPhone 15", "root": { "type": "label", "#
            + #""text": "Hi", "font": { "family": "SF Pro Display", "size": 28, "relativeTo": "title1" } } }"#)
        #expect(typefit(["layout", named, "--system-font", standIn.directory]).code == 0)
        #expect(typefit(["layout", named]).err.contains("unknown font family \"SF Pro Display\""))
    }

    @Test func checkCommandRunsWithTheSystemFontFiles() throws {
        let standIn = try SFProStandIn()
        let spec = TestSupport.path("Layouts/alert.fixed.json")
        let result = typefit(["check", spec, "--system-font", standIn.directory, "--format", "json"])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(typefit(["check", "--help"]).out.contains("--system-font DIR"))
        #expect(typefit(["render", "--help"]).out.contains("--system-font DIR"))
    }
}

@Suite struct DynamicTypeBoldTextTests {
    /// Bold Text moves body from regular to semibold: the same line is wider.
    @Test func layoutWidthsGrowWithBoldText() throws {
        let standIn = try SFProStandIn()
        let spec = try standIn.write("label.json", labelSpec("Continue shopping", style: "body"))
        let regular = try firstLabel(typefit(["layout", spec, "--format", "json"]).out)
        let bold = try firstLabel(typefit(["layout", spec, "--format", "json", "--bold-text"]).out)
        #expect(regular.weight == "regular" && bold.weight == "semibold")
        #expect(bold.widths[0] > regular.widths[0] + 2, "\(bold.widths) vs \(regular.widths)")
        let headline = try standIn.write("headline.json", labelSpec("Continue shopping", style: "headline"))
        #expect(try firstLabel(typefit(["layout", headline, "--format", "json", "--bold-text"]).out).weight == "bold")
        // With SF Pro files too: Bold Text and tracking together.
        let both = try firstLabel(typefit(["layout", spec, "--format", "json", "--bold-text", "--system-font", standIn.directory]).out)
        #expect(both.family == "SF Pro Text" && both.weight == "semibold" && both.tracking == -0.43)
        #expect(abs(both.widths[0] - (bold.widths[0] - 17 * 0.43)) < 1e-6)
    }

    /// A one-line label sized between its regular and its semibold width fits, and is truncated
    /// when the user switches Bold Text on.
    @Test func checkFindsTruncationOnlyWithBoldText() throws {
        let standIn = try SFProStandIn()
        let probe = try standIn.write("probe.json", labelSpec("Continue shopping", style: "body"))
        let regular = try firstLabel(typefit(["layout", probe, "--format", "json"]).out).widths[0]
        let bold = try firstLabel(typefit(["layout", probe, "--format", "json", "--bold-text"]).out).widths[0]
        let width = ((regular + bold) / 2).rounded()
        _ = try standIn.write("tight.json", labelSpec("Continue shopping", style: "body", width: width))
        let plain = typefit(["check", "tight.json", "--format", "json"], in: standIn.directory)
        #expect(plain.code == 0, "\(plain.out)\(plain.err)")
        let boldRun = typefit(["check", "tight.json", "--format", "json", "--bold-text"], in: standIn.directory)
        #expect(boldRun.code == 1, "\(boldRun.out)\(boldRun.err)")
        let report = try JSONReader().parse(bytes: Array(boldRun.out.utf8))
        let kinds = (report["findings"]?.arrayValue ?? []).compactMap { $0["kind"]?.stringValue }
        #expect(kinds.contains("truncated"))
    }

    @Test func stylesShowBoldTextWeights() throws {
        let result = typefit(["styles", "--format", "json", "--bold-text", "-c", "L"])
        let listed = try JSONReader().parse(bytes: Array(result.out.utf8)).arrayValue ?? []
        let weights = Dictionary(uniqueKeysWithValues: listed.compactMap { item -> (String, String)? in
            guard let style = item["style"]?.stringValue, let weight = item["weight"]?.stringValue else { return nil }
            return (style, weight)
        })
        #expect(weights["body"] == "semibold")
        #expect(weights["headline"] == "bold")
        #expect(weights["largeTitle"] == "semibold")
    }
}

/// `FontLibrary.metrics(for:)`, the query behind `typefit styles --font-metrics`, and
/// `FontLibrary.adding(_:)`, through which SF Pro files join the library.
@Suite struct DynamicTypeFontMetricsTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(directory: TestSupport.path("Fonts"), usesFontConfig: false)
    }

    /// Inter Regular's `hhea` (and its `OS/2` typo metrics, which USE_TYPO_METRICS selects):
    /// ascender 2728, descender −680, line gap 0, 2816 units per em.
    @Test func interRegularAtSeventeenPoints() throws {
        let metrics = try fonts.metrics(for: FontDescriptor(family: "Inter", weight: .regular, size: 17))
        #expect(metrics.file == TestSupport.path("Fonts/Inter/Inter-Regular.otf"))
        #expect(metrics.unitsPerEm == 2816)
        #expect(abs(metrics.ascender - 2728.0 / 2816 * 17) < 1e-9)
        #expect(abs(metrics.descender - 680.0 / 2816 * 17) < 1e-9)
        #expect(metrics.lineGap == 0)
        #expect(abs(metrics.lineHeight - 20.5739) < 1e-4)
        // The text engine lays a line of the font out at that height.
        let layout = try TextEngine(fonts: fonts).layout(TextRequest(text: "Hg", font: FontDescriptor(family: "Inter", size: 17)))
        #expect(abs(layout.lineHeight - metrics.lineHeight) < 1e-9)
        #expect(abs(layout.height - metrics.lineHeight) < 1e-9)
    }

    @Test func nearestWeightAndErrors() throws {
        // Inter has no heavy face: the nearest heavier one, bold, is used.
        let heavy = try fonts.metrics(for: FontDescriptor(family: "Inter Display", weight: .heavy, size: 40))
        #expect(heavy.file.hasSuffix("Fonts/Inter/InterDisplay-Bold.otf"))
        #expect(abs(heavy.lineHeight - 40 * 2476.0 / 2048) < 1e-9)
        #expect(throws: TextError.unknownFamily(name: "SF Pro Text")) {
            try fonts.metrics(for: FontDescriptor(family: "SF Pro Text", size: 17))
        }
        #expect(throws: TextError.self) { try fonts.metrics(for: FontDescriptor(family: "Inter", size: 0)) }
        #expect(throws: TextError.self) { try fonts.metrics(for: FontDescriptor(family: "Inter", size: .nan)) }
    }

    @Test func addedFamiliesResolveAndReplace() throws {
        let regular = TestSupport.path("Fonts/Inter/Inter-Regular.otf")
        let bold = TestSupport.path("Fonts/Inter/Inter-Bold.otf")
        let library = fonts.adding([FontFamilyFiles(name: "Test Sans", faces: [.regular: regular]),
                                    FontFamilyFiles(name: "inter", faces: [.regular: bold])])
        #expect(try library.resolveFile(family: "test sans", weight: .semibold) == regular)
        #expect(try library.resolveFile(family: "Inter", weight: .regular) == bold)
        // The original library is unchanged.
        #expect(try fonts.resolveFile(family: "Inter", weight: .regular) == regular)
        #expect(library.familyNames.count == fonts.familyNames.count + 1)
    }
}
