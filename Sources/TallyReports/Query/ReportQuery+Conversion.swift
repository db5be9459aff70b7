import TallyEngine

extension ReportQuery {
    /// The postings a conversion into one currency touches: every posting
    /// the report could show, its `amt:` terms left out (the report then
    /// compares the converted amounts).
    package func convertible(in journal: Journal) -> (Posting, Transaction) -> Bool {
        var candidates = self
        candidates.terms.removeAll { term in
            if case .amount = term { return true }
            if case .not(.amount) = term { return true }
            return false
        }
        let matcher = Matcher(candidates, journal)
        return { p, t in matcher.matches(transaction: t) && matcher.matches(posting: p, in: t) }
    }
}
