import Testing
import TallyCLITestSupport
import TallyTestSupport

/// The lots `--lots` finds where none is written: an elided posting
/// balancing a lot, and a posting bought at a cost. Journals and figures
/// from ledger 3.3's regression tests 2498, 2975 and
/// coverage-wave10-xact-fixated-neg.
@Suite("--lots: elided postings and costs")
struct LotViewImpliedTests {
    static func balance(_ journal: String, _ option: String = "--lots") -> RunResult {
        Harness.run(["balance", option, "--flat", "-O", "csv", "-f", "main.journal"],
                    fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("an elided posting carries the lot it balances; {{=TOTAL}} is the lot of its price per unit")
    func elided() {
        let r = Self.balance("""
        2025/12/13 * Food
            expenses                                  100.00 Kc {{=5.00 EUR}}
            assets

        2025/12/13 * Food
            expenses                                  200.00 Kc {=0.05 EUR}
            assets

        """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        assets,Kc {=0.05 EUR},-300.00
        expenses,Kc {=0.05 EUR},300.00

        """)
    }

    @Test("an elided posting balancing lots of two commodities carries each one")
    func twoCommodities() {
        let r = Self.balance("""
        2024/01/01 Complex Trade
            Assets:Brokerage                       -10 AAPL {=$1500.00}
            Assets:Brokerage                         5 GOOG {=$800.00}
            Assets:Cash

        """, "--lot-prices")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        Assets:Brokerage,AAPL {=$1500},-10
        Assets:Brokerage,GOOG {=$800},5
        Assets:Cash,AAPL {=$1500},10
        Assets:Cash,GOOG {=$800},-5

        """)
    }

    @Test("a purchase at a cost is the lot a sale of its {{TOTAL}} and date closes")
    func boughtAtCost() {
        let r = Self.balance("""
        2025/01/01 * Testing
            Assets:Brokerage                101 FOO @@ $250.00
            Assets:Brokerage              -$250

        2025/01/02 * Testing
            Assets:Brokerage               -101 FOO {{$250}} [2025-01-01] @@ $500
            Assets:Brokerage               $500
            Income:Capital Gains

        """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        Assets:Brokerage,$,250
        Income:Capital Gains,$,-250

        """)
    }

    @Test("a posting at a cost is shown as a lot of that cost per unit and the transaction's date")
    func costIsLot() {
        let r = Self.balance("""
        2024/01/15 * Buy
            Assets:Brokerage       10 AAPL @ $150.00
            Assets:Checking

        """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        Assets:Brokerage,AAPL {$150} [2024-01-15],10
        Assets:Checking,$,-1500

        """)
    }

    /// ledger's regression coverage-output-comm-lots.
    @Test("commodities --lot-prices lists the lots held, not the plain commodity they came from")
    func commodities() {
        let journal = """
        2024/01/15 * Buy Stock
            Assets:Brokerage          10 AAPL {$150.00}
            Assets:Checking          $-1500.00

        """
        let files = MemoryFileSystem(["main.journal": journal])
        let r = Harness.run(["commodities", "--lot-prices", "-f", "main.journal"], fileSystem: files)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "$\nAAPL {$150.00}\n")
        #expect(Harness.run(["commodities", "-f", "main.journal"], fileSystem: files).stdout == "$\nAAPL\n")
    }
}
