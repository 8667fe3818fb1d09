import Foundation
import Testing
import TypeFitCLI
import TypeFitSupport
import TypeFitText

/// `typefit render` end to end: arguments in, files and exit code out.
@Suite("Render: typefit render command")
struct RenderCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let result = TestSupport.runCommand(arguments)
        return (result.code, result.out, result.err)
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

    /// The `<h2>` heading of each strip (screen, device, locale), in order.
    private func headings(_ html: String) -> [String] {
        strips(html).map { $0.components(separatedBy: "</h2>")[0] }
    }

    /// The text of each strip, from its anchor on.
    private func strips(_ html: String) -> [String] {
        Array(html.components(separatedBy: "<section class=\"strip\"").dropFirst())
    }

    @Test func localesDrawOneStripPerLocaleWithTheLocaleMatrix() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-render-locales-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = run(["render", "Layouts/onboarding.fixed.json", "Layouts/alert.broken.json", "--output", directory,
                          "--categories", "large,AX3", "--locales", "en,de,ar"])
        #expect(result.status == 0, "\(result.err)")
        // Three locales of the localised spec, and the spec without keys once, without a locale.
        #expect(result.out.contains("4 screens, 8 frames"), "\(result.out)")
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        let sections = strips(html)
        #expect(sections.count == 4)
        let headings = headings(html)
        for locale in ["en", "de", "ar"] {
            #expect(headings.filter { $0.contains("Onboarding, fixed") && $0.contains("<span class=\"locale\">\(locale)</span>") }.count == 1,
                    "\(headings)")
        }
        #expect(headings.filter { $0.contains("Alert") && !$0.contains("class=\"locale\"") }.count == 1)
        // The Arabic strip shows the Arabic strings, the English one the English strings.
        let arabic = try #require(sections.first { $0.contains("<span class=\"locale\">ar</span>") })
        let english = try #require(sections.first { $0.contains("<span class=\"locale\">en</span>") })
        #expect(arabic != english)
        // The summary's locales × categories matrix: a row per locale, a column per category drawn.
        let matrix = try #require(html.components(separatedBy: "<details class=\"matrix locales\"").dropFirst().first)
        let table = matrix.components(separatedBy: "</details>")[0]
        #expect(table.contains("Onboarding, fixed · iPhone SE · 3 locales"))
        for locale in ["en", "de", "ar"] { #expect(table.contains(">\(locale)</a></td>")) }
        #expect(table.components(separatedBy: "<tr>").count - 1 == 4)
        #expect(table.contains("<th title=\"large\">L</th><th title=\"accessibility3\">AX3</th></tr>"))
        #expect(html.components(separatedBy: "<details class=\"matrix locales\"").count == 2)
    }

    @Test func checkHTMLShowsTheLocales() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-check-locales-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = run(["check", "Layouts/alert.fixed.json", "--categories", "large", "--locales", "de,ar",
                          "--html", directory])
        #expect(result.status == 0, "\(result.err)")
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        let headings = headings(html)
        #expect(headings.count == 2)
        #expect(headings.contains { $0.contains("<span class=\"locale\">de</span>") })
        #expect(headings.contains { $0.contains("<span class=\"locale\">ar</span>") })
        #expect(html.contains("<details class=\"matrix locales\""))
    }

    @Test func badLocalesAndStringsAreUsageErrors() {
        let locales = run(["render", "Layouts/alert.fixed.json", "--output", "/tmp/typefit-render-bad", "--locales", "xx-!!"])
        #expect(locales.status == 2)
        #expect(locales.err.contains("--locales"))
        let strings = run(["render", "Layouts/alert.fixed.json", "--output", "/tmp/typefit-render-bad",
                           "--strings", "no/such.strings"])
        #expect(strings.status == 2)
        #expect(strings.err.contains("--strings: no/such.strings: no such file or directory"))
    }

    /// `--watch` draws again when a spec changes: the built `typefit` is started on a copy of a
    /// spec, the copy is edited once the first report is written, and the report is written
    /// again with the edit.
    @Test func watchDrawsAgainWhenASpecChanges() throws {
        let scratch = try ScratchDirectory("typefit-render-watch")
        let spec = scratch.file("alert.json")
        let original = try String(contentsOfFile: TestSupport.path("Layouts/alert.fixed.json"), encoding: .utf8)
        try original.write(toFile: spec, atomically: true, encoding: .utf8)
        try #require(FileManager.default.isExecutableFile(atPath: ReliabilityRun.executable),
                     "build the typefit executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReliabilityRun.executable)
        process.arguments = ["render", spec, "--output", scratch.file("report"), "--categories", "large", "--watch"]
        process.environment = ["TYPEFIT_FONTS": TestSupport.path("Fonts"), "NO_COLOR": "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        let printed = LockedValue("")
        out.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            printed.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
        defer {
            // SIGKILL, not `terminate()`: the child inherits the test runner's blocked signals,
            // SIGTERM among them.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            out.fileHandleForReading.readabilityHandler = nil
        }
        func printedLines(containing text: String) -> Int {
            printed.withLock { $0.components(separatedBy: "\n").filter { $0.contains(text) }.count }
        }
        /// Waits up to a minute (the machine may be busy) for `condition`.
        func eventually(_ condition: () -> Bool) -> Bool {
            for _ in 0..<600 where !condition() { usleep(100_000) }
            return condition()
        }
        try #require(eventually { printedLines(containing: "Watching") == 1 }, "\(printed.withLock { $0 })")
        #expect(printedLines(containing: "Wrote ") == 1)
        try original.replacingOccurrences(of: "Alert, fixed", with: "Alert, edited")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        try #require(eventually { printedLines(containing: "Wrote ") == 2 }, "\(printed.withLock { $0 })")
        let html = try String(contentsOfFile: scratch.file("report/index.html"), encoding: .utf8)
        #expect(html.contains("Alert, edited"))
    }

    @Test func usageErrorsExitWithTwo() {
        #expect(run(["render", "Layouts/signin.broken.json"]).status == 2)
        #expect(run(["render", "--output", "/tmp/x", "--png", "huge"]).status == 2)
        let missing = run(["render", "no/such/spec.json", "--output", "/tmp/typefit-render-missing"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("no such file or directory: no/such/spec.json"))
        #expect(run(["render", "--help"]).out.contains("--watch"))
        #expect(run(["render", "--help"]).out.contains("--locales"))
    }
}
