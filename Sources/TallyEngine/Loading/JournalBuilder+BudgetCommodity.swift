import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    /// A budget amount written without a commodity (`budget Food  400
    /// monthly`) takes the one commodity its accounts are spent in (or, when
    /// they have no postings yet, the journal's one commodity). When there
    /// are several, which one is meant cannot be guessed: an error at the
    /// amount names the choices. `nil` after reporting that error.
    mutating func budgetAmount(_ amount: Amount, accounts: [AccountID], written: AmountSyntax, in file: SourceFile) -> Amount? {
        guard amount.commodity == .none else { return amount }
        var counted = Set<CommodityID>()
        var all = Set<CommodityID>()
        for p in journal.postings where p.commodity != .none {
            all.insert(p.commodity)
            let a = p.account
            let counts = accounts.isEmpty
                ? (journal.type(of: a) ?? JournalBuilder.guessType(journal.accounts.name(journal.accounts.root(of: a)))) == .expense
                : accounts.contains { journal.accounts.isWithin(a, $0) }
            if counts { counted.insert(p.commodity) }
        }
        let choices = counted.isEmpty ? all : counted
        if choices.count <= 1 {
            return choices.first.map { Amount(amount.quantity, $0) } ?? amount
        }
        let symbols = choices.map { journal.commodities.symbol($0) }.sorted()
        let number = file.text(written.range)
        let whose: ErrorKey = counted.isEmpty ? .budgetNoCommodityJournal : (accounts.isEmpty ? .budgetNoCommoditySpending : .budgetNoCommodityAccounts)
        let examples = symbols.prefix(3).map { "\(number) \($0)" }
        let hint: [ErrorKey] = [.hintBudgetCurrency1, .hintBudgetCurrency2, .hintBudgetCurrency3]
        report(.error("missing-commodity", LocalText(whose, number, symbols.joined(separator: ", ")),
                      at: SourceLocation(file: file.id, range: written.range),
                      hint: LocalText(hint[max(0, examples.count - 1)], examples)))
        return nil
    }
}
