import TallyEngine
import TallySyntax
import TallyValues

/// Budget alerts: every threshold crossed in the current period of each
/// budget (the period containing today), counting spending on or before
/// today, with the day it was crossed and the pace.
///
/// * A threshold under 100% crossed is a warning; the highest one also
///   says when, at the pace so far, spending reaches 100% (or where it ends
///   the period), unless spending is already over.
/// * Spending over what is available is `exceeded`: the 100% threshold (or
///   any higher one) when crossed, or an "over budget" alert when the
///   budget has no threshold of 100% or more.
/// * With no threshold crossed, a budget whose pace reaches 100% before
///   the period ends gets an `info` alert.
package enum BudgetAlerts {
    package static func alerts(journal: Journal, today: Day, prices: PriceTable? = nil) -> (alerts: [Alert], diagnostics: [Diagnostic]) {
        let detail = DateSpan(start: today, end: today.adding(days: 1))
        let ledger = BudgetLedger(journal: journal, prices: prices ?? PriceTable(journal: journal), through: today, detail: detail)
        if ledger.hasErrors { return ([], ledger.diagnostics) }
        let names = BudgetNames(journal: journal)
        let f = AmountFormatter(journal.commodities)
        var alerts: [Alert] = []
        var diagnostics = ledger.diagnostics
        for track in ledger.tracks {
            guard let period = track.periods.last(where: \.hasDetail) else { continue }
            let budget = journal.budgets[track.budget]
            let status = Status(period: period, budget: budget, today: today, name: names.name(of: budget),
                                target: names.target(of: budget), format: f)
            if status.over.isOverflowed {
                diagnostics.append(.error("amount-too-large", "how far the budget is over is too large to represent exactly (more than 38 digits)",
                                          at: budget.location, hint: "check the amounts it counts for digits typed by mistake"))
                continue
            }
            alerts += status.alerts()
        }
        if diagnostics.contains(where: { $0.severity == .error }) { return ([], diagnostics) }
        return (alerts, diagnostics)
    }

    /// One budget's current period as of today.
    struct Status {
        let period: BudgetLedger.Period
        let budget: Budget
        let today: Day
        let name: String
        let target: String
        let format: AmountFormatter
        let spent: Quantity
        let label: String

        init(period: BudgetLedger.Period, budget: Budget, today: Day, name: String, target: String, format: AmountFormatter) {
            self.period = period
            self.budget = budget
            self.today = today
            self.name = name
            self.target = target
            self.format = format
            spent = period.spent(through: today)
            label = PeriodLabel.label(period.span, interval: budget.interval)
        }

        /// Spent beyond what is available (negative when under).
        var over: Total { Total(spent).subtracting(Total(period.available)) }

        func money(_ q: Quantity) -> String { format.string(q, budget.amount.commodity) }
        func plain(_ q: Quantity) -> String { format.plain(q, budget.amount.commodity, exact: true) }

        var percent: Quantity? { BudgetLedger.Period.percentUsed(spent: spent, available: period.available) }

        /// `$571.20 of $700.00 spent (81%)`.
        var usage: String {
            "\(money(spent)) of \(money(period.available)) spent" + (percent.map { " (\($0.truncated(toScale: 0))%)" } ?? "")
        }

        func alerts() -> [Alert] {
            if !(period.available > .zero) { return [nothingAvailable()] }
            let crossed = period.crossings(of: budget.thresholds, through: today)
            let overSince = period.overSince(through: today)
            var result: [Alert] = []
            let highestWarning = crossed.last { $0.percent < Quantity(100) }
            for c in crossed.reversed() {
                let t = "\(c.percent.normalized())%"
                if c.percent >= Quantity(100) {
                    let over = self.over.value
                    let text = over > .zero
                        ? "\(name) crossed \(t) on \(c.date): \(usage), \(money(over)) over"
                        : "\(name) reached \(t) on \(c.date): \(usage)"
                    result.append(alert(over > .zero ? .exceeded : .warning, text, date: c.date, threshold: c.percent.normalized().description))
                } else {
                    var text = "\(name) crossed \(t) on \(c.date): \(usage)"
                    if c == highestWarning, overSince == nil, let pace = paceText() { text += "; \(pace)" }
                    result.append(alert(.warning, text, date: c.date, threshold: c.percent.normalized().description))
                }
            }
            if let overSince, !crossed.contains(where: { $0.percent >= Quantity(100) }) {
                let over = self.over.value
                result.insert(alert(.exceeded, "\(name) is over budget since \(overSince): \(usage), \(money(over)) over",
                                    date: overSince, threshold: "over"), at: 0)
            }
            if result.isEmpty, let reach = reachDate() {
                result.append(alert(.info, "at this rate \(name) reaches 100% on \(reach): \(usage) by \(today)",
                                    date: reach, threshold: nil))
            }
            return result
        }

        // Budget periods are whole calendar periods: `period.span` is bounded at both ends below.

        /// A carried deficit left nothing to spend this period.
        func nothingAvailable() -> Alert {
            let level: Alert.Level = spent > period.available ? .exceeded : .warning
            let text = "\(name) started \(label) with \(money(period.available)) available (\(money(period.carriedIn)) carried in), "
                + "and \(money(spent)) is spent"
            return alert(level, text, date: period.span.start!, threshold: "over")
        }

        /// "at this rate Food reaches 100% on 2026-11-24", or where spending
        /// ends the period when it does not get there.
        func paceText() -> String? {
            if let reach = reachDate() { return "at this rate \(name) reaches 100% on \(reach)" }
            guard let end = projectedAtEnd(), let p = BudgetLedger.Period.percentUsed(spent: end, available: period.available) else { return nil }
            return "at this rate \(name) ends \(label) at \(p.truncated(toScale: 0))%"
        }

        /// Days from the period's start through today.
        var elapsed: Int { today - period.span.start! + 1 }

        /// The day the spending reaches what is available at the average
        /// daily spending so far, when that is before the period ends.
        func reachDate() -> Day? {
            guard spent > .zero, spent < period.available,
                  let left = period.available.subtracting(spent),
                  let scaled = left.multiplied(by: Quantity(elapsed)),
                  let days = scaled.divided(by: spent, scale: 6)?.ceilingInteger() else { return nil }
            guard days.units <= Int128(period.span.end! - today) else { return nil }
            let reach = today.adding(days: Int(days.units))
            return reach < period.span.end! ? reach : nil
        }

        /// Spending at the end of the period at the average daily pace so far.
        func projectedAtEnd() -> Quantity? {
            let length = period.span.end! - period.span.start!
            guard spent > .zero, let total = spent.multiplied(by: Quantity(length)) else { return nil }
            return total.divided(by: Quantity(elapsed), scale: 6)
        }

        func alert(_ level: Alert.Level, _ message: String, date: Day, threshold: String?) -> Alert {
            var fields: [(key: String, value: String)] = [("budget", target)]
            if let threshold { fields.append(("threshold", threshold)) }
            fields += [("period", label), ("first_day", period.span.start!.description),
                       ("last_day", period.span.end!.adding(days: -1).description),
                       ("commodity", format.commodities.symbol(budget.amount.commodity)),
                       ("available", plain(period.available)), ("spent", plain(spent))]
            if let p = percent { fields.append(("percent_used", p.plainText(minimumScale: 2))) }
            if let reach = reachDate() { fields.append(("reaches_100_on", reach.description)) }
            return Alert(source: "budget", level: level, subject: name, message: message, date: date, fields: fields)
        }
    }
}
