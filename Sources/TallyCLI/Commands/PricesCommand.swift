import TallyEngine
import TallyReports
import TallyValues

/// `tally prices`: the exchange rates the journal holds.
enum PricesCommand: Command {
    static let name = "prices"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(names: ["-b", "--begin"], takesValue: true, help: "only from this date on", valueName: "DATE"),
            OptionSpec(names: ["-e", "--end"], takesValue: true, help: "only before this date (exclusive)", valueName: "DATE"),
            OptionSpec(names: ["-p", "--period"], takesValue: true, help: "only in this period", valueName: "PERIOD"),
            OptionSpec(names: ["--fetch"], takesValue: false, help: "append ECB reference rates for the journal's currencies (and any named after it, as USD) on the days it has postings in them"),
            OptionSpec(names: ["--source"], takesValue: true, help: "with --fetch: read rates from this URL, file:// URL or path (ECB XML or P lines); may be repeated", valueName: "URL|FILE"),
            OptionSpec(names: ["--since"], takesValue: true, help: "with --fetch: only for postings on or after this date", valueName: "DATE"),
            OptionSpec(names: ["--monthly"], takesValue: false, help: "with --fetch: one set of rates a month (its last bank day) instead of one per day"),
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
        session.write(format, text: report.text(journal), csv: report.csv(journal), json: report.json(journal))
        return ExitStatus.success
    }
}
