import TallyEngine
import TallyReports
import TallyValues

/// `tally prices`: the exchange rates the journal holds.
enum PricesCommand: Command {
    static let name = "prices"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.begin, short: "b", value: "DATE", help: "only from this date on"),
            OptionSpec(.end, short: "e", value: "DATE", help: "only before this date (exclusive)"),
            OptionSpec(.period, short: "p", value: "PERIOD", help: "only in this period"),
            OptionSpec(.fetch, help: "append ECB reference rates for the journal's currencies (and any named after it, as USD) on the days it has postings in them"),
            OptionSpec(.source, value: "URL|FILE", help: "with --fetch: read rates from this URL, file:// URL or path (ECB XML or P lines); may be repeated"),
            OptionSpec(.since, value: "DATE", help: "with --fetch: only for postings on or after this date"),
            OptionSpec(.monthly, help: "with --fetch: one set of rates a month (its last bank day) instead of one per day"),
            CommonOptions.force,
        ] + CommonOptions.format + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        if session.arguments.has(.fetch) { return try PricesFetch.run(session) }
        // Options of --fetch alone, with the value each takes.
        let fetchOnly = [(Repeatable.source.name, " URL", !session.arguments.all(.source).isEmpty),
                         (Value.since.name, " DATE", session.arguments.value(.since) != nil),
                         (Flag.monthly.name, "", session.arguments.has(.monthly))]
        for (option, value, given) in fetchOnly where given {
            throw .usage(session.messages().text(.optionGoesWithFetch, option), hint: "tally prices --fetch \(option)\(value)")
        }
        let (format, query, journal) = try session.prepare().parts
        var commodities: [CommodityID] = []
        for symbol in session.arguments.positional { commodities.append(try session.commodity(symbol, in: journal)) }
        let report = PricesReport(journal: journal, commodities: commodities, span: query.span)
        session.write(format, text: report.text(journal, session.messages(journal)), csv: report.csv(journal), json: report.json(journal))
        return ExitStatus.success
    }
}
