import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// One line per matching posting, in date order, with a running total.
package struct RegisterReport: Sendable {
    /// Indices into `Journal.postings`, in report order (4 bytes each:
    /// a report of every posting of a large journal holds millions).
    package var postings: [Int32]
    /// Where the running total first left the range of exact amounts: the
    /// rows from there on would be wrong, so the report must not be shown.
    package var overflow: SumOverflow?
    /// Where the running total starts: with `historical` (hledger's `-H`),
    /// the sum of the postings the query matches before its start date.
    package var opening = MixedAmount()

    package init(journal: Journal, query: ReportQuery, historical: Bool = false) {
        if historical, let start = query.span.start {
            var before = query
            before.span = DateSpan(start: nil, end: start)
            var sum = MixedAmount()
            _ = Self.matching(journal, before) { _, p in sum.add(p.quantity, p.commodity) }
            opening = sum
        }
        var total = opening
        var overflow: SumOverflow?
        postings = Self.matching(journal, query) { pi, p in
            total.add(p.quantity, p.commodity)
            if overflow == nil, total.overflowed { overflow = SumOverflow(commodity: p.commodity, posting: pi, subject: .overflowRunningTotal) }
        }
        self.overflow = overflow
    }

    /// The postings `query` matches, in report order; `each` is called with
    /// each one as it is found.
    static func matching(_ journal: Journal, _ query: ReportQuery, _ each: (Int, Posting) -> Void = { _, _ in }) -> [Int32] {
        let matcher = ReportQuery.Matcher(query, journal)
        var result: [Int32] = []
        for t in journal.transactions where matcher.matches(transaction: t) {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard matcher.matches(posting: p, in: t) else { continue }
                result.append(Int32(pi))
                each(pi, p)
            }
        }
        return result
    }

    /// Calls `body` for each row with the running total after it.
    package func forEachRow(_ journal: Journal, _ body: (Posting, Transaction, MixedAmount) -> Void) {
        var total = opening
        for pi in postings {
            let p = journal.postings[Int(pi)]
            total.add(p.quantity, p.commodity)
            body(p, journal.transactions[Int(p.transaction)], total)
        }
    }

    /// The description as the text report shows it: forecast rows start with `~ `.
    static func description(of t: Transaction, _ journal: Journal) -> String {
        journal.isForecast(t) ? "~ " + journal.description(of: t) : journal.description(of: t)
    }

    static func statusText(_ s: Status) -> String {
        switch s {
        case .cleared: return "*"
        case .pending: return "!"
        case .unmarked: return ""
        }
    }
}
