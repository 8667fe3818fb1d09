import Testing
import TypeFitTesting

/// `TypeFit.checkFits`, `TypeFit.assertFits` and `TypeFit.check`, as a team would call them from
/// its own tests.
@Suite struct ReportsAssertionTests {
    let fixed = TestSupport.fixture("reports/specs/fixed/sign-in.json").path
    let broken = TestSupport.fixture("reports/specs/broken/sign-in.json").path

    @Test func aScreenThatFitsPasses() throws {
        let screens = try TypeFit.checkFits(specAt: fixed, categories: .all)
        #expect(screens.count == 1)
        #expect(screens[0].categories.count == 12)
        #expect(screens[0].findings.allSatisfy { $0.severity < .error })
        #expect(TypeFit.assertFits(specAt: fixed).count == 1)
    }

    @Test func aScreenThatBreaksThrowsAReadableFailure() throws {
        let failure = #expect(throws: FitFailure.self) { try TypeFit.checkFits(specAt: broken) }
        let text = try #require(failure?.description)
        #expect(text.contains("does not fit"))
        #expect(text.contains("truncated (error): emailLabel at xLarge…accessibility5"))
        #expect(text.contains("needs 133.7 pt, has 120 pt"))
        #expect(failure?.failures.count == 12)
        // Below xLarge the same screen fits.
        #expect(throws: Never.self) { try TypeFit.checkFits(specAt: broken, categories: try CategorySet.parse("...large")) }
    }

    @Test func aSpecThatCannotBeReadFailsWithItsError() {
        let failure = #expect(throws: FitFailure.self) {
            try TypeFit.checkFits(specAt: TestSupport.fixture("reports/specs/invalid/typo.json").path)
        }
        #expect(failure?.description.contains(#"unknown element type "lable""#) == true)
    }

    @Test func theOptionsNarrowTheCheck() throws {
        let screens = try TypeFit.checkFits(specAt: fixed, categories: .accessibility, devices: ["iPhone SE (3rd generation)"])
        #expect(screens.map(\.device) == ["iPhone SE (3rd generation)"])
        #expect(screens[0].categories == CategorySet.accessibility.categories)
        var configuration = CheckConfiguration()
        configuration.failOn = .never
        #expect(throws: Never.self) { try TypeFit.checkFits(specAt: broken, configuration: configuration) }
    }

    @Test func localesCheckTheScreenInEachLanguage() throws {
        let onboarding = TestSupport.path("Layouts/onboarding.fixed.json")
        #expect(try TypeFit.checkFits(specAt: onboarding).count == 1)
        let failure = #expect(throws: FitFailure.self) { try TypeFit.checkFits(specAt: onboarding, locales: "de,pseudo-double") }
        #expect(failure?.screens.map(\.locale) == ["de", "pseudo-double"])
        #expect(failure?.failures.isEmpty == false)
    }

    @Test func aFailingAssertionIsAnIssueAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            TypeFit.assertFits(specAt: broken)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.contains { $0.rawValue.contains("emailLabel at xLarge…accessibility5") }
        }
    }

    @Test func checkingADecodedSpecGivesItsReport() throws {
        let checker = try TypeFit.sharedChecker()
        let spec = try checker.decoder.decode(fileAt: broken)
        let report = try TypeFit.check(spec: spec, categories: .accessibility)
        #expect(report.categories == CategorySet.accessibility.categories)
        #expect(report.device == "iPhone 15")
        #expect(report.findings.contains { $0.element == "emailValue" && $0.category == .accessibility2 })
    }
}
