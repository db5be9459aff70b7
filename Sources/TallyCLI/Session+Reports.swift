import TallyEngine
import TallyReports
import TallyValues

extension CommonOptions {
    /// Options of the reports that draw bars.
    static let chart: [OptionSpec] = [
        OptionSpec(names: ["--ascii"], takesValue: false, help: "draw bars with # instead of Unicode blocks"),
    ]
}

extension Session {
    /// Whether the user chose dates with -p, -b or -e.
    var hasPeriodOption: Bool {
        arguments.value("--period") != nil || arguments.value("--begin") != nil || arguments.value("--end") != nil
    }

    /// The current calendar month, the default period of summaries.
    var thisMonth: DateSpan {
        let s = today.startOfMonth
        return DateSpan(start: s, end: s.adding(months: 1))
    }

    /// The query with `defaultSpan` when no dates were given, and any
    /// open end closed: a missing start at the first matching transaction,
    /// a missing end after the last one (or today, if later).
    func reportQuery(defaultSpan: DateSpan?) -> Result<ReportQuery, UsageError> {
        guard case .success(var q) = query() else { return query() }
        if !hasPeriodOption, let defaultSpan { q.span = defaultSpan }
        return .success(q)
    }

    /// Closes the open ends of `span`: the start at the journal's first
    /// transaction, the end after its last one or today, whichever is later
    /// (so a trend runs up to now, quiet months included).
    func bounded(_ span: DateSpan, _ journal: Journal) -> DateSpan {
        var s = span
        if s.start == nil { s.start = journal.transactions.first?.date ?? today }
        if s.end == nil { s.end = max(journal.transactions.last?.date ?? today, today, s.start!).adding(days: 1) }
        return s
    }

    /// The one currency of the postings a report covers, or the exit status
    /// after saying there are several.
    func reportCurrency(_ journal: Journal, query: ReportQuery, span: DateSpan, counts: @escaping (AccountID) -> Bool) -> (CommodityID?, Int32) {
        switch ReportCurrency.find(journal, query: query, span: span, counts: counts) {
        case .success(let c): return (c, ExitStatus.success)
        case .failure(let mixed): return (nil, usageError(mixed.message, hint: mixed.hint))
        }
    }
}
