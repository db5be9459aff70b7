import TallyEngine
import TallyReports

/// `tally register`: postings with a running total.
enum RegisterCommand: Command {
    static let name = "register"
    static let aliases = ["reg"]
    static let abstract = "list postings with a running total"
    static let usage = "tally register [OPTIONS] [QUERY…]"
    static let discussion = """
    Examples:
      tally reg -f household.ledger expenses -p 2026-11
      tally reg checking --cleared -O csv    # date,status,code,description,account,commodity,amount,total

    Long descriptions and account names are shortened to fit the terminal
    (COLUMNS, else the terminal's width, else 80 columns).
    """ + "\n\n" + QueryHelp.text
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.format + CommonOptions.exchange + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        let format: Session.OutputFormat
        switch session.outputFormat() {
        case .success(let f): format = f
        case .failure(let e): return session.usageError(e.message, hint: e.hint)
        }
        let query: ReportQuery
        switch session.query() {
        case .success(let q): query = q
        case .failure(let e): return session.usageError(e.message, hint: e.hint)
        }
        let (loaded, status, _) = session.loadJournal()
        guard let loaded else { return status }
        let (converted, exchange, conversionStatus) = session.converting(loaded, query: query, periodEnd: session.valuationEnd(query))
        guard let journal = converted else { return conversionStatus }
        let report = RegisterReport(journal: journal, query: query)
        switch format {
        case .text: session.stdout.write(report.text(journal, style: session.textStyle))
        case .csv: session.stdout.write(report.csv(journal))
        case .json: session.stdout.write(report.json(journal))
        }
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
