import Testing
import TallyEngine
import TallySyntax
import TallyValues

@Suite struct BudgetValidationTests {
    static let food = "2026-01-01 Groceries\n    Expenses:Food:Groceries  $5\n    Assets:Cash\n"

    @Test func budgetNamingANonexistentCategory() throws {
        let r = load(Self.food + "budget Expenses:Fod  400 USD monthly\n")
        #expect(r.ids == ["unknown-account"])
        let d = try #require(r.diagnostics.first)
        #expect(r.text(at: d) == "Expenses:Fod")
        #expect(r.place(of: d)?.line == 4)
        #expect(d.hint?.contains("Expenses:Food") == true)
        #expect(r.journal.budgets.isEmpty)
    }

    @Test(arguments: [
        "budget Expenses:Food:Groceries  400 USD monthly\n" + food,
        food + "budget Expenses:Food:Groceries  400 USD monthly\n",
        food + "budget Expenses:Food  400 USD monthly\n",
        food + "budget Expenses  400 USD monthly\n",
        "category Expenses:Rent  expense\nbudget Expenses:Rent  1500 USD monthly\n",
        "account Expenses:Gifts\nbudget Expenses:Gifts  50 USD monthly\n",
    ])
    func budgetOnAnExistingAccount(text: String) throws {
        let r = load(text)
        #expect(r.diagnostics.isEmpty)
        let b = try #require(r.journal.budgets.first)
        #expect(b.accounts.count == 1)
        #expect(b.amount.quantity == Quantity(400) || b.amount.quantity == Quantity(1500) || b.amount.quantity == Quantity(50))
        // `400 USD` beside spending in `$` is the journal's `$` (grammar.md §14.2, §18.4).
        #expect(r.journal.commodities.symbol(b.amount.commodity) == (text.contains("$5") ? "$" : "USD"))
    }

    @Test func oneMissingCategoryOfSeveral() throws {
        let r = load(Self.food + "budget Expenses:Food, Expenses:Dining  400 USD monthly\n")
        #expect(r.ids == ["unknown-account"])
        #expect(r.diagnostics.first.flatMap { r.text(at: $0) } == "Expenses:Dining")
        #expect(r.journal.budgets.isEmpty)
    }

    @Test func overallBudgetAndDefaults() throws {
        let r = load(Self.food + "budget all  2000 USD monthly from 2026-01\nbudget Expenses:Food  $300 weekly warn 90% 50% rollover\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.budgets.count == 2)
        let all = r.journal.budgets[0], food = r.journal.budgets[1]
        #expect(all.isOverall)
        #expect(all.thresholds == [Quantity(80), Quantity(100)])
        #expect(all.start == Day(year: 2026, month: 1, day: 1))
        #expect(all.interval == .monthly)
        #expect(food.accounts == [r.account("Expenses:Food")!])
        #expect(food.thresholds == [Quantity(50), Quantity(90)])
        #expect(food.rollover == .surplus)
        #expect(food.interval == .weekly)
    }
}

@Suite struct GoalValidationTests {
    @Test func goalWithAnExistingAccount() throws {
        let r = load("""
            goal "Emergency fund"  5,000 USD  by 2027-06-30  account Assets:Savings
            2026-01-01 Save
                Assets:Savings  100 USD
                Assets:Checking

            """)
        #expect(r.diagnostics.isEmpty)
        let g = try #require(r.journal.goals.first)
        #expect(g.name == "Emergency fund")
        #expect(g.target.quantity == Quantity(5000))
        #expect(r.journal.commodities.symbol(g.target.commodity) == "USD")
        #expect(g.deadline == Day(year: 2027, month: 6, day: 30))
        #expect(g.account == r.account("Assets:Savings"))
    }

    @Test func goalAccountMissing() throws {
        let r = load("""
            2026-01-01 Save
                Assets:Savings  100 USD
                Assets:Checking
            goal "Trip"  2000 USD  account Assets:Travel

            """)
        #expect(r.errors.map(\.id) == ["unknown-account"])
        let d = try #require(r.diagnostics.first)
        #expect(r.text(at: d) == "Assets:Travel")
        #expect(r.place(of: d)?.line == 4)
        #expect(r.journal.goals.isEmpty)
    }

    @Test func goalWithoutAccountClause() {
        let r = load("goal \"Trip\"  2000 USD  by 2027\n")
        #expect(r.ids == ["missing-account"])
        #expect(r.journal.goals.isEmpty)
    }
}

@Suite struct RecurringValidationTests {
    @Test func balancedRuleIsKept() throws {
        let r = load("""
            recurring "Rent"  monthly on 1  from 2026-01-01
                Expenses:Rent  $1500
                Assets:Bank

            """)
        #expect(r.diagnostics.isEmpty)
        let rule = try #require(r.journal.recurringRules.first)
        #expect(rule.name == "Rent")
        #expect(rule.interval == .monthly)
        #expect(rule.day == .dayOfMonth(1))
        #expect(rule.start == Day(year: 2026, month: 1, day: 1))
        #expect(rule.remindDays == 3)
        #expect(rule.postings.count == 2)
        #expect(rule.postings[0].amount?.quantity == Quantity(1500))
        #expect(rule.postings[1].amount == nil)
        #expect(r.journal.accounts.name(rule.postings[1].account) == "Assets:Bank")
        // A rule is a plan, not a transaction.
        #expect(r.journal.transactions.isEmpty)
    }

