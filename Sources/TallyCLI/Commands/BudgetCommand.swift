import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `tally budget`: each budget's period with what was budgeted, carried,
/// spent and left.
enum BudgetCommand: Command {
    static let name = "budget"
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters.filter { ["--begin", "--end", "--period"].contains($0.key) } + [
            OptionSpec(.monthly, short: "M", help: "add up periods per calendar month"),
            OptionSpec(.quarterly, short: "Q", help: "add up periods per calendar quarter"),
            OptionSpec(.yearly, short: "Y", help: "add up periods per calendar year"),
            Session.forecastOption,
        ] + CommonOptions.format + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        var options = BudgetReport.Options()
        options.window = try session.reportWindow()
        let groupings = [(Flag.monthly, Interval.monthly), (.quarterly, .quarterly), (.yearly, .yearly)]
            .filter { session.arguments.has($0.0) }
        if groupings.count > 1 { throw session.usageError(LocalText(.giveOnlyOneGrouping)) }
        options.grouping = groupings.first?.1
        options.accountPatterns = session.arguments.positional
        var window = ReportQuery(today: session.today)
        window.span = options.window ?? .unbounded
        let forecastEnd = try session.forecastEnd(query: window)
        var (format, _, journal) = try session.prepare(filters: false).parts
        var report = try session.built(BudgetReport.checked(journal, today: session.today, options: options), journal)
        if forecastEnd != nil {
            let actual = report
            session.addForecast(to: &journal, until: forecastEnd)
            // Another journal: its forecast postings bring their own costs (rates) and
            // spending, so its prices and ledger are its own.
            report = BudgetReport(journal: journal, today: session.today, options: options).markingForecast(against: actual)
        }
        session.printReportDiagnostics(report.diagnostics, journal: journal)
        if report.hasErrors { return ExitStatus.failure }
        session.write(format, text: report.text(journal, style: session.textStyle, messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal), fit: true)
        return ExitStatus.success
    }
}
