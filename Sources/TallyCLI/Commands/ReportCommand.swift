import TallyEditing
import TallyEngine
import TallyLocale
import TallyReports
import TallySystem
import TallyValues

/// `tally report --html FILE`: one self-contained page with the figures and charts.
enum ReportCommand: Command {
    static let name = "report"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.exchange + [
            OptionSpec(.html, value: "FILE", help: "write the page to this file ('-' for standard output)"),
            OptionSpec(.title, value: "TEXT", help: "the page's heading (default: the journal's file name)"),
            CommonOptions.force,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        guard let path = session.arguments.value(.html), !path.isEmpty else {
            let m = session.messagesBeforeLoading()
            throw .usage(m.error(.reportNeedsHTML), hint: m.error(.hintReportHTML))
        }
        let yearStart = Day(proleptic: session.today.year, month: 1, day: 1)
        let prepared = try session.prepare(formats: [.text], defaultSpan: DateSpan(start: yearStart, end: yearStart.adding(months: 12)))
        let loaded = prepared.journal
        let figures = try session.summaryFigures(loaded, query: prepared.query, top: Int.max)
        try session.checkPeriodCount(figures.span, .monthly)
        let months = try session.built(HTMLReport.months(figures, firstDay: loaded.transactions.first?.date, today: session.today), figures.journal)
        let sources = loaded.files.filter { !$0.path.isEmpty }.prefix(3).map { PathFolder.name(of: $0.path) }
        let messages = session.messages(figures.journal)
        let title = session.arguments.value(.title) ?? messages.text(.reportTitle, sources.first ?? "journal")
        // Goals as of the period's last day when it is over (the day its
        // balances are shown on), else today: one date for the whole page.
        let goalsDay = min(session.today, figures.span.end.map { $0.adding(days: -1) } ?? session.today)
        let goals: [ProgressItem]
        switch PlanProgress.goals(figures.journal, today: goalsDay, prices: figures.prices, messages: session.messages(figures.journal)) {
        case .success(let items): goals = items
        case .failure(let failure): throw session.reportFailure(failure, figures.journal)
        }
        let page = HTMLReport(title: title, sources: Array(sources), summary: figures.report, months: months,
                              budgets: figures.report.budgets, goals: goals,
                              generated: session.today, version: TallyCLI.version, goalsDay: goalsDay,
                              messages: messages)
        if let o = page.overflow { throw session.overflowError(figures.journal, o) }
        let bytes = page.html(figures.journal)
        if path == "-" {
            session.stdout.write(bytes)
        } else if case .failure(let f) = OutputFileWriter.write(bytes, to: path, force: session.arguments.has(.force)) {
            session.stderr.write(messages.usageError("tally", f.text(messages)))
            return ExitStatus.failure
        } else {
            session.stdout.write(messages.text(.reportWrote, path) + "\n")
        }
        session.explain(figures.exchange, figures.journal, text: false)
        return ExitStatus.success
    }
}
