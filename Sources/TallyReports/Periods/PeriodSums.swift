import TallyEngine
import TallyValues

/// The one multi-period engine: the postings a query matches, summed per
/// period, per account and per commodity in one pass over the journal.
///
/// Balance (`-M/-Q/-Y/-W/-D`), register's summary postings, summary, trend,
/// breakdown and the HTML report (through `Flow`) read their numbers from it.
/// Conversion is chosen before: the journal passed in is already converted
/// (`Session.converting`), at each posting's date or at its period's end.
package struct PeriodSums: Sendable {
    /// The periods, in date order, not overlapping.
    package var periods: [DateSpan]
    /// Per period: each account's own postings.
    package var cells: [[AccountID: MixedAmount]]
    /// With `opening`: each account's postings before the first period
    /// (the balance the first period starts from).
    package var opening: [AccountID: MixedAmount] = [:]
    /// A sum left the range of exact amounts: the numbers must not be shown.
    package private(set) var overflowed = false

    /// Sums the postings of `journal` that `query` matches, dates included,
    /// into `periods` (a period may reach outside the query's dates).
    ///
    /// - Parameters:
    ///   - opening: also sum what comes before the first period, whatever
    ///     the query's start date.
    ///   - account: the row a posting's account counts in (`nil` leaves
    ///     the posting out), e.g. its ancestor at a depth limit.
    ///   - include: a further posting filter (a report's accounts or currency).
    /// - Complexity: one pass over the transactions, O(log periods) each.
    package init(journal: Journal, query: ReportQuery, periods: [DateSpan], opening: Bool = false,
                account: (AccountID) -> AccountID? = { $0 }, include: (Posting) -> Bool = { _ in true }) {
        self.periods = periods
        cells = Array(repeating: [:], count: periods.count)
        var unbounded = query
        unbounded.span = .unbounded
        let matcher = ReportQuery.Matcher(unbounded, journal)
        guard let first = periods.first?.start, let last = periods.last?.end else { return }
        for t in journal.transactions {
            let k: Int
            if t.date < first {
                guard opening else { continue }
                k = -1
            } else {
                guard t.date < last, query.span.contains(t.date), let found = Self.index(of: t.date, in: periods) else { continue }
                k = found
            }
            guard matcher.matches(transaction: t) else { continue }
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard include(p), matcher.matches(posting: p, in: t), let a = account(p.account) else { continue }
                if k < 0 {
                    self.opening[a, default: MixedAmount()].add(p.quantity, p.commodity)
                } else {
                    cells[k][a, default: MixedAmount()].add(p.quantity, p.commodity)
                }
            }
        }
        overflowed = cells.contains { $0.values.contains { $0.overflowed } } || self.opening.values.contains { $0.overflowed }
    }

    /// The period holding `day` (binary search), or `nil` in a gap.
    static func index(of day: Day, in periods: [DateSpan]) -> Int? {
        var lo = 0, hi = periods.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if let e = periods[mid].end, e <= day { lo = mid + 1 } else { hi = mid }
        }
        return lo < periods.count && periods[lo].contains(day) ? lo : nil
    }

    /// The accounts with postings in any period (or before them), by id.
    package var accounts: [AccountID] {
        var seen = Set(opening.keys)
        for c in cells { seen.formUnion(c.keys) }
        return seen.sorted()
    }

    /// The periods of `interval` that cover `span` (bounded): calendar
    /// periods, or periods counted from `anchor` (`every 2 weeks from …`).
    package static func periods(_ span: DateSpan, interval: Interval, anchor: Day? = nil) -> [DateSpan] {
        CalendarPeriods.periods(covering: span, interval: interval, anchor: anchor)
    }

    /// The first and last day with a posting `query` matches (its dates
    /// included), for reports whose columns follow the data; `nil` when none.
    package static func dataSpan(journal: Journal, query: ReportQuery) -> DateSpan? {
        let matcher = ReportQuery.Matcher(query, journal)
        var first: Day?, last: Day?
        for t in journal.transactions where matcher.matches(transaction: t) {
            guard t.postingIndices.contains(where: { matcher.matches(posting: journal.postings[$0], in: t) }) else { continue }
            if first.map({ t.date < $0 }) ?? true { first = t.date }
            if last.map({ t.date > $0 }) ?? true { last = t.date }
        }
        guard let first, let last else { return nil }
        return DateSpan(start: first, end: last.adding(days: 1))
    }
}
