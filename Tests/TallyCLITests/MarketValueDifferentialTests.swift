import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Random journals in four currencies with a `P` price of each foreign one
/// every day (USD and GBP in EUR, JPY in USD, and on some days USD in GBP,
/// which makes GBP USD's market currency until the next price in EUR),
/// valued by Tally and by hledger 1.25 without naming a currency: `-V`,
/// `--value end|then|DATE|cost`, in one period, by month (`-M`, `-H`,
/// `--cumulative`), by quarter, and in the register. Every cell, in every
/// commodity, must be the same to the last displayed digit: Tally's CSV
/// holds the exact values, rounded here as hledger shows them (half to
/// even). Skipped, saying so, when hledger is not installed.
@Suite("market value against hledger")
struct MarketValueDifferentialTests {
    static let hledger = Subprocess.find(["hledger"])
    static let seeds: [UInt64] = Array(1...10)
    /// The decimals each commodity is shown with (the journal declares them).
    static let places = ["EUR": 2, "USD": 2, "GBP": 2, "JPY": 0]

    static let reports: [[String]] = [
        ["-V"],
        ["-V", "-e", "2026-02-15"],
        ["-V", "-M"],
        ["-V", "-M", "-H"],
        ["-V", "-M", "--cumulative"],
        ["-V", "-Q"],
        ["--value", "end"],
        ["--value", "end", "-M"],
        ["--value", "then"],
        ["--value", "then", "-M"],
        ["--value", "2026-02-10"],
        ["--value", "cost"],
        ["-B"],
    ]

