import TallyLocale
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
        /// `.` groups digits in đồng, rupiah and euros (45.000 is forty-five
        /// thousand), a space in złoty; `,` in the others.
        package var groupMark: String
        /// `,` before the decimals in euros and złoty, `.` in the others.
        package var decimalMark: String
        /// Amounts that make sense in it: a monthly food budget, cash in a
        /// wallet, money in a checking account, a lunch.
        package var foodBudget: Int
        package var cash: Int
        package var checking: Int
        package var lunch: Int
        /// How else people write it (`đ ₫ …` for VND), for the `commodity`
        /// line's `spellings:` tag, which `add` and `import` read.
        package var spellings: [String] = []

        /// A currency as typed after `--currency`: a sign or a name the
        /// table knows is written as its ISO code (`€`, `euro` → `EUR`; `zł`
        /// → `PLN`), except `$`, which ledgers write as it is; grouping and
        /// decimal marks as `language` writes them (`1 000,00 EUR` in Polish).
        package init?(_ text: String, language: Language = .en) {
            let bytes = Array(text.utf8)
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
            // A symbol that needs no quotes: letters, non-ASCII signs such as € and ₫, or $.
            guard !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy({ $0 >= 0x80 || isLetter($0) || $0 == UInt8(ascii: "$") }) else {
                return nil
            }
            let codes = CurrencyNames.codes(text)
            let code = codes.count == 1 && text != "$" ? codes[0] : bytes.allSatisfy(isLetter) ? text.uppercased() : text
            let letters = code.utf8.allSatisfy(isLetter)
            symbol = code
            spellings = letters ? CurrencyNames.spellings(of: code) : []
            onLeft = !letters && !["₫", "₩"].contains(text)
            decimals = ["JPY", "KRW", "VND", "IDR", "CLP", "ISK", "UGX", "¥", "₫", "₩"].contains(code) ? 0 : 2
            switch code {
            case "VND", "IDR", "₫", "EUR": (groupMark, decimalMark) = (".", ",")
            case "PLN", "zł": (groupMark, decimalMark) = (" ", ",")
            default: (groupMark, decimalMark) = (",", ".")
            }
            if decimals > 0 && code != "$" {
                switch language {
                case .pl: (groupMark, decimalMark) = (" ", ",")
                case .it, .vi: (groupMark, decimalMark) = (".", ",")
                default: break
                }
            }
            switch code {
            case "VND", "₫", "IDR": (foodBudget, cash, checking, lunch) = (3_000_000, 500_000, 10_000_000, 45_000)
            case "JPY", "¥": (foodBudget, cash, checking, lunch) = (50_000, 10_000, 200_000, 1_000)
            case "KRW", "₩": (foodBudget, cash, checking, lunch) = (500_000, 50_000, 2_000_000, 10_000)
            case "CNY": (foodBudget, cash, checking, lunch) = (2_000, 300, 8_000, 25)
            case "PLN", "zł": (foodBudget, cash, checking, lunch) = (1_200, 200, 5_000, 30)
            default: (foodBudget, cash, checking, lunch) = (400, 50, 1_200, 12)
            }
        }

        /// `1,200.00 USD`, `$1,200.00`, `3.000.000 VND`, `1.200,00 EUR`, `1 200,00 PLN`.
        package func amount(_ whole: Int) -> String {
            let group = groupMark
            var digits = String(whole)
            var grouped = ""
            while digits.count > 3 {
                grouped = group + String(digits.suffix(3)) + grouped
                digits = String(digits.dropLast(3))
            }
            let number = digits + grouped + (decimals > 0 ? decimalMark + String(repeating: "0", count: decimals) : "")
            return onLeft ? symbol + number : number + " " + symbol
        }

        /// The `commodity` line's sample: one that cannot be misread, so
        /// `1.000.000 VND` (its repeated `.` only groups digits) rather than
        /// `1.000 VND`, which would read as one with three decimals.
        package var sample: String { amount(groupMark == "." && decimals == 0 ? 1_000_000 : 1000) }
    }

    package static func text(currency c: Currency, today: Day, language: Language = .en) -> String {
        let month = String(today.description.prefix(7))
        let n = StarterNames.of(language)
        let m = Messages(language)
        /// A message as comment lines, `; ` before each.
        func comment(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "; " + $0 }.joined(separator: "\n")
        }
        func padded(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(2, width - DisplayWidth.of(s))) }
        let colors = [("#FF9500", "🍜"), ("#007AFF", "🚌"), ("#FF2D55", "🛍️"), ("#AF52DE", "🎬"), ("#FF3B30", "🩺"), ("#34C759", "📚"),
                      ("#5856D6", "🏠"), ("#FFCC00", "💡"), ("#8E8E93", "📦")]
        let incomeColors = [("#30B0C7", "💼"), ("#64D2FF", "🎁"), ("#32D74B", "📈"), ("#FF9F0A", "🧰"), ("#8E8E93", "💰")]
        func categories(_ top: String, _ list: [(String, String)], _ looks: [(String, String)]) -> String {
            zip(list, looks).map { item, look in
                padded("category \(top):\(item.0)", 35) + "name:\"\(item.1)\" color:\(look.0) icon:\(look.1)"
            }.joined(separator: "\n")
        }
        let a = n.accounts
        let food = "Expenses:" + n.expenses[0].0
        // The language reports speak, for a ledger started in another language than English.
        let lang = language == .en ? "" : "\nlang \(language.rawValue)\n"
        return """
        \(comment(m.starter(.intro, today.description)))
        ;
        \(comment(m.starter(.howTo)))
        ;
        ;   tally check -f FILE        \(m.starter(.checkLine))
        ;   tally balance -f FILE      \(m.starter(.balanceLine))
        ;   tally budget -f FILE       \(m.starter(.budgetLine))
        ;
        \(comment(m.starter(.fileVariable)))
        \(lang)
        ; ---------------------------------------------------------------------------
        \(comment(m.starter(.money, c.symbol, c.amount(1000))))
        ; ---------------------------------------------------------------------------

        commodity \(c.sample)\(c.spellings.isEmpty ? "" : "  ; spellings: " + c.spellings.joined(separator: " "))

        ; ---------------------------------------------------------------------------
        \(comment(m.starter(.accounts)))
        ; ---------------------------------------------------------------------------

        \(padded("account Assets:" + a[0], 35)); type:asset
        \(padded("account Assets:" + a[1], 35)); type:asset
        \(padded("account Assets:" + a[2], 35)); type:asset
        \(padded("account Liabilities:" + a[3], 35)); type:liability
        \(padded("account Equity:" + a[4], 35)); type:equity

        ; ---------------------------------------------------------------------------
        \(comment(m.starter(.categories)))
        ;   category ACCOUNT  name:"…" color:#RRGGBB icon:…
        \(comment(m.starter(.categoriesHelp)))
        ; ---------------------------------------------------------------------------

        \(categories("Expenses", n.expenses, colors))

        \(categories("Income", n.income, incomeColors))

        ; ---------------------------------------------------------------------------
        \(comment(m.starter(.budgets)))
        ;   budget CATEGORY  AMOUNT PERIOD [from DATE] [warn N%…] [rollover]
        \(comment(m.starter(.budgetsHelp)))
        ; ---------------------------------------------------------------------------

        budget \(food)  \(c.amount(c.foodBudget)) monthly from \(month)  warn 80% 100%  rollover

        ; ---------------------------------------------------------------------------
        \(comment(m.starter(.transactions)))
        ; ---------------------------------------------------------------------------

        ; \(today) \(m.starter(.openingBalances))
        ;     \(padded("Assets:" + a[0], 27))\(c.amount(c.cash))
        ;     \(padded("Assets:" + a[1], 27))\(c.amount(c.checking))
        ;     Equity:\(a[4])
        ;
        ; \(today) \(m.starter(.lunch))
        ;     \(padded(food, 27))\(c.amount(c.lunch))
        ;     Assets:\(a[0])

        """
    }
}
