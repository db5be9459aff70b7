import Testing
import TallyCLITestSupport
import TallyTestSupport

/// ledger's `value AMOUNT` under `commodity` (grammar.md §14.2): the
/// commodity's one rate on every date, whatever `P` lines and costs say
/// (ledger's dir-commodity-value; ledger 3.3 gives the same figures).
@Suite("commodity value")
struct CommodityValueTests {
    func balance(_ text: String) -> RunResult {
        let path = Files.temporaryDirectory() + "/j.ledger"
        Files.write(path, text)
        return Harness.run(["balance", "-f", path, "-X", "USD", "--flat", "assets:pts"])
    }

    @Test(arguments: [
        // No other rate.
        "commodity PTS\n    value 0.01 USD\n\n2024-01-01 a\n    assets:pts   1000 PTS\n    income\n",
        // A later P line does not replace it.
        "commodity PTS\n    value 0.01 USD\nP 2024-02-01 PTS 0.02 USD\n\n2024-01-01 a\n    assets:pts   1000 PTS\n    income\n",
        // Nor does a cost.
        "commodity PTS\n    value 0.01 USD\n\n2024-01-01 a\n    assets:pts   1000 PTS @ 0.05 USD\n    assets:cash\n",
    ])
    func theValueIsTheRate(text: String) {
        let r = balance(text)
        #expect(r.status == 0, "\(r.stderr)")
        let row = r.stdout.split(separator: "\n").first { $0.hasSuffix("assets:pts") }.map(String.init) ?? ""
        #expect(row.drop { $0 == " " }.hasPrefix("10") && row.contains(" USD"), "\(r.stdout)")
    }

    @Test func withoutAValueThePriceCounts() {
        let r = balance("P 2024-02-01 PTS 0.02 USD\n\n2024-01-01 a\n    assets:pts   1000 PTS\n    income\n")
        #expect(r.stdout.contains("20.00 USD  assets:pts"), "\(r.stdout)")
    }

    /// ledger's regress/2321: a value lambda whose body is `market(AMOUNT, d, t)`
    /// is AMOUNT's fixed value, and the values chain (N4 -> N3 -> N2 -> N1).
    static let chained = """
        commodity N1
        commodity N2
        \tvalue s, d, t -> market(2 "N1", d, t)
        commodity N3
        \tvalue s, d, t -> market(2 "N2", d, t)
        commodity N4
        \tvalue s, d, t -> market(2 "N3", d, t)

        2024-01-05 Buy
        \tAssets\t1 "N4"
        \tEquity

        """

    @Test(arguments: [("N3", "2"), ("N2", "4"), ("N1", "8")])
    func aMarketLambdaIsTheFixedValue(target: String, units: String) {
        let path = Files.temporaryDirectory() + "/j.ledger"
        Files.write(path, Self.chained)
        let r = Harness.run(["register", "-f", path, "-X", target])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let assets = r.stdout.split(separator: "\n").first { $0.contains("Assets") }.map(String.init) ?? ""
        #expect(assets.contains(" \(units).00 \"\(target)\""), "\(r.stdout)")
    }

    @Test func aPlainAmountBodyIsTheFixedValueToo() {
        let r = balance("commodity PTS\n    value s, d, t -> 0.01 USD\n\n2024-01-01 a\n    assets:pts   1000 PTS\n    income\n")
        #expect(r.stdout.contains("10.00 USD  assets:pts"), "\(r.stdout)")
    }

    @Test func anotherLambdaBodyIsStillAWarning() {
        let r = balance("commodity PTS\n    value s, d, t -> market(0.01 USD, d, t) * 2\n\n2024-01-01 a\n    assets:pts   1000 PTS\n    income\n")
        #expect(r.stderr.contains("[unread-indented-line]"), "\(r.stderr)")
        #expect(!r.stdout.contains("USD"), "\(r.stdout)")
    }
}
