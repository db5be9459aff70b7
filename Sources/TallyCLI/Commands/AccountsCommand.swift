import TallyEngine
import TallyReports

/// `tally accounts`: the account names.
enum AccountsCommand: Command {
    static let name = "accounts"
    static let abstract = "list the account names, flat or as a tree"
    static let usage = "tally accounts [--tree] [ACCOUNT-PATTERN…]"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(names: ["--tree"], takesValue: false, help: "show the names as an indented tree"),
            OptionSpec(names: ["--flat"], takesValue: false, help: "show full names, one per line (the default)"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) -> Int32 {
        switch session.prepareReport() {
        case .success(let r):
            session.stdout.write(AccountsReport(journal: r.journal, query: r.query).text(r.journal, tree: session.arguments.has("--tree")))
            return ExitStatus.success
        case .failure(let f):
            return f.status
        }
    }
}
