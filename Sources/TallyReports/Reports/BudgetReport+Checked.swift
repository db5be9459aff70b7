import TallyEngine
import TallySyntax
import TallyValues

extension BudgetReport {
    /// The budget report of `journal` as of `today`, or the journal's
    /// budget errors: a price missing in any period makes the budgets
    /// unreliable, as `check` says. One price table and one ledger (every
    /// period summed) serve the check and the report.
    package static func checked(_ journal: Journal, today: Day, options: Options) -> Result<BudgetReport, ReportFailure> {
        let prices = PriceTable(journal: journal)
        let checkEnd = BudgetLedger.checkEnd(journal, today: today)
        let shown = window(journal: journal, today: today, options: options)
        let through = max(checkEnd, shown.lastDay)
        let ledger = BudgetLedger(journal: journal, prices: prices, through: through, detail: shown.span, everyPeriod: true)
        var problems = ledger.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty, through > checkEnd {
            // Periods past the check's end (too many of them) are the report's errors, not the check's.
            problems = BudgetLedger.check(journal, today: today, prices: prices).filter { $0.severity == .error }
        }
        if !problems.isEmpty { return .failure(.diagnostics(problems)) }
        return .success(BudgetReport(journal: journal, today: today, options: options, prices: prices, ledger: ledger))
    }
}
