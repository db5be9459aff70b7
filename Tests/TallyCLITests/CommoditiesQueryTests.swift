import Testing
import TallyTestSupport

/// `tally commodities` lists every commodity declared or used (hledger's
/// list, a price line's currency included); a query narrows it to the
/// commodities of the postings it selects, as ledger's `commodities QUERY`
/// (ledger's baseline cmd-commodities).
@Suite("commodities with a query")
struct CommoditiesQueryTests {
    static let journal = """
        P 2011-01-01 AAA 1.00 USD

        2011-01-01 * Opening balance
            Assets:Bank                    10.00 GBP
            Equity:Opening balance

        2011-03-04 * Buy AAA
            Assets:Broker           2 AAA @ 0.90 GBP
            Assets:Bank                    -1.80 GBP

        2011-03-06 * Get airmiles
            Assets:Rewards           1000 "M&M"
            Income:Rewards

        """

    @Test func withoutAQueryEveryCommodity() {
        let s = Scratch(["j.ledger": Self.journal])
        #expect(s.run(["commodities", "-f", s.path("j.ledger")]).stdout == "AAA\nGBP\nM&M\nUSD\n")
    }

    @Test func aQuerySelectsThePostingsCommodities() {
        let s = Scratch(["j.ledger": Self.journal])
        #expect(s.run(["commodities", "-f", s.path("j.ledger"), "Assets:Rewards"]).stdout == "M&M\n")
        #expect(s.run(["commodities", "-f", s.path("j.ledger"), "acct:Assets:Broker"]).stdout == "AAA\n")
        let none = s.run(["commodities", "-f", s.path("j.ledger"), "acct:no:such:account"])
        #expect(none.status == 0 && none.stdout.isEmpty, "\(none.stderr)")
    }
}
