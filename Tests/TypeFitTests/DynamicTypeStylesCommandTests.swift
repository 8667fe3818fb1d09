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

    @Test func fontMetricsShowFamilyWeightAndTracking() throws {
        let (code, out, _) = runTypeFit(["styles", "--format", "json", "--font-metrics", "--sf-pro", "--bold-text", "-c", "L"])
        #expect(code == 0)
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
        let body = try #require(listed.first { $0["style"] as? String == "body" })
        #expect(body["family"] as? String == "SF Pro Text")
        #expect(body["weight"] as? String == "semibold")
        #expect((body["tracking"] as? NSNumber)?.doubleValue == -0.43)
        let interOut = runTypeFit(["styles", "--font-metrics", "-c", "AX5"]).1
        #expect(interOut.contains("accessibility5  body           53       62  regular   Inter Display         0\n"))
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
