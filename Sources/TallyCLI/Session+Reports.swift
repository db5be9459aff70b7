import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

extension CommonOptions {
    /// Options of the reports that draw bars.
    static let chart: [OptionSpec] = [
        OptionSpec(.ascii, help: "draw bars with # instead of Unicode blocks"),
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

    /// The journal for a report of one column or row per period, the
    /// conversion the period engine applies (at each period's end with
    /// `--value end`; see `valuing`), and its periods
    /// (`ReportPeriods.periods`). Too many periods is a usage error.
    func periodJournal(query: ReportQuery, interval: Interval, anchor: Day?, historical: Bool = false)
        throws(CLIError) -> (valued: ValuedJournal, periods: [DateSpan]) {
        let source = try forecastJournal(query: query)
        // A historical running total converts what comes before the start too.
        let valued = try valuing(source, query: historical ? Self.fromTheStart(query) : query,
                                 periodEnd: valuationEnd(query, source), valueDay: Exchange.periodEndDay(interval, anchor))
        let periods = try built(ReportPeriods.periods(query: query, valued: valued, source: source, interval: interval, anchor: anchor), valued.journal)
        return (valued, periods)
    }

    /// Throws a usage error when `span` cut into `interval` steps gives
    /// more than `ReportPeriods.maximum` periods.
    func checkPeriodCount(_ span: DateSpan, _ interval: Interval) throws(CLIError) {
        if case .tooManyPeriods(let count, let span)? = ReportPeriods.checked(span, interval) { throw tooManyPeriods(count, span) }
    }

    /// Closes the open ends of `span` (`DateSpan.closed`).
    func bounded(_ span: DateSpan, _ journal: Journal) -> DateSpan { span.closed(in: journal, today: today) }
}
