import TallyValues

/// Journals made from a seed, for tests that compare reports with each
/// other: several years, two commodities with monthly prices, budgets (one
/// rolling over), recurring rules with their payments, transfers between
/// accounts, card payments, refunds, travel paid in euros and a savings
/// goal. The same seed always gives the same text.
package struct GeneratedJournal: Sendable {
    package var seed: UInt64
    package var text: String
    /// The first and last day with a transaction.
    package var firstDay: Day
    package var lastDay: Day
    /// The accounts budgets count (in USD only), by budget name.
    package var budgetAccounts: [String: String]
    package var goalAccount: String
}

package enum JournalGenerator {
    /// SplitMix64: small, fast and the same on every platform.
    public struct Random {
        var state: UInt64
        public init(state: UInt64) { self.state = state }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        public mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
        mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
        /// An amount in cents between the bounds, written with two decimals.
        mutating func money(_ lo: Int, _ hi: Int) -> String { cents(int(lo * 100...hi * 100)) }
    }

    static func cents(_ c: Int) -> String {
        let sign = c < 0 ? "-" : ""
        let m = abs(c)
        let frac = m % 100
        return "\(sign)\(m / 100).\(frac < 10 ? "0" : "")\(frac)"
    }

    package static func make(seed: UInt64) -> GeneratedJournal {
        var r = Random(state: seed)
        // Start in any month of 2023 or 2024, so years start part-way; run 2 to 3 years, ending before November 2026.
        let startYear = r.int(2023...2024)
        let startMonth = r.int(1...12)
        let months = r.int(24...34)
        let first = Day(year: startYear, month: startMonth, day: r.int(1...5))!
        var out = """
        ; generated journal, seed \(seed)
        commodity 1,000.00 USD
        commodity 1,000.00 EUR
        account Assets:Bank
        account Assets:Savings
        account Assets:Cash
        account Assets:Wallet
        account Liabilities:Card
        account Income:Salary
        account Income:Interest
        account Expenses:Food:Groceries
        account Expenses:Food:Dining
        account Expenses:Rent
        account Expenses:Fun
        account Expenses:Travel
        account Equity:Opening

        budget Expenses:Food  \(r.money(350, 450)) USD monthly
        budget Expenses:Fun  \(r.money(80, 150)) USD monthly  rollover
        goal "Emergency fund"  \(r.money(8000, 20000)) USD  account Assets:Savings

        recurring "Rent"  monthly on 1  from \(first.startOfMonth.adding(months: 1))
            Expenses:Rent  1200.00 USD
            Assets:Bank

        recurring "Salary"  monthly on 25  from \(first.startOfMonth.adding(months: 1))
            Assets:Bank  3000.00 USD
            Income:Salary


        """
        var lines: [String] = []
        func tx(_ d: Day, _ description: String, _ postings: [(String, String?)]) {
            lines.append("\(d) \(description)")
            for (account, amount) in postings {
                lines.append(amount.map { "    \(account)  \($0)" } ?? "    \(account)")
            }
            lines.append("")
        }
        tx(first, "Opening balances", [("Assets:Bank", "\(r.money(500, 3000)) USD"), ("Assets:Savings", "\(r.money(0, 2000)) USD"),
                                        ("Assets:Wallet", "\(r.money(0, 300)) EUR"), ("Equity:Opening", nil)])
        var last = first
        for m in 0..<months {
            let month = first.startOfMonth.adding(months: m)
            let length = month.adding(months: 1) - month
            lines.append("P \(month) EUR \(r.int(100...125) / 100).\(r.int(10...99)) USD")
            lines.append("")
            var events: [(Day, String, [(String, String?)])] = []
            func on(_ day: Int) -> Day { month.adding(days: min(day, length) - 1) }
            if m > 0 {
                events.append((on(1), "Rent", [("Expenses:Rent", "1200.00 USD"), ("Assets:Bank", nil)]))
                events.append((on(25), "Salary", [("Assets:Bank", "\(r.money(2800, 3300)) USD"), ("Income:Salary", nil)]))
            }
            for _ in 0..<r.int(3...9) {
                let paid = ["Liabilities:Card", "Assets:Cash", "Assets:Bank"][r.int(0...2)]
                let food = r.chance(60) ? "Expenses:Food:Groceries" : "Expenses:Food:Dining"
                events.append((on(r.int(1...28)), r.chance(50) ? "Market" : "Café", [(food, "\(r.money(4, 120)) USD"), (paid, nil)]))
            }
            if r.chance(70) { events.append((on(r.int(1...28)), "Cinema", [("Expenses:Fun", "\(r.money(8, 90)) USD"), ("Liabilities:Card", nil)])) }
            if r.chance(20) { events.append((on(r.int(1...28)), "Refund", [("Expenses:Food:Groceries", "-\(r.money(2, 30)) USD"), ("Liabilities:Card", nil)])) }
            if r.chance(30) {
                // Travel paid in euros from the wallet; the wallet is topped up at a written cost.
                let d = on(r.int(1...27))
                events.append((d, "Exchange", [("Assets:Wallet", "\(r.money(100, 400)) EUR @ 1.\(r.int(10...19)) USD"), ("Assets:Bank", nil)]))
                events.append((d.adding(days: 1), "Hotel", [("Expenses:Travel", "\(r.money(50, 350)) EUR"), ("Assets:Wallet", nil)]))
            }
            events.append((on(r.int(26...28)), "To savings", [("Assets:Savings", "\(r.money(50, 600)) USD"), ("Assets:Bank", nil)]))
            events.append((on(r.int(10...20)), "Card payment", [("Liabilities:Card", "\(r.money(100, 500)) USD"), ("Assets:Bank", nil)]))
            events.append((on(r.int(1...28)), "ATM", [("Assets:Cash", "\(r.money(20, 200)) USD"), ("Assets:Bank", nil)]))
            if r.chance(40) { events.append((on(28), "Interest", [("Assets:Savings", "\(r.money(0, 15)) USD"), ("Income:Interest", nil)])) }
            events.sort { $0.0 < $1.0 }
            for (d, description, postings) in events {
                tx(d, description, postings)
                last = max(last, d)
            }
        }
        out += lines.joined(separator: "\n")
        return GeneratedJournal(seed: seed, text: out, firstDay: first, lastDay: last,
                                budgetAccounts: ["Expenses:Food": "Expenses:Food", "Expenses:Fun": "Expenses:Fun"],
                                goalAccount: "Assets:Savings")
    }
}

/// Exact decimals read from report output (`1,234.50`, `-3.1`) for comparing sums.
package enum Decimal {
    package static func parse(_ text: String) -> Quantity? {
        Quantity(plainDecimal: text.filter { $0 != "," && $0 != " " })
    }

    /// The exact sum; the test fails loudly (nil) when it would overflow.
    package static func sum<S: Sequence>(_ values: S) -> Quantity? where S.Element == Quantity {
        var total = Quantity.zero
        for v in values {
            guard let s = total.adding(v) else { return nil }
            total = s
        }
        return total
    }
}
