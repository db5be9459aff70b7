import TallyEngine
import TallySyntax
import TallyValues

extension HTMLReport {
    /// The months the page charts: each calendar month of the summary's
    /// period, in its currency; empty months after this one are left off,
    /// and so are the months before `firstDay` (the journal's first
    /// transaction: a journal begun in March draws no empty January and February).
    package static func months(_ figures: SummaryFigures, firstDay: Day?, today: Day) -> Result<[Flow.Period], ReportFailure> {
        var monthQuery = figures.query
        monthQuery.span = figures.span
        let monthSpans = CalendarPeriods.periods(covering: figures.span, interval: .monthly)
        let monthFlow = Flow(journal: figures.journal, query: monthQuery, spans: monthSpans, currency: figures.currency, tree: figures.tree)
        if let o = monthFlow.overflow { return .failure(.overflow(o)) }
        var months = monthFlow.periods
        let thisMonth = today.startOfMonth
        while let last = months.last, months.count > 1, let s = last.span.start, s > thisMonth, last.accounts.isEmpty { months.removeLast() }
        if let first = firstDay?.startOfMonth {
            while let head = months.first, months.count > 1, let end = head.span.end, end <= first { months.removeFirst() }
        }
        return .success(months)
    }
}
