import Testing
import TallyEngine
import TallySyntax
import TallyValues

private func day(_ s: String) -> Day {
    let p = s.split(separator: "-").map { Int($0)! }
    return Day(year: p[0], month: p[1], day: p[2])!
}

private func dates(_ s: RecurringSchedule, through: String) -> [String] {
    s.occurrences(through: day(through)).map(\.description)
}

@Suite struct RecurringScheduleTests {
    @Test func monthlyOnThe31stFallsOnMonthEndsAndReturns() {
        let s = RecurringSchedule(interval: .monthly, day: .dayOfMonth(31), start: day("2026-01-01"))
        #expect(dates(s, through: "2026-06-30") == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"])
    }

    @Test func monthlyFromThe31stWithoutOnKeepsTheAnchorDay() {
        let s = RecurringSchedule(interval: .monthly, day: .anchor, start: day("2027-12-31"))
        #expect(dates(s, through: "2028-04-30") == ["2027-12-31", "2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30"])
    }

    @Test func lastDayOfMonthInALeapYear() {
        let s = RecurringSchedule(interval: .monthly, day: .lastDayOfMonth, start: day("2028-01-15"))
        #expect(dates(s, through: "2028-04-30") == ["2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30"])
    }

    @Test func yearlyOnLeapDay() {
        let s = RecurringSchedule(interval: .yearly, day: .monthDay(month: 2, day: 29), start: day("2024-01-01"))
        #expect(dates(s, through: "2028-12-31") == ["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"])
    }

    @Test func yearlyStartingAfterThisYearsDate() {
        let s = RecurringSchedule(interval: .yearly, day: .monthDay(month: 3, day: 15), start: day("2026-04-01"))
        #expect(dates(s, through: "2028-12-31") == ["2027-03-15", "2028-03-15"])
    }

    @Test func everyTwoWeeksOnFridayAcrossTheYearEnd() {
        // 2026-12-20 is a Sunday; the first Friday after it is the 25th.
        let s = RecurringSchedule(interval: Interval(.week, 2), day: .weekday(5), start: day("2026-12-20"))
        #expect(dates(s, through: "2027-02-20") == ["2026-12-25", "2027-01-08", "2027-01-22", "2027-02-05", "2027-02-19"])
        for d in s.occurrences(through: day("2027-12-31")) { #expect(d.weekday == 5) }
    }

    @Test func weeklyStartingOnItsWeekday() {
        let s = RecurringSchedule(interval: .weekly, day: .weekday(1), start: day("2026-11-02"))
        #expect(dates(s, through: "2026-11-20") == ["2026-11-02", "2026-11-09", "2026-11-16"])
    }

    @Test func quarterlyCountsFromTheStartsMonth() {
        // January's 15th is before the start, so the first quarter is skipped.
        let s = RecurringSchedule(interval: .quarterly, day: .dayOfMonth(15), start: day("2026-01-20"))
        #expect(dates(s, through: "2027-01-31") == ["2026-04-15", "2026-07-15", "2026-10-15", "2027-01-15"])
        let t = RecurringSchedule(interval: .quarterly, day: .dayOfMonth(15), start: day("2026-01-01"))
        #expect(dates(t, through: "2026-12-31") == ["2026-01-15", "2026-04-15", "2026-07-15", "2026-10-15"])
    }

    @Test func everyTwoYearsCountsFromTheStartsYear() {
        let s = RecurringSchedule(interval: Interval(.year, 2), day: .monthDay(month: 3, day: 15), start: day("2026-04-01"))
        #expect(dates(s, through: "2032-12-31") == ["2028-03-15", "2030-03-15", "2032-03-15"])
    }

    @Test func everyThreeDays() {
        let s = RecurringSchedule(interval: Interval(.day, 3), day: .anchor, start: day("2026-02-26"))
        #expect(dates(s, through: "2026-03-08") == ["2026-02-26", "2026-03-01", "2026-03-04", "2026-03-07"])
    }

    @Test func anEndDateIsInclusive() {
        let s = RecurringSchedule(interval: .monthly, day: .dayOfMonth(1), start: day("2026-01-01"), end: day("2026-04-01"))
        #expect(dates(s, through: "2026-12-31") == ["2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01"])
        #expect(s.next(onOrAfter: day("2026-04-02")) == nil)
    }

    @Test func aCountLimitsTheOccurrences() {
        let s = RecurringSchedule(interval: Interval(.week, 2), day: .weekday(5), start: day("2026-01-01"), count: 3)
        #expect(dates(s, through: "2026-12-31") == ["2026-01-02", "2026-01-16", "2026-01-30"])
        #expect(s.occurrence(3) == nil)
    }

    @Test(arguments: [
        (Interval.monthly, ScheduleDay.dayOfMonth(31)), (Interval(.week, 2), .weekday(3)), (Interval.yearly, .monthDay(month: 2, day: 29)),
        (Interval(.day, 5), .anchor), (Interval.quarterly, .lastDayOfMonth),
    ])
    func nextAgreesWithWalkingFromTheStart(interval: Interval, scheduleDay: ScheduleDay) {
        let s = RecurringSchedule(interval: interval, day: scheduleDay, start: day("2024-01-10"))
        let all = s.occurrences(through: day("2033-12-31"))
        var probe = day("2023-12-01")
        while probe < day("2030-06-01") {
            #expect(s.next(onOrAfter: probe) == all.first { $0 >= probe }, "\(probe)")
            probe = probe.adding(days: 11)
        }
    }

    @Test func matchWindows() throws {
        func window(_ schedule: String) throws -> Int {
            let r = load("recurring X  \(schedule)  from 2026-01-01\n    a  $1\n    b\n")
            return try #require(r.journal.recurringRules.first).matchWindow
        }
        try #expect(window("daily") == 0)
        try #expect(window("weekly") == 3)
        try #expect(window("every 2 weeks") == 7)
        try #expect(window("monthly") == 15)
        try #expect(window("quarterly") == 31)
        try #expect(window("yearly") == 31)
    }
}
