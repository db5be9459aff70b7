import Testing
import TallyEngine
import TallyValues

/// Spaces as digit-group marks where ',' is the decimal mark (grammar.md §9):
/// a normal space, U+00A0 and U+202F, in postings, `P` lines and budgets.
@Suite struct SpaceGroupTests {
    static let spaces = [" ", "\u{00A0}", "\u{202F}"]

    @Test(arguments: spaces)
    func postingsPricesAndBudgets(_ s: String) throws {
        let r = load("""
            decimal-mark ,
            budget Expenses:Food  1\(s)500,00 PLN monthly
            P 2026-03-01 EUR 4\(s)321,25 PLN
            2026-03-01 Shop
                Expenses:Food    1\(s)234,56 PLN
                Expenses:Rent    12\(s)345\(s)678 VND
                Assets:Cash     -1\(s)234,56 PLN
                Assets:Cash     -12\(s)345\(s)678 VND

            """)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.amounts("Expenses:Food") == [Held("1234.56", "PLN")])
        #expect(r.amounts("Expenses:Rent") == [Held("12345678", "VND")])
        #expect(r.balance("Assets:Cash", "PLN") == dec("-1234.56"))
        #expect(r.journal.prices.first?.price.quantity == dec("4321.25"))
        #expect(r.journal.budgets.first?.amount.quantity == dec("1500.00"))
    }

    /// A commodity whose declared style has ',' as decimal mark reads space groups without the directive.
    @Test(arguments: spaces)
    func declaredCommodityStyle(_ s: String) throws {
        let r = load("commodity 1\(s)000,00 PLN\n2026-03-01 Shop\n    Expenses:Food  2\(s)000\(s)000 PLN\n    Assets:Cash\n")
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.amounts("Expenses:Food") == [Held("2000000", "PLN")])
    }

    /// Without ',' as the decimal mark, or with irregular groups, the number is an error, never a different value.
    @Test(arguments: [
        ("", "1 234 EUR", "invalid-number"),
        ("", "1 234.50 EUR", "invalid-number"),
        ("decimal-mark ,\n", "1 234.567,50 EUR", "invalid-number"),
        ("decimal-mark ,\n", "1 2345 EUR", "unexpected-text"),
        ("decimal-mark ,\n", "1 23 EUR", "unexpected-text"),
        ("decimal-mark ,\n", "1234 567 EUR", "unexpected-text"),
        ("decimal-mark ,\n", "1,5 000 EUR", "unexpected-text"),
    ])
    func notGroups(prefix: String, written: String, id: String) {
        let r = load(prefix + "2026-02-01 Test\n    Expenses:X  \(written)\n    Assets:Cash\n")
        #expect(r.ids.contains(id), "\(r.diagnostics.map(\.message))")
    }

    /// One space between a number and its commodity, and two before the amount, still separate.
    @Test func singleSpaceBeforeCommodityStaysASeparator() {
        let r = load("decimal-mark ,\n2026-02-01 Test\n    Expenses:X  1 234 EUR\n    Expenses:Y  500 EUR\n    Assets:Cash\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.amounts("Expenses:X") == [Held("1234", "EUR")])
        #expect(r.amounts("Expenses:Y") == [Held("500", "EUR")])
    }
}
