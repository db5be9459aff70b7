/// The names the starter ledger gives its accounts and categories, below
/// ledger's English top-level names (Assets, Expenses, …), which hledger
/// and ledger know the types of. Each language's PO file names every one
/// (`starterName.` keys in `Translations`).
package enum StarterName: String, CaseIterable, Sendable {
    /// Below Assets, Liabilities and Equity.
    case cash, checking, eWallet, creditCard, openingBalances
    /// Below Expenses; `other` is below Income too.
    case food, transport, shopping, entertainment, health, education, housing, bills, other
    /// Below Income.
    case salary, bonus, investment, sideJob
    /// What the category Income:`other` is called, so it reads apart from
    /// Expenses:`other`.
    case otherIncome
}
