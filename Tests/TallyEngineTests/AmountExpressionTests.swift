import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// Posting amounts written as ledger's arithmetic in parentheses (grammar.md §7, "Amount expressions").
@Suite struct AmountExpressionTests {
    @Test func aProductOfANumberAndAnAmountIsExact() {
        // ledger's regression 04C5E1CA: two brushes at $3.97.
        let r = load("2010/01/01 Home Depot\n    Expenses:Brush   (2 * $3.97)\n    Assets:Cash\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Brush", "$") == dec("7.94"))
        #expect(r.balance("Assets:Cash", "$") == dec("-7.94"))
    }

    @Test func precedenceParenthesesAndUnaryMinus() {
        let r = load("2026-01-01 x\n    a   ($10.00 + 2 * $1.50)\n    b   (-($10.00 - $2) / 4)\n    c   (1.5 EUR * -2)\n    d\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "$") == dec("13.00"))
        #expect(r.balance("b", "$") == dec("-2"))
        #expect(r.balance("c", "EUR") == dec("-3.0"))
        #expect(r.balance("d", "$") == dec("-11"))
    }

    @Test func aQuotientThatEndsIsExactAndOneThatDoesNotIsRoundedTo18Decimals() {
        let r = load("2026-01-01 x\n    a   ($36 / 3600)\n    b   ($1 / 3)\n    c\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "$") == dec("0.01"))
        #expect(r.balance("b", "$") == dec("0.333333333333333333"))
    }

    @Test func automatedPostingsScaleTheMatchedAmount() {
        // ledger's regressions 615 and 1894: `(-1)` and `(amount / 2)` in automated transactions.
        let r = load("= /Expenses/\n    [Budget:Expenses]  (-1)\n    [Budget:Half]  (amount / 2)\n    [Budget:Other]  (-amount / 2)\n    [Budget:Available]  (1)\n"
            + "2024/01/01 * Paycheck\n    Expenses:Food    $10.00\n    Assets:Cash     $-10.00\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Budget:Expenses", "$") == dec("-10"))
        #expect(r.balance("Budget:Half", "$") == dec("5"))
        #expect(r.balance("Budget:Other", "$") == dec("-5"))
        #expect(r.balance("Budget:Available", "$") == dec("10"))
    }

    @Test(arguments: [
        ("(tag(\"VAT\"))", "unknown function 'tag'", "tag"),
        ("(foo * 2)", "unknown name 'foo'", "foo"),
        ("(amount * 2)", "known only in an automated transaction", "amount"),
        ("($5 * $2)", "cannot multiply two amounts", "*"),
        ("($5 + 2 EUR)", "cannot add 'EUR' to '$'", "+"),
        ("($5 / (3 - 3))", "division by zero", "/"),
        ("($5 / 2 EUR)", "divides by a plain number only", "/"),
        ("($5 / 2", "not closed", "("),
        ("(2 # 3)", "expected ')' or an operator", "#"),
    ])
    func badExpressionsAreErrorsAtTheSpot(amount: String, message: String, at: String) throws {
        let r = load("2026-01-01 x\n    a   \(amount)\n    b\n")
        let d = try #require(r.diagnostics.first)
        #expect(d.severity == .error)
        #expect(d.message.contains(message), "\(d.message)")
        #expect(r.text(at: d)?.hasPrefix(at) == true, "\(String(describing: r.text(at: d)))")
        #expect(r.journal.transactions.isEmpty)
    }

    /// ledger's regress/777: a plain number divided by an amount is in the
    /// amount's commodity, rounded to 18 decimals as any quotient that does
    /// not end; its cost balances -22.22 EUR.
    @Test func aNumberDividedByAnAmountTakesItsCommodity() {
        let r = load("2012-07-01 * Test\n   A      (1/9 FOO) @ 200.00 EUR\n   B                  -22.22 EUR\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("A", "FOO") == dec("0.111111111111111111"))
        #expect(r.balance("B", "EUR") == dec("-22.22"))
    }

    @Test func anExpressionPast38DigitsIsExact() {
        let r = load("2026-01-01 x\n    a   (99999999999999999999 * 99999999999999999999)\n    b\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.balance("a", "") == dec("9999999999999999999800000000000000000001"))
    }
}

/// Costs and asserted balances written as arithmetic, and ledger's fixated
/// price `@ =` (ledger's regressions coverage-cost-expr, coverage-fixated-cost,
/// coverage-balance-assign-expr).
@Suite struct CostExpressionTests {
    @Test func aPriceMayBeArithmetic() {
        let r = load("2024/01/01 Buy\n    Assets:Stocks     10 AAPL @ ($100.00 + $50.00)\n    Assets:Cash\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Assets:Cash", "$") == dec("-1500"))
        let total = load("2024/01/01 Buy\n    Assets:Stocks     10 AAPL @@ (10 * $150)\n    Assets:Cash\n")
        #expect(total.balance("Assets:Cash", "$") == dec("-1500"))
    }

    @Test(arguments: ["@ = $1.10", "@= $1.10", "@@ = $110", "@@=$110"])
    func aFixatedPriceIsTheCost(cost: String) {
        let r = load("2024/01/01 Buy Euros\n    Assets:Foreign       100 EUR \(cost)\n    Assets:Checking\n")
        #expect(r.ids.isEmpty, "\(cost): \(r.ids)")
        #expect(r.balance("Assets:Checking", "$") == dec("-110"), "\(cost)")
    }

    @Test func anAssertedBalanceMayBeArithmetic() {
        let r = load("2024/01/01 Open\n    Assets:Cash    $100.00\n    Equity:Opening\n2024/01/02 Lunch\n    Assets:Cash    = ($100.00 - $20.00)\n    Expenses:Food\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Food", "$") == dec("20"))
        let wrong = load("2024/01/01 Open\n    Assets:Cash    $100.00 = ($50 * 3)\n    Equity:Opening\n")
        #expect(wrong.ids == ["assertion-failed"])
        let unknown = load("2024/01/01 Open\n    Assets:Cash    $100.00 @ (tag(\"x\"))\n    Equity:Opening\n")
        #expect(unknown.ids == ["invalid-amount"])
    }
}
