/// Journals whose meaning depends on the order of their lines, for tests
/// that compare the chunked, parallel load with one parser reading the
/// whole file: aliases, `apply account`, commodity styles, `decimal-mark`,
/// `Y`, `D`, `bucket`, `apply tag` and their `end`s, comment and test
/// blocks holding dated lines, year-less dates, an include, and lines with
/// errors for the parser and for the loader.
extension JournalGenerator {
    /// The main file's text and the files it includes, by path.
    public static func makeWithDirectives(seed: UInt64, transactions: Int = 120) -> (main: String, included: [String: String]) {
        var r = Random(state: seed)
        var out = "; directives journal, seed \(seed)\n"
        var included: [String: String] = [:]
        let accounts = ["Assets:Bank", "Assets:Cash", "Expenses:Food", "Expenses:Rent", "Income:Salary", "Liabilities:Card", "food", "bank"]
        let commodities = ["USD", "EUR", "$", "", "PLN"]
        var day = 1
        var month = 1
        func date(_ r: inout Random) -> String {
            day += r.int(0...2)
            if day > 28 { day = 1; month = month % 12 + 1 }
            let md = "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
            return r.chance(25) ? md.replacingDashes(r.chance(50) ? "/" : "-") : "20\(r.int(24...26))-" + md
        }
        func amount(_ r: inout Random) -> String {
            let c = commodities[r.int(0...commodities.count - 1)]
            let whole = r.int(0...3000)
            let number: String
            switch r.int(0...5) {
            case 0: number = "\(whole),\(r.int(10...99))"
            case 1: number = "\(whole / 1000 + 1).\(r.int(100...999))"
            case 2: number = "\(whole / 1000 + 1),\(r.int(100...999))"
            case 3: number = "\(whole)"
            default: number = "\(whole).\(r.int(10...99))"
            }
            if c.isEmpty { return number }
            return c == "$" ? "$\(number)" : "\(number) \(c)"
        }
        for n in 0..<transactions {
            switch r.int(0...40) {
            case 0: out += "alias \(accounts[r.int(0...7)])=\(accounts[r.int(0...7)])\n"
            case 1: out += "alias /^(exp|inc)/=Other:\\1\n"
            case 2: out += "end aliases\n"
            case 3: out += "apply account \(["Trip", "Home:Sub", "X"][r.int(0...2)])\n"
            case 4: out += "end apply account\n"
            case 5: out += "commodity \(["1.000,00 EUR", "1,000.00 USD", "$1,000.00", "1 000,00 PLN"][r.int(0...3)])\n"
            case 6: out += "decimal-mark \(r.chance(50) ? "," : ".")\n"
            case 7: out += "Y \(r.int(2019...2027))\n"
            case 8: out += "year \(r.int(2019...2027))\n"
            case 9: out += "D \(["$1,000.00", "1.000,00 EUR", "1000 PLN"][r.int(0...2)])\n"
            case 10: out += "bucket \(accounts[r.int(0...7)])\n"
            case 11: out += "apply tag trip\n"
            case 12: out += "end apply tag\n"
            case 13: out += "comment\n\(date(&r)) hidden\n    a  1\nend comment\n"
            case 14: out += "test\n\(date(&r)) in a test block\nend\n"
            case 15: out += "comment\n\(date(&r)) end comment not at column 0\n  end comment\nend test\nend COMMENT\n"
            case 16: out += "\(date(&r)) broken\n  Assets:Bank  12..3 USD\n  Expenses:Food\n"
            case 17: out += "unknownthing here\n"
            case 18: out += "\(date(&r)) unbalanced\n    \(accounts[r.int(0...7)])  \(amount(&r))\n    \(accounts[r.int(0...7)])  \(amount(&r))\n"
            case 19: out += "    indented line at top\n"
            case 20 where included.isEmpty:
                let path = "sub\(n).journal"
                included[path] = "Y 2021\n03/04 included\n    Assets:Bank  5 USD\n    Income:Salary\n"
                out += "include \(path)\n"
            case 21: out += "Y2020\n"
            case 22: out += "P \(date(&r)) EUR 1.1\(r.int(0...9)) USD\n"
            case 23: out += "\(date(&r)) assertion\n    Assets:Bank  \(amount(&r)) = \(amount(&r))\n    Income:Salary\n"
            default: break
            }
            out += "\(date(&r))\(r.chance(30) ? " *" : "") payee \(n)\(r.chance(10) ? "  ; note" : "")\n"
            let postings = r.int(1...3)
            for _ in 0..<postings {
                out += "    \(accounts[r.int(0...7)])  \(amount(&r))\n"
            }
            if r.chance(80) { out += "    \(accounts[r.int(0...7)])\n" }
            if r.chance(40) { out += "\n" }
        }
        return (out, included)
    }
}

private extension String {
    func replacingDashes(_ by: String) -> String {
        split(separator: "-", omittingEmptySubsequences: false).joined(separator: by)
    }
}
