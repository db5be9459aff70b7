import Testing
import TallySyntax
import TallyTestSupport
import TallyValues

@Suite struct CategoryDirectiveTests {
    @Test func allFields() throws {
        let p = parse("category Expenses:Food  expense name:\"Ăn uống\" color:#FF9500 icon:🍜\n")
        #expect(p.diagnostics.isEmpty)
        guard case .category(let c)? = p.directives.first else { Issue.record("no category"); return }
        #expect(p.text(c.account) == "Expenses:Food")
        #expect(c.type == .expense)
        #expect(p.text(c.name) == "Ăn uống")
        #expect(p.text(c.color) == "#FF9500")
        #expect(p.text(c.icon) == "🍜")
    }

    @Test(arguments: [
        ("category Income:Salary  income", "Income:Salary", CategoryType.income),
        ("category Expenses:Eating Out  EXPENSE", "Expenses:Eating Out", .expense),
        ("category Chi tiêu:Ăn uống  expense", "Chi tiêu:Ăn uống", .expense),
        ("category Expenses:Food", "Expenses:Food", nil),
    ] as [(String, String, CategoryType?)])
    func accountAndType(line: String, account: String, type: CategoryType?) {
        let p = parse(line + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .category(let c)? = p.directives.first else { Issue.record("no category"); return }
        #expect(p.text(c.account) == account)
        #expect(c.type == type)
    }

    @Test(arguments: [
        ("category Expenses:Food  color:1️⃣#GG0000", "invalid-color"),
        ("category Expenses:Food  color:1️⃣#FFF", "invalid-color"),
        ("category Expenses:Food  1️⃣tasty", "invalid-directive"),
        ("category 1️⃣", "missing-account"),
    ])
    func errors(marked: String, id: String) {
        let m = MarkedText(marked + "\n2026-01-01 X\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == [id])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.transactions.count == 1)
    }
}

@Suite struct BudgetDirectiveTests {
    func budget(_ line: String) -> (Parsed, BudgetDirective?) {
        let p = parse(line + "\n")
        guard case .budget(let b)? = p.directives.first else { return (p, nil) }
        return (p, b)
    }

    @Test func simpleBudget() throws {
        let (p, b) = budget("budget Expenses:Food  400 USD monthly")
        #expect(p.diagnostics.isEmpty)
        let d = try #require(b)
        guard case .accounts(let accounts) = d.target else { Issue.record("expected accounts"); return }
        #expect(accounts.map { p.text($0) } == ["Expenses:Food"])
        #expect(d.amount.quantity == Quantity(400))
        #expect(p.text(d.amount.commodity) == "USD")
        #expect(d.interval == .monthly)
        #expect(p.text(d.intervalRange) == "monthly")
        #expect(d.start == nil && d.end == nil)
        #expect(d.thresholds.isEmpty)
        #expect(d.rollover == .none)
    }

    @Test func everyClause() throws {
        let (p, b) = budget("budget all  $2,000.00 monthly from 2026-01 until 2026-12 warn 50% 90% 120% rollover surplus-and-deficit")
        #expect(p.diagnostics.isEmpty)
        let d = try #require(b)
        guard case .allExpenses = d.target else { Issue.record("expected all"); return }
        #expect(d.amount.quantity == Quantity(2000))
        #expect(d.start == day(2026, 1, 1))
        #expect(d.end == day(2026, 12, 31))
        #expect(d.thresholds.map(\.percent) == [Quantity(50), Quantity(90), Quantity(120)])
        #expect(d.thresholds.map { p.text($0.range) } == ["50%", "90%", "120%"])
        #expect(d.rollover == .surplusAndDeficit)
    }

    /// (line, interval, rollover, start, end)
    @Test(arguments: [
        ("budget Expenses:Food, Expenses:Dining  600 USD every 2 weeks", Interval(.week, 2), Rollover.none, nil, nil),
        ("budget Expenses:Food  $400 quarterly rollover", .quarterly, .surplus, nil, nil),
        ("budget Expenses:Food  $400 yearly rollover none", .yearly, .none, nil, nil),
        ("budget Expenses:Food  $400 annually", .yearly, .none, nil, nil),
        ("budget Expenses:Food  $5 daily from 2026-03-15", .daily, .none, day(2026, 3, 15), nil),
        ("budget Expenses:Food  $5 weekly until 2026", .weekly, .none, nil, day(2026, 12, 31)),
        ("budget Expenses:Food  $5 every 3 months rollover surplus", Interval(.month, 3), .surplus, nil, nil),
        ("budget Expenses:Food  $5 every quarter", Interval(.month, 3), .none, nil, nil),
        ("budget Expenses:Food  $5 every year", .yearly, .none, nil, nil),
    ] as [(String, Interval, Rollover, Day?, Day?)])
    func periodsAndClauses(line: String, interval: Interval, rollover: Rollover, start: Day?, end: Day?) throws {
        let (p, b) = budget(line)
        #expect(p.diagnostics.isEmpty)
        let d = try #require(b)
        #expect(d.interval == interval)
        #expect(d.rollover == rollover)
        #expect(d.start == start)
        #expect(d.end == end)
    }

    @Test func severalCategories() throws {
        let (p, b) = budget("budget Expenses:Food, Expenses:Dining Out  600 USD monthly")
        #expect(p.diagnostics.isEmpty)
        guard case .accounts(let accounts)? = b?.target else { Issue.record("expected accounts"); return }
        #expect(accounts.map { p.text($0) } == ["Expenses:Food", "Expenses:Dining Out"])
    }

    /// Clause words are matched without regard to case; a `;` word starts a comment.
    @Test func clauseWordsIgnoreCase() throws {
        let (p, b) = budget("budget Expenses:Food  400 USD Monthly FROM 2026/01 Warn 90% ROLLOVER Surplus-And-Deficit  ; note")
        #expect(p.diagnostics.isEmpty)
        let d = try #require(b)
        #expect(d.interval == .monthly)
        #expect(d.start == day(2026, 1, 1))
        #expect(d.thresholds.map(\.percent) == [Quantity(90)])
        #expect(d.rollover == .surplusAndDeficit)
    }

    @Test(arguments: [
        "budget Expenses:Food  400 USD monthly from 2026-06 until 2026-01",
        "budget Expenses:Food  400 USD monthly from 2026-01/05",
        "budget Expenses:Food  400 USD monthly until 2026-02-30",
    ])
    func badPlanDates(line: String) {
        let p = parse(line + "\n")
        #expect(p.ids == ["invalid-date"])
        #expect(p.directives.isEmpty)
    }

    @Test(arguments: ["warn 1000%", "warn 0.5%", "warn 100%"])
    func thresholdsInRange(clause: String) {
        let (p, b) = budget("budget Expenses:Food  400 USD monthly \(clause)")
        #expect(p.diagnostics.isEmpty)
        #expect(b?.thresholds.count == 1)
    }

    /// Each marked line has one error starting at 1️⃣.
    @Test(arguments: [
        ("budget Expenses:Food  1️⃣-400 USD monthly", "invalid-amount"),
        ("budget Expenses:Food  1️⃣0 USD monthly", "invalid-amount"),
        ("budget Expenses:Food  1️⃣$-5 monthly", "invalid-amount"),
        ("budget Expenses:Food  400 USD monthly warn 1️⃣0%", "invalid-threshold"),
        ("budget Expenses:Food  400 USD monthly warn 1️⃣1001%", "invalid-threshold"),
        ("budget Expenses:Food  400 USD monthly warn 80% 1️⃣0%", "invalid-threshold"),
        ("budget Expenses:Food  400 USD monthly warn 1️⃣x%", "invalid-threshold"),
        ("budget Expenses:Food  400 USD monthly 1️⃣warn", "invalid-threshold"),
        ("budget Expenses:Food  400 USD every 2 1️⃣fortnights", "invalid-period"),
        ("budget Expenses:Food  400 USD 1️⃣from 2026-01", "invalid-period"),
        ("budget Expenses:Food  400 USD monthly from 1️⃣2026-13", "invalid-date"),
        ("budget Expenses:Food  400 USD monthly 1️⃣sometimes", "invalid-directive"),
        ("budget 1️⃣", "missing-account"),
        ("budget Expenses:Food  1️⃣monthly", "invalid-amount"),
    ])
    func errors(marked: String, id: String) {
        let m = MarkedText(marked + "\n2026-01-01 X\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == [id])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.directives.isEmpty)
        #expect(p.transactions.count == 1)
    }

    /// A period word Tally does not know is reported as an unknown period,
    /// not as text left over in the amount.
    @Test(arguments: [
        "budget Expenses:Food  400 USD 1️⃣fortnightly",
        "budget Expenses:Food  $400 1️⃣biweekly",
        "budget Expenses:Food  400 USD 1️⃣Fortnightly from 2026-01",
    ])
    func unknownPeriodWord(marked: String) {
        let m = MarkedText(marked + "\n")
        let p = parse(m.text)
        #expect(p.ids == ["invalid-period"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
    }
}

@Suite struct RecurringDirectiveTests {
    func rule(_ text: String) -> (Parsed, RecurringDirective?) {
        let p = parse(text)
        guard case .recurring(let r)? = p.directives.first else { return (p, nil) }
        return (p, r)
    }

    @Test func monthlyRuleWithPostings() throws {
        let (p, r) = rule("recurring \"Rent\"  monthly on 1  from 2026-01-01  ; flat\n    Expenses:Rent  $1500\n    Assets:Bank\n\n2026-01-01 X\n    a  $1\n    b\n")
        #expect(p.diagnostics.isEmpty)
        let d = try #require(r)
        #expect(p.text(d.name) == "Rent")
        #expect(d.schedule.interval == .monthly)
        #expect(d.schedule.day == .dayOfMonth(1))
        #expect(p.text(d.schedule.range) == "monthly on 1")
        #expect(d.start == day(2026, 1, 1))
        #expect(d.end == nil && d.count == nil && !d.isPaused && d.remindDays == nil)
        #expect(d.postings.map { p.text($0.account) } == ["Expenses:Rent", "Assets:Bank"])
        #expect(d.postings[0].amount?.quantity == Quantity(1500))
        #expect(d.postings[1].amount == nil)
        #expect(d.comments.count == 1)
        #expect(p.transactions.count == 1)
    }

    /// (header, interval, day, start, end, count, paused, remind days)
    @Test(arguments: [
        ("recurring \"Gym\"  weekly on Friday  from 2026-01-02 until 2026-12-31 remind 2d",
         Interval.weekly, ScheduleDay.weekday(5), day(2026, 1, 2), day(2026, 12, 31), nil, false, 2),
        ("recurring \"Gym\"  weekly on sun  from 2026-01-04", .weekly, .weekday(7), day(2026, 1, 4), nil, nil, false, nil),
        ("recurring \"Insurance\"  yearly on 03-15  from 2026 count 5 paused",
         .yearly, .monthDay(month: 3, day: 15), day(2026, 1, 1), nil, 5, true, nil),
        ("recurring \"Card\"  monthly on last  from 2026-01 remind 1w", .monthly, .lastDayOfMonth, day(2026, 1, 1), nil, nil, false, 7),
        ("recurring Paper  every 2 weeks  from 2026-01-05", Interval(.week, 2), .anchor, day(2026, 1, 5), nil, nil, false, nil),
        ("recurring \"Water\"  quarterly  from 2026-02-15", .quarterly, .anchor, day(2026, 2, 15), nil, nil, false, nil),
        ("recurring \"Vitamins\"  daily  from 2026-01-01 until 2026-01", .daily, .anchor, day(2026, 1, 1), day(2026, 1, 31), nil, false, nil),
        ("recurring \"Leap\"  yearly on 02-29  from 2024-02-29", .yearly, .monthDay(month: 2, day: 29), day(2024, 2, 29), nil, nil, false, nil),
        // Single spaces between the clauses (grammar.md §15.4 examples).
        ("recurring Gym every 2 weeks on Friday from 2026-01 count 26", Interval(.week, 2), .weekday(5), day(2026, 1, 1), nil, 26, false, nil),
        ("recurring \"Car insurance\" yearly on 03-15 from 2026 paused ; switched insurer",
         .yearly, .monthDay(month: 3, day: 15), day(2026, 1, 1), nil, nil, true, nil),
        ("recurring \"Water\"  quarterly on 15  from 2026-01-01 remind 5", .quarterly, .dayOfMonth(15), day(2026, 1, 1), nil, nil, false, 5),
        ("recurring \"Fee\"  every 3 months on last  from 2026-01-01 remind 366d", Interval(.month, 3), .lastDayOfMonth, day(2026, 1, 1), nil, nil, false, 366),
        ("recurring \"Fee\"  MONTHLY ON LAST  FROM 2026-01-01 REMIND 52W PAUSED", .monthly, .lastDayOfMonth, day(2026, 1, 1), nil, nil, true, 364),
    ] as [(String, Interval, ScheduleDay, Day?, Day?, Int?, Bool, Int?)])
    func schedules(header: String, interval: Interval, scheduleDay: ScheduleDay, start: Day?, end: Day?, count: Int?, paused: Bool, remind: Int?) throws {
        let (p, r) = rule(header + "\n    Expenses:X  $1\n    Assets:Bank\n")
        #expect(p.diagnostics.isEmpty)
        let d = try #require(r)
        #expect(d.schedule.interval == interval)
        #expect(d.schedule.day == scheduleDay)
        #expect(d.start == start)
        #expect(d.end == end)
        #expect(d.count == count)
        #expect(d.isPaused == paused)
        #expect(d.remindDays == remind)
        #expect(d.postings.count == 2)
    }

    @Test(arguments: [
        ("recurring \"Rent\"  1️⃣fortnightly  from 2026-01-01", "invalid-frequency"),
        ("recurring \"Rent\"  1️⃣biweekly", "invalid-frequency"),
        ("recurring \"Gym\"  weekly on 1️⃣Funday  from 2026-01-01", "invalid-frequency"),
        ("recurring \"Rent\"  monthly on 1️⃣32  from 2026-01-01", "invalid-frequency"),
        ("recurring \"Rent\"  monthly on 1️⃣0  from 2026-01-01", "invalid-frequency"),
        ("recurring \"Tax\"  yearly on 1️⃣02-30  from 2026-01-01", "invalid-frequency"),
        ("recurring \"Tea\"  daily 1️⃣on 3  from 2026-01-01", "invalid-frequency"),
        ("recurring \"Rent\"  every 1️⃣0 months  from 2026-01-01", "invalid-period"),
        ("recurring \"Rent\"  monthly  from 1️⃣2026-02-30", "invalid-date"),
        ("recurring \"Rent\"  monthly  from 2026-01-01 1️⃣whenever", "invalid-directive"),
        ("recurring \"Rent\"  monthly  from 2026-01-01 remind 1️⃣soon", "invalid-directive"),
        ("recurring \"Rent\"  monthly  from 2026-01-01 remind 1️⃣367d", "invalid-directive"),
        ("recurring 1️⃣", "invalid-directive"),
        ("1️⃣recurring \"Rent\"  monthly  from 2026-01-01 until 2026-06-01 count 3", "invalid-directive"),
        ("1️⃣recurring \"Rent\"  monthly  from 2026-06-01 until 2026-01-01", "invalid-date"),
    ])
    func errors(marked: String, id: String) {
        let m = MarkedText(marked + "\n    Expenses:Rent  $1500\n    Assets:Bank\n2026-01-01 X\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == [id])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.directives.isEmpty)
        #expect(p.transactions.count == 1)
    }
}

extension RecurringDirectiveTests {
    /// Reminders are at most 366 days ahead, however they are written (grammar.md §15.4).
    @Test(arguments: ["remind 1️⃣53w", "remind 1️⃣60w", "remind 1️⃣367"])
    func reminderIsLimitedTo366Days(marked: String) {
        let m = MarkedText("recurring \"Rent\"  monthly  from 2026-01-01 \(marked)\n    Expenses:Rent  $1500\n    Assets:Bank\n")
        let p = parse(m.text)
        #expect(p.ids == ["invalid-directive"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
    }
}

@Suite struct GoalDirectiveTests {
    /// (line, name, target units, target commodity, deadline, account)
    @Test(arguments: [
        ("goal \"Emergency fund\"  5,000 USD  by 2027-06-30  account Assets:Savings", "Emergency fund", 5000, "USD", day(2027, 6, 30), "Assets:Savings"),
        ("goal \"Trip\"  $2000  account Assets:Travel Fund", "Trip", 2000, "$", nil, "Assets:Travel Fund"),
        ("goal Car  $10000 by 2027  account Assets:Car", "Car", 10000, "$", day(2027, 12, 31), "Assets:Car"),
        ("goal \"Quỹ\"  50000000 VND by 2027-03  account Tài sản:Tiết kiệm  ; note", "Quỹ", 50_000_000, "VND", day(2027, 3, 31), "Tài sản:Tiết kiệm"),
        ("goal Bike  $1,200 account Assets:Savings", "Bike", 1200, "$", nil, "Assets:Savings"),
        ("goal \"Emergency fund\"  10,000 USD  by 2026-12  account Assets:Savings", "Emergency fund", 10000, "USD", day(2026, 12, 31), "Assets:Savings"),
    ] as [(String, String, Int128, String, Day?, String)])
    func goals(line: String, name: String, units: Int128, commodity: String, deadline: Day?, account: String) {
        let p = parse(line + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .goal(let g)? = p.directives.first else { Issue.record("no goal"); return }
        #expect(p.text(g.name) == name)
        #expect(g.target.quantity == Quantity(units: units))
        #expect(p.text(g.target.commodity) == commodity)
        #expect(g.deadline == deadline)
        #expect(p.text(g.account) == account)
    }

    @Test(arguments: [
        ("1️⃣goal \"Emergency fund\"  5000 USD  by 2027-06-30", "missing-account"),
        ("1️⃣goal \"Emergency fund\"  5000 USD  account", "missing-account"),
        ("goal \"Trip\"  1️⃣0 USD  account Assets:Trip", "invalid-amount"),
        ("goal \"Trip\"  1️⃣-5 USD  account Assets:Trip", "invalid-amount"),
        ("goal \"Trip\"  5 USD by 1️⃣2027-02-30  account Assets:Trip", "invalid-date"),
        ("goal 1️⃣", "invalid-directive"),
    ])
    func errors(marked: String, id: String) {
        let m = MarkedText(marked + "\n2026-01-01 X\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == [id])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.directives.isEmpty)
        #expect(p.transactions.count == 1)
    }
}
