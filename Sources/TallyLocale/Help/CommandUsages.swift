/// The usage line of each command, as `tally COMMAND --help` and the
/// manual page print it after "Usage:": the same in every language, since
/// it shows what is typed. The list commands (`payees`, `tags`, …) build
/// theirs from whether they take a query.
extension Messages {
    /// The usage line of `command`; empty for a command not listed here.
    package static func usage(_ command: String) -> String { usages[command] ?? "" }

    /// The commands with a usage line here, for the test that none is missing.
    package static var commandsWithUsage: [String] { Array(usages.keys) }

    private static let usages: [String: String] = [
        "accounts": "tally accounts [--tree] [ACCOUNT-PATTERN…] [QUERY…]",
        "add": "tally add [DATE] DESCRIPTION AMOUNT [COMMODITY] [CATEGORY] [--from ACCOUNT] [--to ACCOUNT] [--note TEXT] [--tag NAME[:VALUE]]…",
        "alerts": "tally alerts [OPTIONS] [--today DATE] [--fail-on warn|over|upcoming|never]",
        "archive": "tally archive --before DATE [--to FILE] [--drop] [--equity ACCOUNT] [-f FILE]",
        "balance": "tally balance [OPTIONS] [QUERY…]",
        "breakdown": "tally breakdown [--income] [--depth N] [-p PERIOD] [OPTIONS] [QUERY…]",
        "budget": "tally budget [OPTIONS] [-p PERIOD] [-M|-Q|-Y] [ACCOUNT-PATTERN…]",
        "categories": "tally categories [OPTIONS]",
        "check": "tally check [--strict] [-f FILE]…",
        "delete": "tally delete [OPTIONS] QUERY…",
        "due": "tally due [--within 7d] [--fail-on overdue|upcoming|never] [--today DATE] [-f FILE]",
        "edit": "tally edit [OPTIONS] QUERY…",
        "export": "tally export [-O csv|tsv|json|xlsx] [-o FILE] [-X CUR] [OPTIONS] [QUERY…]",
        "fmt": "tally fmt [FILE…] [--check] [--diff]",
        "goals": "tally goals [--today DATE] [-O csv|json] [-f FILE]",
        "import": "tally import STATEMENT.csv [--rules FILE.rules] [-f JOURNAL] [--dry-run] [--yes] [--allow-duplicates] [--rules-wizard]",
        "reconcile": "tally reconcile ACCOUNT [--balance AMOUNT] [--date DATE] [--mark] [-f FILE]",
        "init": "tally init [OPTIONS] [FILE]",
        "lsp": "tally lsp",
        "post-due": "tally post-due [--through DATE] [--dry-run] [--yes] [-f FILE]",
        "prices": "tally prices [OPTIONS] [COMMODITY…] | tally prices --fetch [CUR…] [--since DATE] [--monthly] [--source URL|FILE]… [-f FILE]",
        "print": "tally print [OPTIONS] [QUERY…]",
        "register": "tally register [OPTIONS] [QUERY…]",
        "report": "tally report --html FILE [-p PERIOD] [OPTIONS] [QUERY…]",
        "summary": "tally summary [-p PERIOD] [OPTIONS] [QUERY…]",
        "trend": "tally trend [--daily|--weekly|--monthly|--quarterly|--yearly] [--by category] [-p PERIOD] [OPTIONS] [QUERY…]",
        "completions": "tally completions bash|zsh|fish",
    ]
}
