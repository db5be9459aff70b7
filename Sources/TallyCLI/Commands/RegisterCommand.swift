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
        let forecastEnd: Day?
        switch session.forecastEnd(query: query) {
        case .success(let d): forecastEnd = d
        case .failure(let e): return session.usageError(e.message, hint: e.hint)
        }
        // Taken out of the load result so the forecast can extend it in place.
        var loaded: Journal
        switch session.loadJournal() {
        case (let l?, _, _): loaded = l
        case (nil, let status, _): return status
        }
        session.addForecast(to: &loaded, until: forecastEnd)
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
