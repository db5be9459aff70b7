import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// A recurring rule's schedule in words, as `due` lists it: `monthly on 5`,
/// `every 2 weeks on Friday`; `hằng tháng vào ngày 5`, `co 2 tygodnie,
/// piątek`. In English it reads as the rule is written in the journal.
enum ScheduleText {
    static func words(_ interval: Interval, _ day: ScheduleDay, _ m: Messages) -> String {
        let every: String
        switch (interval.unit, interval.count) {
        case (.day, 1): every = m[.scheduleDaily]
        case (.week, 1): every = m[.scheduleWeekly]
        case (.month, 1): every = m[.scheduleMonthly]
        case (.month, 3): every = m[.scheduleQuarterly]
        case (.year, 1): every = m[.scheduleYearly]
        case (.day, let n): every = m.count(n, .everyDays)
        case (.week, let n): every = m.count(n, .everyWeeks)
        case (.month, let n): every = m.count(n, .everyMonths)
        case (.year, let n): every = m.count(n, .everyYears)
        }
        switch day {
        case .anchor: return every
        case .weekday(let w): return m.text(.scheduleOnWeekday, every, m.weekday((w - 1 + 7) % 7 + 1))
        case .dayOfMonth(let d): return m.text(.scheduleOnDay, every, String(d))
        case .lastDayOfMonth: return m.text(.scheduleOnLastDay, every)
        case .monthDay(let month, let d):
            return m.text(.scheduleOnDate, every, (month < 10 ? "0" : "") + "\(month)-" + (d < 10 ? "0" : "") + "\(d)")
        }
    }
}
