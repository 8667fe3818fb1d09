/// How much a finding matters. `info` is for what the author declared intended
/// (truncation marked `truncationIntended`): reported, never failing.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info, warning, error

    /// Position in the order info < warning < error.
    package var rank: Int { Self.canonicalOrder.firstIndex(of: self) ?? 0 }

    /// The cases in declaration order, made once (`allCases` builds a new array at each use).
    private static let canonicalOrder = allCases

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
