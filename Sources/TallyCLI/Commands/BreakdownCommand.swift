import TallyEngine
import TallyReports

/// `tally breakdown`: spending or income by category.
enum BreakdownCommand: Command {
    static let name = "breakdown"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.chartReport([
            OptionSpec(names: ["--depth"], takesValue: true, help: "show this many levels (1: top categories only)", valueName: "N"),
        ])
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let (format, query) = try session.formatAndQuery(defaultSpan: session.thisMonth)
        var depth = try session.depthOption()
        if let d = query.depth { depth = min(depth ?? d, d) }
        // Categories have no row of them all: depth:0 is balance's and register's.
        if depth == 0 { throw .usage(session.messagesBeforeLoading().error(.wholeNumberNeeded, "depth:", "0", "1")) }
        let kind: CategoryTree.Kind = session.arguments.has(.income) ? .income : .expense
        let loaded = try session.loadJournal()
        let span = session.bounded(query.span, loaded)
        let (journal, exchange, valuation, tree, currency) = try session.flowInputs(loaded, query: query, span: span) { tree in { tree.kind(of: $0) == kind } }
        let flow = Flow(journal: journal, query: query, spans: [span], currency: currency, tree: tree, valuation: valuation)
        try session.checkConverted(flow.unconverted, exchange, journal)
        var report = BreakdownReport(period: flow.periods[0], currency: currency, kind: kind, depth: depth, tree: tree, journal: journal)
        report.valuationNote = ValuationNote(exchange)
        if let o = flow.overflow ?? report.overflow { throw session.overflowError(journal, o) }
        session.write(format, text: report.text(journal, style: session.textStyle, ascii: session.arguments.has(.ascii), messages: session.messages(journal)),
                      csv: report.csv(journal), json: report.json(journal), fit: true)
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
