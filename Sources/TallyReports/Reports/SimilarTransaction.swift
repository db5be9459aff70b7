import TallyEngine

/// `print --match DESC`: the transaction whose description is most like
/// DESC, scored as hledger scores it (its `compareDescriptions`): the
/// descriptions in lower case without digits, each word cut into its pairs
/// of adjacent letters, and the score twice the pairs in common over all
/// pairs. The best score wins, then the latest date, then the first entry.
package enum SimilarTransaction {
    /// A score as a fraction, compared exactly.
    struct Score: Comparable {
        var common: Int
        var total: Int
        static func < (a: Score, b: Score) -> Bool { a.common * b.total < b.common * a.total }
        static func == (a: Score, b: Score) -> Bool { a.common * b.total == b.common * a.total }
    }

    /// The index in `journal.transactions` of the best match among those
    /// the query selects, or `nil` when no description shares a letter pair.
    package static func best(_ journal: Journal, query: ReportQuery, like description: String) -> Int? {
        let wanted = pairs(description)
        let matcher = ReportQuery.Matcher(query, journal)
        var best: (score: Score, index: Int)?
        for (i, t) in journal.transactions.enumerated() where matcher.matches(transaction: t) {
            guard t.postingIndices.contains(where: { matcher.matches(posting: journal.postings[$0], in: t) }) else { continue }
            let score = Self.score(wanted, pairs(journal.description(of: t)))
            guard score.common > 0 else { continue }
            if let b = best, score < b.score || (score == b.score && t.date <= journal.transactions[b.index].date) { continue }
            best = (score, i)
        }
        return best?.index
    }

    /// Each word's pairs of adjacent characters, lower case, digits dropped.
    static func pairs(_ text: String) -> [[Character]] {
        let simple = text.lowercased().filter { !$0.isASCII || !$0.isNumber }
        return simple.split(whereSeparator: { $0 == " " || $0 == "\t" }).flatMap { word -> [[Character]] in
            let letters = Array(word)
            return letters.count < 2 ? [] : (0..<letters.count - 1).map { [letters[$0], letters[$0 + 1]] }
        }
    }

    /// Pairs of `a` also in `b` (each of `a`'s counted, as hledger's list
    /// intersection counts them), twice, over the pairs of both.
    static func score(_ a: [[Character]], _ b: [[Character]]) -> Score {
        if a.isEmpty && b.isEmpty { return Score(common: 1, total: 1) }
        let inB = Set(b.map { String($0) })
        let common = a.filter { inB.contains(String($0)) }.count
        return Score(common: 2 * common, total: a.count + b.count)
    }
}
