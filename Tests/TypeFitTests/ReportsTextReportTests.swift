import Testing
import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitReports

/// The text report's wording: headlines, shown text on one line, the summary's screen counts.
@Suite struct ReportsTextReportTests {
    private func screen(_ findings: [Finding], categories: [ContentSizeCategory] = ContentSizeCategory.allCases) -> ScreenReport {
        ScreenReport(spec: ReportsSamples.signIn, screen: "Sign in", device: "iPhone 15", categories: categories,
                     elements: ["bio"], findings: findings)
    }

    private func bio(at category: ContentSizeCategory, severity: Severity = .error, shown: String? = nil) -> Finding {
        ReportsSamples.finding(.missingGlyphs, "bio", at: category, severity: severity,
                               message: "No configured font can draw U+2615 \"☕\", so it shows as empty boxes.",
                               shown: shown)
    }

    @Test func aScreenBrokenAtTheFirstCategorySaysItFailsAtEvery() {
        let all = screen(ContentSizeCategory.allCases.map { bio(at: $0) })
        #expect(TextReport.headline(all, options: ReportOptions())
            == "Sign in (iPhone 15): fails from xSmall (every category): 1 failure")
        let some = screen([bio(at: .accessibility1)], categories: [.accessibility1, .accessibility2])
        #expect(TextReport.headline(some, options: ReportOptions())
            == "Sign in (iPhone 15): fails from accessibility1 (every category checked): 1 failure")
    }

    @Test func shownLinesAreJoinedOnOneReportLine() {
        let report = CheckReport(screens: [screen([bio(at: .large, shown: "Waxed\nCanvas Tot…")])])
        let text = TextReport.render(report)
        #expect(text.contains("      shows \"Waxed / Canvas Tot…\"\n"))
        #expect(!text.contains("Waxed\n"))
        // The JSON keeps the line break.
        #expect(JSONReport.render(report).contains(#"Waxed\nCanvas Tot…"#))
    }

    @Test func theSummaryCountsScreensWithWarnings() {
        let warningsOnly = screen([bio(at: .large, severity: .warning)])
        let failing = screen([bio(at: .large), bio(at: .xLarge, severity: .warning)])
        let clean = screen([])
        let summary = ReportSummary(CheckReport(screens: [warningsOnly, failing, clean]), options: ReportOptions())
        #expect(summary.screensWithWarnings == 2)
        #expect(summary.line == "3 screens checked, 1 failing, 2 with warnings: 1 error, 2 warnings, 0 info")
        #expect(TextReport.headline(warningsOnly, options: ReportOptions())
            == "Sign in (iPhone 15): holds at all 12 categories; also 1 warning")
    }
}
