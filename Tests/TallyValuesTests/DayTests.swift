import Testing
import TallyValues

@Suite struct DayTests {
    /// Every day of 1900…2100 survives civil → Day → civil, consecutive
    /// dates are consecutive day numbers, and the description is ISO.
    @Test func roundTripsEveryDayFrom1900To2100() throws {
        var expected = try #require(Day(year: 1900, month: 1, day: 1)).daysSinceEpoch
        var mismatches = 0
        for year in 1900...2100 {
            for month in 1...12 {
                let length = Day.daysIn(month: month, year: year)
                for day in 1...length {
                    guard let d = Day(year: year, month: month, day: day) else { mismatches += 1; continue }
                    let c = d.civil
                    if d.daysSinceEpoch != expected || c.year != year || c.month != month || c.day != day { mismatches += 1 }
                    expected += 1
                }
                // The day after the month's last does not exist.
                if Day(year: year, month: month, day: length + 1) != nil { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(expected - 1 == Day(year: 2100, month: 12, day: 31)!.daysSinceEpoch)
    }

    @Test(arguments: [
        (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 3, 1, 11017), (2026, 11, 3, 20760),
        (1900, 1, 1, -25567), (2100, 12, 31, 47846),
    ])
    func daysSinceEpoch(year: Int, month: Int, day: Int, days: Int32) throws {
        let d = try #require(Day(year: year, month: month, day: day))
        #expect(d.daysSinceEpoch == days)
        #expect(Day(daysSinceEpoch: days) == d)
    }

    @Test(arguments: [(1900, false), (2000, true), (2024, true), (2100, false), (2026, false), (1600, true), (2023, false)])
    func leapYears(year: Int, isLeap: Bool) {
        #expect(Day.isLeap(year) == isLeap)
        #expect((Day(year: year, month: 2, day: 29) != nil) == isLeap)
        #expect(Day.daysIn(month: 2, year: year) == (isLeap ? 29 : 28))
    }

    @Test(arguments: [
        (2026, 2, 30), (2026, 2, 29), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0), (2026, 4, 31),
        (2026, 6, 31), (2026, 9, 31), (2026, 11, 31), (2026, 1, 32), (0, 1, 1), (10000, 1, 1), (2026, -1, 1),
    ])
    func invalidDatesAreNil(year: Int, month: Int, day: Int) {
        #expect(Day(year: year, month: month, day: day) == nil)
    }

    /// ISO weekdays, 1 = Monday … 7 = Sunday, of dates checked against a calendar.
    @Test(arguments: [
        (1970, 1, 1, 4), (1969, 12, 31, 3), (1900, 1, 1, 1), (2000, 1, 1, 6), (2024, 2, 29, 4),
        (2026, 11, 3, 2), (2100, 12, 31, 5), (2026, 1, 31, 6), (1999, 12, 31, 5), (2026, 11, 8, 7),
    ])
    func weekday(year: Int, month: Int, day: Int, weekday: Int) {
        #expect(Day(year: year, month: month, day: day)!.weekday == weekday)
    }

    @Test func weekdaysCycle() {
        let start = Day(year: 1899, month: 12, day: 25)!   // a Monday
        for n in 0..<(7 * 60) {
            #expect(start.adding(days: n).weekday == n % 7 + 1)
        }
    }

    /// (date, months, expected): the day is clamped to a shorter month's end.
    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-28"),
        ("2024-01-31", 1, "2024-02-29"),
        ("2026-03-31", -1, "2026-02-28"),
        ("2026-10-31", 4, "2027-02-28"),
        ("2026-12-15", 1, "2027-01-15"),
        ("2026-01-15", -1, "2025-12-15"),
        ("2026-01-15", -13, "2024-12-15"),
        ("2024-02-29", 12, "2025-02-28"),
        ("2024-02-29", 48, "2028-02-29"),
        ("2026-05-31", 0, "2026-05-31"),
        ("2026-08-31", 1, "2026-09-30"),
    ])
    func addingMonthsClamps(date: String, months: Int, expected: String) {
        #expect(day(date).adding(months: months).description == expected)
    }

