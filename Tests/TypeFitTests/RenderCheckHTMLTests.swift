import Foundation
import Testing
import TypeFit
import TypeFitCLI

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

    @Test func theReportDrawnAsTheCheckGoesIsTheOneDrawnAtOnce() throws {
        let checker = try TypeFit.sharedChecker()
        let root = TestSupport.repositoryRoot.path
        // In every language, so that the locale matrices are drawn too.
        let kept = try checker.check(paths: ["Layouts"], options: CheckOptions(locales: "all", keepsLayouts: true),
                                     relativeTo: root)
        let whole = HTMLReport(problems: kept.report.problems).render(kept.strips)

        var parts: [HTMLReport.Part: String] = [:]
        let writer = HTMLReport.Writer(HTMLReport()) { part, text in parts[part, default: ""] += text }
        var batches = 0
        let streamed = try checker.check(paths: ["Layouts"], options: CheckOptions(locales: "all"), relativeTo: root) {
            writer.add($0.map { PictureStrip(report: $0.report, layouts: $0.layouts) })
            batches += 1
        }
        writer.report.problems = streamed.report.problems
        #expect(streamed.screens.isEmpty)
        #expect(streamed.report == kept.report)
        #expect(batches == streamed.specsSelected && batches > 1)
        #expect(writer.stripCount == kept.strips.count)
        #expect(whole.contains("<details class=\"matrix locales\""))
        #expect(Self.document(writer, parts: parts) == whole)

        // One batch is the whole document too.
        parts = [:]
        let once = HTMLReport.Writer(HTMLReport(problems: kept.report.problems)) { part, text in parts[part, default: ""] += text }
        once.add(kept.strips)
        #expect(Self.document(once, parts: parts) == whole)
    }

    @Test func checkWithHTMLWritesTheFilesOfTheReportDrawnAtOnce() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-html-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = TestSupport.runCommand(["check", "Layouts", "--html", output, "--threads", "2"])
        #expect(result.code == 1)
        #expect(result.err.contains("Wrote \(output)/index.html: "))

        let checker = try TypeFit.sharedChecker()
        let kept = try checker.check(paths: ["Layouts"], options: CheckOptions(keepsLayouts: true),
                                     relativeTo: TestSupport.repositoryRoot.path)
        let strips = kept.strips
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index == HTMLReport(problems: kept.report.problems).render(strips))
        // The parts of the page and the temporary folder are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["index.html", "svg"])
        let names = try FileManager.default.contentsOfDirectory(atPath: output + "/svg")
        let written = try names.map { try String(contentsOfFile: output + "/svg/" + $0, encoding: .utf8) }
        let drawn = strips.flatMap(\.pictures).map { SVGFrameRenderer(idPrefix: "f").document($0) }
        #expect(written.count == drawn.count)
        #expect(written.sorted() == drawn.sorted())
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
