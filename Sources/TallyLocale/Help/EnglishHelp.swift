/// English `--help`: the long help pages and the text around the command
/// list (see HelpTranslations.swift). English option help lines are written
/// with each option, in the command's `OptionSpec`, so `options` is empty.
enum EnglishHelp {
    static let options: [String: String] = [:]
    static let exampleComments: [String: String] = [:]
    static let pages: [String: String] = topicPages.merging(reportPages) { a, _ in a }
        .merging(viewPages) { a, _ in a }.merging(editingPages) { a, _ in a }

    /// The pages that are not a command's: the title and end of
    /// `tally --help`, the title of the manual page (in roff), and the
    /// query words.
    static let topicPages: [String: String] = [
        "tally-title": "plain-text money — check, balance and report a ledger file",
        "man-title": "plain-text money: check, balance and report a ledger file",
        "tally": """
        The journal comes from -f FILE (repeatable, '-' for standard input), else
        the TALLY_FILE or LEDGER_FILE environment variable, else tally.ledger in
        this folder or the nearest folder above it, else ~/.hledger.journal.

        Run 'tally help COMMAND' or 'tally COMMAND --help' for a command's options,
        and 'tally help diagnostics' for the errors and warnings a journal can get.
        'tally --version' prints the version.
        """,
        "query": """
        Query words, as hledger reads them (words, acct:, desc:, status: terms of one
        kind are alternatives; all other terms must each match):
          WORD             an account name containing it; in a transaction where no
                           account does, its description, note, comments or tags
          acct:TEXT        account name          desc:TEXT   description
          payee:TEXT       payee (before '|')    note:TEXT   note (after '|')
          code:TEXT        transaction code      cur:EUR     commodity (cur:\\$ for $)
          tag:NAME         has the tag           tag:NAME=VALUE   with a value containing VALUE
          amt:>100         amount's size > 100 (also <, <=, >=, =; amt:<-20 compares the sign)
          date:PERIOD      in the period (as -p) date2:PERIOD    by the secondary date
          status:* ! or '' cleared, pending, unmarked      real: / real:0  real / virtual
          depth:N          (balance, breakdown) sum deeper accounts into depth N
          cat:NAME         in a category (as --category)
          not:TERM         leaves out what TERM matches
        Case is ignored. A word without diacritics ignores them (bun cha finds Bún chả,
        zolty finds żółty); a word with them matches them exactly (bún finds neither
        bun nor bùn). Text typed decomposed (as macOS types it) is the same text.
        """,
    ]
}
