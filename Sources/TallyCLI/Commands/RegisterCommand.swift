import TallyEngine
import TallyReports

/// `tally register`: postings with a running total.
enum RegisterCommand: Command {
    static let name = "register"
    static let aliases = ["reg"]
    static let abstract = "list postings with a running total"
    static let usage = "tally register [OPTIONS] [ACCOUNT-PATTERN…] [desc:TEXT]"
    static let discussion = """
    Examples:
      tally reg -f household.ledger expenses -p 2026-11
      tally reg checking --cleared -O csv    # date,status,code,description,account,commodity,amount,total

    Long descriptions and account names are shortened to fit the terminal
    (COLUMNS, else the terminal's width, else 80 columns).
    """
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.format + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        let journal: Journal, query: ReportQuery, format: Session.OutputFormat
        switch session.prepareReport(formats: [.text, .csv, .json]) {
        case .success(let r): (journal, query, format) = r
        case .failure(let f): return f.status
        }
        let report = RegisterReport(journal: journal, query: query)
        switch format {
        case .text: session.stdout.write(report.text(journal, style: session.textStyle))
        case .csv: session.stdout.write(report.csv(journal))
        case .json: session.stdout.write(report.json(journal))
        }
        return ExitStatus.success
    }
}
