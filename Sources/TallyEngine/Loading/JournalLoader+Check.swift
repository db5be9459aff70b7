extension JournalLoader {
    /// Everything `tally check` reports: the load's diagnostics and, when the
    /// journal has no errors, the budgets' (a price a budget needs to convert
    /// spending). The language server publishes exactly these.
    public func check(_ inputs: [JournalInput]) -> LoadResult {
        var result = load(inputs)
        if !result.hasErrors { result.diagnostics += BudgetLedger.check(result.journal, today: today) }
        return result
    }
}
