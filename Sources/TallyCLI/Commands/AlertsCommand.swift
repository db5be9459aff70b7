import TallyEngine
import TallyReports
import TallyValues

/// `tally alerts`: what needs attention today, with an exit status scripts
/// can act on.
enum AlertsCommand: Command {
    static let name = "alerts"
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.failOn, value: "LEVEL", help: "warn (default): exit 1 or 3; over: exit 3 only when exceeded; upcoming: as warn, and exit 5 when only a bill is coming up; never: exit 0", choices: ["warn", "over", "upcoming", "never"]),
        ] + CommonOptions.format + CommonOptions.output
    }

    /// The journal could not be read or has errors.
    static let journalErrorStatus: Int32 = 4

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let failOn = (session.arguments.value(.failOn) ?? "warn").lowercased()
        guard ["warn", "over", "upcoming", "never"].contains(failOn) else {
            throw .usage(session.messages().text(.badFailOn, "warn, over, upcoming, never", failOn))
        }
        let format: Session.OutputFormat, journal: Journal
        do throws(CLIError) {
            (format, _, journal) = try session.prepare(formats: [.text, .json], filters: false).parts
        } catch .exit {
            return journalErrorStatus
        }
        let messages = session.messages(journal)
        let gathered = AlertSources.gather(journal: journal, today: session.today, messages: messages)
        session.printReportDiagnostics(gathered.diagnostics, journal: journal)
        if gathered.hasErrors { return journalErrorStatus }
        let level = gathered.level
        let exit: Int32
        switch failOn {
        case "never": exit = 0
        case "over": exit = level == .exceeded ? level.rawValue : 0
        case "upcoming": exit = level == .info && gathered.hasUpcoming ? ExitStatus.upcoming : level.rawValue
        default: exit = level.rawValue
        }
        switch format {
        case .json: session.stdout.write(AlertWriters.json(gathered.alerts, today: session.today, status: exit))
        default: session.stdout.write(session.fitted(AlertWriters.text(gathered.alerts, today: session.today, style: session.textStyle, messages: messages)))
        }
        return exit
    }
}
