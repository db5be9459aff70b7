import TallyEngine
import TallyReports

/// `tally categories`: the category tree with type, name, color and icon.
enum CategoriesCommand: Command {
    static let name = "categories"
    static let abstract = "show the category tree with type, display name, color and icon"
    static let usage = "tally categories [OPTIONS]"
    static let discussion = """
    Examples:
      tally categories -f household.ledger
      tally categories -O csv          # account,type,name,color,icon,declared

    A category is an expense or income account: anything under Expenses or
    Income, under an account declared with 'type:expense' or 'type:income',
    or declared with a 'category' line (which adds name, color and icon).
    Top-level accounts with postings but no type are no categories; each is
    reported as a warning.
    """
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.format + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let (format, _, journal) = try session.prepare(filters: false).parts
        let report = CategoriesReport(journal: journal)
        session.printReportDiagnostics(report.diagnostics, journal: journal)
        session.write(format, text: report.text(journal, style: session.textStyle, messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal))
        return ExitStatus.success
    }
}
