/// A repeating calendar step: every `count` days, weeks, months or years.
package struct Interval: Sendable, Hashable, CustomStringConvertible {
    package enum Unit: UInt8, Sendable, Hashable { case day, week, month, year }
    package var unit: Unit
    package var count: Int

    package init(_ unit: Unit, _ count: Int = 1) {
        self.unit = unit
        self.count = max(1, count)
    }

    package static let daily = Interval(.day)
    package static let weekly = Interval(.week)
    package static let monthly = Interval(.month)
    package static let quarterly = Interval(.month, 3)
    package static let yearly = Interval(.year)

    /// The day `n` steps after `anchor`, computed from the anchor (never by
    /// repeated addition, so month ends do not drift).
    ///
    /// Cannot overflow: `count` is at most 3,000 months or 10,000 units (the
    /// parsers refuse more) and `n` is a period index or a count of at most
    /// 100,000 (`last N months`), so `12 * n * count` stays far inside `Int`;
    /// `Day.adding` clamps what is past the calendar.
    package func step(_ n: Int, from anchor: Day) -> Day {
        switch unit {
        case .day: return anchor.adding(days: n * count)
        case .week: return anchor.adding(days: 7 * n * count)
        case .month: return anchor.adding(months: n * count)
        case .year: return anchor.adding(months: 12 * n * count)
        }
    }

    /// About how many days one step takes, a month counting `monthDays`
    /// and a year 365: for limits and tolerances, never for dates (`step`).
    package func days(monthDays: Int) -> Int {
        switch unit {
        case .day: return count
        case .week: return 7 * count
        case .month: return monthDays * count
        case .year: return 365 * count
        }
    }

    package var description: String {
        switch (unit, count) {
        case (.day, 1): return "daily"
        case (.week, 1): return "weekly"
        case (.month, 1): return "monthly"
        case (.month, 3): return "quarterly"
        case (.year, 1): return "yearly"
        case (.day, _): return "every \(count) days"
        case (.week, _): return "every \(count) weeks"
        case (.month, _): return "every \(count) months"
        case (.year, _): return "every \(count) years"
        }
    }
}
