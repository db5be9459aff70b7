import Testing
import TallyEngine
import TallyValues

/// Dates named from today in ledger's and hledger's words (grammar.md §19),
/// read on Wednesday 2026-06-17 (`read` in PeriodExpressionTests).
@Suite struct NamedDatePeriodTests {
    @Test(arguments: [
        ("2 months ago", "2026-04-01..2026-04-30"),
        ("3 days ago", "2026-06-14..2026-06-14"),
        ("1 week ahead", "2026-06-22..2026-06-28"),
        ("2 weeks ago", "2026-06-01..2026-06-07"),
        ("1 quarter ago", "2026-01-01..2026-03-31"),
        ("1 year ahead", "2027-01-01..2027-12-31"),
        ("from 2 months ago", "2026-04-01.."),
        ("until 2 months ago", "..2026-03-31"),
        ("from 1 day ago until 1 day hence", "2026-06-16..2026-06-17"),
        ("last nov", "2025-11-01..2025-11-30"),
        ("next march", "2027-03-01..2027-03-31"),
        ("this june", "2026-06-01..2026-06-30"),
        ("since next january", "2027-01-01.."),
        ("202602", "2026-02-01..2026-02-28"),
        ("20260215", "2026-02-15..2026-02-15"),
        ("202601..202603", "2026-01-01..2026-02-28"),
    ])
    func reads(text: String, span: String) {
        #expect(read(text) == span, "\(text)")
    }

    /// Expressions hledger 1.25 refuses, read as ledger 3.3 reads them with
    /// `--now 2026/06/17` (a Wednesday), each checked against it, and the
    /// regression tests they come from.
    @Test(arguments: [
        // coverage-times-last-n-relative, -last-n-units, -last-next-n: the
        // units up to today, today left out; `next`/`this` from today on.
        ("last 2 months", "2026-04-17..2026-06-16"),
        ("last 2 quarters", "2025-12-17..2026-06-16"),
        ("last 2 weeks", "2026-06-03..2026-06-16"),
        ("last 30 days", "2026-05-18..2026-06-16"),
        ("last 2 years", "2024-06-17..2026-06-16"),
        ("next 1 years", "2026-06-17..2027-06-16"),
        ("next 7 days", "2026-06-17..2026-06-23"),
        ("this 5 days", "2026-06-17..2026-06-21"),
        ("this 2 months", "2026-06-17..2026-08-16"),
        // coverage-times-ago-hence, -determine-when, -n-ago-hence: after
        // `since`, and with `hence`, one day.
        ("since 2 months ago", "2026-04-17.."),
        ("since 1 quarter ago", "2026-03-17.."),
        ("since 1 year ago", "2025-06-17.."),
        ("until 1 month hence", "..2026-07-16"),
        ("1 week hence", "2026-06-24..2026-06-24"),
        ("since 1 month ago", "2026-05-17.."),
        // coverage-times-wday-names, -wday-period: weeks from Sunday.
        ("this monday", "2026-06-15..2026-06-15"),
        ("this sunday", "2026-06-14..2026-06-14"),
        ("next fri", "2026-06-26..2026-06-26"),
        ("last sunday", "2026-06-07..2026-06-07"),
        ("last saturday", "2026-06-13..2026-06-13"),
    ])
    func readsAsLedgerDoes(text: String, span: String) {
        #expect(read(text) == span, "\(text)")
    }

    /// A weekday alone is the latest such day, today included, where ledger
    /// 3.3 reads January 1 (its coverage-times-standalone-wday and
    /// -period-weekday-name): a date nobody means by a weekday's name.
    @Test(arguments: [("monday", "2026-06-15..2026-06-15"), ("Wednesday", "2026-06-17..2026-06-17"),
                      ("Thursday", "2026-06-11..2026-06-11"), ("since sunday", "2026-06-14..")])
    func aWeekdayAloneIsTheLatestSuchDay(text: String, span: String) {
        #expect(read(text) == span, "\(text)")
    }

