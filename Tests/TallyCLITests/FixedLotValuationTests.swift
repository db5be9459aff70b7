import Testing
import TallyCLITestSupport
import TallyTestSupport

/// ledger's fixated lot prices (`{=PRICE}`): valued at that price, not at
/// the market's or the `@` price, and a value expression that is one
/// amount (`((PRICE))`). Journals and figures from ledger 3.3's regression
/// tests 964, CAE63F5C, coverage-fixated-price, coverage-wave8-annotate
/// and cov3-annotate-valexpr.
@Suite("Fixated lot prices in valuations")
struct FixedLotValuationTests {
    static let payment = """
    2012/08/22 Payment
        Accrued                       €208.00  {=$1.3109}     @ $1.2798689
        Expenses                      €4.16    {=$1.2798689}  @ $1.2798689
        Assets                        $-271.54
        Income:Currency Conversion    $-6.45

    """

    static func run(_ args: [String], _ journal: String = payment) -> RunResult {
        Harness.run(args + ["-f", "main.journal"], fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("-X values an amount with a fixated lot price at that price")
    func exchange() {
        let r = Self.run(["balance", "-X", "$", "-O", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        Accrued,$,272.6672
        Assets,$,-271.54
        Expenses,$,5.324254624
        Income:Currency Conversion,$,-6.45

        """)
    }

    @Test("register -X: the running total comes back to zero")
    func register() {
        let r = Self.run(["register", "-X", "$"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["2012-08-22 Payment Accrued $272.67 $272.67",
                          "Expenses $5.32 $277.99",
                          "Assets -$271.54 $6.45",
                          "Income:Currency Conversion -$6.45 0"])
    }

    @Test("the fixated value converts on into the currency asked for; -B counts the lot's cost")
    func chained() {
        let journal = """
        P 2024-01-01 AAPL 170 USD
        P 2024-01-01 EUR 2 USD

        2024/01/15 * Buy stock
            Assets:Brokerage       10 AAPL {=150.00 EUR}
            Assets:Checking       -1500 EUR

        """
        let r = Self.run(["balance", "-X", "USD", "-O", "csv", "Brokerage"], journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "account,commodity,amount\nAssets:Brokerage,USD,3000.00\n")
        let cost = Self.run(["balance", "-B", "-O", "csv", "Brokerage"], journal)
        #expect(cost.stdout == "account,commodity,amount\nAssets:Brokerage,EUR,1500\n")
    }

    @Test("an elided posting balancing a fixated lot is worth the opposite of its value")
    func elided() {
        let journal = """
        2024/01/15 * Buy stock
            Assets:Brokerage       10 AAPL {=$150.00}
            Assets:Checking

        """
        let r = Self.run(["balance", "-V", "-O", "csv"], journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "account,commodity,amount\nAssets:Brokerage,$,1500\nAssets:Checking,$,-1500\n")
    }

    @Test("a value expression that is one amount is the value of one unit")
    func valueExpression() {
        let journal = """
        2024/01/15 Buy stock fixated
            Assets:Investments    10 AAPL {=$15.00}
            Assets:Cash

        2024/01/20 Buy stock with date
            Assets:Investments    5 AAPL {$16.00} [2024/01/20]
            Assets:Cash

        2024/02/01 Sell stock with tag
            Assets:Cash           $150.00
            Assets:Investments    -10 AAPL {=$15.00} (lot1)

        2024/03/01 Buy with valuation expr
            Assets:Investments    5 GOOG {$100.00} (($100.00))
            Assets:Cash

        P 2024/01/01 AAPL $14.00
        P 2024/02/01 AAPL $18.00
        P 2024/03/01 AAPL $20.00

        """
        let r = Self.run(["balance", "-V", "--today", "2024-03-01", "-O", "csv", "Investments"], journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "account,commodity,amount\nAssets:Investments,$,600.00\n")
        let lots = Self.run(["balance", "--lots", "-O", "csv", "Investments"], journal)
        #expect(lots.stdout.contains("Assets:Investments,GOOG {$100.00} (({$100.00})),5\n"), "\(lots.stdout)")
        let bare = Self.run(["balance", "-V", "-O", "csv"], "2024/01/01 Buy Stock\n    Assets:Brokerage    10 AAPL ((9))\n    Assets:Cash\n")
        #expect(bare.stdout == "account,commodity,amount\nAssets:Brokerage,,90\nAssets:Cash,,-90\n")
    }

    @Test("any other value expression in a lot is still refused at the spot")
    func otherExpression() {
        let r = Self.run(["balance"], "2024/01/01 Buy\n    a    10 AAPL (($1 + $2))\n    b\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("[unsupported-syntax]"))
    }

    @Test("a price's own lot is read and counted nowhere: -B is the price paid")
    func priceLot() {
        let journal = """
        2001-01-01 Coinbase
            Assets:Coinbase            100 BTC {$100} @ 2 ETH {$50}
            Assets:Coinbase           -200 ETH {$50}

        """
        let r = Self.run(["register", "-B", "-O", "csv"], journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("Assets:Coinbase,ETH,200,200\n2001-01-01,,,Coinbase,Assets:Coinbase,ETH,-200,0\n"), "\(r.stdout)")
    }
}
