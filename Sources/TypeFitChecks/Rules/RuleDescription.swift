import TypeFitDynamicType

/// What a kind of finding means, stated once, in the file of the rule that finds it: the kind,
/// the severity its findings get unless a configuration re-levels them, a one-sentence summary,
/// a paragraph on the usual fix, and an example from the screens in `Layouts/`.
///
/// The configuration's default levels, the severities the rules give, the SARIF rule metadata
/// and every other report text that explains a kind come from here; a test checks
/// `docs/findings.md` against it and the example against a check of `Layouts/`.
public struct RuleDescription: Sendable, Hashable {
    public var kind: FindingKind
    /// The severity the rule gives its findings: layout failures `error`, matters of judgement
    /// `warning`. (Findings the spec declares intended are `info` whatever the kind.)
    public var defaultSeverity: Severity
    /// One sentence: what a finding of this kind means.
    public var summary: String
    /// A paragraph on how such findings are usually fixed.
    public var help: String
    /// A finding of this kind that a check of `Layouts/` makes.
    public var example: Example

    /// A finding the rule makes on one of the screens in `Layouts/`.
    public struct Example: Sendable, Hashable {
        /// The spec's path from the repository's root, `Layouts/alert.broken.json`.
        public var spec: String
        public var element: String
        public var category: ContentSizeCategory
        /// The finding's message, exactly.
        public var message: String

        public init(spec: String, element: String, category: ContentSizeCategory, message: String) {
            self.spec = spec
            self.element = element
            self.category = category
            self.message = message
        }
    }

    public init(kind: FindingKind, defaultSeverity: Severity, summary: String, help: String, example: Example) {
        self.kind = kind
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.example = example
    }
}
