import Testing
import TallyEngine
import TallyValues

@Suite("Total: sums of money that carry an overflow to the end")
struct TotalTests {
    static let big = Quantity(units: 90_000_000_000_000_000_000_000_000_000_000_000_000, scale: 0)
    /// A value no quantity holds (a valuation past 255 decimals): the one way a total overflows.
    static func unrepresentable(_ o: SumOverflow) -> Total { Total(nil, orOverflow: o) }

    @Test func sumsPast38DigitsAreExact() {
        var t = Total.zero
        t.add(Self.big, SumOverflow(posting: 1))
        t.add(Self.big, SumOverflow(posting: 2))
        #expect(t.exact?.description == "180000000000000000000000000000000000000")
        t.add(Self.big.negated(), SumOverflow(posting: 3))
        #expect(t.exact == Self.big)
    }

    @Test func anOverflowIsStickyAndSaysWhere() {
        var t = Total(Self.big)
        t.add(Self.unrepresentable(SumOverflow(posting: 2)))
        #expect(t.exact == nil)
        // Later sums do not make the total right again.
        t.add(Self.big.negated(), SumOverflow(posting: 3))
        t.add(Quantity(5), SumOverflow(posting: 4))
        #expect(t.isOverflowed)
        #expect(t.overflow?.posting == 2)
    }

    @Test func sumsOfTotalsKeepTheFirstOverflow() {
        let bad = Self.unrepresentable(SumOverflow(posting: 7))
        let sum = Total(sum: [Total(Quantity(1)), bad, Total(Quantity(2))])
        #expect(sum.overflow?.posting == 7)
        #expect(Total(Quantity(1)).subtracting(bad).overflow?.posting == 7)
        #expect(Total(sum: [Quantity(1), Quantity(units: 25, scale: 1)]).exact == Quantity(units: 35, scale: 1))
    }

    @Test func labelsFillOnlyWhatIsUnknown() {
        let t = Self.unrepresentable(SumOverflow(commodity: CommodityID(2)))
        let labelled = t.labelled(account: AccountID(5), commodity: CommodityID(9))
        #expect(labelled.overflow?.account == AccountID(5))
        #expect(labelled.overflow?.commodity == CommodityID(2))
    }

    @Test func productsAndQuotientsAreExact() {
        #expect(Total(Self.big).multiplied(by: Quantity(2)).exact?.description == "180000000000000000000000000000000000000")
        #expect(Total(Quantity(10)).divided(by: Quantity(4), scale: 2).exact == Quantity(units: 250, scale: 2))
    }
}
