import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `tally balance`: account balances as a tree or flat.
enum BalanceCommand: Command {
    static let name = "balance"
    static let readsQuery = true
    static let mapsJournal = true
    static let aliases = ["bal"]
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.format + CommonOptions.exchange + [
            OptionSpec(.flat, help: "list accounts with their own balances, not a tree"),
            OptionSpec(.tree, help: "show the account tree with subtotals (the default)"),
            OptionSpec(.depth, value: "N", help: "show accounts down to this depth, summing deeper ones into them"),
            OptionSpec(.noTotal, help: "leave out the total line"),
            OptionSpec(.empty, short: "E", help: "show accounts whose balance is zero too"),
            Session.forecastOption, CommonOptions.related,
        ] + CommonOptions.lots + periodOptions + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        session.acceptsInterval = true
        session.valuesBalances = true
        session.keepsUnpriced = true
        if let chosen = try chosenInterval(session) { return try runPeriods(&session, interval: chosen.interval, anchor: chosen.anchor) }
        let columnsOnly = [Flag.cumulative, .historical, .rowTotal, .average, .transpose].filter { session.arguments.has($0) }.map(\.name)
        if let first = columnsOnly.first {
            throw session.usageError(LocalText(.needsColumns, first), hint: LocalText(.hintNeedsColumns))
        }
        let (format, query) = try session.formatAndQuery()
        var options = BalanceReport.Options()
        options.flat = session.arguments.has(.flat) || format == .csv
        options.showEmpty = session.arguments.has(.empty)
        options.exact = format != .text
        // Depth 0 is every account in one row (the journal is folded, `pivotedAccounts`).
        if let n = try session.depthOption(allowsZero: true), n > 0 { options.depth = n }
        if let d = query.depth, d > 0 { options.depth = min(options.depth ?? d, d) }
        let journal: Journal, exchange: Exchange?, report: BalanceReport
        if session.arguments.has(.forecast) {
            // The forecast parts are summed apart from the engine, so a converted copy serves both.
            (journal, exchange) = try session.reportJournal(query: query)
            options.collation = format == .text ? Collation(session.messages(journal).language) : .bytes
            report = BalanceReport(journal: journal, query: query, options: options)
        } else {
            let source = try session.forecastJournal(query: query)
            let valued = try session.valuing(source, query: query, periodEnd: session.valuationEnd(query, source), onePeriod: true)
            (journal, exchange) = (valued.journal, valued.exchange)
            options.collation = format == .text ? Collation(session.messages(journal).language) : .bytes
            report = BalanceReport(journal: journal, query: query, options: options, valuation: valued.valuation)
            try session.checkConverted(report.unconverted, exchange, journal)
        }
        if let o = report.overflow { throw session.overflowError(journal, o) }
        session.write(format, text: report.text(journal, style: session.textStyle, showTotal: !session.arguments.has(.noTotal), messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal), fit: true)
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
