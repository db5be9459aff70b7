import TallyLocale
import TallyValues

/// The ledger/hledger directives that act on the entries after them.
package enum LedgerDirective: Sendable {
    /// `alias OLD = NEW` or `alias /REGEX/ = REPLACEMENT`.
    case alias(AliasSyntax)
    /// `end aliases`: forget every alias so far.
    case endAliases
    /// `apply account PREFIX` (also ledger's older `account PREFIX` block form is not this).
    case applyAccount(prefix: TextRange)
    /// `apply tag TAG`: a block opened; `keyword` is the word after `apply`.
    case applyOther(keyword: TextRange, argument: TextRange)
    /// `apply fixed COMMODITY PRICE`: amounts of the commodity in the block
    /// carry the fixed lot price `{=PRICE}`.
    case applyFixed(commodity: TextRange, price: AmountSyntax)
    /// `end apply account`, `end apply`, `end account`, `end tag`, `end`: closes the innermost `apply` block.
    /// `what` is the text after `end` (empty for a bare `end`).
    case end(what: TextRange, keyword: TextRange)
    /// `bucket ACCOUNT` / `A ACCOUNT`: the account of a transaction's missing balance.
    case bucket(account: TextRange)
    /// `i DATE TIME ACCOUNT [DESCRIPTION]` / `o DATE TIME [DESCRIPTION]`.
    case timeclock(TimeclockSyntax)
    /// `= QUERY` with generated postings.
    case automated(AutomatedTransactionSyntax)
    /// `C 1.00 h = 60 m`: amounts of the larger commodity are kept in the smaller one.
    case conversion(ConversionSyntax)
    /// A directive read but not evaluated; the loader warns with `reason`.
    case ignored(keyword: TextRange, reason: ErrorKey)
    /// `assert EXPR` or `check EXPR` at the top level: ledger's value
    /// expression, evaluated where it reads no posting.
    case valueCheck(keyword: TextRange, expression: TextRange)
}

/// `alias OLD = NEW` (the account `OLD` and its subaccounts) or
/// `alias /REGEX/ = REPLACEMENT` (case-insensitive, `\1` for groups).
package struct AliasSyntax: Sendable {
    package var pattern: TextRange
    package var replacement: TextRange
    /// Compiled when the pattern was written between slashes.
    package var regex: Regex?
}

/// One timeclock line: clock in (`i`, with an account) or out (`o`).
package struct TimeclockSyntax: Sendable {
    package var isClockIn: Bool
    package var date: Day
    /// Seconds since midnight.
    package var seconds: Int
    package var account: TextRange?
    package var description: TextRange
    package var range: TextRange
}

/// `= QUERY` followed by postings; amounts may be multipliers (`*0.05`).
package struct AutomatedTransactionSyntax: Sendable {
    package var query: TextRange
    package var postings: [PostingSyntax]
    package var header: TextRange
}
