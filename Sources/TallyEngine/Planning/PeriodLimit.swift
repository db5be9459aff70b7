import TallyValues

/// How many periods a budget, or occurrences a recurring rule, may have: a
/// daily plan running to 9999 would be millions of them (gigabytes and
/// minutes), so past this it is an error that asks for an end date.
package enum PeriodLimit {
    package static let maxPeriods = 100_000

    /// At most how many steps of `interval` start from `from` through `through`.
    package static func steps(from: Day, through: Day, interval: Interval) -> Int {
        guard from <= through else { return 0 }
        let step = max(1, interval.count)
        switch interval.unit {
        case .day: return (through - from) / step + 1
        case .week: return (through - from) / (7 * step) + 1
        case .month: return ((through.year - from.year) * 12 + through.month - from.month) / step + 1
        case .year: return (through.year - from.year) / step + 1
        }
    }

    /// The count, written for a message: `100,000`.
    static var maxText: String { "100,000" }
}
