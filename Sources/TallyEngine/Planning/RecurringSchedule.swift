import TallySyntax
import TallyValues

/// When a recurring rule falls due.
///
/// Every occurrence is computed from the first one (never by adding a
/// period to the previous date), so a rule on the 31st falls on the last day
/// of shorter months and returns to the 31st afterwards, and a yearly rule on
/// 02-29 falls on 02-28 in common years.
package struct RecurringSchedule: Sendable, Hashable {
    enum Pattern: Sendable, Hashable {
        /// `first + n × step` days.
        case days(first: Day, step: Int)
        /// Month number `first + n × step` (months since year 0), on `day`
        /// or the month's last day when it is shorter.
        case months(first: Int, step: Int, day: Int)
    }

    let pattern: Pattern
    /// Inclusive last day.
    package let end: Day?
    /// How many occurrences there are at most.
    package let count: Int?

    package init(_ rule: RecurringRule) {
        self.init(interval: rule.interval, day: rule.day, start: rule.start, end: rule.end, count: rule.count)
    }

    package init(interval: Interval, day: ScheduleDay, start: Day, end: Day? = nil, count: Int? = nil) {
        self.end = end
        self.count = count
        let (y, m, d) = start.civil
        let startMonth = y * 12 + (m - 1)
        /// Months counted from the start's month; when the day falls before
        /// the start in that month, the first occurrence is one step later.
        func monthly(_ dayOfMonth: Int, from month: Int, step: Int) -> Pattern {
            var first = month
            if (Self.day(inMonth: first, dayOfMonth) ?? start) < start { first += step }
            return .months(first: first, step: step, day: dayOfMonth)
        }
        switch interval.unit {
        case .day:
            pattern = .days(first: start, step: interval.count)
        case .week:
            var weekday = start.weekday
            if case .weekday(let w) = day { weekday = w }
            pattern = .days(first: start.adding(days: (weekday - start.weekday + 7) % 7), step: 7 * interval.count)
        case .month:
            switch day {
            case .dayOfMonth(let n): pattern = monthly(n, from: startMonth, step: interval.count)
            case .lastDayOfMonth: pattern = monthly(31, from: startMonth, step: interval.count)
            default: pattern = .months(first: startMonth, step: interval.count, day: d)
            }
        case .year:
            if case .monthDay(let month, let dayOfMonth) = day {
                // Counted from the start's year; a date before the start is skipped.
                var first = y * 12 + (month - 1)
                if (Self.day(inMonth: first, dayOfMonth) ?? start) < start { first += 12 * interval.count }
                pattern = .months(first: first, step: 12 * interval.count, day: dayOfMonth)
            } else {
                pattern = .months(first: startMonth, step: 12 * interval.count, day: d)
            }
        }
    }

    /// The day `dayOfMonth` of a month counted from year 0, clamped to the
    /// month's last day; `nil` outside years 1 to 9999.
    static func day(inMonth month: Int, _ dayOfMonth: Int) -> Day? {
        let year = month / 12, m = month % 12 + 1
        guard (1...9999).contains(year) else { return nil }
        return Day(year: year, month: m, day: min(dayOfMonth, Day.daysIn(month: m, year: year)))
    }

    /// The `n`th occurrence (from 0), ignoring the end and the count; `nil`
    /// past the calendar's range.
    func nominal(_ n: Int) -> Day? {
        switch pattern {
        case .days(let first, let step):
            let days = Int(first.daysSinceEpoch) + n * step
            guard days <= Int(Day(proleptic: 9999, month: 12, day: 31).daysSinceEpoch) else { return nil }
            return Day(daysSinceEpoch: Int32(days))
        case .months(let first, let step, let day):
            return Self.day(inMonth: first + n * step, day)
        }
    }

    /// The `n`th occurrence (from 0), or `nil` when the rule has ended by then.
    package func occurrence(_ n: Int) -> Day? {
        if let count, n >= count { return nil }
        guard n >= 0, let d = nominal(n) else { return nil }
        if let end, d > end { return nil }
        return d
    }

    /// Every occurrence on or before `last`, in order.
    package func occurrences(through last: Day) -> [Day] {
        var result: [Day] = []
        var n = 0
        while let d = occurrence(n), d <= last {
            result.append(d)
            n += 1
        }
        return result
    }

    /// The index of the first occurrence on or after `day` (which may not
    /// exist when the rule has ended), found without walking from the start.
    package func firstIndex(onOrAfter day: Day) -> Int {
        // Estimate from the step, then correct by a few steps either way.
        var n: Int
        switch pattern {
        case .days(let first, let step): n = max(0, (day - first) / step)
        case .months(let first, let step, _):
            let (y, m, _) = day.civil
            n = max(0, (y * 12 + m - 1 - first) / step)
        }
        while n > 0, let d = nominal(n - 1), d >= day { n -= 1 }
        while let d = nominal(n), d < day { n += 1 }
        return n
    }

    /// The first occurrence on or after `day`, or `nil` when the rule has ended.
    package func next(onOrAfter day: Day) -> Day? {
        occurrence(firstIndex(onOrAfter: day))
    }
}

extension RecurringRule {
    package var schedule: RecurringSchedule { RecurringSchedule(self) }

    /// How far from its due date a payment tagged `recurring:NAME` may be
    /// and still pay that occurrence, in days: half the rule's period (a
    /// month counting 30 days, a year 365), at most 31 days.
    package var matchWindow: Int {
        min(interval.days(monthDays: 30) / 2, 31)
    }

    /// How far from its due date an untagged transaction with the rule's
    /// postings may be and still pay that occurrence: half the rule's
    /// period, at most 7 days (a bill paid more than a week early or late
    /// names its occurrence with `recurring:` and `due:`).
    package var untaggedWindow: Int {
        min(matchWindow, 7)
    }

    /// The amount an occurrence moves: the sum of its positive postings,
    /// per commodity (for rent, the rent; for a salary, the pay); an
    /// overflow when a sum cannot be represented (past 255 decimals).
    package var flow: Result<[Amount], SumOverflow> {
        var sums: [(commodity: CommodityID, total: Total)] = []
        for l in lines where l.kind == .real && l.amount.quantity.signum > 0 {
            let c = l.amount.commodity
            if let k = sums.firstIndex(where: { $0.commodity == c }) {
                sums[k].total.add(l.amount.quantity, SumOverflow(commodity: c))
            } else {
                sums.append((c, Total(l.amount.quantity)))
            }
        }
        if let o = sums.lazy.compactMap(\.total.overflow).first { return .failure(o) }
        return .success(sums.map { Amount($0.total.value, $0.commodity) })
    }

    /// The frequency as written in a rule: `monthly on 1`, `every 2 weeks on Friday`.
    package var scheduleDescription: String {
        var s = interval.description
        switch day {
        case .anchor: break
        case .weekday(let w):
            s += " on " + ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][(w - 1 + 7) % 7]
        case .dayOfMonth(let d): s += " on \(d)"
        case .lastDayOfMonth: s += " on last"
        case .monthDay(let m, let d): s += " on " + (m < 10 ? "0" : "") + "\(m)-" + (d < 10 ? "0" : "") + "\(d)"
        }
        return s
    }
}
