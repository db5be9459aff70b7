import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `tally register`: postings with a running total.
enum RegisterCommand: Command {
    static let name = "register"
    static let readsQuery = true
    static let mapsJournal = true
    static let aliases = ["reg"]
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.format + CommonOptions.exchange + CommonOptions.lots
            + [Session.forecastOption, CommonOptions.related]
            + BalanceCommand.periodOptions.filter { ["--daily", "--weekly", "--monthly", "--quarterly", "--yearly"].contains($0.key) }
            + [OptionSpec(.empty, short: "E", help: "with -M etc.: show summary postings that add up to zero too"),
               OptionSpec(.historical, short: "H", help: "running totals include the matching postings before the start date (hledger's -H)"),
               OptionSpec(.depth, value: "N", help: "show each posting under its account's ancestor at this depth")]
            + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        session.acceptsInterval = true
        session.valuesBalances = true
        session.keepsUnpriced = true
        let (format, query) = try session.formatAndQuery()
        // Depth 0 is every account as one, `...` (the journal is folded, `pivotedAccounts`).
        let depth = try [session.depthOption(allowsZero: true), query.depth].compactMap { $0 }.filter { $0 > 0 }.min()
        if let chosen = try BalanceCommand.chosenInterval(session) {
            if depth != nil {
                throw session.usageError(LocalText(.registerDepthInterval), hint: LocalText(.hintRegisterDepth))
            }
            return try runSummary(&session, format: format, query: query, interval: chosen.interval, anchor: chosen.anchor)
        }
        // Each row shows its own posting's converted amount (and the running
        // total of them), so -X/-B/-V convert a copy rather than sum in the engine.
        let (journal, exchange) = try session.reportJournal(query: query, historical: session.arguments.has(.historical))
        let report = RegisterReport(journal: journal, query: query, historical: session.arguments.has(.historical))
        if let o = report.overflow { throw session.overflowError(journal, o) }
        let out = session.stdout
        let shown = depth.map { report.clipped(journal, depth: $0) } ?? journal
        switch format {
        case .text:
            // Fitted a whole line at a time: a chunk may end inside one.
            guard session.context.widthIsTerminal else { report.writeText(shown, style: session.textStyle) { out.write($0) }; break }
            var pending: [UInt8] = []
            let width = session.context.width
            report.writeText(shown, style: session.textStyle) { chunk in
                pending += chunk
                guard let last = pending.lastIndex(of: 10) else { return }
                out.write(TextFit.fitted(Array(pending[...last]), width: width))
                pending.removeSubrange(...last)
            }
            if !pending.isEmpty { out.write(TextFit.fitted(pending, width: width)) }
        case .csv: report.writeCSV(shown) { out.write($0) }
        case .json: report.writeJSON(shown) { out.write($0) }
        }
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }

    /// `register -M`: one summary posting per period and account.
    static func runSummary(_ session: inout Session, format: Session.OutputFormat, query: ReportQuery, interval: Interval, anchor: Day?) throws(CLIError) -> Int32 {
        if session.arguments.has(.forecast) {
            throw session.usageError(LocalText(.forecastNoSummary), hint: LocalText(.hintForecastRegister))
        }
        let (valued, periods) = try session.periodJournal(query: query, interval: interval, anchor: anchor,
                                                                                historical: session.arguments.has(.historical))
        let (journal, exchange, valuation) = (valued.journal, valued.exchange, valued.valuation)
        let report = RegisterSummary(journal: journal, query: query, periods: periods, showEmpty: session.arguments.has(.empty), valuation: valuation,
                                     historical: session.arguments.has(.historical))
        try session.checkConverted(report.unconverted, exchange, journal)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        session.write(format, text: report.text(journal, style: session.textStyle), csv: report.csv(journal), json: report.json(journal), fit: true)
        session.explain(exchange, journal, text: format == .text)
        return ExitStatus.success
    }
}
