import TypeFitDynamicType
import TypeFitJSON

/// The result of checking one screen on one device (and locale) at a set of categories.
public struct ScreenReport: Sendable, Hashable {
    /// The spec file as given (or the spec's name when built in memory).
    public var spec: String
    public var screen: String
    public var device: String
    public var locale: String?
    /// The categories checked, in order.
    public var categories: [ContentSizeCategory]
    /// Display names of the screen's elements in document order, for the matrix view.
    public var elements: [String]
    /// Findings in report order.
    public var findings: [Finding]
    /// The spec file's path from the repository root (the enclosing git work tree, or the root a
    /// check is given), with `/` between components; nil when the spec lies outside the root or
    /// there is none. It does not depend on the working directory or on how the path was typed.
    public var repositoryPath: String?

    /// A report of `findings`, put in report order.
    public init(spec: String, screen: String, device: String, locale: String? = nil,
                categories: [ContentSizeCategory], elements: [String], findings: [Finding]) {
        self.spec = spec
        self.screen = screen
        self.device = device
        self.locale = locale
        self.categories = categories
        self.elements = elements
        self.findings = Finding.inReportOrder(findings)
    }

    /// How SARIF, GitHub annotations and baselines name the spec file: ``repositoryPath``, or
    /// ``spec`` as given when the spec lies outside the repository root.
    public var filePath: String { repositoryPath ?? spec }

    /// The first category with a finding of at least `severity`, or nil when the screen holds.
    public func firstFailingCategory(at severity: Severity = .error) -> ContentSizeCategory? {
        findings.filter { $0.severity >= severity }.map(\.category).min()
    }
}

/// A spec that could not be checked at all (unreadable, invalid): reported, and the run goes on.
public struct InputProblem: Sendable, Hashable {
    public var spec: String
    /// The full message, e.g. `Layouts/x.json:3:5: $.root.type: expected one of …`.
    public var message: String
    /// Where in the spec the problem stands, when known (for annotations that point at a line).
    public var location: SourceLocation?
    /// The spec's path from the repository root, as ``ScreenReport/repositoryPath``.
    public var repositoryPath: String?

    public init(spec: String, message: String, location: SourceLocation? = nil) {
        self.spec = spec
        self.message = message
        self.location = location
    }

    /// How SARIF and GitHub annotations name the spec file, as ``ScreenReport/filePath``.
    public var filePath: String { repositoryPath ?? spec }
}

/// Everything one `typefit check` run found.
public struct CheckReport: Sendable, Hashable {
    /// In report order; a large run's are spooled (``ScreenReports``).
    public var screens: ScreenReports
    public var problems: [InputProblem]
    /// How many findings a baseline suppressed (they are not in `screens`).
    public var suppressedCount: Int
    /// The baseline's entries about what this run checked that match no finding of it, sorted
    /// (see ``Baseline/staleEntries(for:)``); empty without a baseline.
    public var staleBaselineEntries: [Baseline.Entry]

    public init(screens: [ScreenReport], problems: [InputProblem] = [], suppressedCount: Int = 0,
                staleBaselineEntries: [Baseline.Entry] = []) {
        self.init(screens: ScreenReports(screens), problems: problems, suppressedCount: suppressedCount,
                  staleBaselineEntries: staleBaselineEntries)
    }

    public init(screens: ScreenReports, problems: [InputProblem] = [], suppressedCount: Int = 0,
                staleBaselineEntries: [Baseline.Entry] = []) {
        self.screens = screens
        self.problems = problems
        self.suppressedCount = suppressedCount
        self.staleBaselineEntries = staleBaselineEntries
    }

    /// All findings of all screens, in report order (a copy of them all: large runs count with
    /// ``findingCount`` and test with ``containsFinding(where:)`` instead).
    public var findings: [Finding] { screens.flatMap(\.findings) }

    /// How many findings all screens have.
    public var findingCount: Int { screens.reduce(0) { $0 + $1.findings.count } }

    /// Whether a finding of any screen satisfies `predicate`.
    public func containsFinding(where predicate: (Finding) -> Bool) -> Bool {
        screens.contains { $0.findings.contains(where: predicate) }
    }
}
