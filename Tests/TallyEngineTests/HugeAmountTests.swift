import Testing
import TallyEngine
import TallyValues

/// Amounts near the 38-digit limit give exact answers or errors, never a
/// quietly dropped figure.
@Suite("amounts near 38 digits")
struct HugeAmountTests {
    static let big = dec("90000000000000000000000000000000000000")

    @Test func percentUsedDividesFirstWhenTheProductDoesNotFit() {
        #expect(BudgetLedger.Period.percentUsed(spent: Self.big, available: Self.big) == Quantity(100))
        #expect(BudgetLedger.Period.percentUsed(spent: dec("45000000000000000000000000000000000000"), available: Self.big) == Quantity(50))
    }

    @Test func ratiosOfHugeAmounts() {
        #expect(Self.big.ratio(to: Self.big, scale: 4) == Quantity(1))
        #expect(dec("30000000000000000000000000000000000000").ratio(to: Self.big, scale: 4) == dec("0.3333"))
        #expect(Quantity(1).ratio(to: .zero, scale: 2) == nil)
    }

    @Test func aPriceImpliedByHugeAmountsIsKept() throws {
        let r = load("""
        2026-01-01 x
            Assets:A    90000000000000000000000000000000000000 AAA
            Assets:B    -3 BBB
        """)
        #expect(r.diagnostics.isEmpty)
        let p = try #require(r.postings("Assets:A").first)
        let cost = try #require(r.journal.cost(of: p))
        #expect(cost.total.quantity == Quantity(3))
    }

    @Test func aBalanceAssertionOnAnOverflowingBalanceIsAnError() {
        let r = load("""
        2026-01-01 x
            Assets:A    90000000000000000000000000000000000000 X
            Equity
        2026-01-02 y
            Assets:A    90000000000000000000000000000000000000 X = 1 X
            Equity
        """)
        #expect(r.diagnostics.contains { $0.id == "amount-too-large" && $0.message.contains("Assets:A") })
    }
}
