import Testing
import TallyCLITestSupport
import TallyTestSupport

/// ledger's fixated lot prices (`{=PRICE}`): valued at that price, not at
/// the market's or the `@` price. Journal and figures from ledger 3.3's
/// regression tests 964 and CAE63F5C.
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
}
