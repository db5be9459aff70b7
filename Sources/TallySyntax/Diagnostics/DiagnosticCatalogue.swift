/// Every diagnostic id Tally reports: its default severity, what it means in
/// one line, and the grammar.md section that describes the rule it enforces.
/// `tally help diagnostics` prints this table; a test keeps it, the sources
/// and grammar.md §16 in step.
public enum DiagnosticCatalogue {
    public struct Entry: Sendable {
        public var id: String
        public var severity: Severity
        public var summary: String
        /// The grammar.md section, like "8" or "15.3".
        public var section: String
    }

    public static func entry(_ id: String) -> Entry? { entries.first { $0.id == id } }

    public static let entries: [Entry] = [
        Entry(id: "invalid-utf8", severity: .error, summary: "a byte sequence that is not UTF-8", section: "2"),
        Entry(id: "invalid-line-ending", severity: .error, summary: "carriage returns but no line feeds (old Mac line endings)", section: "2"),
        Entry(id: "unindented-posting", severity: .error, summary: "a column-0 line right after a transaction that reads like a posting", section: "3"),
        Entry(id: "unexpected-indent", severity: .error, summary: "an indented line that is not a comment, outside a transaction", section: "3"),
        Entry(id: "unknown-directive", severity: .error, summary: "a column-0 word that is no directive", section: "14"),
        Entry(id: "unsupported-directive", severity: .error, summary: "a ledger/hledger directive Tally does not read", section: "14.9"),
        Entry(id: "unsupported-syntax", severity: .error, summary: "syntax of ledger or hledger that Tally does not read", section: "14.9"),
        Entry(id: "unexpected-end", severity: .error, summary: "`end` without a block", section: "4"),
        Entry(id: "unclosed-comment", severity: .warning, summary: "`comment` without `end comment`", section: "4"),
        Entry(id: "invalid-date", severity: .error, summary: "a malformed or impossible date; an `until` before its `from`", section: "6"),
        Entry(id: "unclosed-code", severity: .error, summary: "`(code` without `)`", section: "5"),
        Entry(id: "missing-account", severity: .error, summary: "no account where one is needed", section: "7"),
        Entry(id: "invalid-account", severity: .error, summary: "`(account` or `[account` not closed, or a malformed name", section: "7"),
        Entry(id: "invalid-amount", severity: .error, summary: "no number where an amount is needed; two minus signs; a zero or negative plan amount", section: "8"),
        Entry(id: "invalid-number", severity: .error, summary: "malformed digit marks or too many decimals", section: "9"),
        Entry(id: "ambiguous-number", severity: .warning, summary: "a `1.000`-style amount read one way before its commodity showed the other mark", section: "9"),
        Entry(id: "amount-too-large", severity: .error, summary: "more than 38 significant digits; a sum or cost that overflows", section: "9"),
        Entry(id: "unexpected-text", severity: .error, summary: "text after an amount that is no cost, assertion or comment", section: "7"),
        Entry(id: "unbalanced-transaction", severity: .error, summary: "the postings do not add up to zero", section: "12"),
        Entry(id: "multiple-elided-amounts", severity: .error, summary: "two postings without an amount", section: "12"),
        Entry(id: "assertion-failed", severity: .error, summary: "a balance assertion does not hold", section: "11"),
        Entry(id: "invalid-directive", severity: .error, summary: "a malformed directive line", section: "14"),
        Entry(id: "invalid-account-type", severity: .error, summary: "a `type:` tag with an unknown type", section: "14.1"),
        Entry(id: "include-not-found", severity: .error, summary: "an `include` that finds no file", section: "14.3"),
        Entry(id: "include-cycle", severity: .error, summary: "an `include` that includes itself", section: "14.3"),
        Entry(id: "include-too-deep", severity: .error, summary: "an `include` more than 100 files deep", section: "14.3"),
        Entry(id: "duplicate-include", severity: .warning, summary: "an `include` of a file already read; it is skipped", section: "14.3"),
        Entry(id: "file-not-found", severity: .error, summary: "the `-f` file cannot be read", section: "2"),
        Entry(id: "file-too-large", severity: .error, summary: "a file of 2 GiB or more", section: "2"),
        Entry(id: "unreadable-price", severity: .warning, summary: "a `P` line with extra text, ignored", section: "14.4"),
        Entry(id: "invalid-category", severity: .error, summary: "a category that is neither under Expenses/Income nor says expense/income", section: "15.2"),
        Entry(id: "invalid-color", severity: .error, summary: "a color that is not `#RRGGBB`", section: "15.1"),
        Entry(id: "invalid-period", severity: .error, summary: "a bad period or `every N unit`", section: "15.1"),
        Entry(id: "invalid-threshold", severity: .error, summary: "a bad or missing `warn` percentage", section: "15.3"),
        Entry(id: "invalid-frequency", severity: .error, summary: "an unknown `recurring` frequency or `on` day", section: "15.4"),
        Entry(id: "invalid-recurring", severity: .error, summary: "a rule with no `from`, no postings, an assertion, or `,`/`;` in its name", section: "15.4"),
        Entry(id: "duplicate-recurring", severity: .error, summary: "two rules with one name (ignoring case)", section: "15.4"),
        Entry(id: "unmatched-payment", severity: .warning, summary: "a `recurring:NAME` payment with no unpaid occurrence in the window", section: "15.4"),
        Entry(id: "unknown-recurring", severity: .warning, summary: "a `recurring:NAME` tag where no rule has that name", section: "15.4"),
        Entry(id: "unknown-account", severity: .error, summary: "a budget or goal names an account that does not exist", section: "15.3"),
        Entry(id: "not-a-category", severity: .warning, summary: "a budget names an account that is no expense or income category", section: "15.3"),
        Entry(id: "untyped-account", severity: .warning, summary: "a top-level account with postings but no type, left out of income and spending", section: "15.2"),
        Entry(id: "missing-price", severity: .error, summary: "a budget counts spending in another commodity with no rate on or before its date", section: "15.3"),
        Entry(id: "missing-rate", severity: .error, summary: "-X needs an exchange rate that no `P` line or cost gives", section: "14.4"),
    ]
}
