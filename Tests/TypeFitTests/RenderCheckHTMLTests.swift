import Foundation
import Testing
import TypeFit
import TypeFitCLI

/// `typefit check --html` draws the layouts the check made: the visual report comes from the
/// check's own results, and matches what `typefit render` draws for the same specs.
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
}
