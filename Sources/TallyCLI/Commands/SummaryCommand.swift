import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `tally summary`: the dashboard of one period.
enum SummaryCommand: Command {
    static let name = "summary"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.chartReport([
            OptionSpec(.top, value: "N", help: "how many categories to list (default 5)"),
        ])
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        var top = 5
        if let t = session.arguments.value(.top) {
            guard let n = Int(t), n >= 0 else { throw session.usageError(LocalText(.topNeedsNumber, t)) }
            top = n
        }
        let prepared = try session.prepare(defaultSpan: session.thisMonth)
        let format = prepared.format
        let figures = try session.summaryFigures(prepared.journal, query: prepared.query, top: top)
        session.write(format, text: figures.report.text(figures.journal, style: session.textStyle, ascii: session.arguments.has(.ascii),
                                                        messages: session.messages(figures.journal)),
                      csv: figures.report.csv(figures.journal), json: figures.report.json(figures.journal), fit: true)
        session.explain(figures.exchange, figures.journal, text: format == .text)
        return ExitStatus.success
    }
}
