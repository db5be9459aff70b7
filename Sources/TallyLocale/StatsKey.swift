/// The labels and values of `tally stats` (`stats.` keys in the PO files).
/// English is hledger's wording, byte for byte.
package enum StatsKey: String, CaseIterable, Sendable {
    case mainFile, includedFiles, transactionsSpan, lastTransaction, transactions, transactionsLastDays
    case payees, accounts, commodities, marketPrices
    /// `{1}` the first day, `{2}` the day after the last, `{3}` the days between.
    case spanValue
    case daysFromNow, daysAgo, perDay, depth, noneSpan, none
}