    @Test func ruleWhosePostingsDoNotBalance() throws {
        let r = load("""
            ; rules
            recurring "Rent"  monthly on 1  from 2026-01-01
                Expenses:Rent  $1500
                Assets:Bank  $-1400

            """)
        #expect(r.ids == ["unbalanced-transaction"])
        let d = try #require(r.diagnostics.first)
        #expect(r.place(of: d)?.line == 2)
        #expect(d.message.contains("$100"))
        #expect(r.journal.recurringRules.isEmpty)
    }

    @Test func ruleWithTwoElidedAmounts() {
        let r = load("recurring \"Rent\"  monthly  from 2026-01-01\n    Expenses:Rent\n    Assets:Bank\n")
        #expect(r.ids == ["multiple-elided-amounts"])
        #expect(r.journal.recurringRules.isEmpty)
    }

    @Test func ruleWithCostBalances() {
        let r = load("recurring \"DCA\"  monthly  from 2026-01-01\n    Assets:Crypto  0.001 BTC @ $40000\n    Assets:Bank  $-40\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.recurringRules.count == 1)
    }

    @Test(arguments: [
        "recurring \"Rent\"  monthly on 1\n    Expenses:Rent  $1500\n    Assets:Bank\n",
        "recurring \"Rent\"  monthly on 1  from 2026-01-01\n",
        "recurring \"Rent\"  monthly on 1  from 2026-01-01\n    Expenses:Rent  $1500 = $1500\n    Assets:Bank\n",
    ])
    func invalidRules(text: String) {
        let r = load(text)
        #expect(r.ids == ["invalid-recurring"])
        #expect(r.journal.recurringRules.isEmpty)
    }

    @Test func duplicateNames() {
        let rule = "recurring \"Rent\"  monthly  from 2026-01-01\n    Expenses:Rent  $1500\n    Assets:Bank\n"
        let r = load(rule + rule)
        #expect(r.ids == ["duplicate-recurring"])
        #expect(r.diagnostics.first.flatMap { r.place(of: $0)?.line } == 4)
    }
}

@Suite struct CategoryValidationTests {
    @Test func categoryUnderExpensesNeedsNoType() throws {
        let r = load("category Expenses:Food  name:\"Ăn uống\" color:#FF9500\n")
        #expect(r.diagnostics.isEmpty)
        let c = try #require(r.journal.categories.first)
        #expect(c.type == .expense)
        #expect(c.displayName == "Ăn uống")
        #expect(c.color == "#FF9500")
    }

    @Test func categoryTakesTheTypeOfADeclaredAccount() throws {
        let r = load("account Lương  ; type:income\ncategory Lương\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.categories.first?.type == .income)
        #expect(load("account Savings  ; type:asset\ncategory Savings\n").ids == ["invalid-category"])
    }

    @Test func categoryElsewhereNeedsAType() {
        #expect(load("category Quỹ:Ăn uống\n").ids == ["invalid-category"])
        let r = load("category Quỹ:Ăn uống  expense\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.journal.type(of: r.account("Quỹ:Ăn uống")!) == .expense)
    }

    /// Top-level names in the languages of Tally's users give their type,
    /// as Assets and Expenses do.
    @Test(arguments: [("支出:餐饮", AccountType.expense), ("Chi tiêu:Ăn uống", .expense), ("Thu nhập:Lương", .income),
                      ("Tài sản:Tiền mặt", .asset), ("资产:微信", .asset), ("收入:工资", .income), ("Ausgaben:Miete", .expense)])
    func localizedRootNamesHaveTypes(_ name: String, _ type: AccountType) {
        let r = load("2026-01-01 x\n    \(name)  1 X\n    Equity:Opening\n")
        #expect(r.journal.type(of: r.account(name)!) == type)
    }
}

extension LoadResult {
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Thousands of unknown budget and goal accounts: each is an error, and only
/// the first 50 get a "did you mean" hint (each hint compares the name with
/// every account, so hints for all of them would be slow).
@Suite struct ManyUnknownPlanAccountsTests {
    /// `Expenses:Fabc`, `Expenses:Fabd`, …: each close to `Expenses:Food`.
    static func names(_ n: Int) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<n).map { i in "Expenses:F" + String([letters[i / 676 % 26], letters[i / 26 % 26], letters[i % 26]]) }
    }

    @Test func hintsForTheFirst50Only() {
        let names = Self.names(3000)
        var text = "2026-01-01 Groceries\n    Expenses:Food  $5\n    Assets:Cash\n"
        for (i, name) in names.enumerated() {
            text += i % 2 == 0 ? "budget \(name)  10 USD monthly\n" : "goal G\(i)  100 USD by 2027-01-01 account \(name)\n"
        }
        let r = load(text)
        let unknown = r.diagnostics.filter { $0.id == "unknown-account" }
        #expect(unknown.count == 3000)
        let hinted = unknown.filter { $0.hint?.contains("did you mean") == true }
        #expect(hinted.count == 50)
        #expect(unknown.prefix(50).allSatisfy { $0.hint?.contains("did you mean 'Expenses:Food'") == true })
        #expect(unknown.dropFirst(50).allSatisfy { $0.hint?.contains("did you mean") == false })
        #expect(r.journal.budgets.isEmpty)
    }
}