    @Test("balance -V, --value end|then|DATE|cost, -M, -H and --cumulative agree with hledger on journals of daily prices",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the market value differential test is skipped"),
          arguments: seeds)
    func balanceAgrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = MarketJournal.make(seed: seed)
        let s = Scratch()
        s.write("market.journal", text)
        for args in Self.reports {
            let t = Harness.run(["balance", "--flat"] + args + ["-O", "csv", "-f", s.path("market.journal")])
            #expect(t.status == 0, "seed \(seed) \(args): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("market.journal"), "bal", "--flat", "--no-total", "-O", "csv"] + args)
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = Self.tallyBalanceCells(t.stdout)
            let theirs = Self.hledgerBalanceCells(h.output)
            #expect(mine.count > 3, "seed \(seed) \(args): Tally reported too little to compare:\n\(t.stdout)")
            #expect(mine == theirs, "seed \(seed) \(args.joined(separator: " ")):\nTally only: \(mine.subtracting(theirs).sorted())\nhledger only: \(theirs.subtracting(mine).sorted())\n\(text)")
        }
    }

    @Test("register -V and --value then: each posting's value and the running total agree with hledger",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the market value differential test is skipped"),
          arguments: seeds)
    func registerAgrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = MarketJournal.make(seed: seed)
        let s = Scratch()
        s.write("market.journal", text)
        // The running total of accounts valued in EUR alone (assets:bank, in EUR and GBP) is one amount, comparable row by row.
        for (args, withTotals) in [(["-V"], false), (["--value", "then"], false), (["-V", "assets:bank"], true), (["--value", "then", "assets:bank"], true)] {
            let t = Harness.run(["register"] + args + ["-O", "csv", "-f", s.path("market.journal")])
            #expect(t.status == 0, "seed \(seed) \(args): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("market.journal"), "register", "-O", "csv"] + args)
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = Self.tallyRegisterRows(t.stdout, totals: withTotals)
            let theirs = Self.hledgerRegisterRows(h.output, totals: withTotals)
            #expect(mine.count > 3, "seed \(seed) \(args): Tally reported too little to compare:\n\(t.stdout)")
            #expect(mine == theirs, "seed \(seed) \(args.joined(separator: " ")):\nTally: \(mine)\nhledger: \(theirs)\n\(text)")
        }
    }

    @Test("the traveller example through print --plain: -V, -V -M, --value end, then and cost equal hledger's",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the market value differential test is skipped"))
    func travellerAgrees() throws {
        let hledger = try #require(Self.hledger)
        let s = Scratch()
        let plain = Harness.run(["print", "--plain", "-f", Harness.repositoryRoot + "/examples/traveller.ledger"])
        #expect(plain.status == 0, "\(plain.stderr)")
        s.write("traveller.journal", plain.stdout)
        for args in [["-V"], ["-V", "-M"], ["-V", "-M", "-H"], ["-V", "-M", "--cumulative"], ["--value", "end"], ["--value", "then"],
                     ["--value", "cost"]] {
            let t = Harness.run(["balance", "--flat"] + args + ["-O", "csv", "-f", s.path("traveller.journal")])
            #expect(t.status == 0, "\(args): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("traveller.journal"), "bal", "--flat", "--no-total", "-O", "csv"] + args)
            #expect(h.status == 0, "hledger refused the journal")
            let mine = Self.tallyBalanceCells(t.stdout)
            let theirs = Self.hledgerBalanceCells(h.output, decimalComma: true)
            #expect(mine.count > 3, "\(args): too little to compare")
            #expect(mine == theirs, "\(args.joined(separator: " ")):\nTally only: \(mine.subtracting(theirs).sorted())\nhledger only: \(theirs.subtracting(mine).sorted())")
        }
        // The figures hledger 1.25 prints, which valuing each posting and rounding it before summing missed by a cent.
        let v = Harness.run(["balance", "--flat", "-V", "-f", s.path("traveller.journal")])
        for figure in ["163,80 EUR  Expenses:Travel:Food", "90,08 EUR  Expenses:Travel:Sights", "236,76 EUR  Expenses:Travel:Transport", "-15,29 EUR"] {
            #expect(v.stdout.contains(figure), "\(figure) missing from:\n\(v.stdout)")
        }
    }

    /// `12.345` of `EUR` as hledger shows it: rounded half to even to
    /// the commodity's decimals, trailing zeros dropped.
    static func shown(_ number: String, _ commodity: String) -> String {
        PlainPrintTests.normalized(HalfEven.rounded(number, places: places[commodity] ?? 2))
    }

    /// Tally's `account,commodity,<column…>` rows as `account|column|commodity|value` (zeros left out).
    static func tallyBalanceCells(_ csv: String) -> Set<String> {
        var out = Set<String>()
        for line in csv.split(separator: "\n").dropFirst() {
            let row = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard row.count >= 3 else { out.insert("unreadable: \(line)"); continue }
            for i in 2..<row.count {
                let n = shown(row[i], row[1])
                if n != "0" { out.insert("\(row[0])|\(i - 1)|\(row[1])|\(n)") }
            }
        }
        return out
    }

    /// hledger's `"account","<column…>"` rows, cells such as `"12.50 EUR, -3 JPY"`, the same way.
    static func hledgerBalanceCells(_ csv: String, decimalComma: Bool = false) -> Set<String> {
        var out = Set<String>()
        for line in csv.split(separator: "\n").dropFirst() {
            let row = String(line.dropFirst().dropLast()).split(separator: "\",\"", omittingEmptySubsequences: false).map(String.init)
            guard row.first != "total" else { continue }
            for i in 1..<row.count {
                for (commodity, n) in amounts(row[i], decimalComma: decimalComma) where n != "0" { out.insert("\(row[0])|\(i)|\(commodity)|\(n)") }
            }
        }
        return out
    }

    /// The amounts of an hledger cell, `"12.50 EUR, -3 JPY"`, as (commodity, normalised number).
    /// `decimalComma`: `"1018,20 EUR"` (and `"-208.45 USD"` beside it).
    static func amounts(_ cell: String, decimalComma: Bool = false) -> [(String, String)] {
        cell.split(separator: ", ").compactMap { part in
            let words = part.split(separator: " ")
            guard words.count == 2 else { return nil }
            // A commodity may keep its decimal point in a journal of decimal commas (traveller's USD).
            let written = String(words[0])
            let number = decimalComma && written.contains(",") ? written.replacing(".", with: "").replacing(",", with: ".") : written
            return (String(words[1]), PlainPrintTests.normalized(number))
        }
    }

    /// Tally's register rows, `date,status,code,payee,account,commodity,amount,total`,
    /// as `date|account|commodity|amount[|total]`, in order.
    static func tallyRegisterRows(_ csv: String, totals: Bool) -> [String] {
        csv.split(separator: "\n").dropFirst().map { line in
            let row = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard row.count >= 8 else { return "unreadable: \(line)" }
            let (commodity, n) = (row[row.count - 3], row[row.count - 2])
            var key = "\(row[0])|\(row[row.count - 4])|\(shown(n, commodity) == "0" ? "0" : commodity + " " + shown(n, commodity))"
            if totals { key += "|" + shown(row[row.count - 1], commodity) }
            return key
        }
    }

    /// hledger's register rows, `"txnidx","date","code","description","account","amount","total"`, the same way.
    static func hledgerRegisterRows(_ csv: String, totals: Bool) -> [String] {
        csv.split(separator: "\n").dropFirst().map { line in
            let row = String(line.dropFirst().dropLast()).split(separator: "\",\"", omittingEmptySubsequences: false).map(String.init)
            guard row.count == 7 else { return "unreadable: \(line)" }
            let amount = amounts(row[5]).first.map { $0.1 == "0" ? "0" : $0.0 + " " + $0.1 } ?? "0"
            var key = "\(row[1])|\(row[4])|\(amount)"
            if totals { key += "|" + (amounts(row[6]).first?.1 ?? "0") }
            return key
        }
    }
}

