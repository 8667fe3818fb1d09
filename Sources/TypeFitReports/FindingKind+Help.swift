import TypeFitChecks

/// What each kind of finding means and how it is usually fixed: SARIF rule descriptions and help.
extension FindingKind {
    /// The rule's display name, `Truncated`, `TouchTarget`.
    public var ruleName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// One sentence: what the finding means.
    public var summary: String {
        switch self {
        case .truncated: "Text needs more lines or width than it gets and shows an ellipsis or loses lines."
        case .clipped: "Content is cut off by a container that clips, or text lines do not fit a fixed height."
        case .overlap: "Two visible elements that are not meant to overlap intersect."
        case .offscreen: "Content lies outside the screen's safe area and cannot be reached by scrolling."
        case .shrunk: "minimumScaleFactor made text smaller than the content size category asks for."
        case .fixedFont: "Text whose size does not follow Dynamic Type."
        case .touchTarget: "An interactive element is smaller than the minimum touch target (44 × 44 pt by default)."
        case .hierarchy: "A text style meant to be larger renders smaller than one meant to be smaller."
        case .missingGlyphs: "The text contains characters that no configured font can draw."
        }
    }

    /// A paragraph on how such findings are usually fixed.
    public var help: String {
        switch self {
        case .truncated:
            "Let the label wrap (numberOfLines = 0 or a larger line limit), let its stack turn vertical at "
                + "accessibility sizes, or give it the width it needs. If the truncation is intended, declare it "
                + "in the spec (truncationIntended) and it is reported as information."
        case .clipped:
            "Remove the fixed height or make it grow with the content (a self-sizing cell, a height that scales "
                + "with @ScaledMetric), or stop the container from clipping."
        case .overlap:
            "Let the layout make room as text grows: constrain the elements to each other instead of to fixed "
                + "positions, or stack them vertically at accessibility sizes."
        case .offscreen:
            "Put the content in a scroll view, or let the screen scroll, so that every control stays reachable "
                + "at large text sizes."
        case .shrunk:
            "Shrinking text defeats Dynamic Type. Allow more lines or more width instead of a minimumScaleFactor."
        case .fixedFont:
            "Use a text style (UIFont.preferredFont(forTextStyle:), .font(.body)) or scale a custom font with "
                + "UIFontMetrics / relativeTo: so the text follows the person's chosen size."
        case .touchTarget:
            "Give the control at least 44 × 44 pt of hit area: padding, a minimum size, or a larger content inset."
        case .hierarchy:
            "Do not cap a larger style below a smaller one: remove the dynamicTypeSize limit on the heading, or "
                + "apply the same limit to the text it must stay above."
        case .missingGlyphs:
            "Add a font that covers these characters to the font configuration, or fall back to the system font."
        }
    }
}

extension SeverityLevel {
    /// The SARIF `level` of this severity level: error, warning, note, or none when off.
    var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        case .off: "none"
        }
    }
}

extension Severity {
    /// The SARIF `level`: error, warning or note.
    var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
