extension JournalLoader {
    /// Everything `tally check` reports: the load's diagnostics and, when the
    /// journal has no errors, the budgets' (a price a budget needs to convert
    /// spending) and the reporting currency's (RateCoverage). The language server publishes exactly these. Here every
    /// undeclared account gets a word, not only the ones that read like a
    /// typo, as reports give.
    package func check(_ inputs: [JournalInput]) -> LoadResult {
        var loader = self
        loader.everyUndeclared = true
        var result = loader.load(inputs)
        if !result.hasErrors {
            result.diagnostics += BudgetLedger.check(result.journal, today: today)
            result.diagnostics += RateCoverage.check(result.journal)
        }
        return result
    }
}
