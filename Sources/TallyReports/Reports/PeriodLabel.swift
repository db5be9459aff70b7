import TallyEngine
import TallyValues

/// Names of periods: `2026-03`, `2026-W09` (ISO week), `2026Q1`, `2026`,
/// `2026-03-05` (a day), or the first and last day `2026-01-15..2026-02-14`.
package enum PeriodLabel {
    package static func label(_ span: DateSpan, interval: Interval) -> String {
        guard let s = span.start, let e = span.end else { return PeriodText.name(span) }
        switch (interval.unit, interval.count) {
        case (.day, 1):
            return s.description
        case (.week, 1) where s.weekday == 1 && e - s == 7:
            return isoWeek(s)
        case (.month, 1) where s.day == 1 && e == s.adding(months: 1):
            return monthText(s)
        case (.month, 3) where s.day == 1 && (s.month - 1) % 3 == 0 && e == s.adding(months: 3):
            return "\(yearText(s.year))Q\((s.month - 1) / 3 + 1)"
        case (.year, 1) where s.day == 1 && s.month == 1 && e == s.adding(months: 12):
            return yearText(s.year)
        default:
            return "\(s)..\(e.adding(days: -1))"
        }
    }

    /// `2026-W01`: the ISO week-numbering year and week of a Monday.
    package static func isoWeek(_ monday: Day) -> String {
        let thursday = monday.adding(days: 3)
        let week = (thursday - Day(proleptic: thursday.year, month: 1, day: 1)) / 7 + 1
        return "\(yearText(thursday.year))-W\(week < 10 ? "0" : "")\(week)"
    }

    static func monthText(_ d: Day) -> String {
        let text = d.description
        return String(text.prefix(7))
    }

    static func yearText(_ y: Int) -> String {
        let digits = String(y)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
