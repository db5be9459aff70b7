import TallyEngine
import TallyLocale
import TallyValues

/// How budgets and their subcategories are named in reports: a category's
/// display name when it has one, else its account name.
struct BudgetNames {
    let journal: Journal
    /// Display names of declared categories, by `AccountID.index`.
    private var displayNames: [String?]

    init(journal: Journal) {
        self.journal = journal
        var names = [String?](repeating: nil, count: journal.accounts.count)
        for c in journal.categories { if let n = c.displayName, !n.isEmpty { names[Int(c.account.index)] = n } }
        displayNames = names
    }

    func displayName(_ a: AccountID) -> String? { displayNames[Int(a.index)] }

    /// The overall budget's name is in the words of `m`.
    func name(of budget: Budget, _ m: Messages = .english) -> String {
        if budget.isOverall { return m[.allExpenses] }
        return budget.accounts.map { displayName($0) ?? journal.accounts.name($0) }.joined(separator: ", ")
    }

    func target(of budget: Budget) -> String {
        budget.isOverall ? "all" : budget.accounts.map { journal.accounts.name($0) }.joined(separator: ", ")
    }

    /// The spending of each direct subcategory of the budget's category; for
    /// a budget on several categories, each category and its direct
    /// subcategories under it. None for the overall budget.
    func subcategories(of budget: Budget, spending: [BudgetLedger.Spending], overflow: inout SumOverflow?) -> [BudgetReport.Subcategory] {
        guard !budget.isOverall, !spending.isEmpty else { return [] }
        let several = budget.accounts.count > 1
        // Sum each posting into the target it falls under and that target's child on its path.
        var targetSums: [Int32: Total] = [:]
        var childSums: [Int32: Total] = [:]
        for s in spending {
            guard let target = budget.accounts.first(where: { journal.accounts.isWithin(s.account, $0) }) else { continue }
            targetSums[target.index, default: .zero].add(s.amount, SumOverflow(account: target, commodity: budget.amount.commodity))
            if s.account != target {
                let child = journal.accounts.ancestor(of: s.account, atDepth: journal.accounts.depth(of: target) + 1)
                childSums[child.index, default: .zero].add(s.amount, SumOverflow(account: child, commodity: budget.amount.commodity))
            }
        }
        for (_, t) in targetSums { overflow.note(t) }
        for (_, t) in childSums { overflow.note(t) }
        let byTarget = targetSums.mapValues(\.value), byChild = childSums.mapValues(\.value)
        func byName(_ ids: [Int32]) -> [Int32] {
            ids.sorted { a, b in
                let x = Array(rowName(AccountID(a), full: false).utf8), y = Array(rowName(AccountID(b), full: false).utf8)
                return x != y ? x.lexicographicallyPrecedes(y) : a < b
            }
        }
        var rows: [BudgetReport.Subcategory] = []
        let targets = several ? budget.accounts.map(\.index).sorted { journal.accounts.name(AccountID($0)).utf8.lexicographicallyPrecedes(journal.accounts.name(AccountID($1)).utf8) } : [budget.accounts[0].index]
        for t in targets {
            if several, let total = byTarget[t] {
                rows.append(BudgetReport.Subcategory(account: AccountID(t), name: rowName(AccountID(t), full: true), depth: 1, spent: total))
            }
            let children = byChild.keys.filter { journal.accounts.parent(of: AccountID($0))?.index == t }
            for c in byName(children) {
                // `children` are keys of byChild.
                rows.append(BudgetReport.Subcategory(account: AccountID(c), name: rowName(AccountID(c), full: false),
                                                     depth: several ? 2 : 1, spent: byChild[c]!))
            }
        }
        return rows
    }

    private func rowName(_ a: AccountID, full: Bool) -> String {
        displayName(a) ?? (full ? journal.accounts.name(a) : journal.accounts.leafName(a))
    }
}
