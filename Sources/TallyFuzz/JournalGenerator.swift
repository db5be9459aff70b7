/// Journals written from the grammar: every directive, dates at the ends of
/// the calendar, amounts near the limits, deep account nesting, many
/// commodities or postings, and some random and invalid bytes.
struct JournalGenerator {
    var random: Random

    static let commodities = ["USD", "EUR", "€", "$", "£", "BTC", "\"ACME 1\"", "h", "XAU", "¥"]
    static let intervals = ["daily", "weekly", "monthly", "quarterly", "yearly", "every 2 weeks", "every 5 months",
                            "every 10 days", "every 3 years", "every 0 days", "every 99999 months", "biweekly"]

    mutating func journal() -> [UInt8] {
        var out = ""
        let n = random.chance(3) ? random.int(200...1500) : random.int(1...25)
        for _ in 0..<n { out += entry() }
        var bytes = Array(out.utf8)
        if random.chance(10) { for _ in 0..<random.int(1...8) { bytes.insert(UInt8(random.int(0...255)), at: random.int(0...bytes.count)) } }
        if random.chance(3) { bytes += [0xC3, 0x28, 0xFF, 0xFE, 0x0A] }
        return bytes
    }

    mutating func entry() -> String {
        switch random.int(0...19) {
        case 0...8: return transaction()
        case 9: return "P \(date()) \(commodity()) \(amount())\n"
        case 10: return "account \(account())\(random.chance(30) ? "  ; type: \(random.pick(["Asset", "Expense", "Income", "Liability", "Equity", "X"]))" : "")\n"
        case 11: return "commodity \(random.pick(["1.000,00", "1,000.00", "1.000.000", "0.0000001", "1,000000000000000000000000000000000000"])) \(commodity())\n"
        case 12: return "budget \(random.chance(20) ? "all" : account())  \(amount()) \(random.pick(Self.intervals))\(clauses())\n"
        case 13:
            return "recurring \(word())  \(random.pick(Self.intervals)) from \(planDate())\(random.chance(40) ? " until \(planDate())" : "")\n"
                + "    \(account())  \(amount())\n    \(account())\n"
        case 14: return "goal \(word())  \(amount())\(random.chance(70) ? " by \(planDate())" : "") account \(account())\n"
        case 15: return "category \(account())\(random.chance(50) ? "  expense" : "")\(random.chance(30) ? " color #12ab3\(random.int(0...9))" : "")\n"
        case 16: return random.pick(["Y \(random.int(1...9999))\n", "decimal-mark ,\n", "decimal-mark .\n", "D 1.000,00 EUR\n", "include nothing.ledger\n",
                                     "comment\nx\nend comment\n", "~ monthly\n    a  1 USD\n    b\n", "= expr\n    a  1\n", "apply account X\n", "end apply account\n"])
        case 17: return "; \(word()) \(String(repeating: "é", count: random.int(0...5)))\n"
        case 18: return random.chance(20) ? deepTransaction() : transaction()
        default: return random.chance(10) ? manyCommodities() : transaction()
        }
    }

    mutating func date() -> String {
        if random.chance(5) { return random.pick(["0001-01-01", "9999-12-31", "0000-01-01", "9999-12-32", "2026-02-29", "2028-02-29", "1/1", "12/31", "10000-01-01"]) }
        let sep = random.pick(["-", "/", "."])
        let y = random.chance(10) ? random.pick([1, 2, 9998, 9999]) : random.int(1990...2030)
        return "\(String(repeating: "0", count: max(0, 4 - String(y).count)))\(y)\(sep)\(pad(random.int(1...12)))\(sep)\(pad(random.int(1...28)))"
    }

    mutating func planDate() -> String {
        let y = random.chance(20) ? random.pick(["0001", "9999", "0002", "9998"]) : String(random.int(2000...2030))
        switch random.int(0...2) {
        case 0: return y
        case 1: return "\(y)-\(pad(random.int(1...12)))"
        default: return "\(y)-\(pad(random.int(1...12)))-\(pad(random.int(1...28)))"
        }
    }

