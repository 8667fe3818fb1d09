import TypeFitDynamicType
import TypeFitSupport

/// How a kind of finding is reported, as `typefit.json` and `--severity KIND=LEVEL` set it:
/// one of the three severities, or `off` to drop the kind entirely.
public enum SeverityLevel: String, Sendable, Hashable, CaseIterable {
    case error, warning, info, off

    /// The level that reports findings at `severity`.
    public init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .info
        }
    }

    /// The severity findings of this level carry; nil for `off`.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .off: nil
        }
    }
}

/// The least severity that makes `typefit check` fail (exit code 1): `--fail-on error|warning|never`.
public enum FailThreshold: String, Sendable, Hashable, CaseIterable {
    case error, warning, never

    /// True when a finding of `severity` fails the run. Information never fails.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: severity == .error
        case .warning: severity >= .warning
        case .never: false
        }
    }

    /// The least severity that fails, or nil for `never`.
    public var minimumSeverity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .never: nil
        }
    }
}

/// What a check run reports and how strictly: severities per kind, the touch-target minimum,
/// the fail threshold, and the categories and devices to check.
///
/// Built from defaults, then `typefit.json` (see ``parse(_:file:)``), then command-line flags,
/// each overriding the one before.
public struct CheckConfiguration: Sendable, Hashable {
    /// The level of each kind; kinds not listed use their rule's default (``RuleDescription/defaultSeverity``).
    public var levels: [FindingKind: SeverityLevel]
    /// The smallest width and height, in points, of an interactive element.
    public var minimumTouchTarget: Double
    /// The least severity that makes the run fail.
    public var failOn: FailThreshold
    /// The categories to check; nil checks each spec's own categories (all 12 by default).
    public var categories: CategorySet?
    /// The devices to check, by name; empty checks each spec's own devices.
    public var devices: [String]
    /// The nodes checked as screens in each Figma file, by the file's path (absolute when the
    /// configuration was loaded from a file, which relative paths are resolved against);
    /// a file not listed is checked by its top-level frames. `--node` overrides it.
    public var figmaNodes: [String: [String]] = [:]

    /// The default touch-target minimum: Apple's Human Interface Guidelines ask for 44 × 44 pt.
    public static let defaultMinimumTouchTarget: Double = 44

    public init(levels: [FindingKind: SeverityLevel] = [:],
                minimumTouchTarget: Double = CheckConfiguration.defaultMinimumTouchTarget,
                failOn: FailThreshold = .error, categories: CategorySet? = nil, devices: [String] = []) {
        precondition(minimumTouchTarget >= 0 && minimumTouchTarget.isFinite,
                     "CheckConfiguration: the touch-target minimum must be a finite, non-negative number")
        self.levels = levels
        self.minimumTouchTarget = minimumTouchTarget
        self.failOn = failOn
        self.categories = categories
        self.devices = devices
    }

    /// The level `kind` is reported at.
    public func level(for kind: FindingKind) -> SeverityLevel {
        levels[kind] ?? SeverityLevel(kind.rule.defaultSeverity)
    }

    /// `finding` with the configured severity, or nil when its kind is off.
    ///
    /// A finding the detector marked `info` (truncation the spec declares intended) stays
    /// information whatever the level of its kind, so it never fails a run.
    public func apply(to finding: Finding) -> Finding? {
        guard let severity = level(for: finding.kind).severity else { return nil }
        var result = finding
        result.severity = finding.severity == .info ? .info : severity
        return result
    }

    /// `report` with each finding re-levelled as ``apply(to:)`` re-levels one: those of kinds that
    /// are off removed, the others given their configured severity.
    public func apply(to report: ScreenReport) -> ScreenReport {
        var result = report
        result.findings = report.findings.compactMap { apply(to: $0) }
        return result
    }

    /// `report` with every screen's findings re-levelled as ``apply(to:)`` re-levels one.
    public func apply(to report: CheckReport) -> CheckReport {
        var result = report
        result.screens = report.screens.mapped { apply(to: $0) }
        return result
    }

    /// True when `finding` makes the run fail under ``failOn``.
    public func fails(_ finding: Finding) -> Bool {
        failOn.fails(finding.severity)
    }

    /// Sets a level from the text `KIND=LEVEL`, e.g. `touchTarget=error`.
    public mutating func setLevel(fromFlag text: String) throws(ConfigurationError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw ConfigurationError(problem: "expected KIND=LEVEL (e.g. touchTarget=error), not \"\(text)\"")
        }
        let kindName = String(text[..<equals])
        let levelName = String(text[text.index(after: equals)...])
        let kind = try Self.parseKind(kindName, location: nil)
        levels[kind] = try Self.parseLevel(levelName, location: nil)
    }

    /// The kind named `name`, or an error that names the valid ones and the nearest.
    static func parseKind(_ name: String, location: ConfigurationError.Location?) throws(ConfigurationError) -> FindingKind {
        try parseName(name, as: "finding kind", location: location)
    }

    /// The level named `name`, or an error that names the valid ones.
    static func parseLevel(_ name: String, location: ConfigurationError.Location?) throws(ConfigurationError) -> SeverityLevel {
        try parseName(name, as: "severity", location: location)
    }

    /// The fail threshold named `name`, or an error that names the valid ones.
    package static func parseFailThreshold(_ name: String) throws(ConfigurationError) -> FailThreshold {
        try parseFailThreshold(name, location: nil)
    }

    static func parseFailThreshold(_ name: String, location: ConfigurationError.Location?) throws(ConfigurationError) -> FailThreshold {
        try parseName(name, as: "fail threshold", location: location)
    }

    /// The case of `Value` named `name`, or an error ("unknown severity "of"; did you mean "off"?
    /// (valid: …)") that names the nearest and the valid ones; `what` is the thing's name in it.
    static func parseName<Value: RawRepresentable & CaseIterable>(
        _ name: String, as what: String, location: ConfigurationError.Location?
    ) throws(ConfigurationError) -> Value where Value.RawValue == String {
        if let value = Value(rawValue: name) { return value }
        let names = Value.allCases.map(\.rawValue)
        throw ConfigurationError(
            problem: "unknown \(what) \"\(name)\"" + didYouMean(name, names) + " (valid: \(names.joined(separator: ", ")))",
            location: location)
    }

    /// `; did you mean "x"?` when a candidate is near `word`, else empty.
    static func didYouMean(_ word: String, _ candidates: [String]) -> String {
        guard let nearest = Suggestion.nearest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(nearest)\"?"
    }
}
