import TallyEngine
import TallyReports
import TallyValues

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

    --forecast adds the occurrences of recurring rules that are not yet
    recorded, from today to the end of the period (or six months ahead, or
    --forecast=UNTIL); their descriptions start with ~, and CSV and JSON get
    a forecast field (true or false).
    """ + "\n\n" + QueryHelp.text
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.format + CommonOptions.exchange + [Session.forecastOption] + CommonOptions.output
    }

    static func run(_ session: inout Session) -> Int32 {
        let format: Session.OutputFormat
        let query: ReportQuery
        switch session.formatAndQuery() {
        case .success(let r): (format, query) = r
        case .failure(let f): return f.status
        }
        let journal: Journal, exchange: Exchange?
        switch session.reportJournal(query: query) {
        case .success(let r): (journal, exchange) = r
        case .failure(let f): return f.status
        }
        let report = RegisterReport(journal: journal, query: query)
        if let o = report.overflow { return session.overflowError(journal, o) }
        switch format {
        case .text: session.stdout.write(report.text(journal, style: session.textStyle))
        case .csv: session.stdout.write(report.csv(journal))
        case .json: session.stdout.write(report.json(journal))
        }
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
