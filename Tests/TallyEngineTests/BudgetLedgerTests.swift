import Testing
import TallyEngine
import TallySyntax
import TallyValues

private func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

private func ledger(_ text: String, through last: Day, detail: DateSpan = DateSpan()) -> (LoadResult, BudgetLedger) {
    let r = load(text)
    return (r, BudgetLedger(journal: r.journal, prices: PriceTable(journal: r.journal), through: last, detail: detail))
}

/// Spending of 1,000, 2,500 and 0 in January to March against 1,500 a month.
private func rolloverJournal(_ mode: String, from: String = " from 2026-01") -> String {
    """
    budget Expenses:Food  1500 USD monthly\(from) \(mode)
    2026-01-10 Groceries
        Expenses:Food  1000 USD
        Assets:Cash
    2026-02-10 Groceries
        Expenses:Food:Party  2500 USD
        Assets:Cash

    """
}

@Suite struct BudgetRolloverTests {
    @Test func surplusOnlyCarriesWhatIsLeftAndForgivesOverspending() throws {
        let (r, l) = ledger(rolloverJournal("rollover surplus"), through: day(2026, 3, 31))
        #expect(r.diagnostics.isEmpty)
        let p = try #require(l.tracks.first).periods
        #expect(p.map { $0.span.start } == [day(2026, 1, 1), day(2026, 2, 1), day(2026, 3, 1)])
        #expect(p.map(\.spent) == [Quantity(1000), Quantity(2500), .zero])
        #expect(p.map(\.carriedIn) == [.zero, Quantity(500), .zero])
        #expect(p.map(\.available) == [Quantity(1500), Quantity(2000), Quantity(1500)])
        #expect(p.map(\.remaining) == [Quantity(500), Quantity(-500), Quantity(1500)])
        #expect(p.map(\.carriedOut) == [Quantity(500), .zero, Quantity(1500)])
    }

    @Test func surplusAndDeficitCarriesOverspendingToo() throws {
        let (_, l) = ledger(rolloverJournal("rollover surplus-and-deficit"), through: day(2026, 3, 31))
        let p = try #require(l.tracks.first).periods
        #expect(p.map(\.carriedIn) == [.zero, Quantity(500), Quantity(-500)])
        #expect(p.map(\.available) == [Quantity(1500), Quantity(2000), Quantity(1000)])
        #expect(p.map(\.carriedOut) == [Quantity(500), Quantity(-500), Quantity(1000)])
    }

    @Test func withoutRolloverNothingCarries() throws {
        let (_, l) = ledger(rolloverJournal(""), through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 2, 1), end: day(2026, 3, 1)))
        let p = try #require(l.tracks.first).periods
        #expect(p.map(\.carriedIn) == [.zero, .zero, .zero])
        // Only the detailed period needs its spending.
        #expect(p.map(\.spent) == [.zero, Quantity(2500), .zero])
        #expect(p.map(\.hasDetail) == [false, true, false])
    }

    @Test func carriesDoNotDependOnWhatIsDetailed() throws {
        let text = rolloverJournal("rollover surplus-and-deficit")
        let (_, a) = ledger(text, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1)))
        let (_, b) = ledger(text, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 2, 15), end: day(2026, 4, 1)))
        #expect(a.tracks[0].periods[2].carriedIn == Quantity(-500))
        #expect(b.tracks[0].periods[2].carriedIn == Quantity(-500))
    }

    @Test func withoutFromTheBudgetStartsAtTheFirstTransaction() throws {
        let text = rolloverJournal("rollover", from: "")
        let (_, l) = ledger(text, through: day(2026, 3, 31))
        #expect(l.tracks[0].periods.first?.span.start == day(2026, 1, 1))
        #expect(l.tracks[0].periods.count == 3)
    }
}

@Suite struct BudgetScheduleTests {
    @Test func weeklyFollowsISOWeeksAcrossTheYearBoundary() {
        let s = BudgetSchedule(interval: .weekly, from: nil, until: nil)
        let p = s.periods(from: day(2025, 12, 27), through: day(2026, 1, 5))
        #expect(p.map(\.first) == [day(2025, 12, 22), day(2025, 12, 29), day(2026, 1, 5)])
        #expect(p[1].end == day(2026, 1, 5))
    }

    @Test func quarterlyFollowsCalendarQuartersWithoutFrom() {
        let s = BudgetSchedule(interval: .quarterly, from: nil, until: nil)
        #expect(s.period(containing: day(2026, 5, 20)) == DateSpan(start: day(2026, 4, 1), end: day(2026, 7, 1)))
    }

    @Test func multiplesCountFromTheFromDateWithoutDrift() {
        let s = BudgetSchedule(interval: Interval(.month, 2), from: day(2026, 1, 31), until: nil)
        let starts = s.periods(from: day(2026, 1, 31), through: day(2027, 2, 1)).map(\.first)
        #expect(starts == [day(2026, 1, 31), day(2026, 3, 31), day(2026, 5, 31), day(2026, 7, 31), day(2026, 9, 30),
                           day(2026, 11, 30), day(2027, 1, 31)])
    }

    @Test func everyTenDaysWithoutFromCountsFromAMonday() {
        let s = BudgetSchedule(interval: Interval(.day, 10), from: nil, until: nil)
        let p = s.period(containing: day(1970, 1, 16))
        #expect(p == DateSpan(start: day(1970, 1, 15), end: day(1970, 1, 25)))
    }

    @Test func fromAndUntilSelectWholePeriods() {
        let s = BudgetSchedule(interval: .monthly, from: day(2026, 3, 15), until: day(2026, 5, 2))
        let p = s.periods(from: day(2026, 1, 1), through: day(2026, 12, 31))
        #expect(p.map(\.first) == [day(2026, 3, 1), day(2026, 4, 1), day(2026, 5, 1)])
    }
}

