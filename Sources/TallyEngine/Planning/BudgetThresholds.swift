import TallyValues

/// A warning threshold a period's spending has reached.
package struct ThresholdCrossing: Sendable, Hashable {
    /// The threshold, in percent of what was available.
    package var percent: Quantity
    /// The day the spending reached it (and has stayed at or above it since).
    package var date: Day

    package init(percent: Quantity, date: Day) { (self.percent, self.date) = (percent, date) }
}

extension BudgetLedger.Period {
    /// The spending on or before `day` (all of it when `day` is nil). Needs
    /// the period's detail.
    ///
    /// The ledger added these same amounts in this order and reports an
    /// error when any running total leaves the range, so each prefix fits.
    package func spent(through day: Day?) -> Quantity {
        guard let day else { return spent }
        return Total(sum: spending.lazy.filter { $0.date <= day }.map(\.amount)).value
    }

    /// The thresholds reached by the spending on or before `day` (all of it
    /// when nil), each with the day it was reached, lowest first.
    ///
    /// A threshold is reached when spent × 100 ≥ available × threshold, so
    /// with nothing available (a carried deficit) every threshold is reached
    /// from the first day. Spending that falls back below a threshold (a
    /// refund) un-reaches it; the date is when it was last reached.
    package func crossings(of thresholds: [Quantity], through day: Day? = nil) -> [ThresholdCrossing] {
        let levels = thresholds.sorted()
        let reached = since(through: day) { spent in levels.map { Self.reaches(spent, available, $0) } }
        return zip(levels, reached).compactMap { t, date in date.map { ThresholdCrossing(percent: t, date: $0) } }
    }

    /// The day the spending went over what was available and has stayed
    /// over, considering spending on or before `day`; nil when not over.
    package func overSince(through day: Day? = nil) -> Day? {
        since(through: day) { spent in [spent > available] }[0]
    }

    /// Spent as a percentage of available, to two decimals cut toward zero
    /// (so 100 means really reached); nil when nothing is available.
    package static func percentUsed(spent: Quantity, available: Quantity) -> Quantity? {
        guard available > .zero, let p = hundredfold(spent, over: available, scale: 6) else { return nil }
        return p.truncated(toScale: 2)
    }

    /// `a × 100 / b`; amounts near 38 digits are divided first, so only a
    /// percentage that itself does not fit is nil.
    static func hundredfold(_ a: Quantity, over b: Quantity, scale: UInt8) -> Quantity? {
        if let product = a.multiplied(by: Quantity(100)) { return product.divided(by: b, scale: scale) }
        return a.ratio(to: b, scale: scale + 2)?.multiplied(by: Quantity(100))?.rounded(toScale: scale)
    }

    /// Whether spent × 100 ≥ available × percent; with amounts too large
    /// to multiply, the ratio spent / available (to 12 decimals) decides.
    static func reaches(_ spent: Quantity, _ available: Quantity, _ percent: Quantity) -> Bool {
        if let lhs = spent.multiplied(by: Quantity(100)), let rhs = available.multiplied(by: percent) { return lhs >= rhs }
        guard available > .zero else { return spent.signum >= 0 || spent >= available }
        guard let used = hundredfold(spent, over: available, scale: 12) else { return spent.signum > 0 }
        return used >= percent
    }

    /// For each condition computed from the running total, the day it last
    /// became true (nil when false at the end), walking the spending day by
    /// day from the period's start.
    private func since(through last: Day?, _ conditions: (Quantity) -> [Bool]) -> [Day?] {
        // Running totals of the spending in the order the ledger (or the
        // report merging periods) checked for overflow: each fits.
        var running = Total.zero
        let start = days.first
        var result: [Day?] = conditions(running.value).map { $0 ? start : nil }
        var i = 0
        while i < spending.count {
            let date = spending[i].date
            if let last, date > last { break }
            while i < spending.count && spending[i].date == date {
                running.add(spending[i].amount)
                i += 1
            }
            for (k, holds) in conditions(running.value).enumerated() {
                if !holds { result[k] = nil } else if result[k] == nil { result[k] = date }
            }
        }
        return result
    }
}
