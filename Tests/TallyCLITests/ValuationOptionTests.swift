import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `-B` (at cost) and `-V` (at market value), with the numbers hledger 1.25
/// prints for the same journal.
@Suite("-B and -V valuation")
struct ValuationOptionTests {
    static let journal = """
    P 2026-01-01 AAPL 100 USD
    P 2026-03-01 AAPL 150 USD
    P 2026-02-01 EUR 1.1 USD

    2026-01-05 buy
        assets:broker   10 AAPL @ 100 USD
        assets:cash

    2026-02-05 food
        expenses:food   20 EUR
        assets:cash

    2026-03-05 buy more
        assets:broker   5 GOOG @ 10 EUR
        assets:cash

    """

    static func balance(_ options: [String]) -> RunResult {
        Harness.run(["balance", "--flat", "-O", "csv", "-f", "main.journal"] + options, fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("-B counts each amount with a cost at its cost")
    func atCost() {
        let r = Self.balance(["-B"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        assets:broker,EUR,50
        assets:broker,USD,1000
        assets:cash,EUR,-70
        assets:cash,USD,-1000
        expenses:food,EUR,20

        """)
    }

    @Test("-V values at the latest P price, in its commodity; costs are not prices and GOOG stays GOOG")
    func atMarket() {
        let r = Self.balance(["-V"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        assets:broker,GOOG,5
        assets:broker,USD,1500
        assets:cash,USD,-1077
        expenses:food,USD,22

        """)
    }

    @Test("-V values at the report's end date")
    func atReportEnd() {
        let r = Self.balance(["-V", "-e", "2026-02-15"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        assets:broker,USD,1000
        assets:cash,USD,-1022
        expenses:food,USD,22

        """)
    }

    @Test("bal -V -M values each month's change at that month's end")
    func perPeriod() {
        let r = Self.balance(["-V", "-M"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("assets:broker,USD,1000,0,0\n"))
        #expect(r.stdout.contains("expenses:food,USD,0,22,0\n"))
    }

    /// hledger's valuation.test, case 35: at cost first (15 B and 6 C), then
    /// valued at the end (B at 1 C), in whichever spelling.
    @Test("-B with -V is at cost, then at market value, as hledger", arguments: [["-B", "-V"], ["-V", "-B"], ["--cost", "--value=end"]])
    func costThenMarket(_ options: [String]) {
        let journal = """
        P 2000/01/01 A  1 B
        P 2000/01/15 A  5 B
        P 2000/04/01 A  4 B
        P 2000/04/01 B  1 C
        2000/01/01
          (a)      1 A @ 6 C
        2000/02/01
          (a)      1 A @ 7 B
        2000/03/01
          (a)      1 A @ 8 B

        """
        let r = Harness.run(["balance", "--flat", "--no-total", "-f", "-"] + options, stdin: journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "        21 C  a\n", "\(r.stdout)")
    }

    @Test("-V with -X is -X, in either order (ledger's regression 712-a)", arguments: [["-V", "-X", "USD"], ["-X", "USD", "-V"]])
    func marketWithExchangeIsExchange(_ options: [String]) {
        let r = Self.balance(options)
        let x = Self.balance(["-X", "USD"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(x.status == 0, "\(x.stderr)")
        #expect(r.stdout == x.stdout)
        #expect(r.stdout.contains("expenses:food,USD,22"))
    }

    @Test func exchangeIntoACommodityNobodyNamesLeavesAmountsAndWarns() {
        // ledger's regression 3220 and hledger's: -X with nothing to convert shows amounts as they are.
        let r = Self.balance(["-X", "CHF"])
        let plain = Self.balance([])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == plain.stdout)
        #expect(r.stdout.contains("expenses:food,EUR,20"))
        #expect(r.stderr.contains("warning: nothing converts into CHF"))
    }

    @Test func exchangeIntoATypoOfACommodityIsStillRefused() {
        let r = Self.balance(["-X", "USDD"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("did you mean 'USD'?"))
    }
}
