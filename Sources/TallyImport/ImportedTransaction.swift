import TallyValues

/// A transaction made from one statement row.
public struct ImportedTransaction: Sendable {
    public struct Posting: Sendable {
        /// As written, with `(…)` or `[…]` for virtual postings.
        public var account: String
        /// `nil` to leave the amount for the journal to infer.
        public var amount: StatementAmount?
        /// A balance assertion (or, without an amount, an assignment).
        public var balance: StatementAmount?
        public var comment: String
        /// Whether no rule named the account: it is the unknown account by default.
        public var isDefaultAccount: Bool
    }

    public var date: Day
    public var date2: Day?
    /// `*`, `!` or empty.
    public var status: String
    public var code: String
    public var description: String
    public var comment: String
    public var postings: [Posting]
    /// The statement line the row starts on (1-based).
    public var line: Int
    /// `=`, `==`, `=*` or `==*`: how balance assertions are written.
    public var balanceType: String

    public static let unknownExpense = "expenses:unknown"
    public static let unknownIncome = "income:unknown"

    /// Whether a posting goes to the unknown account.
    public static func isUnknown(_ account: String) -> Bool {
        account == unknownExpense || account == unknownIncome
    }
}

/// What reading a statement gave.
public struct Conversion: Sendable {
    public var transactions: [ImportedTransaction]
    /// Rows read after the header (`skip`), including rows skipped by an `if`.
    public var rowsRead: Int
}
