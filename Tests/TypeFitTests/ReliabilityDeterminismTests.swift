import Foundation
import Testing
import TypeFitJSON

/// Reports are the same bytes on every run, whatever the locale or time zone of the machine.
@Suite struct ReliabilityDeterminismTests {
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
}
