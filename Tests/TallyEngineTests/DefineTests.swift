import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// ledger's `define NAME=EXPR`, read in the amount expressions after it
/// (grammar.md §14.15).
@Suite struct DefineTests {
    /// ledger's regression coverage-define-usage: `($50.00 * tax_rate)` is $5.00.
    @Test func aDefinedNumberIsReadInAnAmountExpression() {
        let r = load("""
            define tax_rate=0.10

            2024/01/15 * Store
                Expenses:Food              $50.00
                Expenses:Tax              ($50.00 * tax_rate)
                Assets:Checking

            """)
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Tax", "$") == dec("5"))
        #expect(r.balance("Assets:Checking", "$") == dec("-55"))
    }

    /// `def` is ledger's short form; a definition may use the names before
    /// it, and a later one gives a name a new value from its line on.
    @Test func definitionsUseEarlierNamesAndMayBeRedefined() {
        let r = load("""
            def rate = (1 / 4)
            define twice = (rate * 2)
            2024-01-01 a
                A   ($8 * twice)
                B
            define twice = 3
            2024-01-02 b
                C   ($1 * twice)
                B

            """)
        #expect(r.ids.isEmpty)
        #expect(r.balance("A", "$") == dec("4"))
        #expect(r.balance("C", "$") == dec("3"))
    }

    /// A name used before its `define`, or one never defined, is an error
    /// at the name, never a zero; so is a name whose definition Tally does
    /// not evaluate (a function), which is passed over with a warning.
    @Test func anUndefinedNameIsAnErrorAtTheName() {
        let text = "2024-01-01 a\n    A   ($8 * rate)\n    B\ndefine rate=2\n"
        let r = load(text)
        #expect(r.ids == ["invalid-amount"])
        #expect(r.diagnostics.first?.location?.range.lowerBound == 27)  // the `rate` on line 2
        let f = load("define cardtxn(amount, taxrate) = (amount * taxrate)\n2024-01-01 a\n    A   (cardtxn($6.99, 2))\n    B\n")
        #expect(f.ids == ["ignored-directive", "invalid-amount"])
        let c = load("define fee = $2\n2024-01-01 a\n    A   ($8 * fee)\n    B\n")
        #expect(c.ids == ["ignored-directive", "invalid-amount"])
    }
}
