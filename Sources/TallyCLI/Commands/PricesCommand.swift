import TallyEngine
import TallyReports
import TallyValues

/// `tally prices`: the exchange rates the journal holds.
enum PricesCommand: Command {
    static let name = "prices"
    static let abstract = "list exchange rates: P prices and the prices implied by costs"
    static let usage = "tally prices [OPTIONS] [COMMODITY…] | tally prices --fetch [--source URL] [-f FILE]"
    static let discussion = """
    Examples:
      tally prices -f traveller.ledger
      tally prices JPY -p 2026-06 -O csv    # date,commodity,price,price_commodity,source,file,line

    Each line is one rate as written: a P line (source P) or a posting with
    a cost (source cost), on its date. Reports converted with -X CUR use the
    latest rate on or before each date, or the inverse of a rate written the
    other way round; add --explain to such a report to see which ones.

    --fetch downloads the European Central Bank's daily reference rates
    (free, no key) by running curl, and appends one line
    'P DATE EUR RATE CUR' (one euro is worth RATE CUR) for each currency
    the journal uses, through a checked write of the first journal file.
    A day's rates are added once: fetching again adds nothing. --source URL
    reads the same XML from elsewhere (a mirror, a local file server).
    Offline, or an answer that is not the rates file, is an error (exit 1)
    and the journal is left as it was.
    """
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(names: ["-b", "--begin"], takesValue: true, help: "only from this date on", valueName: "DATE"),
            OptionSpec(names: ["-e", "--end"], takesValue: true, help: "only before this date (exclusive)", valueName: "DATE"),
            OptionSpec(names: ["-p", "--period"], takesValue: true, help: "only in this period", valueName: "PERIOD"),
            OptionSpec(names: ["--fetch"], takesValue: false, help: "append today's ECB reference rates for the journal's currencies"),
            OptionSpec(names: ["--source"], takesValue: true, help: "with --fetch: read the ECB rates XML from this URL", valueName: "URL"),
            CommonOptions.force,
        ] + CommonOptions.format + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        if session.arguments.has("--fetch") { return try PricesFetch.run(session) }
        if session.arguments.value("--source") != nil { throw .usage("--source goes with --fetch", hint: "tally prices --fetch --source URL") }
        let (format, query, journal) = try session.prepare().parts
        var commodities: [CommodityID] = []
        for symbol in session.arguments.positional { commodities.append(try session.commodity(symbol, in: journal)) }
        let report = PricesReport(journal: journal, commodities: commodities, span: query.span)
        session.write(format, text: report.text(journal), csv: report.csv(journal), json: report.json(journal))
        return ExitStatus.success
    }
}