    /// ledger moves a month's last day to a month's last day.
    @Test func aMonthsLastDayStepsToAMonthsLastDay() throws {
        let p = try PeriodExpression.parsePeriod("last 1 months", today: Day(year: 2024, month: 2, day: 29)!).get()
        #expect(p.span == DateSpan(start: Day(year: 2024, month: 1, day: 31)!, end: Day(year: 2024, month: 2, day: 29)!))
        let q = try PeriodExpression.parsePeriod("since 1 month ago", today: Day(year: 2023, month: 9, day: 30)!).get()
        #expect(q.span.start == Day(year: 2023, month: 8, day: 31)!)
    }

    /// `A..B` leaves B out, as in hledger; the empty `A..A` says what to write.
    @Test func rangesEndWhereTheirEndStarts() {
        #expect(read("2026-01..2026-03") == "2026-01-01..2026-02-28")
        #expect(read("2026-03-05..2026-03-07") == "2026-03-05..2026-03-06")
        #expect(read("..2026-03") == "..2026-02-28")
        #expect(read("2026-03..2026-03") == "error: cannot read '2026-03..2026-03' as a period: it holds no day: A..B ends where B starts, B not included; write 2026-03 for it alone, or 2026-03..2026-04")
        #expect(read("2026..2026").hasSuffix("write 2026 for it alone, or 2026..2027"))
        #expect(read("2026-03..2026-02").hasPrefix("error: '2026-03..2026-02' ends before it starts"))
    }

    /// Words that only look like these stay errors.
    @Test(arguments: ["2 mon", "2 months", "3 days later", "202613", "20260231", "next monday 2026", "this 0 days"])
    func refuses(text: String) {
        #expect(read(text).hasPrefix("error: "), "\(text): \(read(text))")
    }
}

/// `every WEEKDAY`: weeks that start on that day, as hledger cuts them
/// (hledger/test/register/intervals.test 7).
@Suite struct EveryWeekdayTests {
    @Test(arguments: [("every tue", 2), ("every Friday", 5), ("every sun from 2026-01", 7)])
    func weeksStartOnTheDay(text: String, weekday: Int) throws {
        let p = try PeriodExpression.parsePeriod(text, today: Day(year: 2026, month: 6, day: 17)!).get()
        #expect(p.interval == Interval(.day, 7))
        let anchor = try #require(p.anchor)
        #expect(anchor.weekday == weekday, "\(text)")
        let first = CalendarPeriods.start(of: Day(year: 2026, month: 6, day: 17)!, interval: Interval(.day, 7), anchor: anchor)
        #expect(first.weekday == weekday && first <= Day(year: 2026, month: 6, day: 17)! && Day(year: 2026, month: 6, day: 17)! - first < 7)
    }

    @Test func aWordThatIsNoWeekdayStaysAnError() {
        #expect(read("every tuesdays").hasPrefix("error: "))
    }
}

/// `every Nth day of month`: months that start on that day, as hledger cuts
/// them (hledger/test/register/intervals.test 13).
@Suite struct EveryNthDayTests {
    @Test(arguments: ["every 15th day of month", "every 15th day"])
    func monthsStartOnTheDay(text: String) throws {
        let p = try PeriodExpression.parsePeriod(text, today: Day(year: 2026, month: 6, day: 17)!).get()
        #expect(p.interval == Interval(.month, 1))
        let anchor = try #require(p.anchor)
        let periods = CalendarPeriods.periods(covering: DateSpan(start: Day(year: 2026, month: 1, day: 20)!, end: Day(year: 2026, month: 3, day: 1)!),
                                              interval: Interval(.month, 1), anchor: anchor)
        #expect(periods.map { $0.start!.description } == ["2026-01-15", "2026-02-15"])
    }

    @Test func aDayPastTheMonthsEndKeepsToTheEnd() throws {
        let p = try PeriodExpression.parsePeriod("every 31st day of month", today: Day(year: 2026, month: 6, day: 17)!).get()
        let periods = CalendarPeriods.periods(covering: DateSpan(start: Day(year: 2026, month: 1, day: 31)!, end: Day(year: 2026, month: 4, day: 1)!),
                                              interval: Interval(.month, 1), anchor: try #require(p.anchor))
        #expect(periods.map { $0.start!.description } == ["2026-01-31", "2026-02-28", "2026-03-31"])
    }

    @Test(arguments: ["every 32nd day of month", "every 5th day of week", "every 0th day"])
    func refuses(text: String) {
        #expect(read(text).hasPrefix("error: "), "\(text): \(read(text))")
    }
}
