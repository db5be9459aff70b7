import TallyEngine
import TallyValues

/// Names of report periods, as keys of CSV and JSON and columns.
package enum PeriodText {
    /// `2026`, `2026Q3`, `2026-11`, `2026-W47`, `2026-11-03`, whole months
    /// `2026-01..2026-03`, or `2026-03-05..2026-04-10` (both ends included,
    /// as hledger names its columns; `-p` reads `A..B` with B left out, so a
    /// title says `2026-01 – 2026-03`: `name(_:_:)`); open ends say `from`
    /// or `until`.
    package static func name(_ span: DateSpan) -> String {
        guard let s = span.start else {
            guard let e = span.end else { return "all dates" }
            return "until \(e.adding(days: -1))"
        }
        guard let e = span.end else { return "from \(s)" }
        if e == s.adding(days: 1) { return s.description }
        if s.day == 1 && e.day == 1 {
            if s.month == 1 && e == Day(proleptic: s.year + 1, month: 1, day: 1) { return PeriodLabel.yearText(s.year) }
            if e == s.adding(months: 1) { return month(s) }
            if (s.month - 1) % 3 == 0 && e == s.adding(months: 3) { return "\(PeriodLabel.yearText(s.year))Q\((s.month - 1) / 3 + 1)" }
            return "\(month(s))..\(month(e.adding(days: -1)))"
        }
        if s.weekday == 1 && e == s.adding(days: 7) { return week(s) }
        return "\(s)..\(e.adding(days: -1))"
    }

    static func month(_ d: Day) -> String {
        let m = d.month
        return "\(PeriodLabel.yearText(d.year))-\(m < 10 ? "0" : "")\(m)"
    }

    /// The ISO week of a Monday: `2026-W01`; the year is the year of its Thursday.
    static func week(_ monday: Day) -> String {
        let thursday = monday.adding(days: 3)
        let jan1 = Day(proleptic: thursday.year, month: 1, day: 1)
        let n = (thursday - jan1) / 7 + 1
        return "\(PeriodLabel.yearText(thursday.year))-W\(n < 10 ? "0" : "")\(n)"
    }

    /// Days in a bounded span.
    package static func days(_ span: DateSpan) -> Int? {
        guard let s = span.start, let e = span.end else { return nil }
        return max(0, e - s)
    }
}
