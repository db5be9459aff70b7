/// The starter ledger's comments and the names of its accounts and categories in English.
extension English {
    static func starter(_ key: StarterKey) -> String {
        switch key {
        case .intro: return "My money, in plain text: a Tally ledger, started {1}."
        case .howTo: return "Lines that start with ; are comments, for you; Tally skips them. Edit\nthis file in any text editor, then run:"
        case .checkLine: return "does it read? (every mistake, with its line)"
        case .balanceLine: return "what is in each account and category"
        case .budgetLine: return "how this month's budgets are doing"
        case .fileVariable: return "Set TALLY_FILE to this file's path and you can leave out -f FILE."
        case .money: return "The money you write: {1}, shown like {2}."
        case .accounts: return "Accounts: where your money is, or what you owe."
        case .categories: return "Categories: what you spend on and where money comes from."
        case .categoriesHelp: return "Put TWO spaces between the account and the rest. Rename, add or remove\nthem freely: any account under Expenses or Income is a category even\nwithout a line here; the line adds its name, color and icon."
        case .budgets: return "Budgets: a limit per period."
        case .budgetsHelp: return "Periods: weekly, monthly, quarterly, yearly, every N days|weeks|months.\n\"warn\" sets when `tally alerts` warns (80% and 100% if left out);\n\"rollover\" carries what is left this month into the next."
        case .transactions: return "Transactions: a date, a description, then indented lines, each an\naccount and an amount with TWO spaces or more between them. The\namounts add up to zero; leave one out and Tally works it out. Take\naway the \"; \" at the start of these lines to use them."
        case .openingBalances: return "Opening balances"
        case .lunch: return "Lunch"
        }
    }

    static func starterName(_ name: StarterName) -> String {
        switch name {
        case .cash: return "Cash"
        case .checking: return "Checking"
        case .eWallet: return "E-wallet"
        case .creditCard: return "Credit card"
        case .openingBalances: return "Opening balances"
        case .food: return "Food"
        case .transport: return "Transport"
        case .shopping: return "Shopping"
        case .entertainment: return "Entertainment"
        case .health: return "Health"
        case .education: return "Education"
        case .housing: return "Housing"
        case .bills: return "Bills"
        case .other: return "Other"
        case .salary: return "Salary"
        case .bonus: return "Bonus"
        case .investment: return "Investment"
        case .sideJob: return "Side job"
        case .otherIncome: return "Other income"
        }
    }
}
