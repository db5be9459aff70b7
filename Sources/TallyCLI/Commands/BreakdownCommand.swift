import TallyEngine
import TallyReports

/// `tally breakdown`: spending or income by category.
enum BreakdownCommand: Command {
    static let name = "breakdown"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.chartReport([
            OptionSpec(.depth, value: "N", help: "show this many levels (1: top categories only)"),
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
        let inputs = try session.flowInputs(loaded, query: query, span: span) { tree in { tree.kind(of: $0) == kind } }
        let journal = inputs.journal, exchange = inputs.exchange
        let report = try session.built(BreakdownReport.build(inputs, query: query, span: span, kind: kind, depth: depth), journal)
        session.write(format, text: report.text(journal, style: session.textStyle, ascii: session.arguments.has(.ascii), messages: session.messages(journal)),
                      csv: report.csv(journal), json: report.json(journal), fit: true)
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
