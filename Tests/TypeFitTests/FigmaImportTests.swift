import Foundation
import Testing
import TypeFitDynamicType
import TypeFitFigma
import TypeFitCLI
import TypeFitJSON
@testable import TypeFitLayout

/// Figma responses as specs: the real files in `Fixtures/figma/samples/` (public repositories'
/// files, with their licences beside them) import, lay out, and put each auto-layout child
/// where Figma put it.
@Suite struct FigmaImportTests {
    /// The real Figma files.
    static let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/figma/samples").path

    static var samples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { samplesDirectory + "/" + $0 }
    }

    static func decode(_ spec: JSONValue, name: String) throws -> ScreenSpec {
        try LayoutTestSupport.decoder.decode(bytes: Array(JSONWriter().string(spec).utf8), path: name)
    }

    @Test func samplesImportAndLayOut() throws {
        try #require(!Self.samples.isEmpty, "the Figma samples are absent from \(Self.samplesDirectory)")
        var screens = 0
        for sample in Self.samples {
            let document = try FigmaDocument(fileAt: sample)
            for screen in try FigmaImporter().specs(document) {
                let spec = try Self.decode(screen.spec, name: screen.fileName)
                for category in [ContentSizeCategory.xSmall, .large, .accessibility5] {
                    let layout = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: category)
                    #expect(layout.invariantViolations() == [], "\(screen.fileName) at \(category)")
                }
                screens += 1
            }
        }
        #expect(screens == 52)
    }

    /// One auto-layout child: where Figma put it (relative to its screen) and where TypeFit did.
    struct Comparison {
        var id: String
        var figma: Rect
        var typefit: Rect?
        var agrees: Bool {
            guard let typefit else { return false }
            return abs(figma.x - typefit.x) <= 0.5 && abs(figma.y - typefit.y) <= 0.5
                && abs(figma.width - typefit.width) <= 0.5 && abs(figma.height - typefit.height) <= 0.5
        }
    }

    /// Every auto-layout child of the samples, laid out at large with each text held at the size
    /// Figma recorded, on a device the size of its screen with no safe area.
    static func comparisons() throws -> [Comparison] {
        var options = FigmaImporter.Options()
        options.holdsTextAtRecordedSize = true
        var result: [Comparison] = []
        for sample in samples {
            let document = try FigmaDocument(fileAt: sample)
            for screen in document.screens {
                guard let box = screen.node["absoluteBoundingBox"], let x0 = box["x"]?.numberValue, let y0 = box["y"]?.numberValue,
                      let width = box["width"]?.numberValue, let height = box["height"]?.numberValue else { continue }
                var single = document
                single.screens = [screen]
                options.device = .object(ordered: [("name", .string("Figma")), ("width", .number(max(1, width))), ("height", .number(max(1, height)))])
                guard let imported = try FigmaImporter(options: options).specs(single).first else { continue }
                let spec = try decode(imported.spec, name: imported.fileName)
                let layout = try LayoutTestSupport.engine.layout(spec, device: spec.devices[0], category: .large)
                var stack: [(JSONNode, Bool)] = [(screen.node, false)]
                while let (node, inAutoLayout) = stack.popLast() {
                    if node["visible"]?.boolValue == false { continue }
                    let mode = node["layoutMode"]?.stringValue ?? "NONE"
                    for child in node["children"]?.arrayValue ?? [] {
                        stack.append((child, mode != "NONE" && child["layoutPositioning"]?.stringValue != "ABSOLUTE"))
                    }
                    guard inAutoLayout, let b = node["absoluteBoundingBox"], let x = b["x"]?.numberValue, let y = b["y"]?.numberValue,
                          let w = b["width"]?.numberValue, let h = b["height"]?.numberValue else { continue }
                    let id = FigmaImporter.elementID(name: node["name"]?.stringValue ?? "", nodeID: node["id"]?.stringValue ?? "")
                    let frame = layout.node(withID: id)?.frame
                    result.append(Comparison(id: "\(imported.fileName) \(id)", figma: Rect(x: x - x0, y: y - y0, width: w, height: h),
                                             typefit: frame))
                }
            }
        }
        return result
    }

    @Test func autoLayoutChildrenStandWhereFigmaPutThem() throws {
        try #require(!Self.samples.isEmpty, "the Figma samples are absent from \(Self.samplesDirectory)")
        let comparisons = try Self.comparisons()
        let agreeing = comparisons.filter(\.agrees).count
        let fraction = Double(agreeing) / Double(max(1, comparisons.count))
        print("Figma geometry: \(agreeing) of \(comparisons.count) auto-layout children within 0.5 pt (\(fraction))")
        if ProcessInfo.processInfo.environment["TYPEFIT_FIGMA_DIFFERENCES"] != nil {
            for comparison in comparisons where !comparison.agrees {
                print("  \(comparison.id): figma \(comparison.figma) typefit \(comparison.typefit.map { "\($0)" } ?? "not imported")")
            }
        }
        // The children that differ: those of a slideshow whose item spacing is negative (its
        // slides overlap; stacks have none, so the row is wider), and a frame that fills its
        // parent while its hugging child is wider than it (Figma lets the child overflow; a
        // stack grows to hold it).
        #expect(comparisons.count == 159)
        #expect(agreeing >= 125)
    }
}

