import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// `print` writes text that reads back to the same balances, with costs of
/// every sign, per unit and in total.
@Suite("print keeps costs")
struct PrintCostRoundTripTests {
    func balances(_ journal: String) -> RunResult {
        Harness.run(["balance", "-f", "-", "--flat", "-E", "-O", "csv"], stdin: journal)
    }

    func expectRoundTrip(_ journal: String, _ what: String) throws {
        let before = balances(journal)
        #expect(before.status == 0, "\(what): \(before.stderr)")
        let printed = Harness.run(["print", "-f", "-"], stdin: journal)
        #expect(printed.status == 0, "\(what): \(printed.stderr)")
        let after = balances(printed.stdout)
        #expect(after.status == 0, "\(what): print's output fails: \(after.stderr)\n\(printed.stdout)")
        // Print writes inferred amounts with every digit, so compare values, not trailing zeros.
        #expect(try Self.values(after.stdout) == Self.values(before.stdout), "\(what): balances differ after print:\n\(printed.stdout)")
    }

    /// A balance row: its fields before the amount, and the amount as a
    /// number (`nil` in the header).
    struct Row: Equatable {
        var fields: [String]
        var amount: Quantity?
    }

    /// The CSV rows with their amounts read as numbers, so that `2.5` and
    /// `2.50` (print may write more digits) compare equal.
    static func values(_ csv: String) throws -> [Row] {
        try CSVReader.parse(csv).map { Row(fields: Array($0.dropLast()), amount: $0.last.flatMap { Quantity(plainDecimal: $0) }) }
    }

    @Test("a virtual account whose name is itself in parentheses or brackets reads back as the same account")
    func bracketedVirtualNames() throws {
        let journal = "2023-01-01\n  [([(a)])]  1\n  [(bbbbb:bb)]   1\n  [b:[bbb]]\n\n2023-01-02\n  (([x]))  2\n  ((()))  3\n"
        try expectRoundTrip(journal, "bracketed names")
        let printed = Harness.run(["print", "-f", "-"], stdin: journal)
        #expect(printed.stdout.contains("[(((a)))]"), "\(printed.stdout)")
        #expect(printed.stdout.contains("[bbbbb:bb]"), "\(printed.stdout)")
        #expect(printed.stdout.contains("    (x)  "), "(([x])) is the account x, written in one pair: \(printed.stdout)")
        #expect(balances(journal).stdout.contains("(a),,1\n"), "\(balances(journal).stdout)")
    }

    @Test func aNegativeTotalCostKeepsItsSign() throws {
        let journal = "2026-01-01 x\n    Assets:A  -1 EUR @@ -2 USD\n    Assets:B  -2 USD\n"
        let printed = Harness.run(["print", "-f", "-"], stdin: journal)
        #expect(printed.stdout.contains("-1 EUR @@ -2 USD"))
        try expectRoundTrip(journal, "-1 EUR @@ -2 USD")
    }

    @Test func everySignOfQuantityAndCost() throws {
        for q in ["1", "-1", "2.5", "-2.5", "0"] {
            for price in ["2", "-2", "0.75", "-0.75", "0"] {
                for mark in ["@", "@@"] {
                    let journal = "2026-01-01 x\n    Assets:A  \(q) EUR \(mark) \(price) USD\n    Assets:B\n"
                    try expectRoundTrip(journal, "\(q) EUR \(mark) \(price) USD")
                }
            }
        }
    }

    /// Generated journals: several postings per transaction, with unit and
    /// total costs, implied costs and elided amounts, amounts of both signs.
    @Test func generatedJournalsWithCosts() throws {
        var state: UInt64 = 0x1234_5678
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        func amount() -> String {
            let sign = next(2) == 0 ? "-" : ""
            return "\(sign)\(next(5000)).\(next(10))\(next(10))"
        }
        for round in 0..<20 {
            var journal = ""
            for t in 0..<15 {
                journal += "2026-01-\(String(t + 10)) t\(t)\n"
                switch next(4) {
                case 0: journal += "    Assets:A  \(amount()) EUR @@ \(amount()) USD\n    Assets:B\n"
                case 1: journal += "    Assets:A  \(amount()) EUR @ \(amount()) USD\n    Assets:B  \(amount()) EUR @@ \(amount()) USD\n    Assets:C\n"
                case 2:
                    // Two commodities without a cost balance by an implied one when their signs differ.
                    let (a, b) = next(2) == 0 ? ("", "-") : ("-", "")
                    journal += "    Assets:A  \(a)\(next(900) + 1).\(next(10))0 GBP\n    Assets:B  \(b)\(next(900) + 1).\(next(10))5 CHF\n"
                default: journal += "    Assets:A  \(amount()) EUR\n    Assets:B  \(amount()) USD\n    Assets:C  \(amount()) EUR\n    Assets:D\n"
                }
                journal += "\n"
            }
            try expectRoundTrip(journal, "round \(round)")
        }
    }
}
