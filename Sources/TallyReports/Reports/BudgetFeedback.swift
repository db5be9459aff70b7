import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// What `tally add` says after a transaction: each budget it touches, as
/// spent so far of what is available in the period holding the
/// transaction's date, `Food: $412.00 / $450.00 this month (92%) —
/// warning at 90%`, and a warning for each budget it takes over.
package struct BudgetFeedback {
    /// One line per budget touched, in the journal's budget order.
    package var lines: [String] = []
    /// One sentence per budget over what it has available.
    package var overBudget: [String] = []
    /// A missing price or a sum too large: the figures could not be made.
    package var diagnostics: [Diagnostic] = []

    /// The budgets that count a posting of `accounts` on `date`, with
    /// spending through the later of `date` and `today`.
    package init(journal: Journal, accounts: [AccountID], date: Day, today: Day, messages m: Messages = .english) {
        let through = max(date, today)
        let ledger = BudgetLedger(journal: journal, prices: PriceTable(journal: journal), through: through,
                                  detail: DateSpan(start: date, end: date.adding(days: 1)))
        if ledger.hasErrors {
            diagnostics = ledger.diagnostics.filter { $0.severity == .error }
            return
        }
        let names = BudgetNames(journal: journal)
        let f = AmountFormatter(journal.commodities)
        for track in ledger.tracks where accounts.contains(where: { track.counts[Int($0.index)] }) {
            guard let period = track.periods.first(where: { $0.span.contains(date) }) else { continue }
            let budget = journal.budgets[track.budget]
            let c = budget.amount.commodity
            let name = names.name(of: budget, m)
            let when = Self.periodWords(period.span, schedule: track.schedule, today: today, m)
            let percent = BudgetLedger.Period.percentUsed(spent: period.spent, available: period.available)
            let percentText = percent.map { "\($0.truncated(toScale: 0))%" } ?? m[.notAvailable]
            var line = m.text(.addBudgetLine, name, f.string(period.spent, c), f.string(period.available, c), when, percentText)
            if period.spent > period.available {
                let over = Total(period.spent).subtracting(Total(period.available))
                if !over.isOverflowed {
                    line += " — " + m.text(.addOverBy, f.string(over.value, c))
                }
                overBudget.append(m.text(.addOverBudget, name, when, f.string(period.spent, c), f.string(period.available, c)))
            } else if let crossed = period.crossings(of: budget.thresholds).last(where: { $0.percent < Quantity(100) }) {
                line += " — " + m.text(.addWarningAt, Percent.text(crossed.percent.normalized(), m))
            }
            lines.append(line)
        }
    }

    /// `this month`, `last week`, … for the period around today and the one
    /// before; else the period's name (`2026-03`, `tháng 3 năm 2026`).
    static func periodWords(_ span: DateSpan, schedule: BudgetSchedule, today: Day, _ m: Messages) -> String {
        let isCurrent = span.contains(today)
        let isPrevious = span.end.map { schedule.period(containing: $0).contains(today) } ?? false
        switch (schedule.interval.unit, schedule.interval.count) {
        case (.month, 1) where isCurrent: return m[.thisMonth]
        case (.month, 1) where isPrevious: return m[.lastMonth]
        case (.week, 1) where isCurrent: return m[.thisWeek]
        case (.week, 1) where isPrevious: return m[.lastWeek]
        case (.month, 3) where isCurrent: return m[.thisQuarter]
        case (.year, 1) where isCurrent: return m[.thisYear]
        case (.year, 1) where isPrevious: return m[.lastYear]
        default: return PeriodText.name(span, m)
        }
    }
}