    @Test func addingDaysAndDifference() {
        let d = day("2026-02-27")
        #expect(d.adding(days: 2).description == "2026-03-01")
        #expect(day("2024-02-27").adding(days: 2).description == "2024-02-29")
        #expect(d.adding(days: -58).description == "2025-12-31")
        #expect(day("2027-01-01") - day("2026-01-01") == 365)
        #expect(day("2025-01-01") - day("2024-01-01") == 366)
        #expect(day("2026-01-01") < day("2026-01-02"))
        #expect(day("2026-11-21").startOfMonth.description == "2026-11-01")
    }

    @Test func descriptionPadsToFourDigitYear() {
        #expect(Day(year: 999, month: 1, day: 2)!.description == "0999-01-02")
        #expect(Day(year: 2026, month: 3, day: 9)!.description == "2026-03-09")
        var out: [UInt8] = []
        Day(year: 2026, month: 11, day: 3)!.appendISO(to: &out, separator: UInt8(ascii: "/"))
        #expect(String(decoding: out, as: UTF8.self) == "2026/11/03")
    }
}

@Suite struct IntervalTests {
    /// Stepping monthly from Jan 31 is computed from the anchor each time, so
    /// a short month never pulls later occurrences back (no Mar 28 after Feb 28).
    @Test func monthlyFromJanuary31DoesNotDrift() {
        let anchor = day("2026-01-31")
        let steps = (0...12).map { Interval.monthly.step($0, from: anchor).description }
        #expect(steps == [
            "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30",
            "2026-07-31", "2026-08-31", "2026-09-30", "2026-10-31", "2026-11-30", "2026-12-31", "2027-01-31",
        ])
    }

    @Test(arguments: [
        (Interval.quarterly, "2026-11-30", 1, "2027-02-28"),
        (Interval.quarterly, "2026-11-30", 2, "2027-05-30"),
        (Interval.yearly, "2024-02-29", 1, "2025-02-28"),
        (Interval.yearly, "2024-02-29", 4, "2028-02-29"),
        (Interval.weekly, "2026-11-03", 2, "2026-11-17"),
        (Interval.daily, "2026-12-30", 3, "2027-01-02"),
        (Interval(.day, 3), "2026-11-03", 5, "2026-11-18"),
        (Interval(.week, 2), "2026-11-03", 3, "2026-12-15"),
        (Interval(.month, 2), "2026-12-31", 1, "2027-02-28"),
        (Interval(.month, 2), "2026-12-31", 2, "2027-04-30"),
        (Interval(.year, 2), "2026-06-15", 3, "2032-06-15"),
        (Interval.monthly, "2026-03-31", -1, "2026-02-28"),
    ])
    func step(interval: Interval, anchor: String, n: Int, expected: String) {
        #expect(interval.step(n, from: day(anchor)).description == expected)
    }

    @Test(arguments: [
        (Interval.daily, "daily"), (Interval.weekly, "weekly"), (Interval.monthly, "monthly"),
        (Interval.quarterly, "quarterly"), (Interval.yearly, "yearly"),
        (Interval(.day, 3), "every 3 days"), (Interval(.week, 2), "every 2 weeks"),
        (Interval(.month, 6), "every 6 months"), (Interval(.month, 3), "quarterly"),
        (Interval(.year, 2), "every 2 years"), (Interval(.day, 1), "daily"),
    ])
    func description(interval: Interval, text: String) {
        #expect(interval.description == text)
    }

    @Test func countIsAtLeastOne() {
        #expect(Interval(.day, 0) == .daily)
        #expect(Interval(.month, -4) == .monthly)
    }
}

/// `day("2026-01-31")`: a test's fixed, valid date.
func day(_ iso: String) -> Day {
    let parts = iso.split(separator: "-").map { Int($0)! }
    return Day(year: parts[0], month: parts[1], day: parts[2])!
}
