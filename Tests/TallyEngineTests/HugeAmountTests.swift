import Testing
import TallyEngine
import TallySyntax
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

/// Automated postings whose amounts leave the exact range are errors at the
/// rule's posting, never skipped.
@Suite("automated postings near 38 digits")
struct AutomatedOverflowTests {
    /// The 1-based line of the diagnostic's location in `text`.
    func line(of d: Diagnostic?, in text: String) -> Int? {
        guard let start = d?.location?.range.start else { return nil }
        return Array(text.utf8).prefix(Int(start)).filter { $0 == UInt8(ascii: "\n") }.count + 1
    }

    @Test func generatedPostingsWhoseSumOverflowsAreAnError() {
        let text = """
        = ^x$
            [a]  *90000000000000000000000000000000000000
            [b]  *90000000000000000000000000000000000000
        2026-01-01 t
            x  $1
            y

        """
        let r = load(text)
        #expect(r.ids == ["amount-too-large"])
        let d = r.diagnostics.first
        #expect(line(of: d, in: text) == 3)
        #expect(d?.notes.contains { $0.message.contains("transaction") } == true)
        #expect(r.postings("a").isEmpty && r.postings("b").isEmpty)
    }

    @Test func aMultiplierThatOverflowsIsAnErrorAtTheRulesPosting() {
        let text = """
        = ^x$
            (a)  *10
        2026-01-01 t
            x  90000000000000000000000000000000000000 X
            y

        """
        let r = load(text)
        #expect(r.ids == ["amount-too-large"])
        #expect(line(of: r.diagnostics.first, in: text) == 2)
    }
}
