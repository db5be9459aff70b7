import TallyEngine
import TallyReports

/// `tally goals`: progress of savings goals.
enum GoalsCommand: Command {
    static let name = "goals"
    static let abstract = "show savings goals: saved, target, progress, monthly amount needed, projected date"
    static let usage = "tally goals [--today DATE] [-O csv|json] [-f FILE]"
    static let discussion = """
    Examples:
      tally goals -f household.ledger
      tally goals -O csv

    A goal's progress is the balance of its account (with subaccounts) on
    today's date, in the target's commodity; other commodities count at
    their latest price. The monthly amount is what is left divided over the
    calendar months to the goal's date, this month included, rounded up.
    The projected date continues the average change of the last 3 months,
    or since the journal began when it is younger (opening balances,
    transfers from an equity account, left out).
    """
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.format + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let (format, _, journal) = try session.prepare(filters: false).parts
        let report = GoalsReport(journal: journal, today: session.today)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        session.write(format, text: report.text(journal, style: session.textStyle, messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal))
        return ExitStatus.success
    }
}
