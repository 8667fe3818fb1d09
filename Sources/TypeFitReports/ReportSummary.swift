import TypeFitChecks

/// The counts every format ends with: screens, failures by severity, problems, suppressed findings.
public struct ReportSummary: Sendable, Hashable {
    /// Distinct spec files among the screens and problems.
    public var specs: Int
    /// Screen reports (one per spec × device × locale).
    public var screens: Int
    /// Screen reports with at least one failure.
    public var failingScreens: Int
    /// Screen reports with at least one warning (failing or not).
    public var screensWithWarnings: Int
    public var errors: Int
    public var warnings: Int
    public var info: Int
    /// Findings at or above the failing severity.
    public var failures: Int
    /// Specs that could not be checked.
    public var problems: Int
    /// Findings a baseline suppressed.
    public var suppressed: Int
    /// Baseline entries about what the run checked that match no finding of it.
    public var staleBaselineEntries: Int

    /// Counts `report` with the failing severity of `options`.
    public init(_ report: CheckReport, options: ReportOptions) {
        // One pass over the screens: a large run's are read back from its spool for each pass.
        var specNames = Set(report.problems.map(\.spec))
        var failingScreens = 0, screensWithWarnings = 0
        var errors = 0, warnings = 0, info = 0, failures = 0
        for screen in report.screens {
            specNames.insert(screen.spec)
            var failing = false, warned = false
            for finding in screen.findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1; warned = true
                case .info: info += 1
                }
                if options.isFailure(finding) {
                    failures += 1
                    failing = true
                }
            }
            if failing { failingScreens += 1 }
            if warned { screensWithWarnings += 1 }
        }
        specs = specNames.count
        screens = report.screens.count
        self.failingScreens = failingScreens
        self.screensWithWarnings = screensWithWarnings
        self.errors = errors
        self.warnings = warnings
        self.info = info
        self.failures = failures
        problems = report.problems.count
        suppressed = report.suppressedCount
        staleBaselineEntries = report.staleBaselineEntries.count
    }

    /// True when there are failures or specs that could not be read.
    public var failed: Bool { failures > 0 || problems > 0 }

    /// One line: `3 screens checked, 2 failing, 1 with warnings: 9 errors, 4 warnings, 1 info; 1 spec
    /// could not be read`.
    public var line: String {
        var text = "\(counted(screens, "screen")) checked"
        if failingScreens > 0 { text += ", \(failingScreens) failing" }
        if screensWithWarnings > 0 { text += ", \(screensWithWarnings) with warnings" }
        text += ": \(counted(errors, "error")), \(counted(warnings, "warning")), \(info) info"
        if suppressed > 0 {
            text += "; \(counted(suppressed, "known finding")) suppressed by the baseline"
        }
        if staleBaselineEntries > 0 {
            text += "; \(counted(staleBaselineEntries, "stale baseline entry", plural: "stale baseline entries"))"
                + " (no such finding any more)"
        }
        if problems > 0 {
            text += "; \(counted(problems, "spec")) could not be read"
        }
        return text
    }
}

/// `1 screen`, `3 screens`.
func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
}
