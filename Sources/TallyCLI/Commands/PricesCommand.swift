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
