import TallyLocale
import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

/// `tally due`: overdue and upcoming occurrences of recurring rules.
enum DueCommand: Command {
    static let name = "due"
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.within, value: "DAYS", help: "list what falls due in this many days: 7, 7d or 2w (default: each rule's reminder time)"),
            OptionSpec(.failOn, value: "WHEN", help: "overdue (default): exit 1 when something is overdue; upcoming: also exit 5 when something falls due within the reminder time; never: exit 0", choices: ["overdue", "upcoming", "never"]),
        ] + CommonOptions.format + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        var within: Int?
        if let text = session.arguments.value(.within) {
            guard let days = parseDays(text) else {
                throw session.usageError(LocalText(.withinNeedsDays, text))
            }
            within = days
        }
        let failOn = (session.arguments.value(.failOn) ?? "overdue").lowercased()
        guard ["overdue", "upcoming", "never"].contains(failOn) else {
            throw .usage(session.messages().text(.badFailOn, "overdue, upcoming, never", failOn))
        }
        let (format, _, journal) = try session.prepare(filters: false).parts
        let report = DueReport(journal: journal, today: session.today, within: within)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        printStrays(report, journal, session)
        session.write(format, text: report.text(journal, style: session.textStyle, messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal), fit: true)
        switch failOn {
        case "never": return ExitStatus.success
        case "upcoming" where !report.hasOverdue && report.hasUpcoming: return ExitStatus.upcoming
        default: return report.hasOverdue ? ExitStatus.failure : ExitStatus.success
        }
    }

    /// `7`, `7d`, `2w`: a number of days from 0 to 3660.
    static func parseDays(_ text: String) -> Int? {
        var t = text.lowercased()
        var factor = 1
        if t.hasSuffix("w") { factor = 7; t.removeLast() } else if t.hasSuffix("d") { t.removeLast() }
        // `n <= 3660 / factor`, not `n * factor <= 3660`: a huge count must not overflow.
        guard let n = Int(t), n >= 0, n <= 3660 / factor else { return nil }
        return n * factor
    }

    /// Warnings for tagged transactions that pay no occurrence.
    static func printStrays(_ report: DueReport, _ journal: Journal, _ session: Session) {
        guard !report.strays.isEmpty else { return }
        var warnings: [Diagnostic] = []
        for s in report.strays {
            let t = journal.transactions[s.transaction]
            let at = SourceLocation(file: t.file, range: TextRange(t.range.lowerBound, t.dateRange.upperBound))
            let d: Diagnostic
            if let k = s.rule {
                let rule = journal.recurringRules[k]
                d = Diagnostic(.warning, "unmatched-payment", LocalText(.unmatchedPayment, s.name, "\(rule.matchWindow)", "\(t.date)"),
                               at: at, hint: LocalText(.hintUnmatchedPayment))
            } else {
                let lowered = s.name.lowercased()
                // `recurring:Rent paid by check`: the value runs to a comma.
                let prefix = journal.recurringRules.map(\.name).filter { lowered.hasPrefix($0.lowercased() + " ") }.max { $0.count < $1.count }
                let close = Suggestions.closest(to: s.name, among: journal.recurringRules.map(\.name))
                let hint = prefix.map { LocalText(.hintRecurringComma, $0) }
                    ?? close.map { LocalText(.didYouMean, $0) } ?? LocalText(.hintRecurringName)
                d = Diagnostic(.warning, "unknown-recurring", LocalText(.unknownRecurring, s.name), at: at, hint: hint)
            }
            warnings.append(d)
        }
        session.printDiagnostics(warnings, files: journal.files)
    }
}
