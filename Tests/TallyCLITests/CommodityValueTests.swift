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
}
