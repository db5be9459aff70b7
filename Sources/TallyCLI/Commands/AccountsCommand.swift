import TallyEngine
import TallyReports

/// `tally accounts`: the account names.
enum AccountsCommand: Command {
    static let name = "accounts"
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(names: ["--tree"], takesValue: false, help: "show the names as an indented tree"),
            OptionSpec(names: ["--flat"], takesValue: false, help: "show full names, one per line (the default)"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        var (_, query, journal) = try session.prepare(formats: [.text]).parts
        // This command lists names: its bare words are name patterns.
        query.terms.removeAll { term in
            guard case .text(let word) = term else { return false }
            query.accountPatterns.append(word)
            return true
        }
        session.stdout.write(AccountsReport(journal: journal, query: query).text(journal, tree: session.arguments.has("--tree")))
        return ExitStatus.success
    }
}
