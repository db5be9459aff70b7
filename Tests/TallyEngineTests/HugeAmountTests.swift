import Testing
import TallyEngine
import TallySyntax
import TallyValues

/// Amounts near and past 38 digits give exact answers, never a quietly
/// dropped figure.
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

    @Test func aBalanceAssertionPast38DigitsIsCheckedExactly() {
        func text(_ asserted: String) -> String {
            """
            2026-01-01 x
                Assets:A    90000000000000000000000000000000000000 X
                Equity
            2026-01-02 y
                Assets:A    90000000000000000000000000000000000000 X = \(asserted) X
                Equity
            """
        }
        #expect(load(text("180000000000000000000000000000000000000")).diagnostics.isEmpty)
        let wrong = load(text("180000000000000000000000000000000000001"))
        #expect(wrong.ids == ["assertion-failed"])
    }
}

/// Automated postings whose amounts pass 38 digits stay exact: a rule
/// that unbalances a transaction is an error at the rule's posting, as
/// any unbalanced one.
@Suite("automated postings past 38 digits")
struct AutomatedOverflowTests {
    /// The 1-based line of the diagnostic's location in `text`.
    func line(of d: Diagnostic?, in text: String) -> Int? {
        guard let start = d?.location?.range.start else { return nil }
        return Array(text.utf8).prefix(Int(start)).filter { $0 == UInt8(ascii: "\n") }.count + 1
    }

    @Test func generatedPostingsPast38DigitsAreSummedExactly() {
        let text = """
        = ^x$
            [a]  *90000000000000000000000000000000000000
            [b]  *-90000000000000000000000000000000000000
        2026-01-01 t
            x  $1
            y

        """
        let r = load(text)
        #expect(r.ids == [])
        #expect(r.postings("a").map(\.quantity.description) == ["90000000000000000000000000000000000000"])
        #expect(r.postings("b").map(\.quantity.description) == ["-90000000000000000000000000000000000000"])
    }

    @Test func aMultiplierPast38DigitsIsExact() {
        let text = """
        = ^x$
            (a)  *10
        2026-01-01 t
            x  90000000000000000000000000000000000000 X
            y

        """
        let r = load(text)
        #expect(r.ids == [])
        #expect(r.postings("a").map(\.quantity.description) == ["900000000000000000000000000000000000000"])
    }
}
