import TallyValues

/// The ledger `tally init` writes for someone starting out: the usual
/// categories, four accounts, one budget, and comments that teach the
/// format as it is read.
package enum StarterLedger {
    /// A currency as the starter ledger writes it.
    package struct Currency {
        package var symbol: String
        /// Decimal places of its usual amounts.
        package var decimals: Int
        /// `$` and `€` go before the number, codes such as `USD` after it.
        package var onLeft: Bool
        /// `.` groups digits in đồng and rupiah (45.000 is forty-five thousand).
        package var groupsWithDot: Bool
        /// Amounts that make sense in it: a monthly food budget, cash in a
        /// wallet, money in a checking account, a lunch.
        package var foodBudget: Int
        package var cash: Int
        package var checking: Int
        package var lunch: Int

        package init?(_ text: String) {
            let bytes = Array(text.utf8)
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
            // A symbol that needs no quotes: letters, non-ASCII signs such as € and ₫, or $.
            guard !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy({ $0 >= 0x80 || isLetter($0) || $0 == UInt8(ascii: "$") }) else {
                return nil
            }
            let letters = bytes.allSatisfy(isLetter)
            let code = letters ? text.uppercased() : text
            symbol = code
            onLeft = !letters && !["₫", "₩"].contains(text)
            decimals = ["JPY", "KRW", "VND", "IDR", "CLP", "ISK", "UGX", "¥", "₫", "₩"].contains(code) ? 0 : 2
            groupsWithDot = ["VND", "IDR", "₫"].contains(code)
            switch code {
            case "VND", "₫", "IDR": (foodBudget, cash, checking, lunch) = (3_000_000, 500_000, 10_000_000, 45_000)
            case "JPY", "¥": (foodBudget, cash, checking, lunch) = (50_000, 10_000, 200_000, 1_000)
            case "KRW", "₩": (foodBudget, cash, checking, lunch) = (500_000, 50_000, 2_000_000, 10_000)
            default: (foodBudget, cash, checking, lunch) = (400, 50, 1_200, 12)
            }
        }

        /// `1,200.00 USD`, `$1,200.00`, `3.000.000 VND`.
        package func amount(_ whole: Int) -> String {
            let group = groupsWithDot ? "." : ","
            var digits = String(whole)
            var grouped = ""
            while digits.count > 3 {
                grouped = group + String(digits.suffix(3)) + grouped
                digits = String(digits.dropLast(3))
            }
            let number = digits + grouped + (decimals > 0 ? (groupsWithDot ? "," : ".") + String(repeating: "0", count: decimals) : "")
            return onLeft ? symbol + number : number + " " + symbol
        }

        /// The `commodity` line's sample: one that cannot be misread, so
        /// `1.000.000 VND` (its repeated `.` only groups digits) rather than
        /// `1.000 VND`, which would read as one with three decimals.
        package var sample: String { amount(groupsWithDot && decimals == 0 ? 1_000_000 : 1000) }
    }

    package static func text(currency c: Currency, today: Day) -> String {
        let month = String(today.description.prefix(7))
        return """
        ; My money, in plain text: a Tally ledger, started \(today).
        ;
        ; Lines that start with ; are comments, for you; Tally skips them. Edit
        ; this file in any text editor, then run:
        ;
        ;   tally check -f FILE        does it read? (every mistake, with its line)
        ;   tally balance -f FILE      what is in each account and category
        ;   tally budget -f FILE       how this month's budgets are doing
        ;
        ; Set TALLY_FILE to this file's path and you can leave out -f FILE.

        ; ---------------------------------------------------------------------------
        ; The money you write: \(c.symbol), shown like \(c.amount(1000)).
        ; ---------------------------------------------------------------------------

        commodity \(c.sample)

        ; ---------------------------------------------------------------------------
        ; Accounts: where your money is, or what you owe.
        ; ---------------------------------------------------------------------------

        account Assets:Cash                ; type:asset
        account Assets:Checking            ; type:asset
        account Assets:E-wallet            ; type:asset
        account Liabilities:Credit card    ; type:liability
        account Equity:Opening balances    ; type:equity

        ; ---------------------------------------------------------------------------
        ; Categories: what you spend on and where money comes from.
        ;   category ACCOUNT  name:"…" color:#RRGGBB icon:…
        ; Put TWO spaces between the account and the rest. Rename, add or remove
        ; them freely: any account under Expenses or Income is a category even
        ; without a line here; the line adds its name, color and icon.
        ; ---------------------------------------------------------------------------

        category Expenses:Food             name:"Food" color:#FF9500 icon:🍜
        category Expenses:Transport        name:"Transport" color:#007AFF icon:🚌
        category Expenses:Shopping         name:"Shopping" color:#FF2D55 icon:🛍️
        category Expenses:Entertainment    name:"Entertainment" color:#AF52DE icon:🎬
        category Expenses:Health           name:"Health" color:#FF3B30 icon:🩺
        category Expenses:Education        name:"Education" color:#34C759 icon:📚
        category Expenses:Housing          name:"Housing" color:#5856D6 icon:🏠
        category Expenses:Bills            name:"Bills" color:#FFCC00 icon:💡
        category Expenses:Other            name:"Other" color:#8E8E93 icon:📦

        category Income:Salary             name:"Salary" color:#30B0C7 icon:💼
        category Income:Bonus              name:"Bonus" color:#64D2FF icon:🎁
        category Income:Investment         name:"Investment" color:#32D74B icon:📈
        category Income:Side job           name:"Side job" color:#FF9F0A icon:🧰
        category Income:Other              name:"Other income" color:#8E8E93 icon:💰

        ; ---------------------------------------------------------------------------
        ; Budgets: a limit per period.
        ;   budget CATEGORY  AMOUNT PERIOD [from DATE] [warn N%…] [rollover]
        ; Periods: weekly, monthly, quarterly, yearly, every N days|weeks|months.
        ; "warn" sets when `tally alerts` warns (80% and 100% if left out);
        ; "rollover" carries what is left this month into the next.
        ; ---------------------------------------------------------------------------

        budget Expenses:Food  \(c.amount(c.foodBudget)) monthly from \(month)  warn 80% 100%  rollover

        ; ---------------------------------------------------------------------------
        ; Transactions: a date, a description, then indented lines, each an
        ; account and an amount with TWO spaces or more between them. The
        ; amounts add up to zero; leave one out and Tally works it out. Take
        ; away the "; " at the start of these lines to use them.
        ; ---------------------------------------------------------------------------

        ; \(today) Opening balances
        ;     Assets:Cash                \(c.amount(c.cash))
        ;     Assets:Checking            \(c.amount(c.checking))
        ;     Equity:Opening balances
        ;
        ; \(today) Lunch
        ;     Expenses:Food              \(c.amount(c.lunch))
        ;     Assets:Cash

        """
    }
}
