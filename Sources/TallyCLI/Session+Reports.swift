import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

extension CommonOptions {
    /// Options of the reports that draw bars.
    static let chart: [OptionSpec] = [
        OptionSpec(names: ["--ascii"], takesValue: false, help: "draw bars with # instead of Unicode blocks"),
    ]

    /// The options of a report that draws bars (`summary`, `breakdown`,
    /// `trend`): the journal, the filters, the output format and currency,
    /// the report's `own`, then the chart's and the output's.
    static func chartReport(_ own: [OptionSpec]) -> [OptionSpec] {
        input + filters + format + exchange + own + chart + output
    }
}

extension Session {
    /// Whether the user chose dates with -p, -b or -e.
    var hasPeriodOption: Bool {
        arguments.value(.period) != nil || arguments.value(.begin) != nil || arguments.value(.end) != nil
    }

    /// The current calendar month, the default period of summaries.
    var thisMonth: DateSpan {
        let s = today.startOfMonth
        return DateSpan(start: s, end: s.adding(months: 1))
    }

    /// The query with `defaultSpan` when no dates were given, and any
    /// open end closed: a missing start at the first matching transaction,
    /// a missing end after the last one (or today, if later).
    func reportQuery(defaultSpan: DateSpan?) throws(CLIError) -> ReportQuery {
        var q = try query()
        if !hasPeriodOption, !q.datesFromQuery, let defaultSpan { q.span = defaultSpan }
        return q
    }

    /// The most periods a report lays out: a journal spanning centuries by
    /// day would otherwise take all memory.
    static let maximumPeriods = 5_000

    /// The journal for a report of one column or row per period, the
    /// conversion the period engine applies (at each period's end with
    /// `--value end`; see `valuing`), and its periods: the query's span,
    /// with open ends following the postings it matches, as hledger does.
    /// Too many periods is a usage error, printed.
    func periodJournal(query: ReportQuery, interval: Interval, anchor: Day?, historical: Bool = false)
        throws(CLIError) -> (journal: Journal, exchange: Exchange?, valuation: PeriodSums.Valuation?, periods: [DateSpan]) {
        let source = try forecastJournal(query: query)
        // A historical running total converts what comes before the start too.
        let (journal, exchange, valuation) = try valuing(source, query: historical ? Self.fromTheStart(query) : query,
                                                         periodEnd: valuationEnd(query, source), valueDay: Self.periodEndDay(interval, anchor))
        var span = query.span
        if span.start == nil || span.end == nil, let data = PeriodSums.dataSpan(journal: journal, query: query) {
            if span.start == nil { span.start = data.start }
            if span.end == nil { span.end = data.end }
        }
        // Balances valued at the end reach the last price too, as hledger's columns do.
        var atEnds = exchange?.timing == .end
        if exchange == nil, let v = valuation, case .periodEnd = v.when { atEnds = true }
        if query.span.end == nil, atEnds, let end = span.end, let last = Self.lastDate(source), last >= end {
            span.end = last.adding(days: 1)
        }
        var periods: [DateSpan] = []
        if let s = span.start, let e = span.end, s < e {
            try checkPeriodCount(span, interval)
            periods = PeriodSums.periods(span, interval: interval, anchor: anchor)
        }
        return (journal, exchange, valuation, periods)
    }

    /// With `--value end`, each posting valued on the last day of the
    /// period of `interval` that holds it.
    static func periodEndDay(_ interval: Interval, _ anchor: Day?) -> (Transaction, Exchange.Timing) -> Day {
        { t, timing in Exchange.valueDay(t.date, periodEnd: CalendarPeriods.period(containing: t.date, interval: interval, anchor: anchor).end, timing: timing) }
    }

    /// Throws a usage error when `span` cut into `interval` steps gives
    /// more than `maximumPeriods` periods.
    func checkPeriodCount(_ span: DateSpan, _ interval: Interval) throws(CLIError) {
        guard let s = span.start, let e = span.end else { return }
        let count: Int
        switch interval.unit {
        case .month, .year:
            // Counted on the calendar: 400 years are 4,800 months, not 5,218 of 28 days.
            let months = (e.year - s.year) * 12 + (e.month - s.month)
            count = months / max(interval.unit == .year ? 12 * interval.count : interval.count, 1) + 1
        case .day, .week:
            count = (e - s) / max(interval.days(monthDays: 28), 1) + 1
        }
        guard count > Self.maximumPeriods else { return }
        let m = messages()
        throw .usage(m.error(.tooManyPeriods, String(count), "\(s)", "\(e.adding(days: -1))"), hint: m.error(.hintTooManyPeriods))
    }

    /// Closes the open ends of `span`: the start at the journal's first
    /// transaction, the end after its last one or today, whichever is later
    /// (so a trend runs up to now, quiet months included).
    func bounded(_ span: DateSpan, _ journal: Journal) -> DateSpan {
        var s = span
        if s.start == nil { s.start = journal.transactions.first?.date ?? today }
        if s.end == nil { s.end = max(journal.transactions.last?.date ?? today, today, s.start ?? today).adding(days: 1) }
        return s
    }

    /// The one currency of the postings a report covers; a usage error
    /// when there are several.
    func reportCurrency(_ journal: Journal, query: ReportQuery, span: DateSpan, counts: @escaping (AccountID) -> Bool) throws(CLIError) -> CommodityID {
        switch ReportCurrency.find(journal, query: query, span: span, counts: counts) {
        case .success(let c): return c
        case .failure(let mixed): throw .usage(mixed.message, hint: mixed.hint)
        }
    }
}
