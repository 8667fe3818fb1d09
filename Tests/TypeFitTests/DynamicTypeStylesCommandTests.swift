import Foundation
import Testing
@testable import TypeFitCLI

/// Runs `typefit ARGS` in process and returns (exit code, stdout, stderr).
private func runTypeFit(_ arguments: [String]) -> (Int32, String, String) {
    var out = ""
    var err = ""
    let io = CommandIO(environment: [:], currentDirectory: "/", out: { out += $0 }, err: { err += $0 })
    let code = TypeFitCommandLine.run(arguments, io: io)
    return (code, out, err)
}

@Suite struct DynamicTypeStylesCommandTests {
    @Test func jsonGivesExactlyTheRecordedRamp() throws {
        let (code, out, err) = runTypeFit(["styles", "--format", "json"])
        #expect(code == 0)
        #expect(err.isEmpty)
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: TestSupport.fixture("dynamic-type/type-ramp.json")))
        let recorded = try #require((fixture as? [String: Any])?["ramp"] as? [[String: Any]])
        #expect(listed.count == 132)
        #expect(listed.count == recorded.count)
        for (item, cell) in zip(listed, recorded) {
            #expect(Set(item.keys) == ["category", "style", "size", "leading", "weight"])
            for key in ["category", "style", "weight"] {
                #expect(item[key] as? String == cell[key] as? String, "\(key) of \(cell)")
            }
            for key in ["size", "leading"] {
                #expect((item[key] as? NSNumber)?.doubleValue == (cell[key] as? NSNumber)?.doubleValue, "\(key) of \(cell)")
            }
        }
    }

    /// The built `typefit` executable, run from an unrelated directory with no TYPEFIT_*
    /// variables: it finds its ramp on its own and prints the 132 cells of the recorded table.
    @Test func builtExecutablePrintsAll132Cells() throws {
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("typefit")
        let path = FileManager.default.fileExists(atPath: sibling.path) ? sibling.path : TestSupport.path(".build/debug/typefit")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the typefit executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["styles", "--format", "json"]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.environment = [:]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == runTypeFit(["styles", "--format", "json"]).1)

        let listed = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: TestSupport.fixture("dynamic-type/type-ramp.json")))
        let recorded = try #require((fixture as? [String: Any])?["ramp"] as? [[String: Any]])
        func key(_ cell: [String: Any]) -> String { "\(cell["category"] ?? "")/\(cell["style"] ?? "")" }
        func values(_ cell: [String: Any]) -> [String] {
            [cell["weight"] as? String ?? "?"] + ["size", "leading"].map { "\((cell[$0] as? NSNumber)?.doubleValue ?? .nan)" }
        }
        let printed = Dictionary(listed.map { (key($0), values($0)) }, uniquingKeysWith: { first, _ in first })
        #expect(listed.count == 132 && printed.count == 132)
        #expect(Set(printed.keys) == Set(recorded.map(key)))
        for cell in recorded {
            #expect(printed[key(cell)] == values(cell), "\(key(cell))")
        }
    }

    @Test func jsonIsDeterministicWithKeysInTheDocumentedOrder() {
        let first = runTypeFit(["styles", "--format=json", "-c", "large"]).1
        let second = runTypeFit(["styles", "--format=json", "-c", "UICTContentSizeCategoryL"]).1
        #expect(first == second)
        #expect(first.hasPrefix("""
            [
              {
                "category": "large",
                "style": "largeTitle",
                "size": 34,
                "leading": 41,
                "weight": "regular"
              },
            """))
    }

    @Test func textTableWithOneColumn() {
        let (code, out, _) = runTypeFit(["styles", "--category", "AX5"])
        #expect(code == 0)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "")
        #expect(lines[3] == "style        weight      AX5")
        #expect(lines[4] == "largeTitle   regular   60/70")
        #expect(lines.contains("body         regular   53/62"))
        #expect(lines.contains("headline     semibold  53/62"))
        #expect(lines.count == 3 + 1 + 11 + 1)
    }

    @Test func fullTableHasTwelveColumns() {
        let (code, out, _) = runTypeFit(["styles"])
        #expect(code == 0)
        #expect(out.contains("style        weight       XS      S      M      L     XL    XXL   XXXL    AX1    AX2    AX3    AX4    AX5\n"))
        #expect(out.contains("body         regular   14/19  15/20  16/21  17/22  19/24  21/26  23/29  28/34  33/40  40/48  47/56  53/62\n"))
    }

    /// Inter's vertical metrics, read from the files' `hhea` (equal to `OS/2` typo metrics, which
    /// USE_TYPO_METRICS selects): Inter 2728 / 680 / 0 in 2816 units per em, Inter Display
    /// 1974 / 502 / 0 in 2048.
    private static let interLineHeight = (2728.0 + 680.0) / 2816.0
    private static let interDisplayLineHeight = (1974.0 + 502.0) / 2048.0

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    @Test func fontMetricsShowFamilyTrackingFileAndLineHeight() throws {
        let (code, out, err) = runTypeFit(["styles", "--format", "json", "--font-metrics", "-c", "L,AX5"])
        #expect(code == 0, "\(err)")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        #expect(listed.count == 22)
        for item in listed {
            #expect(Set(item.keys) == ["category", "style", "size", "leading", "weight", "family", "tracking", "file",
                                       "ascender", "descender", "lineGap", "lineHeight"])
            let size = try #require((item["size"] as? NSNumber)?.doubleValue)
            let display = size >= 20
            #expect(item["family"] as? String == (display ? "Inter Display" : "Inter"))
            #expect((item["tracking"] as? NSNumber)?.doubleValue == 0)
            let perEm = display ? Self.interDisplayLineHeight : Self.interLineHeight
            #expect((item["lineHeight"] as? NSNumber)?.doubleValue == Self.rounded(size * perEm), "\(item)")
            let parts = ["ascender", "descender", "lineGap"].compactMap { (item[$0] as? NSNumber)?.doubleValue }
            #expect(abs(parts.reduce(0, +) - size * perEm) < 0.002)
        }
        let body = try #require(listed.first { $0["style"] as? String == "body" && $0["category"] as? String == "large" })
        #expect(body["file"] as? String == "Fonts/Inter/Inter-Regular.otf")
        #expect((body["lineHeight"] as? NSNumber)?.doubleValue == 20.574)
        let headline = try #require(listed.first { $0["style"] as? String == "headline" && $0["category"] as? String == "accessibility5" })
        #expect(headline["file"] as? String == "Fonts/Inter/InterDisplay-SemiBold.otf")

        let table = runTypeFit(["styles", "--font-metrics", "-c", "AX5"]).1
        #expect(table.contains("category        style        size  leading  weight    family         tracking  lineHeight  file\n"))
        #expect(table.contains("accessibility5  body           53       62  regular   Inter Display         0      64.076  Fonts/Inter/InterDisplay-Regular.otf\n"))
    }

    @Test func fontMetricsWithSFProFilesAndBoldText() throws {
        let standIn = try SFProStandIn()
        let (code, out, err) = runTypeFit(["styles", "--format", "json", "--font-metrics", "--system-font", standIn.directory,
                                           "--bold-text", "-c", "L"])
        #expect(code == 0, "\(err)")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        let body = try #require(listed.first { $0["style"] as? String == "body" })
        #expect(body["family"] as? String == "SF Pro Text")
        #expect(body["weight"] as? String == "semibold")
        #expect((body["tracking"] as? NSNumber)?.doubleValue == -0.43)
        #expect(body["file"] as? String == standIn.directory + "/SF-Pro-Text-Semibold.otf")
        let title = try #require(listed.first { $0["style"] as? String == "title1" })
        #expect(title["family"] as? String == "SF Pro Display")
        #expect((title["tracking"] as? NSNumber)?.doubleValue == 0.38)
        #expect((title["lineHeight"] as? NSNumber)?.doubleValue == Self.rounded(28 * Self.interDisplayLineHeight))
        // Headline is semibold; Bold Text makes it bold, a face the directory has.
        let headline = try #require(listed.first { $0["style"] as? String == "headline" })
        #expect(headline["file"] as? String == standIn.directory + "/SF-Pro-Text-Bold.otf")
        // Without --font-metrics the JSON stays the product's five keys.
        let plain = runTypeFit(["styles", "--format", "json", "--system-font", standIn.directory, "-c", "L"]).1
        #expect(!plain.contains("\"family\""))
    }

    @Test func badInputExitsWithTwoAndSaysWhy() {
        let (code, out, err) = runTypeFit(["styles", "-c", "acessibility3"])
        #expect(code == ExitCode.inputError)
        #expect(out.isEmpty)
        #expect(err.contains("unknown content size category \"acessibility3\"; did you mean \"accessibility3\"?"))
        #expect(runTypeFit(["styles", "--format", "xml"]).0 == ExitCode.inputError)
        #expect(runTypeFit(["styles", "extra"]).0 == ExitCode.inputError)
        let missing = runTypeFit(["styles", "--ramp", "ios-1999"])
        #expect(missing.0 == ExitCode.inputError)
        #expect(missing.2.contains("type ramp \"ios-1999\" not found"))
        #expect(runTypeFit(["styles", "--help"]).1.contains("--font-metrics"))
    }
}
