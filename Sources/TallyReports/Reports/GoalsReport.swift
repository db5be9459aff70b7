import TallyEngine
import TallySyntax
import TallyValues

/// Progress of every savings goal: what its account holds against the
/// target, what it takes to finish on time, and when the recent pace
/// finishes it.
package struct GoalsReport: Sendable {
    package enum Status: String, Sendable {
        /// The account holds the target.
        case complete
        /// The recent pace reaches the target by its date.
        case onTrack = "on-track"
        /// The recent pace reaches the target after its date.
        case behind
        /// Nothing was saved in the last three months.
        case noProgress = "no-progress"
        /// The date has passed without reaching the target.
        case missed
        /// No date, and the recent pace is reaching the target.
        case saving
    }

    package struct Row: Sendable {
        package var name: String
        package var account: AccountID
        package var commodity: CommodityID
        /// The account's balance today (with its subaccounts), in the
        /// target's commodity; other commodities at today's price.
        package var saved: Quantity
        package var target: Quantity
        /// `target - saved`, never below zero.
        package var remaining: Quantity
        /// Whole percent saved, rounded down (so 100 means complete).
        package var percent: Quantity
        package var deadline: Day?
        /// Calendar months left to save in, this one included; `nil` without
        /// a date or once it has passed.
        package var monthsLeft: Int?
        /// `remaining / monthsLeft`, rounded up to the commodity's precision.
        package var monthlyNeeded: Quantity?
        /// The average monthly change over the last three months (or since
        /// the journal's first day, when it is younger), leaving out opening
        /// balances (transactions with an equity posting).
        package var pace: Quantity
        /// The first day of the pace window when the journal is younger than
        /// three months; `nil` for the full window.
        package var paceSince: Day? = nil
        /// When the target is reached at that pace; `nil` when complete or
        /// not growing (or more than a century away).
        package var projected: Day?
        /// When a complete goal's balance last reached the target.
        package var reached: Day?
        package var status: Status
        /// Balances in other commodities that have no price on record.
        package var unconverted: [Amount]
    }

    package static let paceMonths = 3

    /// The last day before the pace window.
    static func paceStart(_ today: Day) -> Day { today.adding(months: -paceMonths) }

    package var today: Day
    package var rows: [Row]
    /// The first sum that left the range of exact amounts: the figures are
    /// then wrong and must not be shown.
    package var overflow: SumOverflow?

    /// - Complexity: one pass of the period engine for all goals, then
    /// O(postings to each goal's account).
    /// `prices`: the run's price table, when one is built already.
    package init(journal: Journal, today: Day, prices: PriceTable? = nil) {
        self.today = today
        let prices = prices ?? PriceTable(journal: journal)
        let sums = GoalSums(journal: journal, today: today, paceStart: Self.paceStart(today))
        var overflow: SumOverflow?
        rows = journal.goals.indices.map { Self.row(journal.goals[$0], sums.figures[$0], journal, prices, today, &overflow) }
        self.overflow = overflow
    }

    /// The day a goal's value last rose to its target (its postings in
    /// date order, the balance valued on each day it changed); `nil` when
    /// it is below the target after the last posting.
    /// `overflow`: where the running balance first left the range of exact amounts.
    static func reached(_ goal: Goal, _ postings: [GoalSums.Posting], _ value: (MixedAmount, Day) -> Quantity,
                        overflow: inout SumOverflow?) -> Day? {
        var balances = MixedAmount()
        var reached: Day?
        var previousValue = Quantity.zero
        var k = 0
        while k < postings.count {
            let day = postings[k].date
            while k < postings.count, postings[k].date == day {
                let p = postings[k]
                balances.add(p.amount.quantity, p.amount.commodity)
                if balances.overflowed { overflow.note(SumOverflow(account: goal.account, commodity: p.amount.commodity, posting: p.posting)) }
                k += 1
            }
            let v = value(balances, day)
            if v >= goal.target.quantity && previousValue < goal.target.quantity { reached = day }
            if v < goal.target.quantity { reached = nil }
            previousValue = v
        }
        return reached
    }

    static func row(_ goal: Goal, _ figures: GoalSums.Figures, _ journal: Journal, _ prices: PriceTable, _ today: Day,
                    _ overflow: inout SumOverflow?) -> Row {
        let c = goal.target.commodity
        let precision = journal.commodities.style(c).precision
        let paceStart = Self.paceStart(today)
        var failed = figures.overflow
        func value(_ m: MixedAmount, on day: Day) -> Quantity {
            failed.note(m.overflow)
            let v = Self.value(m, in: c, on: day, prices)
            failed.note(v)
            return v.value
        }
        var running: SumOverflow?
        let reached = Self.reached(goal, figures.postings, { value($0, on: $1) }, overflow: &running)
        failed.note(running)
        let balances = figures.balance
        let atPaceStart = value(figures.beforePace, on: paceStart)
        let saved = value(balances, on: today)
        let unconverted = balances.parts.filter { $0.commodity != c && !$0.quantity.isZero && prices.convert($0, to: c, on: today) == nil }
        let start = Total(atPaceStart).adding(Total(value(figures.openings, on: today)))
        let changeTotal = Total(saved).subtracting(start)
        let remainingTotal = saved < goal.target.quantity ? Total(goal.target.quantity).subtracting(Total(saved)) : Total.zero
        for t in [start, changeTotal, remainingTotal] { failed.note(t) }
        let change = changeTotal.value, remaining = remainingTotal.value
        let percent = Ratio.floor(max(saved, .zero), times: 100, over: goal.target.quantity) ?? Quantity(0)

        // A journal younger than the pace window is measured over the days it has.
        let firstDay = journal.transactions.first?.date ?? today
        let windowStart = max(paceStart, firstDay)
        let windowDays = max(today - windowStart, 1)
        let paceTotal: Total
        if windowStart == paceStart {
            paceTotal = changeTotal.divided(by: Quantity(paceMonths), scale: precision)
        } else {
            // An average month is 365.25 / 12 = 1461 / 48 days.
            paceTotal = changeTotal.multiplied(by: Quantity(1461)).divided(by: Quantity(48 * windowDays), scale: precision)
        }
        failed.note(paceTotal)
        overflow.note(failed?.filling(account: goal.account, commodity: c))
        let pace = paceTotal.value
        var row = Row(name: goal.name, account: goal.account, commodity: c, saved: saved, target: goal.target.quantity,
                      remaining: remaining, percent: percent, deadline: goal.deadline, monthsLeft: nil, monthlyNeeded: nil,
                      pace: pace, paceSince: windowStart == paceStart ? nil : windowStart, projected: nil,
                      reached: remaining.isZero ? reached : nil, status: .saving, unconverted: unconverted)
        if let deadline = goal.deadline, deadline >= today {
            let months = (deadline.year * 12 + deadline.month) - (today.year * 12 + today.month) + 1
            row.monthsLeft = months
            row.monthlyNeeded = Ratio.ceil(remaining, over: months, scale: precision)
        }
        if !remaining.isZero, change.signum > 0 {
            if let days = Ratio.ceil(remaining, times: windowDays, over: change), days <= Quantity(36_525), let n = Int(exactly: days.units) {
                row.projected = today.adding(days: n)
            }
        }
        if remaining.isZero {
            row.status = .complete
        } else if let deadline = goal.deadline, deadline < today {
            row.status = .missed
        } else if change.signum <= 0 {
            row.status = .noProgress
        } else if let deadline = goal.deadline {
            row.status = row.projected.map { $0 <= deadline } == true ? .onTrack : .behind
        } else {
            row.status = .saving
        }
        return row
    }

    /// The amounts in `c`, others converted at their price on `day` (left
    /// out when there is none).
    static func value(_ m: MixedAmount, in c: CommodityID, on day: Day, _ prices: PriceTable) -> Total {
        var total = Total.zero
        for part in m.parts {
            if part.commodity == c {
                total.add(part.quantity, SumOverflow(commodity: c))
            } else if let (converted, _) = prices.convert(part, to: c, on: day) {
                total.add(converted)
            }
        }
        return total
    }
}

