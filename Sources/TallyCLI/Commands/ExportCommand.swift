import TallyEngine
import TallyReports

/// `tally export`: every matching posting as CSV, TSV or JSON.
enum ExportCommand: Command {
    static let name = "export"
    static let abstract = "write every matching posting as CSV, TSV or JSON for spreadsheets and other programs"
    static let usage = "tally export [-O csv|tsv|json] [-X CUR] [OPTIONS] [QUERY…]"
    static let discussion = """
    Examples:
      tally export -f household.ledger > postings.csv
      tally export -p 2026 --expenses -O tsv
      tally export -X EUR tag:trip -O json

    Columns: date,status,code,description,payee,note,account,category,type,
    amount,commodity,converted_amount,converted_commodity,tags,file,line.
    Dates are ISO (2026-03-01); amounts are plain decimals with '.' and no
    digit groups; the commodity has its own column; the converted columns
    are filled with -X. Text that a spreadsheet would run as a formula
    (starting with =, +, @, a tab, a carriage return, or - when not a
    number) is written with a ' in front.
    """ + "\n\n" + QueryHelp.text
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(names: ["-O", "--output-format"], takesValue: true, help: "csv (default), tsv or json", valueName: "FORMAT",
                       choices: ["csv", "tsv", "json"]),
        ] + CommonOptions.exchange + CommonOptions.output
    }

    static func run(_ session: inout Session) -> Int32 {
        let format = (session.arguments.value("--output-format") ?? "csv").lowercased()
        guard ["csv", "tsv", "json"].contains(format) else {
            return session.usageError("export writes csv, tsv or json, not '\(format)'", hint: "use -O csv, -O tsv or -O json")
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
        let report = ExportReport(journal: journal, query: query)
        let other = exchange == nil ? nil : journal
        let out = session.stdout
        report.write(format == "json" ? .json : (format == "tsv" ? .tsv : .csv), original: loaded, converted: other) { out.write($0) }
        session.explain(exchange, journal, text: false)
        return ExitStatus.success
    }
}
