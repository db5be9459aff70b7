import TallyValues

/// A transaction made from one statement row.
package struct ImportedTransaction: Sendable {
    package struct Posting: Sendable {
        /// As written, with `(…)` or `[…]` for virtual postings.
        package var account: String
        /// `nil` to leave the amount for the journal to infer.
        package var amount: StatementAmount?
        /// A balance assertion (or, without an amount, an assignment).
        package var balance: StatementAmount?
        package var comment: String
        /// Whether no rule named the account: it is the unknown account by default.
        package var isDefaultAccount: Bool
    }

    package var date: Day
    package var date2: Day?
    /// `*`, `!` or empty.
    package var status: String
    package var code: String
    package var description: String
    package var comment: String
    package var postings: [Posting]
    /// The statement line the row starts on (1-based).
    package var line: Int
    /// `=`, `==`, `=*` or `==*`: how balance assertions are written.
    package var balanceType: String

    package static let unknownExpense = "expenses:unknown"
    package static let unknownIncome = "income:unknown"

    /// Whether a posting goes to the unknown account.
    package static func isUnknown(_ account: String) -> Bool {
        account == unknownExpense || account == unknownIncome
    }
}

/// What reading a statement gave.
package struct Conversion: Sendable {
    package var transactions: [ImportedTransaction]
    /// Rows read after the header (`skip`), including rows skipped by an `if`.
    package var rowsRead: Int
}
