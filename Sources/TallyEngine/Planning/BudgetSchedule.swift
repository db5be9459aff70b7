import TallyValues

/// The periods of one budget.
///
/// Single calendar steps follow the calendar: `weekly` is ISO weeks
/// (Monday to Sunday), `monthly` calendar months, `yearly` calendar years,
/// whatever the `from` date. Multiples (`quarterly`, `every 2 weeks`,
/// `every 3 months`) and `every N days` count from the `from` date when
/// there is one; without it, quarters start in January, April, July and
/// October, `every N months` in January, and `every N weeks`/`days` on
/// Monday 1970-01-05.
///
/// A budget applies to every period that overlaps its `from`…`until` days,
/// each period whole.
package struct BudgetSchedule: Sendable {
    package let interval: Interval
    /// Where multiples are counted from.
    package let anchor: Day?
    /// The first day the budget applies, when limited.
    package let from: Day?
    /// The last day the budget applies (inclusive), when limited.
    package let until: Day?

    /// Where `every N days` counts from when the budget has no `from`: a
    /// Monday, so `every 7 days` and `weekly` agree.
    package static let dayAnchor = Day(proleptic: 1970, month: 1, day: 5)

    package init(_ budget: Budget) {
        self.init(interval: budget.interval, from: budget.start, until: budget.end)
    }

    package init(interval: Interval, from: Day?, until: Day?) {
        self.interval = interval
        self.from = from
        self.until = until
        if interval.count > 1 || interval.unit == .day {
            anchor = from ?? (interval.unit == .day ? Self.dayAnchor : nil)
        } else {
            anchor = nil
        }
    }

    /// The period containing `day`, whether or not the budget applies then.
    package func period(containing day: Day) -> DateSpan {
        guard let anchor, interval.unit == .month || interval.unit == .year else {
            return CalendarPeriods.period(containing: day, interval: interval, anchor: anchor)
        }
        // Each boundary is counted from the anchor (not from the period
        // before), so a period that starts on the 31st keeps starting there.
        let months = interval.unit == .month ? interval.count : 12 * interval.count
        return CalendarPeriods.anchoredMonths(containing: day, months: months, anchor: anchor)
    }

    /// Whether the budget applies in `period` (it overlaps `from`…`until`).
    package func applies(in period: DateSpan) -> Bool {
        if let from, let end = period.end, end <= from { return false }
        if let until, let start = period.start, until < start { return false }
        return true
    }

    /// The periods the budget applies in, from the one containing `first`
    /// through the one containing `last`, in order.
    package func periods(from first: Day, through last: Day) -> [BoundedSpan] {
        guard first <= last else { return [] }
        var result: [BoundedSpan] = []
        var p = period(containing: first)
        while let start = p.start, start <= last, let end = p.end {
            if applies(in: p) { result.append(BoundedSpan(first: start, end: end)) }
            if let until, start > until { break }
            guard start < end else { break }
            p = period(containing: end)
            if p.start != end { break }
        }
        return result
    }
}