/// `typefit import figma` and `typefit check` on a saved Figma file.
@Suite struct FigmaCommandTests {
    final class Output: @unchecked Sendable {
        var out = ""
        var err = ""
    }

    static func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let output = Output()
        let io = CommandIO(environment: [:], currentDirectory: FileManager.default.currentDirectoryPath,
                           out: { output.out += $0 }, err: { output.err += $0 })
        let code = TypeFitCommandLine.run(arguments, io: io)
        return (code, output.out, output.err)
    }

    /// A node document on its own (what a nodes response holds for each node).
    static let sample = FigmaImportTests.samplesDirectory + "/vincegx-122-21049-hero-header.nodes.json"
    /// A file response (`GET /v1/files/:key`).
    static let fileResponse = FigmaImportTests.samplesDirectory + "/figmasharp-AddFigmaDocument.file.json"

    @Test func importWritesTheSameSpecsTwice() throws {
        try #require(FileManager.default.fileExists(atPath: Self.sample), "the Figma samples are absent")
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-figma-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        var written: [Data] = []
        for run in ["a", "b"] {
            let result = Self.run(["import", "figma", Self.sample, "--output", base + "/" + run])
            #expect(result.code == 0, "\(result.err)")
            #expect(result.out.contains("hero-header-122-21049.json: Hero Header (122:21049)"))
            #expect(result.out.contains("not imported as drawn: \"Button Mobile\" (122:21054): hidden in Figma"))
            written.append(try #require(FileManager.default.contents(atPath: base + "/\(run)/hero-header-122-21049.json")))
        }
        #expect(written[0] == written[1])
        // An imported spec checks as the Figma file (a file response) does.
        let imported = Self.run(["import", "figma", Self.fileResponse, "--output", base + "/c"])
        #expect(imported.code == 0, "\(imported.err)")
        let fromSpec = Self.run(["check", base + "/c/1-0-bundle-figma-document-25-0.json", "-c", "large", "--format", "json"])
        let fromFigma = Self.run(["check", Self.fileResponse, "-c", "large", "--format", "json"])
        #expect(fromFigma.code == fromSpec.code)
        #expect(fromFigma.out.components(separatedBy: "\"kind\"").count == fromSpec.out.components(separatedBy: "\"kind\"").count)
    }

    @Test func aMalformedFileIsALocatedError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-figma-bad-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = #"{"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "1:1", "type": "CANVAS", "children": [{"id": "2:2", "type": "FRAME", "name": "A", "absoluteBoundingBox": {"x": 0, "y": 0, "width": "wide", "height": 3}}]}]}}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let imported = Self.run(["import", "figma", file, "--output", file + ".out"])
        #expect(imported.code == 2)
        #expect(imported.err == "\(file):1:199: $.document.children[0].children[0].absoluteBoundingBox.width: expected a number, found a string\n")
        let checked = Self.run(["check", file])
        #expect(checked.code == 2)
        #expect(checked.out.contains("absoluteBoundingBox.width: expected a number, found a string"))
        let missing = Self.run(["check", Self.fileResponse, "--node", "9-9"])
        #expect(missing.code == 2)
        #expect(missing.out.contains("no node with id \"9:9\" in the document"))
    }

    /// The configuration's `figmaNodes` chooses the screens of a Figma file, named relative to
    /// the configuration; `--node` overrides it.
    @Test func theConfigurationChoosesTheNodesOfAFigmaFile() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-figma-nodes-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/design", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FigmaFixtureTests.fixture, toPath: base + "/design/iphone.figma.json")
        try Data(#"{"figmaNodes": {"design/iphone.figma.json": ["10-19"]}}"#.utf8).write(to: URL(fileURLWithPath: base + "/typefit.json"))
        let file = base + "/design/iphone.figma.json"
        func screens(_ arguments: [String]) -> [String] {
            Self.run(["check", file, "--config", base + "/typefit.json"] + arguments).out
                .split(separator: "\n").filter { $0.contains("(iPhone 15)") }.map { String($0.prefix { $0 != "(" }) }
        }
        #expect(screens([]) == ["Sign in "])
        #expect(screens(["--node", "10:13"]) == ["Settings "])
        try Data(#"{"figmaNodes": {"design/iphone.figma.json": []}}"#.utf8).write(to: URL(fileURLWithPath: base + "/typefit.json"))
        let empty = Self.run(["check", file, "--config", base + "/typefit.json"])
        #expect(empty.code == 2)
        #expect(empty.err.contains(#"typefit.json:1:45: $.figmaNodes["design/iphone.figma.json"]: expected Figma node ids"#), "\(empty.err)")
    }
}

