import TallyValues

/// Splitting time into report and budget periods.
package enum CalendarPeriods {
    /// The start of the period of `interval` that contains `day`.
    ///
    /// Single steps follow the calendar: weeks start on Monday (ISO weeks),
    /// months on the 1st, quarters in January, April, July and October,
    /// years on January 1. Multiples (`every 2 weeks`, `every 10 days`)
    /// count from `anchor`.
    package static func start(of day: Day, interval: Interval, anchor: Day? = nil) -> Day {
        if let anchor, counts(interval, from: anchor) {
            return anchoredStart(of: day, interval: interval, anchor: anchor)
        }
        switch interval.unit {
        case .day:
            return day
        case .week:
            let monday = day.adding(days: 1 - day.weekday)
            if interval.count == 1 { return monday }
            return anchoredStart(of: day, interval: interval, anchor: BudgetSchedule.dayAnchor)
        case .month:
            let months = interval.count
            let index = (day.year * 12 + day.month - 1) / months * months
            return Day(proleptic: 0, month: index + 1, day: 1)
        case .year:
            let y = (day.year - 1) / interval.count * interval.count + 1
            return Day(proleptic: interval.count == 1 ? day.year : y, month: 1, day: 1)
        }
    }

    /// Whether periods count from `anchor` rather than from the calendar's
    /// boundaries: multiples, days, and an anchor off a month's first day
    /// (`every 15th day of month`).
    private static func counts(_ interval: Interval, from anchor: Day) -> Bool {
        interval.count > 1 || interval.unit == .day || (interval.unit == .month && anchor.day != 1)
    }

    /// The period of `interval` containing `day`, as a half-open span.
    package static func period(containing day: Day, interval: Interval, anchor: Day? = nil) -> DateSpan {
        if let anchor, counts(interval, from: anchor), interval.unit == .month || interval.unit == .year {
            // Counted from the anchor, so a run that starts on the 31st keeps to the month's end.
            return anchoredMonths(containing: day, months: interval.unit == .month ? interval.count : 12 * interval.count, anchor: anchor)
        }
        let s = start(of: day, interval: interval, anchor: anchor)
        return DateSpan(start: s, end: next(after: s, interval: interval))
    }

    /// The start of the period after the one starting at `start`.
    package static func next(after start: Day, interval: Interval) -> Day {
        interval.step(1, from: start)
    }

    /// The periods of `interval` that overlap `span` (which must be bounded),
    /// in order. Each is a whole period, so the first and last may reach
    /// outside `span`.
    package static func periods(covering span: DateSpan, interval: Interval, anchor: Day? = nil) -> [DateSpan] {
        guard let from = span.start, let to = span.end, from < to else { return [] }
        var result: [DateSpan] = []
        var s = start(of: from, interval: interval, anchor: anchor)
        while s < to {
            guard let e = period(containing: s, interval: interval, anchor: anchor).end, e > s else { break }
            result.append(DateSpan(start: s, end: e))
            s = e
        }
        return result
    }

    private static func anchoredStart(of day: Day, interval: Interval, anchor: Day) -> Day {
        switch interval.unit {
        case .day, .week:
            let length = interval.unit == .day ? interval.count : 7 * interval.count
            let offset = day - anchor
            let steps = offset >= 0 ? offset / length : -((-offset + length - 1) / length)
            return anchor.adding(days: steps * length)
        case .month, .year:
            let months = interval.unit == .month ? interval.count : 12 * interval.count
            return anchoredMonths(containing: day, months: months, anchor: anchor).start ?? anchor
        }
    }

    /// The run of `months` months counted from `anchor` that holds `day`.
    /// Each boundary is the anchor plus a whole number of runs, so a run
    /// that starts on the 31st does not drift to the 30th after a short
    /// month. The one count of months from an anchor: anchored report
    /// periods and budget periods both use it.
    package static func anchoredMonths(containing day: Day, months: Int, anchor: Day) -> DateSpan {
        func boundary(_ k: Int) -> Day { anchor.adding(months: k * months) }
        let offset = (day.year * 12 + day.month) - (anchor.year * 12 + anchor.month)
        var k = offset >= 0 ? offset / months : -((-offset + months - 1) / months)
        // The anchor's day of month may put `day` before this run's start.
        while day < boundary(k) { k -= 1 }
        // Dates past year 9999 do not exist; `adding(months:)` then stays put.
        while boundary(k + 1) <= day && boundary(k) < boundary(k + 1) { k += 1 }
        return DateSpan(start: boundary(k), end: boundary(k + 1))
    }
}
