/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The candidate closest to `word` (case-insensitive), if close enough.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for c in candidates.sorted() {
            let d = distance(w, Array(c.lowercased().unicodeScalars))
            if d <= max(2, w.count / 3), d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance between two names, by Unicode scalar.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