/// iPhone screens written in Figma's format (`Fixtures/figma/iphone.figma.json`: Inter, auto
/// layout, iOS text style names, kit component names) and the findings they are made to have.
@Suite struct FigmaFixtureTests {
    static let fixture = TestSupport.path("Tests/TypeFitTests/Fixtures/figma/iphone.figma.json")

    @Test func settingsAndSignInGiveTheirFindings() throws {
        let result = FigmaCommandTests.run(["check", Self.fixture])
        #expect(result.code == 1, "\(result.err)")
        let lines = result.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let expected = [
            // A screen of 393 × 852 is checked on iPhone 15.
            "Settings (iPhone 15): holds at all 12 categories; also 12 warnings, 48 info",
            // A text without a text style is fixed; the one named "iOS/Body/Regular" is not.
            "! fixedFont (warning): Airplane Mode — keeps the radios off while flying [10:9] at xSmall…accessibility5",
            // The kit's "Navigation Bar" and "Switch" are the system components.
            "i fixedFont (info): Navigation Bar [10:1].title at xSmall…accessibility5",
            "i touchTarget (info): Switch [10:4] at xSmall…accessibility5",
            // The 50 pt button of fixed height does not hold its Headline title at the largest sizes.
            "Sign in (iPhone 15): holds through accessibility2; at accessibility3: 2 failures; also 12 warnings",
            "✗ overlap (error): Subtitle [10:15] and Label [10:16] at accessibility3…accessibility5",
            "✗ overlap (error): Label [10:16] and Legal [10:18] at accessibility3…accessibility5",
            "! fixedFont (warning): Legal [10:18] at xSmall…accessibility5",
        ]
        for line in expected {
            #expect(lines.contains(line), "missing: \(line)")
        }
        #expect(!result.out.contains("Wi-Fi [10:3] at"), "a Body text is not reported")
    }
}
