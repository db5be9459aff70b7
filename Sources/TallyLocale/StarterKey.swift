/// The comments of the starter ledger `tally init` writes, which teach the
/// format as it is read. Each language's PO file has every key (`starter.`
/// in `Translations`); a message may run over several lines, and the
/// ledger puts `; ` before each.
package enum StarterKey: String, CaseIterable, Sendable {
    case intro, howTo, checkLine, balanceLine, budgetLine, fileVariable, money, accounts
    case categories, categoriesHelp, budgets, budgetsHelp, transactions, openingBalances, lunch
}
