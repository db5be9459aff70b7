import Testing
import TallyEngine
import TallyValues

@Suite("Total: sums of money that carry an overflow to the end")
struct TotalTests {
    static let big = Quantity(units: 90_000_000_000_000_000_000_000_000_000_000_000_000, scale: 0)

    @Test func anOverflowIsStickyAndSaysWhere() {
        var t = Total.zero
        t.add(Self.big, SumOverflow(posting: 1))
        #expect(t.exact == Self.big)
        t.add(Self.big, SumOverflow(posting: 2))
        #expect(t.exact == nil)
        // Coming back into range does not make the total right again.
        t.add(Self.big.negated(), SumOverflow(posting: 3))
        t.add(Quantity(5), SumOverflow(posting: 4))
        #expect(t.isOverflowed)
        #expect(t.overflow?.posting == 2)
    }

    @Test func sumsOfTotalsKeepTheFirstOverflow() {
        var bad = Total(Self.big)
        bad.add(Self.big, SumOverflow(posting: 7))
        let sum = Total(sum: [Total(Quantity(1)), bad, Total(Quantity(2))])
        #expect(sum.overflow?.posting == 7)
        #expect(Total(Quantity(1)).subtracting(bad).overflow?.posting == 7)
        #expect(Total(sum: [Quantity(1), Quantity(units: 25, scale: 1)]).exact == Quantity(units: 35, scale: 1))
    }

    @Test func labelsFillOnlyWhatIsUnknown() {
        var t = Total(Self.big)
        t.add(Self.big, SumOverflow(commodity: CommodityID(2)))
        let labelled = t.labelled(account: AccountID(5), commodity: CommodityID(9))
        #expect(labelled.overflow?.account == AccountID(5))
        #expect(labelled.overflow?.commodity == CommodityID(2))
    }

    @Test func productsAndQuotientsOverflowToo() {
        #expect(Total(Self.big).multiplied(by: Quantity(2)).isOverflowed)
        #expect(Total(Quantity(10)).divided(by: Quantity(4), scale: 2).exact == Quantity(units: 250, scale: 2))
    }
}
