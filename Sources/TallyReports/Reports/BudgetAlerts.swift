import TallyEngine
import TallyLocale
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
    package static func alerts(journal: Journal, today: Day, prices: PriceTable? = nil, messages: Messages = .english) -> (alerts: [Alert], diagnostics: [Diagnostic]) {
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
                                target: names.target(of: budget), format: f, messages: messages)
            if status.over.isOverflowed {
                diagnostics.append(.error("amount-too-large", LocalText(.budgetOverTooLarge), at: budget.location, hint: LocalText(.hintCountsMistake)))
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
        /// The budget's name in `m`'s words (the overall budget's is a message).
        func named(_ m: Messages) -> String { budget.isOverall ? m[.allExpenses] : name }
        /// The language of the alerts' `text` (their `message` is English).
        let messages: Messages

        init(period: BudgetLedger.Period, budget: Budget, today: Day, name: String, target: String, format: AmountFormatter,
             messages: Messages = .english) {
            self.messages = messages
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
        func usage(_ m: Messages) -> String {
            guard let p = percent else { return m.text(.budgetUsage, money(spent), money(period.available)) }
            return m.text(.budgetUsagePercent, money(spent), money(period.available), "\(p.truncated(toScale: 0))%")
        }

        func alerts() -> [Alert] {
            if !(period.available > .zero) { return [nothingAvailable()] }
            let crossed = period.crossings(of: budget.thresholds, through: today)
            let overSince = period.overSince(through: today)
            var result: [Alert] = []
            let highestWarning = crossed.last { $0.percent < Quantity(100) }
            for c in crossed.reversed() {
                let t = { (m: Messages) in Percent.text(c.percent.normalized(), m) }
                if c.percent >= Quantity(100) {
                    let over = self.over.value
                    let text = { (m: Messages) in
                        over > .zero
                            ? m.text(.alertCrossedOver, named(m), t(m), c.date.description, usage(m), money(over))
                            : m.text(.alertReached, named(m), t(m), c.date.description, usage(m))
                    }
                    result.append(alert(over > .zero ? .exceeded : .warning, text, date: c.date, threshold: c.percent.normalized().description))
                } else {
                    let withPace = c == highestWarning && overSince == nil
                    let text = { (m: Messages) in
                        m.text(.alertCrossed, named(m), t(m), c.date.description, usage(m)) + ((withPace ? paceText(m) : nil).map { "; " + $0 } ?? "")
                    }
                    result.append(alert(.warning, text, date: c.date, threshold: c.percent.normalized().description))
                }
            }
            if let overSince, !crossed.contains(where: { $0.percent >= Quantity(100) }) {
                let over = self.over.value
                result.insert(alert(.exceeded, { m in m.text(.alertOverSince, named(m), overSince.description, usage(m), money(over)) },
                                    date: overSince, threshold: "over"), at: 0)
            }
            if result.isEmpty, let reach = reachDate() {
                result.append(alert(.info, { m in m.text(.alertReachesAtRate, named(m), reach.description, usage(m), today.description) },
                                    date: reach, threshold: nil))
            }
            return result
        }

        /// A carried deficit left nothing to spend this period.
        func nothingAvailable() -> Alert {
            let level: Alert.Level = spent > period.available ? .exceeded : .warning
            let text = { (m: Messages) in
                m.text(.nothingAvailable, named(m), label, money(period.available), money(period.carriedIn), money(spent))
            }
            return alert(level, text, date: period.days.first, threshold: "over")
        }

        /// "at this rate Food reaches 100% on 2026-11-24", or where spending
        /// ends the period when it does not get there.
        func paceText(_ m: Messages = .english) -> String? {
            if let reach = reachDate() { return m.text(.paceReaches, named(m), reach.description) }
            guard let end = projectedAtEnd(), let p = BudgetLedger.Period.percentUsed(spent: end, available: period.available) else { return nil }
            return m.text(.paceEnds, named(m), label, "\(p.truncated(toScale: 0))%")
        }

        /// Days from the period's start through today.
        var elapsed: Int { today - period.days.first + 1 }

        /// The day the spending reaches what is available at the average
        /// daily spending so far, when that is before the period ends.
        func reachDate() -> Day? {
            guard spent > .zero, spent < period.available,
                  let left = period.available.subtracting(spent),
                  let scaled = left.multiplied(by: Quantity(elapsed)),
                  let days = scaled.divided(by: spent, scale: 6)?.ceilingInteger() else { return nil }
            guard !days.isWide, days.units <= Int128(period.days.end - today) else { return nil }
            let reach = today.adding(days: Int(days.units))
            return reach < period.days.end ? reach : nil
        }

        /// Spending at the end of the period at the average daily pace so far.
        func projectedAtEnd() -> Quantity? {
            let length = period.days.end - period.days.first
            guard spent > .zero, let total = spent.multiplied(by: Quantity(length)) else { return nil }
            return total.divided(by: Quantity(elapsed), scale: 6)
        }

        /// An alert whose sentence `message` writes in a language: English
        /// for `message`, the status's language for `text`.
        func alert(_ level: Alert.Level, _ message: (Messages) -> String, date: Day, threshold: String?) -> Alert {
            var fields: [(key: String, value: String)] = [("budget", target)]
            if let threshold { fields.append(("threshold", threshold)) }
            fields += [("period", label), ("first_day", period.days.first.description),
                       ("last_day", period.days.end.adding(days: -1).description),
                       ("commodity", format.commodities.symbol(budget.amount.commodity)),
                       ("available", plain(period.available)), ("spent", plain(spent))]
            if let p = percent { fields.append(("percent_used", p.plainText(minimumScale: 2))) }
            if let reach = reachDate() { fields.append(("reaches_100_on", reach.description)) }
            return Alert(source: "budget", level: level, subject: name, message: message(.english), text: message(messages), date: date, fields: fields)
        }
    }
}
