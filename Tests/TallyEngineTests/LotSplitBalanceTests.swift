import Testing
import TallyEngine
import TallyTestSupport

/// Amounts of one commodity at different lot costs balance at those costs
/// (grammar.md §14.13): ledger's regression 1784, a 4:1 stock split.
@Suite struct LotSplitBalanceTests {
    static let split = """
    2021-02-25 Buy shares
        Assets:depot  7 "ABCDEF" {40.00 EUR} [2021-02-25]
        Assets:Bank  -280.00 EUR

    2022-08-03 Stock split 4:1
        Assets:depot  28 "ABCDEF" {10.00 EUR} [2022-08-03]
        Assets:depot  -7 "ABCDEF" {40.00 EUR} [2021-02-25]

    """

    @Test func aSplitBalancesAtItsLotsCosts() {
        let r = load(Self.split)
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Assets:depot", "ABCDEF") == dec("28"))
        #expect(r.balance("Assets:Bank", "EUR") == dec("-280"))
        // Each lot weighs its cost: 280 EUR in, 280 EUR out.
        let costs = r.postings("Assets:depot").compactMap { r.journal.cost(of: $0)?.total.quantity }
        #expect(costs.suffix(2) == [dec("280"), dec("-280")])
    }

    @Test(arguments: [
        "2022-08-03 x\n    a  28 X {10.00 EUR}\n    a  -7 X {40.00 EUR}\n    a  -1 X {10.00 EUR}\n",   // off by 10 EUR at cost
        "2022-08-03 x\n    a  28 X\n    a  -7 X\n",                                                  // no lots: 21 X left
        "2024-01-02 x\n    a  10 X {5 USD}\n    b  -10 X {6 USD}\n    c  10 USD\n",                  // money from nowhere
        "2024-01-02 x\n    a  10 X {5 USD}\n    b  -4 X {10 USD}\n    c  -2 X {5 USD}\n    d  2 USD\n",
    ])
    func whatDoesNotBalanceAtCostStaysAnError(text: String) {
        #expect(load(text).ids == ["unbalanced-transaction"])
    }
}
