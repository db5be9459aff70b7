import Testing
import TallyEngine
import TallyValues

/// `1.000` and `1,000` are ambiguous: the commodity's declared (or first
/// unambiguous) decimal mark decides, then a `decimal-mark` directive, and
/// only then the default reading (`.` decimal, `,` digit group).
@Suite struct DecimalMarkTests {
    @Test(arguments: [
        ("", "1.000 EUR", "1"),
        ("", "1,000 EUR", "1000"),
        ("", "$1,000", "1000"),
        ("decimal-mark ,\n", "1.000 EUR", "1000"),
        ("decimal-mark ,\n", "1,000 EUR", "1"),
        ("decimal-mark ,\n", "-1.000 EUR", "-1000"),
        ("decimal-mark ,\n", "EUR -1.000", "-1000"),
        ("decimal-mark ,\n", "1.000.000 EUR", "1000000"),
        ("decimal-mark ,\n", "1.000,50 EUR", "1000.50"),
        ("decimal-mark .\n", "1.000 EUR", "1"),
        ("decimal-mark .\n", "1,000 EUR", "1000"),
        ("commodity 1.000,00 EUR\n", "1.000 EUR", "1000"),
        ("commodity 1.000,00 EUR\n", "1,000 EUR", "1"),
        ("commodity 1.000,00 EUR\n", "12.345.678 EUR", "12345678"),
        ("commodity EUR\n    format 1.000,00 EUR\n", "1.000 EUR", "1000"),
        ("commodity $1,000.00\n", "$1,000", "1000"),
        ("commodity $1,000.00\n", "$1.000", "1"),
        // A sample's lone comma before three digits groups digits; a lone period is a decimal mark.
        ("commodity 1,000 VND\n", "1.000 VND", "1"),
        ("commodity 1,000 VND\n", "1,000 VND", "1000"),
        ("commodity 1.000 VND\n", "1.000 VND", "1"),
        ("commodity 1.000 VND\n", "1,000 VND", "1000"),
        ("commodity 1.000,00 VND\n", "85.000 VND", "85000"),
        ("D 1.000,00 EUR\n", "1.000 EUR", "1000"),
        // A commodity's own mark wins over the global directive.
        ("decimal-mark ,\ncommodity $1,000.00\n", "$1.000", "1"),
        ("decimal-mark ,\ncommodity $1,000.00\n", "1.000 EUR", "1000"),
        // The first unambiguous amount teaches the commodity's mark.
        ("2026-01-01 Earlier\n    Assets:A  1.000,50 EUR\n    Assets:B\n", "1.000 EUR", "1000"),
        ("2026-01-01 Earlier\n    Assets:A  1,000.50 EUR\n    Assets:B\n", "1,000 EUR", "1000"),
        ("2026-01-01 Earlier\n    Assets:A  2,50 EUR\n    Assets:B\n", "1,000 EUR", "1"),
        // An ambiguous amount teaches nothing.
        ("2026-01-01 Earlier\n    Assets:A  5.000 EUR\n    Assets:B\n", "1,000 EUR", "1000"),
    ])
    func ambiguousMarks(prefix: String, written: String, expected: String) {
        let r = load(prefix + "2026-02-01 Test\n    Expenses:X  \(written)\n    Assets:Cash\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.amounts("Expenses:X").map(\.quantity) == [dec(expected)])
        #expect(r.balance("Assets:Cash", r.amounts("Expenses:X").first?.symbol ?? "") == dec(expected).negated())
    }

    /// Under `decimal-mark`, a number whose decimal mark is certainly the
    /// other one is an error, not a silently different value.
    @Test(arguments: ["1.5 EUR", "1,000.50 EUR", "0.25 EUR"])
    func numbersAgainstTheDeclaredDecimalMark(_ written: String) {
        let r = load("decimal-mark ,\n2026-02-01 Test\n    Expenses:X  \(written)\n    Assets:Cash\n")
        #expect(r.diagnostics.map(\.id) == ["invalid-number"])
    }

    /// Assertion, budget and goal amounts are read once the whole journal is
    /// read, with the marks known by then (grammar.md §9).
    @Test func planAndAssertionAmountsUseTheMarksKnownAtTheEnd() throws {
        let r = load("""
            2026-01-01 Open
                Assets:Bank  5000 EUR = 5.000 EUR
                Equity:Opening
            budget Expenses:Food  1.000 EUR monthly
            goal Fund  2.500 EUR  account Assets:Bank
            2026-01-02 Food
                Expenses:Food  10,00 EUR
                Assets:Bank
            commodity 1.000,00 EUR

            """)
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.budgets.first?.amount.quantity == Quantity(1000))
        #expect(r.journal.goals.first?.target.quantity == Quantity(2500))
    }

    @Test func commodityDirectiveSetsTheDisplayStyle() throws {
        let r = load("commodity 1.000,00 EUR\n2026-02-01 Test\n    Expenses:X  5 EUR\n    Assets:Cash\n")
        let eur = try #require(r.journal.commodities.lookup("EUR"))
        let style = r.journal.commodities.style(eur)
        #expect(style.decimalMark == UInt8(ascii: ","))
        #expect(style.groupMark == UInt8(ascii: "."))
        #expect(style.precision == 2)
        #expect(!style.symbolOnLeft)
    }
}
