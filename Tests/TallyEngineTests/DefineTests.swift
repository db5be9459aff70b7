import Testing
import TallyEngine
import TallyLocale
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

    /// ledger's regression 2947: a function of its parameters and a
    /// defined number, called with an amount; $6.99 * 1.09625 is
    /// $7.6627875, shown at the commodity's two decimals.
    @Test func aDefinedFunctionIsCalledWithItsArguments() {
        let r = load("""
            define salestax = 1.09625
            define cardtxn(amount, taxrate) = (amount * taxrate)

            commodity $
                format $1,000.00

            2024/12/05 * Foo
                Expenses:Bar                  (cardtxn($6.99, salestax))
                Assets:Baz

            2024/12/06 * Bar
                Expenses:Bar                  (cardtxn($1,000.00, 2) - $1)
                Assets:Baz

            """)
        #expect(r.ids.isEmpty)
        #expect(r.balance("Assets:Baz", "$") == dec("-2006.6627875"))
    }

    /// A call with too few or too many arguments is an error at the call.
    @Test func aCallNeedsOneArgumentForEachParameter() {
        let text = "define f(a, b) = (a * b + 1)\n2024-01-01 a\n    A   (f($3))\n    B\n"
        let r = load(text)
        #expect(r.ids == ["invalid-amount"])
        #expect(r.diagnostics.first?.location?.range == TextRange(51, 56))  // `f($3)`
        #expect(r.diagnostics.first?.hint != nil)
        // The count of parameters is said in the language's plural form.
        let local = r.diagnostics.first?.local?.message
        #expect(local.map { Messages(.en).text($0) } == "'f' takes 2 arguments, found 1")
        #expect(local.map { Messages(.pl).text($0) } == "'f' przyjmuje 2 argumenty, znaleziono 1")
        let one = load("define g(a) = (a * 2)\n2024-01-01 a\n    A   (g($3, $4))\n    B\n").diagnostics.first?.local?.message
        #expect(one.map { Messages(.en).text($0) } == "'g' takes 1 argument, found 2")
        #expect(one.map { Messages(.it).text($0) } == "'g' richiede 1 argomento, trovati 2")
    }

    /// A name used before its `define`, or one never defined, is an error
    /// at the name, never a zero; so is a name whose definition Tally does
    /// not evaluate (a function), which is passed over with a warning.
    @Test func anUndefinedNameIsAnErrorAtTheName() {
        let text = "2024-01-01 a\n    A   ($8 * rate)\n    B\ndefine rate=2\n"
        let r = load(text)
        #expect(r.ids == ["invalid-amount"])
        #expect(r.diagnostics.first?.location?.range.lowerBound == 27)  // the `rate` on line 2
        let f = load("define tax(x) = market(x, d, t)\n2024-01-01 a\n    A   (tax($6.99))\n    B\n")
        #expect(f.ids == ["ignored-directive", "invalid-amount"])
        // A body longer than 1,000 bytes is passed over, not evaluated by deep recursion.
        let long = load("define f(a) = (a" + String(repeating: " + 1", count: 300) + ")\n2024-01-01 a\n    A   (f($1))\n    B\n")
        #expect(long.ids == ["ignored-directive", "invalid-amount"])
        // A defined amount is read, and the arithmetic's rules hold for it: two amounts do not multiply.
        let c = load("define fee = $2\n2024-01-01 a\n    A   ($8 * fee)\n    B\n")
        #expect(c.ids == ["invalid-amount"])
        #expect(c.diagnostics.first?.message.contains("cannot multiply two amounts") == true)
    }

    /// ledger's baseline opt-xact-no-payee: `define MACH=€1.12` names an
    /// amount, which keeps its commodity and style (ledger 3.3: €2.24).
    @Test func aDefinedAmountIsReadWithItsCommodity() {
        let r = load("define MACH=€1.12\n\n2021/06/01 x\n    Assets:Cash   (MACH * 2)\n    Equity\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Assets:Cash", "€") == dec("2.24"))
    }
}
