/// "Did you mean" suggestions by edit distance.
package enum Suggestions {
    /// Words longer than this get no suggestion: comparing them with every
    /// candidate would cost more than the hint is worth on hostile input.
    static let longestWord = 64

    /// The candidate closest to `word` (case-insensitive), if close enough;
    /// of equally close ones, the first in sorted order.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard w.count <= longestWord else { return nil }
        let limit = max(2, w.count / 3)
        var best: (String, Int)?
        for c in candidates {
            // A scalar is 1 to 4 UTF-8 bytes: the byte count rules most names out without decoding them.
            let bytes = c.utf8.count
            guard bytes + limit >= w.count, bytes <= 4 * (w.count + limit) else { continue }
            let scalars = c.unicodeScalars
            // The distance is at least the difference in length.
            guard abs(scalars.count - w.count) <= limit else { continue }
            guard let d = distance(w, Array(c.lowercased().unicodeScalars), atMost: limit) else { continue }
            if let (b, bd) = best, d > bd || (d == bd && b <= c) { continue }
            best = (c, d)
        }
        return best?.0
    }

    /// Edits (insert, delete, replace, swap two neighbours) between two
    /// names, by Unicode scalar: `Fodo` is one edit from `Food`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        return distance(x, y, atMost: max(x.count, y.count)) ?? max(x.count, y.count)
    }

    /// The edit distance, or nil once it must exceed `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMin = 0
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMin = min(rowMin, current[j])
            }
            // A swap reaches back two rows: only two rows over the limit end it.
            if rowMin > limit && previousMin > limit { return nil }
            previousMin = rowMin
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
