import TallyLocale
import TallyEngine
import TallyReports

/// `tally accounts`: the account names.
enum AccountsCommand: Command {
    static let name = "accounts"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(.tree, help: "show the names as an indented tree"),
            OptionSpec(.flat, help: "show full names, one per line (the default)"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        var (_, query, journal) = try session.prepare(formats: [.text]).parts
        // This command lists names: its bare words are name patterns.
        // and its type: terms select names by the account's type, posted to or not.
        var types: [Set<AccountType>] = []
        query.terms.removeAll { term in
            if case .accountType(let t) = term {
                types.append(t)
                return true
            }
            guard case .text(let word) = term else { return false }
            query.accountPatterns.append(word)
            return true
        }
        var report = AccountsReport(journal: journal, query: query)
        report.accounts.removeAll { a in types.contains { !(journal.type(of: a).map($0.contains) ?? false) } }
        session.stdout.write(report.text(journal, tree: session.arguments.has(.tree), collation: Collation(session.messages(journal).language)))
        return ExitStatus.success
    }
}
