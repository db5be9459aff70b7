import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Random journals in four currencies with prices on many days (written
/// both ways round, one currency reached only through another, and rates
/// implied by costs, which Tally uses as ledger does and hledger with
/// `--infer-market-prices`),
/// converted by Tally and by hledger: `balance -X` (valued at the report's
/// end), `-M`, `-M -H` (each column's balance at its end), `--cumulative`,
/// `--value then` and `--value DATE` must give the same numbers to the last
/// displayed digit: Tally's CSV holds the exact values, which are rounded
/// here as hledger rounds them for display (half to even). Skipped, saying so, when hledger is not installed.
@Suite("valuation against hledger")
struct ValuationDifferentialTests {
    static let hledger = Subprocess.find(["hledger"])
    static let seeds: [UInt64] = Array(1...12)

    static let reports: [[String]] = [
        ["--flat", "-X", "EUR"],
        ["--flat", "-X", "EUR", "-e", "2026-03-20"],
        ["--flat", "-X", "USD"],
        ["--flat", "-X", "EUR", "--value", "then"],
        ["--flat", "-X", "EUR", "--value", "2026-02-14"],
        ["--flat", "-M", "-X", "EUR"],
        ["--flat", "-M", "-H", "-X", "EUR"],
        ["--flat", "-M", "--cumulative", "-X", "EUR"],
        ["--flat", "-Q", "-X", "PLN", "assets"],
        ["--flat", "--value", "end,EUR"],
    ]

    @Test("balance -X, -M, -H, --cumulative and --value agree with hledger on generated multi-currency journals",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the valuation differential test is skipped"),
          arguments: seeds)
    func agrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = CurrencyJournal.make(seed: seed)
        let s = Scratch()
        s.write("fx.journal", text)
        for args in Self.reports {
            let t = Harness.run(["balance"] + args + ["-O", "csv", "-f", s.path("fx.journal")])
            #expect(t.status == 0, "seed \(seed) \(args): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("fx.journal"), "bal", "--no-total", "-O", "csv"] + Self.hledgerArguments(args))
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = HledgerDifferentialTests.tallyCells(t.stdout, places: 2)
            #expect(mine.count > 2, "seed \(seed) \(args): Tally reported too little to compare:\n\(t.stdout)")
            let theirs = HledgerDifferentialTests.hledgerCells(h.output, currency: args.contains("PLN") ? "PLN" : args.contains("USD") ? "USD" : "EUR")
            #expect(mine == theirs, "seed \(seed) \(args.joined(separator: " ")):\nTally only: \(mine.subtracting(theirs).sorted())\nhledger only: \(theirs.subtracting(mine).sorted())\n\(text)")
        }
    }

    /// hledger reads `-X EUR --value then` as two choices of valuation, the
    /// last winning: one `--value then,EUR` says what Tally reads. Rates
    /// implied by costs count in Tally: in hledger with `--infer-market-prices`.
    static func hledgerArguments(_ args: [String]) -> [String] {
        guard let x = args.firstIndex(of: "-X"), let v = args.firstIndex(of: "--value") else { return args + ["--infer-market-prices"] }
        var out = args + ["--infer-market-prices"]
        out[v + 1] = args[v + 1] + "," + args[x + 1]
        out.removeSubrange(x...x + 1)
        return out
    }

    @Test("the examples through print --plain: balance -X at the end equals hledger's",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the valuation differential test is skipped"))
    func examplesAgree() throws {
        let hledger = try #require(Self.hledger)
        let s = Scratch()
        let plain = Harness.run(["print", "--plain", "-f", Harness.repositoryRoot + "/examples/traveller.ledger"])
        #expect(plain.status == 0, "\(plain.stderr)")
        s.write("traveller.journal", plain.stdout)
        for args in [["--flat", "-X", "EUR"], ["--flat", "-X", "USD"], ["--flat", "-M", "-H", "-X", "EUR"], ["--flat", "-X", "EUR", "--value", "then"]] {
            let t = Harness.run(["balance"] + args + ["-O", "csv", "-f", s.path("traveller.journal")])
            #expect(t.status == 0, "\(args): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("traveller.journal"), "bal", "--no-total", "-O", "csv"] + Self.hledgerArguments(args))
            #expect(h.status == 0, "hledger refused the journal")
            let mine = HledgerDifferentialTests.tallyCells(t.stdout, places: 2)
            let theirs = HledgerDifferentialTests.hledgerCells(h.output, currency: args.contains("USD") ? "USD" : "EUR", decimalComma: !args.contains("USD"))
            #expect(mine.count > 3, "\(args): too little to compare")
            #expect(mine == theirs, "\(args.joined(separator: " ")):\nTally only: \(mine.subtracting(theirs).sorted())\nhledger only: \(theirs.subtracting(mine).sorted())")
        }
    }
}

/// Journals from a seed in EUR, USD, PLN and JPY over three months of
/// 2026: prices of USD in EUR, of EUR in PLN (so PLN converts through the
/// inverse) and of USD in JPY (so JPY reaches EUR only through USD), on
/// random days from before the first transaction; spending, income and
/// transfers between accounts in each currency. Every currency is declared
/// with its display precision, so both tools show the same digits.
enum CurrencyJournal {
    static func make(seed: UInt64) -> String {
        var r = JournalGenerator.Random(state: seed &+ 7000)
        var out = "commodity 1,000.00 EUR\ncommodity 1,000.00 USD\ncommodity 1,000.00 PLN\ncommodity 1000. JPY\n\n"
        func day(_ month: Int, _ d: Int) -> String { "2026-0\(month)-\(d < 10 ? "0" : "")\(d)" }
        func decimals(_ units: Int, _ places: Int) -> String {
            var digits = String(units)
            while digits.count <= places { digits = "0" + digits }
            return String(digits.dropLast(places)) + "." + String(digits.suffix(places))
        }
        out += "P 2025-12-31 USD \(decimals(r.int(8_900...9_400), 4)) EUR\n"
        out += "P 2025-12-31 EUR \(decimals(r.int(41_000...44_000), 4)) PLN\n"
        out += "P 2025-12-31 USD \(decimals(r.int(14_000...16_000), 2)) JPY\n"
        for _ in 0..<r.int(6...14) {
            let d = day(r.int(1...4), r.int(1...28))
            switch r.int(0...2) {
            case 0: out += "P \(d) USD \(decimals(r.int(8_900...9_400), 4)) EUR\n"
            case 1: out += "P \(d) EUR \(decimals(r.int(41_000...44_000), 4)) PLN\n"
            default: out += "P \(d) USD \(decimals(r.int(14_000...16_000), 2)) JPY\n"
            }
        }
        out += "\n"
        let accounts = [("EUR", "assets:bank:eur"), ("USD", "assets:cash:usd"), ("PLN", "assets:bank:pln"), ("JPY", "assets:cash:jpy")]
        let spends = ["expenses:food", "expenses:rent", "expenses:travel", "income:salary", "liabilities:card"]
        for i in 0..<r.int(12...30) {
            let (currency, account) = accounts[r.int(0...3)]
            let amount = currency == "JPY" ? String(r.int(100...90_000)) : decimals(r.int(100...250_000), 2)
            out += "\(day(r.int(1...3), r.int(1...28))) entry \(i)\n"
            if currency == "USD", r.int(0...3) == 0 {
                // Dollars bought with euros: the cost is a rate of its day.
                out += "    \(account)  \(amount) USD @ \(decimals(r.int(8_800...9_500), 4)) EUR\n    assets:bank:eur\n\n"
                continue
            }
            out += "    \(r.pick(spends))  \(amount) \(currency)\n    \(account)\n\n"
        }
        return out
    }
}

@Suite("rounding half to even, as hledger shows values")
struct HalfEvenTests {
    @Test("ties go to the even digit, the rest to the nearest")
    func rounds() {
        #expect(HalfEven.rounded("0.125", places: 2) == "0.12")
        #expect(HalfEven.rounded("0.135", places: 2) == "0.14")
        #expect(HalfEven.rounded("-0.125", places: 2) == "-0.12")
        #expect(HalfEven.rounded("0.1250001", places: 2) == "0.13")
        #expect(HalfEven.rounded("9.999", places: 2) == "10.00")
        #expect(HalfEven.rounded("2.5", places: 0) == "2")
        #expect(HalfEven.rounded("1.20", places: 2) == "1.20")
    }
}
