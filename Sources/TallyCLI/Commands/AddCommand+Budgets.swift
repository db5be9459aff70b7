import TallyEditing
import TallyEngine
import TallyReports
import TallyValues

extension AddCommand {
    /// After a transaction is written: the budgets it touches, one line
    /// each on standard output, and a warning on standard error for each
    /// budget it leaves over. The journal is read again as written.
    static func reportBudgets(_ session: Session, inputs: [JournalInput], accounts names: [String], date: Day) {
        var loader = JournalLoader(fileSystem: session.context.fileSystem, today: session.today)
        loader.options = session.loadOptions
        let result = loader.load(inputs)
        guard !result.hasErrors else { return }
        let journal = result.journal
        guard !journal.budgets.isEmpty else { return }
        let accounts = names.compactMap { journal.accounts.lookup($0) }
        let m = session.messages(journal)
        let feedback = BudgetFeedback(journal: journal, accounts: accounts, date: date, today: session.today, messages: m)
        if !feedback.diagnostics.isEmpty {
            session.printReportDiagnostics(feedback.diagnostics, journal: journal)
            return
        }
        if !feedback.lines.isEmpty { session.stdout.write("\n" + feedback.lines.map { $0 + "\n" }.joined()) }
        for over in feedback.overBudget { session.stderr.write("tally add: \(m.framed(.warning))\(over)\n") }
    }
}
