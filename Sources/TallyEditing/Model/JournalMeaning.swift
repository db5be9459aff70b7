import TallyEngine
import TallySyntax
import TallyValues

/// What else a journal holds, for checks that an edit kept it.
package enum JournalMeaning {
    /// Everything else a journal holds that an edit must keep: prices,
    /// plans and periodic transactions, counted and dated.
    package static func directivesSummary(_ journal: Journal) -> [String] {
        var lines: [String] = []
        for p in journal.prices {
            lines.append("P \(p.date) \(journal.commodities.symbol(p.commodity)) \(p.price.quantity) \(journal.commodities.symbol(p.price.commodity))")
        }
        lines.append("categories \(journal.categories.count), budgets \(journal.budgets.count), rules \(journal.recurringRules.count), goals \(journal.goals.count), periodic \(journal.periodicTransactions.count), declarations \(journal.declarations.count)")
        return lines
    }

    package struct BalanceKey: Hashable, Comparable {
        var account: String
        var commodity: String
        package static func < (a: BalanceKey, b: BalanceKey) -> Bool {
            a.account != b.account ? a.account < b.account : a.commodity < b.commodity
        }
    }
}
