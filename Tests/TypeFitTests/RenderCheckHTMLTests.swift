import Foundation
import Testing
import TypeFit
@testable import TypeFitCLI

/// `typefit check --html` draws the layouts the check made: the visual report comes from the
/// check's own results, and matches what `typefit render` draws for the same specs. It is drawn
/// spec by spec as the check goes, byte for byte the report drawn from every strip at once.
@Suite("Render: typefit check --html")
struct RenderCheckHTMLTests {
    let specs = TestSupport.fixture("reports/specs").path

    @Test func aRunKeepsEachLayoutItChecked() throws {
        let checker = try TypeFit.sharedChecker()
        let options = CheckOptions(configuration: CheckConfiguration(), keepsLayouts: true)
        let run = try checker.check(paths: [specs + "/broken", specs + "/fixed"], options: options)
        #expect(run.screens.map(\.report) == run.report.screens.array)
        for screen in run.screens {
            #expect(screen.layouts.map(\.category) == screen.report.categories)
            #expect(screen.layouts.allSatisfy { $0.device.name == screen.report.device })
        }
        let plain = try checker.check(paths: [specs + "/broken"])
        #expect(plain.screens.isEmpty)
    }

    @Test func theStripsMatchTheVisualReportBuilders() throws {
        let checker = try TypeFit.sharedChecker()
        let path = specs + "/broken/sign-in.json"
        let run = try checker.check(paths: [path], options: CheckOptions(keepsLayouts: true))
        let spec = try checker.decoder.decode(fileAt: path)
        let built = try VisualReportBuilder(engine: checker.engine)
            .strips(for: spec, devices: spec.devices, categories: spec.categories.categories)
        let fromRun = run.strips
        #expect(fromRun.count == built.count)
        for (kept, drawn) in zip(fromRun, built) {
            #expect(kept.report.findings.map(\.message) == drawn.report.findings.map(\.message))
            let keptSVG = kept.pictures.map { SVGFrameRenderer().document($0) }
            let drawnSVG = drawn.pictures.map { SVGFrameRenderer().document($0) }
            #expect(keptSVG == drawnSVG)
        }
    }

    @Test func checkWithHTMLWritesTheReportAndKeepsStdout() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-html-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        func check(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
            var out = "", err = ""
            let io = CommandIO(environment: [:], currentDirectory: specs, out: { out += $0 }, err: { err += $0 })
            return (TypeFitCommandLine.run(["check"] + arguments, io: io), out, err)
        }
        let plain = check(["broken", "--categories", "large,AX5"])
        let drawn = check(["broken", "--categories", "large,AX5", "--html", output])
        #expect(drawn.code == plain.code)
        #expect(drawn.out == plain.out)
        #expect(drawn.err.contains("Wrote \(output)/index.html: 1 screen, 2 frames."))
        let html = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(html.contains("Sign in (broken)"))
        let svgs = try FileManager.default.contentsOfDirectory(atPath: output + "/svg").sorted()
        #expect(svgs.count == 2 && svgs.allSatisfy { $0.hasSuffix(".svg") })
    }

    /// The document of `writer`, its parts taken from `parts`.
    private static func document(_ writer: HTMLReport.Writer, parts: [HTMLReport.Part: String]) -> String {
        writer.finish().map { piece in
            switch piece {
            case .text(let text): text
            case .part(let part): parts[part] ?? ""
            }
        }.joined()
    }

    /// Every spec of `Layouts/` in every language (so that the locale matrices are drawn too),
    /// at two categories: a test process that grows large makes every process it spawns later
    /// count as large (Linux carries the peak of the memory it starts with), so the drawings here stay small.
    private static func layoutsOptions(keepsLayouts: Bool = false) throws -> CheckOptions {
        var configuration = CheckConfiguration()
        configuration.categories = try CategorySet.parse("large,AX5")
        return CheckOptions(configuration: configuration, locales: "all", keepsLayouts: keepsLayouts)
    }

    @Test func theReportDrawnAsTheCheckGoesIsTheOneDrawnAtOnce() throws {
        let checker = try TypeFit.sharedChecker()
        let root = TestSupport.repositoryRoot.path
        let kept = try checker.check(paths: ["Layouts"], options: Self.layoutsOptions(keepsLayouts: true), relativeTo: root)
        let strips = kept.strips
        let whole = HTMLReport(problems: kept.report.problems).render(strips)
        #expect(whole.contains("<details class=\"matrix locales\""))

        var parts: [HTMLReport.Part: String] = [:]
        let writer = HTMLReport.Writer(HTMLReport()) { part, text in parts[part, default: ""] += text }
        var batches = 0
        let streamed = try checker.check(paths: ["Layouts"], options: Self.layoutsOptions(), relativeTo: root) {
            writer.add($0.map { PictureStrip(report: $0.report, layouts: $0.layouts) })
            batches += 1
        }
        writer.report.problems = streamed.report.problems
        #expect(streamed.screens.isEmpty)
        #expect(streamed.report == kept.report)
        #expect(batches == streamed.specsSelected && batches > 1)
        #expect(writer.stripCount == strips.count)
        #expect(Self.document(writer, parts: parts) == whole)

        // One batch is the whole document too.
        parts = [:]
        let once = HTMLReport.Writer(HTMLReport(problems: kept.report.problems)) { part, text in parts[part, default: ""] += text }
        once.add(strips)
        #expect(Self.document(once, parts: parts) == whole)
    }

    @Test func checkWithHTMLWritesTheFilesOfTheReportDrawnAtOnce() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-html-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = TestSupport.runCommand(["check", "Layouts", "--locales", "all", "--categories", "large,AX5",
                                             "--html", output, "--threads", "2"])
        #expect(result.code == 1)
        #expect(result.err.contains("Wrote \(output)/index.html: "))

        let checker = try TypeFit.sharedChecker()
        let kept = try checker.check(paths: ["Layouts"], options: Self.layoutsOptions(keepsLayouts: true),
                                     relativeTo: TestSupport.repositoryRoot.path)
        let strips = kept.strips
        let index = try Data(contentsOf: URL(fileURLWithPath: output + "/index.html"))
        #expect(index == Data(HTMLReport(problems: kept.report.problems).render(strips).utf8))
        // The parts of the page and the temporary folder are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["index.html", "svg"])
        // Each frame's file, named as the report names it (a screen's name and device, taken twice, get the strip's number).
        var stems = Set<String>()
        var frames = 0
        for (number, strip) in strips.enumerated() {
            var stem = VisualReportFiles.fileStem(strip.report.screen) + "." + VisualReportFiles.fileStem(strip.report.device)
            if !stems.insert(stem).inserted { stem += ".\(number)" }
            for picture in strip.pictures {
                let file = output + "/svg/\(stem).\(picture.category.name).svg"
                let written = try Data(contentsOf: URL(fileURLWithPath: file))
                #expect(written == Data(SVGFrameRenderer(idPrefix: "f").document(picture).utf8), "\(file)")
                frames += 1
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output + "/svg").count == frames)
    }

    @Test func aCheckThatStopsBeforeTheReportLeavesNothingOfIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-html-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The report file cannot be written: the run ends before the visual report is finished.
        let result = TestSupport.runCommand(["check", "Layouts/signin.broken.json", "--html", folder + "/made/for/report",
                                             "--format", "json", "--output", folder + "/missing/report.json"])
        #expect(result.code == 2)
        #expect(!result.err.contains("Wrote"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
