/// The kinds of finding: names users and CI configurations depend on, in the order reports list
/// them. What each means, its default severity and its usual fix are its rule's description
/// (``rule``), in the rule's file under `Rules/`.
public enum FindingKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case truncated, clipped, overlap, offscreen, squeezed, shrunk, fixedFont, touchTarget, hierarchy, missingGlyphs

    /// Position in the order above.
    package var rank: Int { Self.canonicalOrder.firstIndex(of: self) ?? 0 }

    /// The cases in declaration order, made once: `allCases` builds a new array at each use, and
    /// findings are sorted by kind.
    private static let canonicalOrder = allCases

    public static func < (a: FindingKind, b: FindingKind) -> Bool { a.rank < b.rank }
}
