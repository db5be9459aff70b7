import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `tally trend`: income, spending and net per period.
enum TrendCommand: Command {
    static let name = "trend"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.chartReport([
            OptionSpec(names: ["-D", "--daily"], takesValue: false, help: "one row per day"),
            OptionSpec(names: ["-W", "--weekly"], takesValue: false, help: "one row per week (Monday to Sunday)"),
            OptionSpec(names: ["-M", "--monthly"], takesValue: false, help: "one row per month (the default)"),
            OptionSpec(names: ["-Q", "--quarterly"], takesValue: false, help: "one row per quarter"),
            OptionSpec(names: ["-Y", "--yearly"], takesValue: false, help: "one row per year"),
            OptionSpec(names: ["--by"], takesValue: true, help: "'category': one column per top category", valueName: "WHAT",
                       choices: ["category"]),
        ])
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        // An interval comes from -D/-W/-M/-Q/-Y or from -p ('every 2 weeks in 2026').
        session.acceptsInterval = true
        let chosen = try BalanceCommand.chosenInterval(session)
        let (interval, anchor) = (chosen?.interval ?? .monthly, chosen?.anchor)
        var byCategory: CategoryTree.Kind?
        if let by = session.arguments.value(.by) {
            guard by.lowercased() == "category" else { throw session.usageError(LocalText(.byTakesCategory, by)) }
            byCategory = session.arguments.has(.income) ? .income : .expense
        }
        let (format, query, loaded) = try session.prepare().parts
        let span = session.bounded(query.span, loaded)
        try session.checkPeriodCount(span, interval)
        let spans = PeriodSums.periods(span, interval: interval, anchor: anchor)
        // With --value end each period is valued on its own last day.
        let (journal, exchange, valuation, tree, currency) = try session.flowInputs(loaded, query: query, span: span, valueDay: Session.periodEndDay(interval, anchor),
                                                                                   counts: { tree in { tree.kind(of: $0) != nil } })
        var flowQuery = query
        flowQuery.span = span
        let flow = Flow(journal: journal, query: flowQuery, spans: spans, currency: currency, tree: tree, valuation: valuation)
        try session.checkConverted(flow.unconverted, exchange, journal)
        // Without -p the title names the periods shown, not the journal's first and last day.
        let shown = session.hasPeriodOption ? span : DateSpan(start: spans.first?.start ?? span.start, end: spans.last?.end ?? span.end)
        var report = TrendReport(flow: flow, interval: interval, span: shown, byCategory: byCategory, tree: tree)
        report.valuationNote = ValuationNote(exchange)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        session.write(format, text: report.text(journal, style: session.textStyle, ascii: session.arguments.has(.ascii), messages: session.messages(journal)),
                      csv: report.csv(journal), json: report.json(journal), fit: true)
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
