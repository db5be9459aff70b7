import TallyLocale
import TallyValues

/// Dates named relative to today in ledger's words (grammar.md §19):
/// weekdays (`monday`, `next fri`), months after `this`/`next`/`last`
/// (`last nov`), and `N units ago` / `N units hence`.
extension PeriodReader {
    static let weekdays: [String: Int] = [
        "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
        "mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6, "sun": 7,
    ]

    /// A weekday alone (`monday`, `since sunday`): the most recent such
    /// day, today included. ledger 3.3 dates a weekday alone January 1,
    /// whatever the weekday, and hledger 1.25 reads none (grammar.md
    /// §17.18); `this|last|next WEEKDAY` name a day of a week (`weekdayOfWeek`).
    func lastWeekday(_ weekday: Int) -> DateSpan {
        let back = (today.weekday - weekday + 7) % 7
        let d = today.adding(days: -back)
        return DateSpan(start: d, end: d.adding(days: 1))
    }

    /// `this monday`, `next fri`, `last sunday`: that day of this, next or
    /// last week, weeks running Sunday to Saturday as ledger counts them
    /// for these words (hledger 1.25 reads none of them; its `this week`
    /// still starts on Monday).
    func weekdayOfWeek(_ weekday: Int, offset: Int) -> DateSpan {
        let sunday = today.adding(days: -(today.weekday % 7))
        let d = sunday.adding(days: weekday % 7 + 7 * offset)
        return DateSpan(start: d, end: d.adding(days: 1))
    }

    /// `this june`, `next march`, `last nov`: that month of this, next or last year.
    func monthOfYear(_ month: Int, offset: Int) -> DateSpan? {
        guard let s = Day(year: today.year + offset, month: month, day: 1) else { return nil }
        return DateSpan(start: s, end: s.adding(months: 1))
    }

    /// `2 months ago`, `3 days hence`, `1 year ahead`. With `ago` or
    /// `ahead`, words hledger reads, the day, week, month, quarter or year
    /// holding the day that many units before or after today, as hledger
    /// reads them; with `hence`, a word only ledger reads, or after `since`
    /// (`exactDay`), which hledger 1.25 does not read either, that one day,
    /// as ledger reads them. Nothing is read unless the three words fit.
    mutating func readUnitsAgo(exactDay: Bool) -> Result<DateSpan, ParseError>? {
        guard i + 2 < words.items.count,
              let n = Int(words.items[i].word),
              let unit = Self.unit(words.items[i + 1].word, plural: n != 1) else { return nil }
        let direction = words.items[i + 2].word
        guard direction == "ago" || direction == "hence" || direction == "ahead" else { return nil }
        guard (0...100_000).contains(n) else { return .failure(error(LocalText(.periodCountFrom, "0"))) }
        i += 3
        let interval = Interval(unit.unit, unit.months)
        let sign = direction == "ago" ? -1 : 1
        if exactDay || direction == "hence" {
            let day = Self.ledgerStep(sign * n, interval, from: today)
            return .success(DateSpan(start: day, end: day.adding(days: 1)))
        }
        let day = interval.step(sign * n, from: today)
        let start = CalendarPeriods.start(of: day, interval: interval)
        return .success(DateSpan(start: start, end: interval.step(1, from: start)))
    }

    /// `n` steps of `interval` from `day`, as ledger counts them for its
    /// words (`since 1 month ago`, `last 2 months`): from a month's last
    /// day, months and years land on a month's last day (January 31 is a
    /// month before February 29, as boost's date arithmetic has it).
    static func ledgerStep(_ n: Int, _ interval: Interval, from day: Day) -> Day {
        guard interval.unit == .month || interval.unit == .year, day.adding(days: 1).day == 1 else {
            return interval.step(n, from: day)
        }
        let first = interval.step(n, from: day.adding(days: 1 - day.day))
        return first.adding(months: 1).adding(days: -1)
    }
}
