import TallyValues

/// Which periods a report has, and which holds a day.
extension PeriodSums {
    /// The period holding `day` (binary search), or `nil` in a gap.
    static func index(of day: Day, in periods: [DateSpan]) -> Int? {
        var lo = 0, hi = periods.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if let e = periods[mid].end, e <= day { lo = mid + 1 } else { hi = mid }
        }
        return lo < periods.count && periods[lo].contains(day) ? lo : nil
    }

    /// The periods of `interval` that cover `span` (bounded): calendar
    /// periods, or periods counted from `anchor` (`every 2 weeks from …`).
    package static func periods(_ span: DateSpan, interval: Interval, anchor: Day? = nil) -> [DateSpan] {
        CalendarPeriods.periods(covering: span, interval: interval, anchor: anchor)
    }
}
