/// Finds the closest of a set of known words to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    ///
    /// A candidate qualifies when it equals `word` ignoring case, or when their edit distance
    /// is at most a third of the longer word (and at least 1). Ties go to the earlier candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
            return sameLetters
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let limit = max(1, max(candidate.count, word.count) / 3)
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= limit else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions,
    /// substitutions and swaps of two neighbours (`veiw` is one edit from `view`), each
    /// character edited once (the optimal string alignment distance).
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs)
        let rhs = Array(rhs)
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
