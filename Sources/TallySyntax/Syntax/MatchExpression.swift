import TallyValues

/// An automated posting's amount expression that reads the match: ledger's
/// `tag("NAME")`, `P(AMOUNT, date)` or `market(AMOUNT, date, "COMMODITY")`
/// (grammar.md §7, §14.12). Its value differs from one matched posting to
/// the next, so it is kept as a tree and evaluated for each; `define`d
/// names in it are already their values.
package indirect enum MatchExpression: Sendable {
    /// A number, or an amount with the commodity at `commodity` in the file.
    case number(Quantity, commodity: TextRange?)
    /// `amount`: the matched posting's amount.
    case matched
    /// `tag("NAME")`: the value of the matched posting's tag (its
    /// transaction's when it has none), read as a number or an amount.
    case tag(String, at: TextRange)
    /// `P(…)` / `market(…)`: what the amount is worth on the date, by the
    /// prices read so far; `target` is the commodity asked for, if any.
    case market(MatchExpression, date: MatchDate, target: String?, at: TextRange)
    case negated(MatchExpression)
    /// `+ - * /` (the operator's byte), and where the operator stands.
    case binary(UInt8, MatchExpression, MatchExpression, at: TextRange)

    /// `a / b` as amount expressions divide (grammar.md §7): exact when the
    /// quotient ends within 36 decimals, else rounded to 18; `nil` when too
    /// large.
    package static func quotient(_ a: Quantity, _ b: Quantity) -> Quantity? { Cursor.quotient(a, b) }
}

/// The date a `P(…)` or `market(…)` values its amount on.
package enum MatchDate: Sendable {
    /// `date` or `d`: the matched transaction's date.
    case matched
    /// `[2024/01/31]`.
    case fixed(Day)
    /// No date given: the latest price read so far.
    case latest
}
