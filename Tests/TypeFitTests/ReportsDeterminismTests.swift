import Foundation
import Testing
@testable import TypeFit
import TypeFitJSON
import TypeFitLayout
import TypeFitText

/// Reports are the same bytes on every run, whatever the locale or time zone of the machine, the
/// order of the paths, the number of threads, the state of the caches or where the repository is
/// checked out.
@Suite struct ReportsDeterminismTests {
    /// Environments that would change the output of anything that formats numbers or dates with
    /// the locale, sorts with collation, or lowercases with Turkish rules.
    static let environments: [[String: String]] = [
        [:],
        ["LANG": "C", "TZ": "UTC"],
        ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Pacific/Kiritimati"],
        ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8", "TZ": "America/St_Johns"],
        ["LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8", "TZ": "Asia/Kathmandu"],
    ]

    /// Broken and fixed screens in several scripts, plus a spec that cannot be read.
    static let specs = [
        TestSupport.path("Layouts/signin.broken.json"), TestSupport.path("Layouts/arabic.broken.json"),
        TestSupport.path("Layouts/settings.fixed.json"), "specs/component-cycle.json", "specs/font-half.json",
    ]

    @Test(arguments: ["text", "json", "junit", "sarif", "github"])
    func reportsAreByteIdenticalAcrossRunsLocalesAndTimeZones(format: String) throws {
        var outputs: [String] = []
        for environment in Self.environments + [[:]] {
            let result = try ReliabilityRun.typefit(["check"] + Self.specs + ["--format", format], environment: environment)
            #expect(!result.crashedOrHung)
            #expect(result.code == 2)
            outputs.append(result.out)
        }
        #expect(outputs.allSatisfy { $0 == outputs[0] })
        #expect(outputs[0].contains("signin.broken.json"))
    }

    /// The order of the paths on the command line does not change the report.
    @Test func theOrderOfThePathsDoesNotMatter() throws {
        let forward = try ReliabilityRun.typefit(["check"] + Self.specs + ["--format", "json"])
        let backward = try ReliabilityRun.typefit(["check"] + Self.specs.reversed() + ["--format", "json"])
        #expect(forward.out == backward.out)
    }

    /// Problems name font files and strings files relative to the working directory, so a report
    /// does not depend on where the repository is checked out.
    @Test func filePathsInProblemsAreRelativeToTheWorkingDirectory() {
        let location = SourceLocation(line: 1, column: 24, offset: 23)
        func problem(_ font: String) -> CheckError {
            .layout(spec: "specs/a.json", error: .text(element: "$.root", path: JSONPath(), location: location,
                                                      error: .fontInvalid(path: font, reason: "the file is empty")))
        }
        let inside = problem("/work/repo/fonts/empty.ttf").relativizingPaths(to: "/work/repo")
        #expect(inside == problem("fonts/empty.ttf"))
        let outside = problem("/usr/share/fonts/empty.ttf").relativizingPaths(to: "/work/repo/")
        #expect(outside == problem("/usr/share/fonts/empty.ttf"))
        let strings = CheckError.spec(SpecError(kind: .invalid, file: "specs/k.json",
                                                problem: "cannot read the strings: /work/repo/extra/Bad.xcstrings:1:39: $.strings.x: expected an object"))
        guard case .spec(let relative) = strings.relativizingPaths(to: "/work/repo") else {
            Issue.record("a spec error stays a spec error")
            return
        }
        #expect(relative.problem == "cannot read the strings: extra/Bad.xcstrings:1:39: $.strings.x: expected an object")
    }

    /// A check on several threads gives the bytes of a check on one, and so does a checker whose
    /// caches are warm from earlier runs.
    @Test func parallelAndSerialChecksGiveByteIdenticalReports() throws {
        let paths = [TestSupport.path("Layouts")]
        let serial = try Checker(fontsDirectory: TestSupport.path("Fonts")).check(paths: paths, options: CheckOptions(threads: 1)).report
        #expect(serial.screens.count >= 20)
        #expect(!serial.findings.isEmpty)
        let serialJSON = JSONReport.render(serial)
        let serialText = TextReport.render(serial)
        for threads in [2, 3, 8] {
            let parallel = try Checker(fontsDirectory: TestSupport.path("Fonts")).check(paths: paths, options: CheckOptions(threads: threads)).report
            #expect(JSONReport.render(parallel) == serialJSON, "JSON report with \(threads) threads")
            #expect(TextReport.render(parallel) == serialText, "text report with \(threads) threads")
        }
        // A checker whose caches are warm from the parallel runs reports the same again.
        let shared = try Checker(fontsDirectory: TestSupport.path("Fonts"))
        _ = try shared.check(paths: paths, options: CheckOptions(threads: 4))
        #expect(JSONReport.render(try shared.check(paths: paths, options: CheckOptions(threads: 4)).report) == serialJSON)
    }
}
