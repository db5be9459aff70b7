import Testing
import TallyEngine
import TallySyntax
import TallyValues

private func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

/// Budgets that share their periods and commodity are summed together;
/// each must still count its own accounts, and only them.
@Suite("budgets summed in one pass")
struct BudgetPassTests {
    static func text(price: String = "P 2026-01-01 EUR 2 USD") -> String {
        """
    \(price)
    budget Expenses:Food  500 USD monthly rollover
    budget all  2000 USD monthly rollover
    budget Expenses:Food, Expenses:Home  800 USD monthly rollover
    budget Expenses:Home  100 EUR monthly rollover
    budget Expenses:Food  1000 USD quarterly rollover
    2026-01-10 Groceries
        Expenses:Food  100 USD
        Assets:Cash
    2026-01-12 Lamp
        Expenses:Home  30 EUR
        Assets:Cash
    2026-02-03 Bakery
        Expenses:Food:Bread  10 EUR
        Assets:Cash
    2026-02-04 Cinema
        Expenses:Fun  7 USD
        Assets:Cash

    """
    }

    @Test func eachBudgetCountsItsOwnAccounts() throws {
        let r = load(Self.text())
        #expect(!r.hasErrors)
        let l = BudgetLedger(journal: r.journal, prices: PriceTable(journal: r.journal), through: day(2026, 2, 28), detail: DateSpan())
        let spent = l.tracks.map { $0.periods.map(\.spent) }
        #expect(spent[0] == [Quantity(100), Quantity(20)])
        #expect(spent[1] == [Quantity(160), Quantity(27)])
        #expect(spent[2] == [Quantity(160), Quantity(20)])
        #expect(spent[3] == [Quantity(30), .zero])
        #expect(spent[4] == [Quantity(120)])
        // The postings kept for detail are each budget's own.
        #expect(l.tracks[0].periods[0].spending.map(\.amount) == [Quantity(100)])
        #expect(l.tracks[2].periods[0].spending.map(\.amount) == [Quantity(100), Quantity(60)])
        #expect(l.tracks[3].periods[0].spending.map(\.amount) == [Quantity(30)])
    }

    @Test func aMissingPriceIsSaidForTheBudgetsThatNeedIt() throws {
        let r = load(Self.text(price: ""))
        let l = BudgetLedger(journal: r.journal, prices: PriceTable(journal: r.journal), through: day(2026, 2, 28), detail: DateSpan())
        let missing = l.diagnostics.filter { $0.id == "missing-price" }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("no price for EUR in USD") == true)
    }
}
