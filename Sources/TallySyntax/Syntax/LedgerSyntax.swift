import TallyValues

/// The ledger/hledger directives that act on the entries after them.
public enum LedgerDirective: Sendable {
    /// `alias OLD = NEW` or `alias /REGEX/ = REPLACEMENT`.
    case alias(AliasSyntax)
    /// `end aliases`: forget every alias so far.
    case endAliases
    /// `apply account PREFIX` (also ledger's older `account PREFIX` block form is not this).
    case applyAccount(prefix: TextRange)
    /// `apply tag TAG`, `apply fixed …`, `apply year …`: a block opened; `keyword` is the word after `apply`.
    case applyOther(keyword: TextRange, argument: TextRange)
    /// `end apply account`, `end apply`, `end account`, `end tag`, `end`: closes the innermost `apply` block.
    /// `what` is the text after `end` (empty for a bare `end`).
    case end(what: TextRange, keyword: TextRange)
    /// `bucket ACCOUNT` / `A ACCOUNT`: the account of a transaction's missing balance.
    case bucket(account: TextRange)
    /// `i DATE TIME ACCOUNT [DESCRIPTION]` / `o DATE TIME [DESCRIPTION]`.
    case timeclock(TimeclockSyntax)
    /// `= QUERY` with generated postings.
    case automated(AutomatedTransactionSyntax)
    /// A directive read but not evaluated; the loader warns with `reason`.
    case ignored(keyword: TextRange, reason: String)
}

/// `alias OLD = NEW` (the account `OLD` and its subaccounts) or
/// `alias /REGEX/ = REPLACEMENT` (case-insensitive, `\1` for groups).
public struct AliasSyntax: Sendable {
    public var pattern: TextRange
    public var replacement: TextRange
    /// Compiled when the pattern was written between slashes.
    public var regex: Regex?

    public init(pattern: TextRange, replacement: TextRange, regex: Regex?) {
        self.pattern = pattern
        self.replacement = replacement
        self.regex = regex
    }
}

/// One timeclock line: clock in (`i`, with an account) or out (`o`).
public struct TimeclockSyntax: Sendable {
    public var isClockIn: Bool
    public var date: Day
    /// Seconds since midnight.
    public var seconds: Int
    public var account: TextRange?
    public var description: TextRange
    public var range: TextRange
}

/// `= QUERY` followed by postings; amounts may be multipliers (`*0.05`).
public struct AutomatedTransactionSyntax: Sendable {
    public var query: TextRange
    public var postings: [PostingSyntax]
    public var header: TextRange
}