/// Exact integer ratios of quantities, rounded one way on purpose.
enum Ratio {
    /// `⌊a × n / b⌋` for positive `b`.
    static func floor(_ a: Quantity, times n: Int, over b: Quantity) -> Quantity? {
        guard b.signum > 0, let p = a.multiplied(by: Quantity(n)) else { return nil }
        let t = p.quotient(dividedBy: b, scale: 0, .truncate)
        guard p.isNegative, t.multiplied(by: b) != p else { return t }
        return t.subtracting(Quantity(1))
    }

    /// `⌈a × n / b⌉` for positive `a` and `b`.
    static func ceil(_ a: Quantity, times n: Int, over b: Quantity) -> Quantity? {
        guard b.signum > 0, let p = a.multiplied(by: Quantity(n)) else { return nil }
        let t = p.quotient(dividedBy: b, scale: 0, .truncate)
        guard !p.isNegative, t.multiplied(by: b) != p else { return t }
        return t.adding(Quantity(1))
    }

    /// `a / n` rounded up at `scale` digits, for non-negative `a`.
    static func ceil(_ a: Quantity, over n: Int, scale: UInt8) -> Quantity? {
        guard n > 0 else { return nil }
        let t = a.quotient(dividedBy: Quantity(n), scale: scale, .truncate)
        guard !a.isNegative, t.multiplied(by: Quantity(n)) != a else { return t }
        return t.adding(Quantity(units: 1, scale: scale))
    }
}
