import TallyEngine
import TallyReports
import TallyValues

/// Where the summary and the HTML report get budget and goal progress.
///
/// The numbers belong to the budget report (spent against available per
/// budget and period) and the goals report (saved against target); this is
/// the one place that turns their results into `ProgressItem`s.
enum PlanProgress {
    /// One item per budget: its latest period that overlaps `span`.
    static func budgets(_ journal: Journal, span: DateSpan, today: Day) -> [ProgressItem] {
        guard !journal.budgets.isEmpty else { return [] }
        let report = BudgetReport(journal: journal, today: today, options: BudgetReport.Options(window: span))
        guard !report.hasErrors else { return [] }
        var latest: [Int: BudgetReport.Line] = [:]
        for line in report.lines { latest[line.budget] = line }
        return latest.sorted { $0.key < $1.key }.map { index, line in
            let budget = journal.budgets[index]
            let color = budget.accounts.first.flatMap { a in journal.categories.first { $0.account == a }?.color }
            return ProgressItem(label: line.name, current: line.spent, target: line.available, commodity: line.commodity,
                                color: color, detail: line.label)
        }
    }

    /// One item per goal as of `today`.
    static func goals(_ journal: Journal, today: Day) -> [ProgressItem] {
        GoalsReport(journal: journal, today: today).rows.map { row in
            let color = journal.categories.first { $0.account == row.account }?.color
            let detail = row.reached.map { "reached \($0)" } ?? row.deadline.map { "by \($0)" }
            return ProgressItem(label: row.name, current: row.saved, target: row.target, commodity: row.commodity,
                                color: color, detail: detail)
        }
    }
}
