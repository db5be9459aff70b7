import Testing
import TallyCLITestSupport
import TallyTestSupport

/// ledger's `apply fixed COMMODITY PRICE`: the block's amounts of the
/// commodity carry the fixed lot price `{=PRICE}` (ledger's regression 1190
/// and coverage-wave2-textual-directives).
@Suite("apply fixed")
struct ApplyFixedTests {
    static let journal = """
        apply fixed XCD $0.374531835206

        2008/04/08 KFC
            Expenses:Food                          XCD 43.00
            Assets:Cash

        2008/04/08 KFC
            Expenses:Food                              $1.00
            Assets:Cash

        end apply fixed

        2008/04/09 After
            Expenses:Food                          XCD 10.00
            Assets:Cash

        P 2008/04/01 XCD $0.50

        """

    @Test func amountsInTheBlockAreValuedAtTheFixedPrice() {
        let r = Harness.run(["register", "-f", "-", "-X", "$", "acct:Food"], stdin: Self.journal)
        #expect(r.status == 0, "\(r.stderr)")
        // 43 × 0.374531835206 = 16.10…; after the block the price line's $0.50 applies.
        let amounts = r.stdout.split(separator: "\n").map { $0.split(separator: " ").dropLast().last.map(String.init) ?? "" }
        #expect(amounts == ["$16.10", "$1.00", "$5.00"], "\(r.stdout)")
        let bal = Harness.run(["balance", "-f", "-", "-X", "$", "--flat"], stdin: Self.journal)
        #expect(bal.stdout.contains("-$22.10  Assets:Cash") && bal.stdout.contains("$22.10  Expenses:Food"), "\(bal.stdout)")
    }

    @Test func withoutValuationTheAmountsStayAsWritten() {
        let r = Harness.run(["balance", "-f", "-", "--flat", "acct:Food"], stdin: Self.journal)
        #expect(r.stdout.contains("XCD 53.00") && r.stdout.contains("$1.00"), "\(r.stdout)")
        #expect(!r.stderr.contains("ignored"), "\(r.stderr)")
    }

    @Test func aMarketReportOfAStockBoughtInTheBlock() {
        let journal = "apply fixed AAPL $100.00\n2024/01/02 Buy AAPL\n    Assets:Brokerage       10 AAPL\n    Assets:Cash            $-1000.00\nend apply fixed\n"
        let r = Harness.run(["balance", "-f", "-", "--market", "acct:Assets:Brokerage"], stdin: journal)
        #expect(r.status == 0 && r.stdout.contains("$1000.00  Assets:Brokerage"), "\(r.stdout)\(r.stderr)")
    }

    @Test func aFixedPriceNeedsACommodityAndAnAmount() {
        for line in ["apply fixed XCD", "apply fixed XCD 0.37", "apply fixed XCD $0.37 extra"] {
            let r = Harness.run(["check", "-f", "-"], stdin: line + "\nend apply fixed\n")
            #expect(r.status != 0 && r.stderr.contains("[invalid-directive]") && r.stderr.contains(":1:"), "\(line): \(r.stderr)")
        }
    }
}
