import TallyLocale

/// The names a starter ledger gives its accounts and categories in a
/// language, and the currency it keeps by default. Top-level accounts keep
/// ledger's English names (Assets, Expenses, …), which hledger and ledger
/// know the types of; the names below them are the user's words.
package struct StarterNames {
    /// Cash, checking, e-wallet, credit card, opening balances.
    package var accounts: [String]
    /// Food, transport, shopping, entertainment, health, education,
    /// housing, bills, other: (account name below Expenses, display name).
    package var expenses: [(String, String)]
    /// Salary, bonus, investment, side job, other income.
    package var income: [(String, String)]
    /// The currency a ledger in this language is usually kept in.
    package var currency: String

    package static func of(_ language: Language) -> StarterNames {
        let m = Messages(language)
        /// Categories that show their account's name, but for `shown`.
        func categories(_ names: [StarterName], shown: [StarterName: StarterName] = [:]) -> [(String, String)] {
            names.map { (m.starterName($0), m.starterName(shown[$0] ?? $0)) }
        }
        return StarterNames(
            accounts: [.cash, .checking, .eWallet, .creditCard, .openingBalances].map(m.starterName),
            expenses: categories([.food, .transport, .shopping, .entertainment, .health, .education, .housing, .bills, .other]),
            income: categories([.salary, .bonus, .investment, .sideJob, .other], shown: [.other: .otherIncome]),
            currency: m.starterCurrency)
    }
}
