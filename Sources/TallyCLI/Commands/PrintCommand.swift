import TallyLocale
import TallyEngine
import TallyReports

/// `tally print`: the transactions as normalised journal text.
enum PrintCommand: Command {
    static let name = "print"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(.plain, help: "plain ledger/hledger journal text: commodities, accounts (categories with their type), prices and transactions, without Tally's own directives"),
            OptionSpec(.match, short: "m", value: "DESC", help: "print only the transaction whose description is most like this one (the latest of equals), as hledger does"),
        ] + CommonOptions.lots + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        var r = try session.prepare(formats: [.text])
        let out = session.stdout
        // As ledger and hledger: the postings automated transactions add
        // are written only with --auto.
        let writer = PrintWriter(keepsAutomated: session.arguments.has(.auto))
        if !session.lotParts.isEmpty {
            if session.arguments.has(.plain) { throw session.usageError(LocalText(.plainWithLots)) }
            r.journal = LotView.annotated(r.journal, parts: session.lotParts, implied: false)
        }
        if let like = session.arguments.value(.match) {
            if session.arguments.has(.plain) { throw session.usageError(LocalText(.matchWithPlain)) }
            guard let index = SimilarTransaction.best(r.journal, query: r.query, like: like) else {
                session.stderr.write("tally: \(session.messages().error(.printNoneLike, like))\n")
                return ExitStatus.failure
            }
            writer.write(r.journal, query: r.query, only: index) { out.write($0) }
        } else if session.arguments.has(.plain) {
            PlainJournalWriter().write(r.journal, query: r.query) { out.write($0) }
        } else {
            writer.write(r.journal, query: r.query) { out.write($0) }
        }
        return ExitStatus.success
    }
}
