import TallyEngine
import TallyReports

/// `tally goals`: progress of savings goals.
enum GoalsCommand: Command {
    static let name = "goals"
    static let mapsJournal = true
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.format + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let (format, _, journal) = try session.prepare(filters: false).parts
        let report = GoalsReport(journal: journal, today: session.today)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        session.write(format, text: report.text(journal, style: session.textStyle, messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal), fit: true)
        return ExitStatus.success
    }
}
