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
            OptionSpec(.daily, short: "D", help: "one row per day"),
            OptionSpec(.weekly, short: "W", help: "one row per week (Monday to Sunday)"),
            OptionSpec(.monthly, short: "M", help: "one row per month (the default)"),
            OptionSpec(.quarterly, short: "Q", help: "one row per quarter"),
            OptionSpec(.yearly, short: "Y", help: "one row per year"),
            OptionSpec(.by, value: "WHAT", help: "'category': one column per top category", choices: ["category"]),
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
        // With --value end each period is valued on its own last day.
        let inputs = try session.flowInputs(loaded, query: query, span: span, valueDay: Exchange.periodEndDay(interval, anchor),
                                            counts: { tree in { tree.kind(of: $0) != nil } })
        let journal = inputs.journal, exchange = inputs.exchange
        // Without -p the title names the periods shown, not the journal's first and last day.
        let report = try session.built(TrendReport.build(inputs, query: query, span: span, interval: interval, anchor: anchor,
                                                         byCategory: byCategory, periodsShown: !session.hasPeriodOption), journal)
        session.write(format, text: report.text(journal, style: session.textStyle, ascii: session.arguments.has(.ascii), messages: session.messages(journal)),
                      csv: report.csv(journal), json: report.json(journal), fit: true)
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
