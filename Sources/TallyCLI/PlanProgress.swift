import TallyEngine
import TallyLocale
import TallyReports
import TallyValues

/// Where the summary and the HTML report get budget and goal progress.
///
/// The numbers belong to the budget report (spent against available per
/// budget and period) and the goals report (saved against target); this is
/// the one place that turns their results into `ProgressItem`s.
enum PlanProgress {
    /// One item per budget: its period that holds today, or its latest
    /// period that overlaps `span` when today is outside it. A budget
    /// total that overflows fails the command; other budget errors (a
    /// price missing for a conversion) are said as warnings, and the
    /// budgets are left out rather than shown wrong.
    static func budgets(_ session: Session, _ journal: Journal, span: DateSpan, today: Day, prices: PriceTable) throws(CLIError) -> [ProgressItem] {
        guard !journal.budgets.isEmpty else { return [] }
        let report = BudgetReport(journal: journal, today: today, options: BudgetReport.Options(window: span), prices: prices)
        let errors = report.diagnostics.filter { $0.severity == .error }
        if errors.contains(where: { $0.id == "amount-too-large" }) {
            session.printReportDiagnostics(errors, journal: journal)
            throw .exit(ExitStatus.failure)
        }
        if !errors.isEmpty {
            session.printReportDiagnostics(errors.map { e in
                var w = e
                w.severity = .warning
                w.hint = (e.hint.map { $0 + "; " } ?? "") + "the budgets are left out of this report until then"
                return w
            }, journal: journal)
            return []
        }
        var latest: [Int: BudgetReport.Line] = [:]
        for line in report.lines where latest[line.budget].map({ !$0.span.contains(today) }) ?? true { latest[line.budget] = line }
        return latest.sorted { $0.key < $1.key }.map { index, line in
            let budget = journal.budgets[index]
            let color = budget.accounts.first.flatMap { a in journal.categories.first { $0.account == a }?.color }
            var item = ProgressItem(label: line.name, current: line.spent, target: line.available, commodity: line.commodity,
                                    color: color, detail: line.label, labelKey: line.isOverall ? .allExpenses : nil)
            item.thresholds = line.thresholds.map { ($0.percent, $0.reached != nil) }
            return item
        }
    }

    /// One item per goal as of `today`.
    static func goals(_ session: Session, _ journal: Journal, today: Day, prices: PriceTable) throws(CLIError) -> [ProgressItem] {
        let report = GoalsReport(journal: journal, today: today, prices: prices)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        let m = session.messages(journal)
        return report.rows.map { row in
            let color = journal.categories.first { $0.account == row.account }?.color
            let detail = row.reached.map { m.text(.goalReachedDay, $0.description) } ?? row.deadline.map { m.text(.goalByDay, $0.description) }
            return ProgressItem(label: row.name, current: row.saved, target: row.target, commodity: row.commodity,
                                color: color, detail: detail)
        }
    }
}