    mutating func clauses() -> String {
        var s = ""
        if random.chance(40) { s += " from \(planDate())" }
        if random.chance(30) { s += " until \(planDate())" }
        if random.chance(20) { s += " warn \(random.int(1...1000))%" }
        if random.chance(20) { s += " rollover \(random.pick(["", "surplus", "surplus-and-deficit", "none"]))" }
        return s
    }

    mutating func number() -> String {
        switch random.int(0...9) {
        case 0 where random.chance(30): return random.pick(["99999999999999999999999999999999999999", "170141183460469231731687303715884105727",
                                    "0.000000000000000000000000000000000001", "1234567890123456789012345678901234567890",
                                    "0", "0.00", "1,000,000.5", "1.000.000,5", "1,000", "1.000", ",5", "1e5", "1e60", "1e-250", "1e-300",
                                    "0." + String(repeating: "0", count: 60) + "1", "0." + String(repeating: "0", count: 45),
                                    "0." + String(repeating: "0", count: 254) + "5"])
        case 1: return String(random.int(0...Int(Int32.max)))
        case 2 where random.chance(25):
            // Past 38 digits: the wide form, its sums and their way back.
            var digits = String(random.int(1...9))
            for _ in 0..<random.int(30...80) { digits += String(random.int(0...9)) }
            let decimals = random.chance(50) ? random.int(1...40) : 0
            if decimals == 0 { return digits }
            let cut = digits.index(digits.endIndex, offsetBy: -min(decimals, digits.count - 1))
            return String(digits[..<cut]) + "." + String(digits[cut...])
        default: return "\(random.int(0...9999)).\(pad(random.int(0...99)))"
        }
    }

    mutating func amount() -> String {
        let sign = random.chance(30) ? "-" : ""
        let c = commodity()
        return random.chance(30) ? "\(sign)\(c)\(number())" : "\(sign)\(number()) \(c)"
    }

    mutating func commodity() -> String { random.pick(Self.commodities) }

    mutating func account() -> String {
        let top = random.pick(["Assets", "Expenses", "Income", "Liabilities", "Equity", "Revenue", "X", "assets"])
        let depth = random.chance(5) ? random.int(10...60) : random.int(0...3)
        var name = top
        for _ in 0..<depth { name += ":" + word() }
        return name
    }

    mutating func word() -> String {
        random.pick(["Food", "Bank", "Rent", "Café", "a b", "x", "Groceries", "日本", "Trip", "Z9", "Savings", "Checking"])
    }

    mutating func posting() -> String {
        let open = random.chance(10) ? random.pick(["(", "["]) : ""
        var line = "    \(open)\(account())\(open == "(" ? ")" : open == "[" ? "]" : "")"
        if random.chance(85) {
            line += "  \(amount())"
            if random.chance(15) { line += " \(random.pick(["@", "@@"])) \(amount())" }
            if random.chance(3) { line += " = \(amount())" }
        }
        if random.chance(10) { line += "  ; tag: \(word())" }
        return line + "\n"
    }

    mutating func transaction() -> String {
        var s = "\(date())\(random.chance(10) ? "=\(date())" : "")\(random.pick(["", " *", " !"]))\(random.chance(10) ? " (42)" : "") \(word())\n"
        for _ in 0..<(random.chance(5) ? random.int(50...400) : random.int(1...4)) { s += posting() }
        // Most transactions balance through an elided last posting, so reports have something to show.
        if random.chance(80) { s += "    \(account())\n" }
        return s
    }

    mutating func deepTransaction() -> String {
        var name = "Assets"
        for i in 0..<random.int(100...800) { name += ":L\(i)" }
        return "\(date()) deep\n    \(name)  1 USD\n    Equity\n"
    }

    mutating func manyCommodities() -> String {
        var s = "\(date()) many\n"
        for i in 0..<random.int(100...3000) { s += "    Assets:A  1 \(Self.letters(i))\n    Equity:E  -1 \(Self.letters(i))\n" }
        return s
    }

    /// A commodity symbol of letters only (digits would end it): CA, CB, …, CBA, ….
    static func letters(_ i: Int) -> String {
        var n = i + 1, s = ""
        while n > 0 { let r = (n - 1) % 26; s = String(UnicodeScalar(UInt8(65 + r))) + s; n = (n - 1) / 26 }
        return "C" + s
    }

    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}