/// Journals from a seed in EUR, USD, GBP and JPY over the first months of
/// 2026, with a price of USD and GBP in EUR and of JPY in USD on every day
/// from the last of 2025 (rates of four to six decimals, so that values
/// have more digits than are shown), now and then a price of USD in GBP
/// written after that day's price in EUR; spending, income and transfers
/// in each currency, some bought at a cost (which is no market price).
enum MarketJournal {
    static func make(seed: UInt64) -> String {
        var r = JournalGenerator.Random(state: seed &+ 9100)
        var out = "commodity 1000.00 EUR\ncommodity 1000.00 USD\ncommodity 1000.00 GBP\ncommodity 1000. JPY\n\n"
        func decimals(_ units: Int, _ places: Int) -> String {
            var digits = String(abs(units))
            while digits.count <= places { digits = "0" + digits }
            return (units < 0 ? "-" : "") + String(digits.dropLast(places)) + "." + String(digits.suffix(places))
        }
        var days = ["2025-12-31"]
        for (month, length) in [(1, 31), (2, 28), (3, 31), (4, 30)] {
            for d in 1...length { days.append("2026-0\(month)-\(d < 10 ? "0" : "")\(d)") }
        }
        var usd = r.int(8_500...9_500), gbp = r.int(11_000...12_000), jpy = r.int(6_000...7_000)
        for day in days {
            usd += r.int(-40...40)
            gbp += r.int(-40...40)
            jpy += r.int(-30...30)
            out += "P \(day) USD \(decimals(usd, 4)) EUR\n"
            out += "P \(day) GBP \(decimals(gbp, 4)) EUR\n"
            out += "P \(day) JPY \(decimals(jpy, 6)) USD\n"
            if r.int(0...9) == 0 { out += "P \(day) USD \(decimals(usd * 10_000 / gbp * 10 + r.int(0...9), 5)) GBP\n" }
        }
        out += "\n"
        let accounts = [("EUR", "assets:bank:eur"), ("USD", "assets:cash:usd"), ("GBP", "assets:bank:gbp"), ("JPY", "assets:cash:jpy")]
        let others = ["expenses:food", "expenses:travel", "expenses:rent", "income:salary", "liabilities:card"]
        for i in 0..<r.int(20...40) {
            let (currency, account) = accounts[r.int(0...3)]
            let amount = currency == "JPY" ? String(r.int(100...90_000)) : decimals(r.int(100...250_000), 2)
            out += "\(days[r.int(1...90)]) entry \(i)\n"
            if currency != "EUR", r.int(0...4) == 0 {
                out += "    \(account)  \(amount) \(currency) @ \(decimals(r.int(5_000...15_000), 4)) EUR\n    assets:bank:eur\n\n"
                continue
            }
            out += "    \(others[r.int(0...others.count - 1)])  \(amount) \(currency)\n    \(account)\n\n"
        }
        return out
    }
}

