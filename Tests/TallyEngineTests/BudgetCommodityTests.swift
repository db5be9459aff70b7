import Testing
import TallyEngine
import TallySyntax

/// A budget written without a commodity means the one its accounts are
/// spent in; with several, the journal must say which.
@Suite("budget amounts without a commodity")
struct BudgetCommodityTests {
    @Test("one commodity: the budget takes it")
    func oneCommodity() {
        let r = load("budget Expenses:Food  100 monthly\n2026-11-01 x\n    Expenses:Food  5 USD\n    Assets:Cash\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.budgets.map { r.journal.commodities.symbol($0.amount.commodity) } == ["USD"])
    }

    @Test("the budget's own accounts decide, not the rest of the journal")
    func ownAccounts() {
        let r = load("""
        budget Expenses:Food  100 monthly
        2026-11-01 x
            Expenses:Food  5 USD
            Assets:Cash
        2026-11-02 y
            Expenses:Travel  5 EUR
            Assets:Cash

        """)
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.budgets.map { r.journal.commodities.symbol($0.amount.commodity) } == ["USD"])
    }

    @Test("several: an error at the amount that names the choices")
    func several() {
        let r = load("""
        budget Expenses:Food  100 monthly
        2026-11-01 x
            Expenses:Food  5 USD
            Assets:Cash
        2026-11-02 y
            Expenses:Food:Bread  5 EUR
            Assets:Cash

        """)
        #expect(r.ids == ["missing-commodity"])
        let d = r.diagnostics[0]
        #expect(d.severity == .error)
        #expect(d.message == "the budget amount '100' has no commodity, and its accounts are spent in several: EUR, USD")
        #expect(d.hint == "write the budget's currency: 100 EUR or 100 USD")
        #expect(r.place(of: d)?.line == 1)
        #expect(r.text(at: d) == "100")
        #expect(r.journal.budgets.isEmpty)
    }

    @Test("budget all looks at spending; with none yet, at the journal")
    func allAndEmpty() {
        let spending = load("budget all  100 monthly\n2026-11-01 x\n    Expenses:Food  5 USD\n    Assets:Cash\n2026-11-02 y\n    Assets:Cash  5 EUR\n    Income:Job\n")
        #expect(spending.diagnostics.isEmpty)
        #expect(spending.journal.budgets.map { spending.journal.commodities.symbol($0.amount.commodity) } == ["USD"])
        let none = load("account Expenses:Food\nbudget Expenses:Food  100 monthly\n2026-11-01 x\n    Assets:Bank  5 USD\n    Income:Job\n2026-11-02 y\n    Assets:Bank  5 EUR\n    Income:Job\n")
        #expect(none.ids == ["missing-commodity"])
        #expect(none.diagnostics.first?.message == "the budget amount '100' has no commodity, and the journal has several: EUR, USD")
    }
}
