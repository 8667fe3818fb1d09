import Foundation
import Testing
import TypeFitCLI

/// `typefit render` end to end: arguments in, files and exit code out.
@Suite("Render: typefit render command")
struct RenderCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CommandIO(environment: [:], currentDirectory: TextTestSupport.repositoryRoot,
                           out: { out += $0 }, err: { err += $0 })
        let status = TypeFitCommandLine.run(arguments, io: io)
        return (status, out, err)
    }

    @Test func writesTheReportTheFramesAndAPNG() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-render-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = run(["render", "Layouts/signin.broken.json", "--output", directory,
                          "--categories", "large,AX5", "--png", "AX5"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("1 screen, 2 frames"))
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let svgs = try FileManager.default.contentsOfDirectory(atPath: directory + "/svg").sorted()
        #expect(svgs.count == 2)
        #expect(svgs.allSatisfy { $0.hasSuffix(".svg") })
        let pngs = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 1 && pngs.first?.contains("accessibility5") == true)
        let png = try #require(FileManager.default.contents(atPath: directory + "/" + (pngs.first ?? "")))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func usageErrorsExitWithTwo() {
        #expect(run(["render", "Layouts/signin.broken.json"]).status == 2)
        #expect(run(["render", "--output", "/tmp/x", "--png", "huge"]).status == 2)
        let missing = run(["render", "no/such/spec.json", "--output", "/tmp/typefit-render-missing"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("no such file or directory: no/such/spec.json"))
        #expect(run(["render", "--help"]).out.contains("--watch"))
    }
}
