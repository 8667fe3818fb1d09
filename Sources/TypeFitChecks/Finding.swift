import TypeFitDynamicType
import TypeFitJSON

/// One problem at one category: which element, what it needed, what it had, and what it shows.
public struct Finding: Sendable, Hashable {
    /// The spec file as given on the command line (or the spec's name when built in memory).
    public var spec: String
    /// The screen's name.
    public var screen: String
    /// The device the screen was laid out on.
    public var device: String
    public var category: ContentSizeCategory
    /// The locale the strings came from, when the run checks localisations.
    public var locale: String?
    public var kind: FindingKind
    public var severity: Severity
    /// The element's id, or its JSON path when it has none.
    public var element: String
    /// The second element of an overlap.
    public var otherElement: String?
    /// One sentence: what is wrong, with the numbers ("needs 214 pt, has 180 pt").
    public var message: String
    /// A suggested fix ("allow 2 lines or let the stack turn vertical at accessibility sizes").
    public var suggestion: String?
    /// The numbers behind the finding, in a stable order: needed, available, linesNeeded …
    public var numbers: [Number]
    /// What the element shows instead, e.g. the visible text with its "…".
    public var shownText: String?
    /// Where the element stands in the spec file.
    public var location: SourceLocation?
    /// The element's JSON path in the spec file.
    public var path: String?

    /// A named number behind a finding.
    public struct Number: Sendable, Hashable {
        public var name: String
        public var value: Double

        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    public init(spec: String, screen: String, device: String, category: ContentSizeCategory, locale: String? = nil,
                kind: FindingKind, severity: Severity, element: String, otherElement: String? = nil,
                message: String, suggestion: String? = nil, numbers: [Number] = [], shownText: String? = nil,
                location: SourceLocation? = nil, path: String? = nil) {
        self.spec = spec
        self.screen = screen
        self.device = device
        self.category = category
        self.locale = locale
        self.kind = kind
        self.severity = severity
        self.element = element
        self.otherElement = otherElement
        self.message = message
        self.suggestion = suggestion
        self.numbers = numbers
        self.shownText = shownText
        self.location = location
        self.path = path
    }

    /// The value of the number named `name`, if the finding has it.
    public func number(_ name: String) -> Double? {
        numbers.first { $0.name == name }?.value
    }

    /// The stable order of findings in every report: spec, device, locale, category, then the
    /// element's position in the file, kind, element names.
    package static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        precedes(a, b) ?? false
    }

    /// True when `a` comes before `b` in report order, false when after, nil when they tie.
    private static func precedes(_ a: Finding, _ b: Finding) -> Bool? {
        if a.spec != b.spec { return a.spec < b.spec }
        if a.device != b.device { return a.device < b.device }
        if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
        if a.category != b.category { return a.category < b.category }
        let offsetA = a.location?.offset ?? -1, offsetB = b.location?.offset ?? -1
        if offsetA != offsetB { return offsetA < offsetB }
        if a.kind != b.kind { return a.kind < b.kind }
        if a.element != b.element { return a.element < b.element }
        if (a.otherElement ?? "") != (b.otherElement ?? "") { return (a.otherElement ?? "") < (b.otherElement ?? "") }
        return nil
    }

    /// `findings` sorted by ``reportOrder(_:_:)``, stably: findings that tie keep their order.
    package static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            precedes(a.element, b.element) ?? (a.offset < b.offset)
        }.map(\.element)
    }
}
