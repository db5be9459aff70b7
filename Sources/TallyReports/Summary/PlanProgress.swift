import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// Where the summary and the HTML report get budget and goal progress.
///
/// The numbers belong to the budget report (spent against available per
/// budget and period) and the goals report (saved against target); this is
/// the one place that turns their results into `ProgressItem`s.
package enum PlanProgress {
    /// One item per budget: its period that holds today, or its latest
    /// period that overlaps `span` when today is outside it, with the
    /// warnings to show. A budget total that overflows fails; other
    /// budget errors (a price missing for a conversion) become warnings,
    /// and the budgets are left out rather than shown wrong.
    package static func budgets(_ journal: Journal, span: DateSpan, today: Day, prices: PriceTable)
        -> Result<(items: [ProgressItem], warnings: [Diagnostic]), ReportFailure> {
        guard !journal.budgets.isEmpty else { return .success(([], [])) }
        let report = BudgetReport(journal: journal, today: today, options: BudgetReport.Options(window: span), prices: prices)
        let errors = report.diagnostics.filter { $0.severity == .error }
        if errors.contains(where: { $0.id == "amount-too-large" }) { return .failure(.diagnostics(errors)) }
        if !errors.isEmpty { return .success(([], errors.map(leftOut))) }
        var latest: [Int: BudgetReport.Line] = [:]
        for line in report.lines where latest[line.budget].map({ !$0.span.contains(today) }) ?? true { latest[line.budget] = line }
        let items = latest.sorted { $0.key < $1.key }.map { index, line in
            let budget = journal.budgets[index]
            let color = budget.accounts.first.flatMap { a in journal.categories.first { $0.account == a }?.color }
            var item = ProgressItem(label: line.name, current: line.spent, target: line.available, commodity: line.commodity,
                                    color: color, detail: line.label, labelKey: line.isOverall ? .allExpenses : nil)
            item.thresholds = line.thresholds.map { ($0.percent, $0.reached != nil) }
            return item
        }
        return .success((items, []))
    }

    /// A budget's error as a warning that says the budgets are left out.
    private static func leftOut(_ error: Diagnostic) -> Diagnostic {
        var w = error
        w.severity = .warning
        let hint = error.local?.hint.map { LocalText(.hintThenBudgetsLeftOut, saying: $0) }
            ?? error.hint.map { LocalText(.hintThenBudgetsLeftOut, $0) } ?? LocalText(.budgetsLeftOut)
        w.hint = hint.english
        w.local?.hint = hint
        return w
    }

    /// One item per goal as of `today`, its detail in `messages`' language.
    package static func goals(_ journal: Journal, today: Day, prices: PriceTable, messages m: Messages) -> Result<[ProgressItem], ReportFailure> {
        let report = GoalsReport(journal: journal, today: today, prices: prices)
        if let o = report.overflow { return .failure(.overflow(o)) }
        return .success(report.rows.map { row in
            let color = journal.categories.first { $0.account == row.account }?.color
            let detail = row.reached.map { m.text(.goalReachedDay, $0.description) } ?? row.deadline.map { m.text(.goalByDay, $0.description) }
            return ProgressItem(label: row.name, current: row.saved, target: row.target, commodity: row.commodity,
                                color: color, detail: detail)
        })
    }
}
