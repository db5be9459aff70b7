import Testing
import TallyEngine
import TallyValues

private let today = Day(year: 2026, month: 6, day: 17)!  // a Wednesday

/// The span an expression names, as `first..last` (both included), or the
/// error, read on 2026-06-17 (also used by LocalMonthPeriodTests).
func read(_ text: String) -> String {
    switch PeriodExpression.parsePeriod(text, today: today) {
    case .failure(let e): return "error: " + e.message
    case .success(let p):
        let from = p.span.start.map(\.description) ?? ""
        let to = p.span.end.map { $0.adding(days: -1).description } ?? ""
        return (p.interval.map { "\($0) " } ?? "") + from + ".." + to
    }
}

@Suite struct PeriodExpressionTests {
    @Test(arguments: [
        ("2026", "2026-01-01..2026-12-31"),
        ("2026-03", "2026-03-01..2026-03-31"),
        ("2026/03", "2026-03-01..2026-03-31"),
        ("2026-03-05", "2026-03-05..2026-03-05"),
        ("2026-Q1", "2026-01-01..2026-03-31"),
        ("2026q2", "2026-04-01..2026-06-30"),
        ("2026Q4", "2026-10-01..2026-12-31"),
        ("2026-W24", "2026-06-08..2026-06-14"),
        ("2026-w01", "2025-12-29..2026-01-04"),
        ("2020-W53", "2020-12-28..2021-01-03"),
        ("from 2026-01 to 2026-04", "2026-01-01..2026-03-31"),
        ("from 2026-01-15", "2026-01-15.."),
        ("since 2026", "2026-01-01.."),
        ("to 2026-04", "..2026-03-31"),
        ("until 2026-04-10", "..2026-04-09"),
        ("in 2026", "2026-01-01..2026-12-31"),
        ("2026-01 to 2026-03", "2026-01-01..2026-02-28"),
        ("march", "2026-03-01..2026-03-31"),
        ("Mar 2025", "2025-03-01..2025-03-31"),
        ("from jan to apr", "2026-01-01..2026-03-31"),
        ("last month", "2026-05-01..2026-05-31"),
        ("this month", "2026-06-01..2026-06-30"),
        ("next month", "2026-07-01..2026-07-31"),
        ("last week", "2026-06-08..2026-06-14"),
        ("this week", "2026-06-15..2026-06-21"),
        ("last quarter", "2026-01-01..2026-03-31"),
        ("next year", "2027-01-01..2027-12-31"),
        ("last day", "2026-06-16..2026-06-16"),
        ("yesterday", "2026-06-16..2026-06-16"),
        ("today", "2026-06-17..2026-06-17"),
        ("2026-01..2026-03", "2026-01-01..2026-02-28"),
        ("2026-02..", "2026-02-01.."),
        ("monthly", "monthly .."),
        ("weekly in 2026", "weekly 2026-01-01..2026-12-31"),
        ("quarterly from 2025 to 2026", "quarterly 2025-01-01..2025-12-31"),
        ("every 2 weeks from 2026-01-05 to 2026-03", "every 2 weeks 2026-01-05..2026-02-28"),
        ("every 3 days", "every 3 days .."),
        ("every quarter", "quarterly .."),
        ("every 2 months in 2026", "every 2 months 2026-01-01..2026-12-31"),
        ("biweekly", "every 2 weeks .."),
        ("Yearly", "yearly .."),
    ])
    func readsAsHledgerDoes(_ text: String, _ expected: String) {
        #expect(read(text) == expected)
    }

    @Test func anEveryIntervalCountsFromTheStartDate() throws {
        let p = try PeriodExpression.parsePeriod("every 2 weeks from 2026-01-07", today: today).get()
        #expect(p.anchored)
        #expect(try !PeriodExpression.parsePeriod("monthly from 2026-01-07", today: today).get().anchored)
    }

    @Test func errorsPointAtTheWord() {
        let e = read("every 2 fortnights from 2026")
        #expect(e.hasPrefix("error: cannot read 'fortnights' in 'every 2 fortnights from 2026': expected days, weeks"))
        #expect(e.hasSuffix("\n    every 2 fortnights from 2026\n            ^^^^^^^^^^"))
        #expect(read("from 2026-13 to 2027").hasPrefix("error: cannot read '2026-13' in"))
        #expect(read("from 2026 to").hasPrefix("error: 'from 2026 to' is incomplete"))
        #expect(read("2026 please").hasPrefix("error: cannot read 'please' in '2026 please': nothing more"))
        #expect(read("soon") == "error: cannot read 'soon' as a period; try 2026, 2026-11, 2026Q3, 2026-11-03, this month, last year or 2026-01..2026-04")
    }

    /// A day without its year is read in this year when only one order of
    /// month and day is a date, or both give the same day (ledger's 1095).
    @Test func readsADayWithoutItsYearWhenOnlyOneOrderIsADay() {
        #expect(read("11/28") == "2026-11-28..2026-11-28")
        #expect(read("28/11") == "2026-11-28..2026-11-28")
        #expect(read("28.11") == "2026-11-28..2026-11-28")
        #expect(read("01/01") == "2026-01-01..2026-01-01")
        #expect(read("1/13") == "2026-01-13..2026-01-13")
        #expect(read("28/11..2026-12-05") == "2026-11-28..2026-12-04")
    }

    @Test func refusesWhatWouldBeReadWrong() {
        #expect(read("26-03").hasPrefix("error:"))      // no four-digit year
        #expect(read("3/5").hasSuffix("'3/5' may be 2026-03-05 or 2026-05-03: write the whole date"))
        #expect(read("10/01").hasPrefix("error:"))      // October 1 month first, January 10 day first
        #expect(read("31/02").hasPrefix("error:"))      // a day in neither order
        #expect(read("1/2/3").hasPrefix("error:"))
        #expect(read("2026-02-30").hasPrefix("error:"))
        #expect(read("2021-W53").hasPrefix("error:"))   // 2021 has 52 ISO weeks
        #expect(read("from 2026-04 to 2026-01").hasSuffix("ends before it starts"))
        #expect(read("").hasPrefix("error: the period is empty"))
        #expect(read("every 0 days").hasPrefix("error:"))
    }

    @Test func aSpanAloneRefusesAnInterval() throws {
        guard case .failure(let e) = PeriodExpression.parse("monthly", today: today) else {
            Issue.record("monthly was read as a span")
            return
        }
        #expect(e.message.contains("repeating period"))
        #expect(try PeriodExpression.parse("2026-03", today: today).get() == DateSpan(start: Day(year: 2026, month: 3, day: 1), end: Day(year: 2026, month: 4, day: 1)))
    }

    @Test func calendarEndsDoNotTrap() {
        #expect(read("9999") == "9999-01-01..9999-12-31")
        #expect(read("9999-12-31") == "9999-12-31..9999-12-31")
        #expect(read("0001-Q1") == "0001-01-01..0001-03-31")
    }
}
