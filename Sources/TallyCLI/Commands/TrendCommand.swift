import TallyEngine
import TallyReports
import TallyValues

/// `tally trend`: income, spending and net per period.
enum TrendCommand: Command {
    static let name = "trend"
    static let abstract = "show income, spending and net per day, week, month, quarter or year"
    static let usage = "tally trend [--daily|--weekly|--monthly|--quarterly|--yearly] [--by category] [-p PERIOD] [OPTIONS] [QUERY…]"
    static let discussion = """
    Examples:
      tally trend -f household.ledger                  # by month, over the whole journal
      tally trend --weekly -p 2026Q1 --ascii
      tally trend -p 'every 2 weeks from 2026-01-05 to 2026-04'
      tally trend --by category -p 2026 -O csv         # period,start,end,commodity,<category…>,total

    Every period of the report appears, also those with nothing in them.
    Without -p the report runs from the journal's first transaction to its
    last. The bar shows each period's spending; with --by category there is
    one column per top category instead (spending, or income with --income),
    and the smallest fold into Other when the terminal is too narrow.
    """ + "\n\n" + QueryHelp.text
    static let intervals: [(option: String, interval: Interval)] = [
        ("--daily", .daily), ("--weekly", .weekly), ("--monthly", .monthly), ("--quarterly", .quarterly), ("--yearly", .yearly),
    ]
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.format + CommonOptions.exchange + [
            OptionSpec(names: ["-D", "--daily"], takesValue: false, help: "one row per day"),
            OptionSpec(names: ["-W", "--weekly"], takesValue: false, help: "one row per week (Monday to Sunday)"),
            OptionSpec(names: ["-M", "--monthly"], takesValue: false, help: "one row per month (the default)"),
            OptionSpec(names: ["-Q", "--quarterly"], takesValue: false, help: "one row per quarter"),
            OptionSpec(names: ["-Y", "--yearly"], takesValue: false, help: "one row per year"),
            OptionSpec(names: ["--by"], takesValue: true, help: "'category': one column per top category", valueName: "WHAT",
                       choices: ["category"]),
        ] + CommonOptions.chart + CommonOptions.output
    }

    static func run(_ session: inout Session) -> Int32 {
        let format: Session.OutputFormat
        switch session.outputFormat() {
        case .success(let f): format = f
        case .failure(let e): return session.usageError(e.message, hint: e.hint)
        }
        // An interval comes from -D/-W/-M/-Q/-Y or from -p ('every 2 weeks in 2026').
        session.acceptsInterval = true
        let interval: Interval, anchor: Day?
        switch BalanceCommand.chosenInterval(session) {
        case .failure(let e): return session.usageError(e.message, hint: e.hint)
        case .success(let chosen): (interval, anchor) = (chosen?.interval ?? .monthly, chosen?.anchor)
        }
        var byCategory: CategoryTree.Kind?
        if let by = session.arguments.value("--by") {
            guard by.lowercased() == "category" else { return session.usageError("--by takes 'category', found '\(by)'") }
            byCategory = session.arguments.has("--income") ? .income : .expense
        }
        let query: ReportQuery
        switch session.reportQuery(defaultSpan: nil) {
        case .success(let q): query = q
        case .failure(let e): return session.usageError(e.message, hint: e.hint)
        }
        let (loaded, status, _) = session.loadJournal()
        guard let loaded else { return status }
        let span = session.bounded(query.span, loaded)
        // Conversion changes amounts, never accounts: one tree serves before and after.
        let tree = CategoryTree(journal: loaded)
        if let status = session.tooManyPeriods(span, interval) { return status }
        let spans = PeriodSums.periods(span, interval: interval, anchor: anchor)
        let (converted, exchange, conversionStatus) = session.converting(loaded, query: query, periodEnd: span.end,
                                                                         scopes: [(span, { tree.kind(of: $0) != nil })]) { t, timing in
            // With --value end each period is valued on its own last day.
            Exchange.valueDay(t.date, periodEnd: CalendarPeriods.period(containing: t.date, interval: interval, anchor: anchor).end, timing: timing)
        }
        guard let journal = converted else { return conversionStatus }
        session.warnUntypedAccounts(journal)
        let (found, currencyStatus) = session.reportCurrency(journal, query: query, span: span) { tree.kind(of: $0) != nil }
        guard let found else { return currencyStatus }
        let currency = exchange?.target ?? found
        var flowQuery = query
        flowQuery.span = span
        let flow = Flow(journal: journal, query: flowQuery, spans: spans, currency: currency, tree: tree)
        // Without -p the title names the periods shown, not the journal's first and last day.
        let shown = session.hasPeriodOption ? span : DateSpan(start: spans.first?.start ?? span.start, end: spans.last?.end ?? span.end)
        let report = TrendReport(flow: flow, interval: interval, span: shown, byCategory: byCategory, tree: tree)
        if let o = report.overflow { return session.overflowError(journal, o) }
        switch format {
        case .text: session.stdout.write(report.text(journal, style: session.textStyle, ascii: session.arguments.has("--ascii"),
                                                     messages: session.messages(journal)))
        case .csv: session.stdout.write(report.csv(journal))
        case .json: session.stdout.write(report.json(journal))
        }
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
