import TallyEngine
import TallySyntax
import TallyValues

extension DateSpan {
    /// The span with its open ends closed for a report of flows: a missing
    /// start at the journal's first transaction, a missing end after its
    /// last one or `today`, whichever is later (so a trend runs up to now,
    /// quiet months included).
    package func closed(in journal: Journal, today: Day) -> DateSpan {
        var s = self
        if s.start == nil { s.start = journal.transactions.first?.date ?? today }
        if s.end == nil { s.end = max(journal.transactions.last?.date ?? today, today, s.start ?? today).adding(days: 1) }
        return s
    }
}
