/// Finds the name the user probably meant, for "did you mean …?" messages.
///
/// Used for unknown content size categories and text styles, and by the spec decoder for
/// misspelt keys. Distances are Levenshtein edit distances (insert, delete or substitute one
/// character) computed case-insensitively on Unicode scalars.
public enum Suggestion {
    /// The candidate nearest to `word`, or nil when none is close enough.
    ///
    /// A candidate is close enough when its distance is at most `maximumDistance`, which
    /// defaults to a third of the word's length (at least 2). Ties go to the earlier candidate,
    /// so the result is deterministic. Complexity: O(n · m) per candidate.
    public static func nearest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let limit = maximumDistance ?? max(2, word.unicodeScalars.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            guard distance <= limit else { continue }
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The case-insensitive Levenshtein distance between two strings.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let left = Array(a.lowercased().unicodeScalars)
        let right = Array(b.lowercased().unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
