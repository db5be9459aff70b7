import TallyEngine
import TallySyntax
import TallyValues

/// The periods a report lays out, one column or row each.
package enum ReportPeriods {
    /// The most periods a report lays out: a journal spanning centuries by
    /// day would otherwise take all memory.
    package static let maximum = 5_000

    /// How many periods of `interval` `span` holds, counted without laying
    /// them out (months and years on the calendar: 400 years are 4,800
    /// months, not 5,218 of 28 days).
    package static func count(_ span: DateSpan, _ interval: Interval) -> Int {
        guard let s = span.start, let e = span.end else { return 0 }
        switch interval.unit {
        case .month, .year:
            let months = (e.year - s.year) * 12 + (e.month - s.month)
            return months / max(interval.unit == .year ? 12 * interval.count : interval.count, 1) + 1
        case .day, .week:
            return (e - s) / max(interval.days(monthDays: 28), 1) + 1
        }
    }

    /// `span` cut into `interval` steps from `anchor`, or too many of them.
    package static func periods(_ span: DateSpan, interval: Interval, anchor: Day?) -> Result<[DateSpan], ReportFailure> {
        if let failure = checked(span, interval) { return .failure(failure) }
        return .success(PeriodSums.periods(span, interval: interval, anchor: anchor))
    }

    /// The failure of a span of more than `maximum` periods, if it is one.
    package static func checked(_ span: DateSpan, _ interval: Interval) -> ReportFailure? {
        let n = count(span, interval)
        return n > maximum ? .tooManyPeriods(n, span) : nil
    }

    /// The periods of a report of one column or row per period of
    /// `interval`: the query's span, with open ends following the postings
    /// it matches in `valued`, as hledger does; balances valued at the end
    /// reach the last price or transaction of `source` too, as hledger's
    /// columns do. Empty when the span is.
    package static func periods(query: ReportQuery, valued: ValuedJournal, source: Journal, interval: Interval, anchor: Day?)
        -> Result<[DateSpan], ReportFailure> {
        var span = query.span
        if span.start == nil || span.end == nil, let data = PeriodSums.dataSpan(journal: valued.journal, query: query) {
            if span.start == nil { span.start = data.start }
            if span.end == nil { span.end = data.end }
        }
        var atEnds = valued.exchange?.timing == .end
        if valued.exchange == nil, let v = valued.valuation, case .periodEnd = v.when { atEnds = true }
        if query.span.end == nil, atEnds, let end = span.end, let last = MarketAndCost.latestDate(source), last >= end {
            span.end = last.adding(days: 1)
        }
        guard let s = span.start, let e = span.end, s < e else { return .success([]) }
        return periods(span, interval: interval, anchor: anchor)
    }
}
