import TallyEngine
import TallyLocale
import TallyReports
import TallyValues

/// A command that lists something of the journal as text, as hledger's
/// commands of the same names do: its name, and what it lists.
protocol JournalListCommand: Command {
    /// Whether the shared filters and query words select what is listed.
    static var filtered: Bool { get }
    static func list(_ journal: Journal, query: ReportQuery, today: Day, messages: Messages) -> [UInt8]
}

extension JournalListCommand {
    static var mapsJournal: Bool { true }
    static var readsQuery: Bool { filtered }
    static var usage: String { "tally \(name) [OPTIONS]" + (filtered ? " [QUERY…]" : "") }
    static var options: [OptionSpec] { CommonOptions.input + (filtered ? CommonOptions.filters : []) + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let r = try session.prepare(formats: [.text], filters: filtered)
        session.stdout.write(list(r.journal, query: r.query, today: session.today, messages: session.messages(r.journal)))
        return ExitStatus.success
    }
}

/// `tally payees`: the payees of the transactions the query selects.
enum PayeesCommand: JournalListCommand {
    static let name = "payees"
    static let filtered = true
    static func list(_ journal: Journal, query: ReportQuery, today: Day, messages: Messages) -> [UInt8] { JournalListsReport.payees(journal, query: query, collation: Collation(messages.language)) }
}

/// `tally tags`: the tag names on the selected transactions and postings.
enum TagsCommand: JournalListCommand {
    static let name = "tags"
    static let filtered = true
    static func list(_ journal: Journal, query: ReportQuery, today: Day, messages: Messages) -> [UInt8] { JournalListsReport.tags(journal, query: query) }
}

/// `tally commodities`: every commodity symbol declared or used, or those
/// of the postings a query selects. With `--lots` (`--lot-prices`, …), as
/// in ledger, the commodities of the postings with their lots apart
/// (`AAPL {$150.00}`).
enum CommoditiesCommand: JournalListCommand {
    static let name = "commodities"
    static let filtered = true
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.lots + CommonOptions.output }
    static func list(_ journal: Journal, query: ReportQuery, today: Day, messages: Messages) -> [UInt8] { JournalListsReport.commodities(journal, query: query) }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let r = try session.prepare(formats: [.text], filters: true)
        let parts = session.lotParts
        session.stdout.write(parts.isEmpty ? list(r.journal, query: r.query, today: session.today, messages: session.messages(r.journal))
                                           : JournalListsReport.commodities(LotView.annotated(r.journal, parts: parts), query: r.query, used: true))
        return ExitStatus.success
    }
}

/// `tally files`: the files read.
enum FilesCommand: JournalListCommand {
    static let name = "files"
    static let filtered = false
    static func list(_ journal: Journal, query: ReportQuery, today: Day, messages: Messages) -> [UInt8] { JournalListsReport.files(journal) }
}

/// `tally stats`: counts and span of the journal, as hledger stats does.
enum StatsCommand: JournalListCommand {
    static let name = "stats"
    static let filtered = true
    static func list(_ journal: Journal, query: ReportQuery, today: Day, messages: Messages) -> [UInt8] { StatsReport().text(journal, query: query, today: today, messages: messages) }
}