@Suite struct BudgetSpendingTests {
    @Test func otherCommoditiesAreConvertedAtThePriceOnOrBeforeThePosting() throws {
        let (r, l) = ledger("""
            P 2026-03-01 EUR 1.10 USD
            P 2026-03-20 EUR 1.20 USD
            budget Expenses:Travel  500 USD monthly
            2026-03-05 Museum
                Expenses:Travel  10 EUR
                Assets:Cash
            2026-03-25 Train
                Expenses:Travel  10 EUR
                Assets:Cash
            2026-03-26 Coffee
                Expenses:Travel  3.50 USD
                Assets:Cash

            """, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1)))
        #expect(r.diagnostics.isEmpty)
        #expect(l.diagnostics.isEmpty)
        let p = try #require(l.tracks[0].periods.last)
        #expect(p.spent == dec("26.50"))
        #expect(p.spending.map(\.amount) == [dec("11.00"), dec("12.00"), dec("3.50")])
    }

    @Test func aMissingPriceIsAnErrorNamingCommodityAndDate() throws {
        let (r, l) = ledger("""
            budget Expenses:Travel  500 USD monthly
            2026-03-05 Museum
                Expenses:Travel  10 EUR
                Assets:Cash
            2026-03-06 Museum
                Expenses:Travel  12 EUR
                Assets:Cash

            """, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1)))
        #expect(r.diagnostics.isEmpty)
        #expect(l.hasErrors)
        let d = try #require(l.diagnostics.first)
        #expect(d.id == "missing-price")
        #expect(d.message.contains("EUR") && d.message.contains("USD") && d.message.contains("2026-03-05"))
        #expect(d.notes.count == 2)
        #expect(l.diagnostics.count == 1)
    }

    @Test func theOverallBudgetCountsExpenseAccountsOfAnyName() throws {
        let (_, l) = ledger("""
            account Chi tiêu  ; type:expense
            budget all  1000 USD monthly
            2026-03-05 Lunch
                Chi tiêu:Ăn uống  10 USD
                Expenses:Food  5 USD
                Income:Refund  -1 USD
                Assets:Cash

            """, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1)))
        #expect(l.tracks[0].periods.last?.spent == Quantity(15))
        #expect(l.diagnostics.isEmpty)
    }

    @Test func untypedSpendingIsAWarningForTheOverallBudget() throws {
        let (_, l) = ledger("""
            budget all  1000 USD monthly
            2026-03-05 Lunch
                Food:Lunch  10 USD
                Assets:Cash

            """, through: day(2026, 3, 31))
        #expect(l.diagnostics.map(\.id) == ["untyped-account"])
        #expect(l.diagnostics.first?.severity == .warning)
        #expect(l.diagnostics.first?.message.contains("'Food'") == true)
    }
}

@Suite struct BudgetThresholdTests {
    static let text = """
        budget Expenses:Food  100 USD monthly warn 50% 90% 100%
        2026-03-02 A
            Expenses:Food  40 USD
            Assets:Cash
        2026-03-05 B
            Expenses:Food  15 USD
            Assets:Cash
        2026-03-09 C
            Expenses:Food  45 USD
            Assets:Cash
        2026-03-12 Refund
            Expenses:Food  -20 USD
            Assets:Cash
        2026-03-20 D
            Expenses:Food  30 USD
            Assets:Cash

        """

    @Test func eachThresholdHasTheDayItWasReached() throws {
        let (_, l) = ledger(Self.text, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1)))
        let p = try #require(l.tracks[0].periods.last)
        let thresholds = [Quantity(50), Quantity(90), Quantity(100)]
        // 40, 55 (50% on the 5th), 100 (90% and 100% on the 9th), 80 (refund: below 90%), 110 (the 20th).
        #expect(p.crossings(of: thresholds) == [
            ThresholdCrossing(percent: Quantity(50), date: day(2026, 3, 5)),
            ThresholdCrossing(percent: Quantity(90), date: day(2026, 3, 20)),
            ThresholdCrossing(percent: Quantity(100), date: day(2026, 3, 20)),
        ])
        #expect(p.overSince() == day(2026, 3, 20))
        #expect(p.crossings(of: thresholds, through: day(2026, 3, 10)).map(\.date) == [day(2026, 3, 5), day(2026, 3, 9), day(2026, 3, 9)])
        #expect(p.overSince(through: day(2026, 3, 10)) == nil)
        #expect(p.spent(through: day(2026, 3, 12)) == Quantity(80))
    }

    @Test func percentUsedIsCutTowardZero() {
        #expect(BudgetLedger.Period.percentUsed(spent: dec("99.999"), available: Quantity(100)) == dec("99.99"))
        #expect(BudgetLedger.Period.percentUsed(spent: Quantity(1), available: Quantity(3)) == dec("33.33"))
        #expect(BudgetLedger.Period.percentUsed(spent: Quantity(5), available: .zero) == nil)
    }

    @Test func aCarriedDeficitReachesEveryThresholdFromTheFirstDay() throws {
        let (_, l) = ledger("""
            budget Expenses:Food  100 USD monthly from 2026-02 rollover surplus-and-deficit
            2026-02-02 Feast
                Expenses:Food  250 USD
                Assets:Cash

            """, through: day(2026, 3, 31), detail: DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1)))
        let p = try #require(l.tracks[0].periods.last)
        #expect(p.available == Quantity(-50))
        #expect(p.crossings(of: [Quantity(80), Quantity(100)]).map(\.date) == [day(2026, 3, 1), day(2026, 3, 1)])
        #expect(p.overSince() == day(2026, 3, 1))
    }
}
