import TallyEngine
import TallyImport
import TallyLocale

/// A statement's currencies as the journal writes them: `45.000đ` in a
/// journal of VND is VND, `12,50 zł` in one of PLN is PLN (the journal's
/// `spellings:`, then the table of currency names; grammar.md §14.2, §18.4).
/// A currency the journal does not use yet is written by its ISO code; a
/// `¥` the journal cannot tell (it uses neither yuan nor yen) as written,
/// and one it uses both of is refused.
package enum ImportSpelling {
    /// Rewrites every amount's commodity in `rows`; the message for the
    /// first one that could be either of two currencies (`¥`), if any.
    package static func respell(_ rows: inout [ImportedTransaction], in journal: Journal, _ m: Messages) -> String? {
        var problem: String?
        var known: [String: String] = [:]
        func spelled(_ c: String) -> String {
            guard !c.isEmpty, journal.commodities.lookup(c) == nil else { return c }
            if let written = known[c] { return written }
            let written = reading(c)
            known[c] = written
            return written
        }
        func reading(_ c: String) -> String {
            switch journal.currency(typed: c) {
            case .commodity(let s): return s
            case .newCode(let code): return code
            case .ambiguous(_, inJournal: false):
                // `¥` into a journal of neither yuan nor yen: kept as the statement writes it.
                return c
            case .ambiguous(let codes, inJournal: true):
                if problem == nil { problem = m.error(.currencyAmbiguous, c, codes[0], codes.count > 1 ? codes[1] : "") }
                return c
            case .unknown: return c
            }
        }
        for t in rows.indices {
            for p in rows[t].postings.indices {
                if var a = rows[t].postings[p].amount {
                    a.commodity = spelled(a.commodity)
                    if var cost = a.cost { cost.commodity = spelled(cost.commodity); a.cost = cost }
                    rows[t].postings[p].amount = a
                }
                if var b = rows[t].postings[p].balance {
                    b.commodity = spelled(b.commodity)
                    rows[t].postings[p].balance = b
                }
            }
        }
        return problem
    }
}
