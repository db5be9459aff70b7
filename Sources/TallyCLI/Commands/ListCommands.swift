import TallyEngine
import TallyReports

/// `tally payees`: the payees of the transactions the query selects.
enum PayeesCommand: Command {
    static let name = "payees"
    static let abstract = "list the payees (the part before | in a description, else all of it), as hledger payees does"
    static let usage = "tally payees [OPTIONS] [QUERY…]"
    static let discussion = QueryHelp.text
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        switch session.prepareReport() {
        case .success(let r):
            session.stdout.write(JournalListsReport.payees(r.journal, query: r.query))
            return ExitStatus.success
        case .failure(let f): return f.status
        }
    }
}

/// `tally tags`: the tag names on the selected transactions and postings.
enum TagsCommand: Command {
    static let name = "tags"
    static let abstract = "list the tag names used on transactions and postings, as hledger tags does"
    static let usage = "tally tags [OPTIONS] [QUERY…]"
    static let discussion = QueryHelp.text
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        switch session.prepareReport() {
        case .success(let r):
            session.stdout.write(JournalListsReport.tags(r.journal, query: r.query))
            return ExitStatus.success
        case .failure(let f): return f.status
        }
    }
}

/// `tally commodities`: every commodity symbol declared or used.
enum CommoditiesCommand: Command {
    static let name = "commodities"
    static let abstract = "list every commodity symbol declared or used, as hledger commodities does"
    static let usage = "tally commodities [OPTIONS]"
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        let (journal, status, _) = session.loadJournal()
        guard let journal else { return status }
        session.stdout.write(JournalListsReport.commodities(journal))
        return ExitStatus.success
    }
}

/// `tally files`: the files read.
enum FilesCommand: Command {
    static let name = "files"
    static let abstract = "list the files read: the journal, then its includes in the order read, as hledger files does"
    static let usage = "tally files [OPTIONS]"
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        let (journal, status, _) = session.loadJournal()
        guard let journal else { return status }
        session.stdout.write(JournalListsReport.files(journal))
        return ExitStatus.success
    }
}

/// `tally stats`: counts and span of the journal, as hledger stats does.
enum StatsCommand: Command {
    static let name = "stats"
    static let abstract = "show the journal's files, date span and counts of transactions, payees, accounts, commodities and prices, as hledger stats does"
    static let usage = "tally stats [OPTIONS] [QUERY…]"
    static let discussion = QueryHelp.text
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        switch session.prepareReport() {
        case .success(let r):
            session.stdout.write(StatsReport().text(r.journal, query: r.query, today: session.today))
            return ExitStatus.success
        case .failure(let f): return f.status
        }
    }
}
