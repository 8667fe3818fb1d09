/// A finding an element is meant to have: a marquee title cut on purpose, a subject line kept to
/// one line, a tab title that iOS never grows.
///
/// The author declares one with `"intended": {"truncated": "a one-line preview"}`; iOS's own
/// components declare the findings their design causes (a bar button that stops growing and
/// shows the Large Content Viewer instead). An intended finding is reported as information with
/// its reason, and never fails a check. It holds for the element it is on and everything inside it.
public struct DesignIntent: Sendable, Hashable {
    /// Who intends it.
    public enum Origin: String, Sendable, Hashable {
        /// The spec's author, with `intended`.
        case author
        /// iOS, by the design of one of its components.
        case system
    }

    /// The name of the finding kind (`truncated`), one of ``findingKinds``.
    public var kind: String
    /// Why: a sentence reports append to the finding's message.
    public var reason: String
    public var origin: Origin

    public init(kind: String, reason: String, origin: Origin) {
        self.kind = kind
        self.reason = reason
        self.origin = origin
    }

    /// The finding kinds an element may declare intended, in the order reports list them. The
    /// checks' `FindingKind` has the same names (a test holds them together).
    public static let findingKinds = ["truncated", "clipped", "overlap", "offscreen", "squeezed", "shrunk", "fixedFont",
                                      "touchTarget", "hierarchy", "missingGlyphs"]
}

/// What an element made by one of iOS's components is: the component and its part in it (the
/// navigation bar's back button). Findings on a part name it, and fix it with the component's own
/// fields only.
public struct ComponentPart: Sendable, Hashable {
    /// The component's element type as the spec writes it (`navigationBar`).
    public var component: String
    /// The part's role in it (`backButton`).
    public var role: String
    /// The fix a finding on the part suggests, in the component's own fields; nil for none.
    public var suggestion: String?

    public init(component: String, role: String, suggestion: String? = nil) {
        self.component = component
        self.role = role
        self.suggestion = suggestion
    }
}
