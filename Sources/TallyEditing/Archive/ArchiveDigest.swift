import TallyEngine
import TallySyntax
import TallyValues

/// What the archive check needs of the journal as it was, taken before the
/// new texts are read back, so that the journal itself can be let go and
/// two whole journals are never held at once: fingerprints of the
/// transactions (see `JournalComparison.fingerprint`), the balances on the
/// day the opening must carry, the unpaid occurrences of each recurring
/// rule, and the prices and plans.
package struct ArchiveDigest: Sendable {
    package let day: Day
    package let drop: Bool
    let names: JournalComparison.Names
    /// The transactions dated on or after the day.
    let later: Fingerprint
    /// With `--drop`, the transactions dated before it.
    let earlier: Fingerprint
    /// The balances right after the opening, by account and commodity (zeros
    /// left out); `nil` when they are too large to compare.
    let expected: [JournalMeaning.BalanceKey: Quantity]?
    /// Each recurring rule's name and the occurrences it finds unpaid.
    let rules: [(name: String, unpaid: Set<Day>)]
    let plans: [String]

    /// Takes what the check of `draft`, made from `journal`, needs;
    /// `today` is the day that recurring rules are checked through (from
    /// the later of it and the archive day). The fingerprints are taken on
    /// `workers`.
    package init(_ journal: Journal, draft: ArchiveDraft, today: Day, workers: any Workers = SequentialWorkers()) {
        self.init(journal, before: draft.before, drop: draft.drop, equity: draft.equity, today: today, workers: workers,
                  old: JournalComparison.balances(journal, draft.sums))
    }

    /// Takes what the check of archiving `journal` before `day` needs:
    /// `equity` takes what balances the opening.
    package init(_ journal: Journal, before day: Day, drop: Bool, equity: String, today: Day, workers: any Workers = SequentialWorkers()) {
        self.init(journal, before: day, drop: drop, equity: equity, today: today, workers: workers,
                  old: JournalComparison.balances(journal, where: { $0.date < day }))
    }

    /// `old`: the balances before the day (`nil` when too large to compare).
    private init(_ journal: Journal, before day: Day, drop: Bool, equity: String, today: Day, workers: any Workers,
                 old: [JournalMeaning.BalanceKey: Quantity]?) {
        self.day = day
        self.drop = drop
        names = JournalComparison.Names(journal)
        let own = names.ownIDs
        later = JournalComparison.fingerprint(journal, ids: own, workers: workers, from: day) { $0.date >= day }
        earlier = drop ? JournalComparison.fingerprint(journal, ids: own, workers: workers) { $0.date < day } : Fingerprint()
        expected = drop ? old.flatMap { Self.carried($0, journal, equity: equity) } : old
        let through = max(today, day)
        let status = journal.recurringRules.isEmpty ? nil : RecurringStatus(journal: journal, through: through)
        rules = journal.recurringRules.enumerated().map { k, rule in (rule.name, Set(status?.unpaid(rule: k, through: through) ?? [])) }
        plans = Self.plans(journal)
    }

    /// The balances an opening carries when history is dropped: asset,
    /// liability, equity and untyped accounts keep theirs; the equity
    /// account takes what balances them (the income and expense totals,
    /// which start again from zero).
    private static func carried(_ old: [JournalMeaning.BalanceKey: Quantity], _ journal: Journal,
                                equity account: String) -> [JournalMeaning.BalanceKey: Quantity]? {
        var result: [JournalMeaning.BalanceKey: Quantity] = [:]
        var equity: [String: Total] = [:]
        for (key, q) in old {
            let type = journal.accounts.lookup(key.account).flatMap { journal.type(of: $0) }
            if type == .income || type == .expense || key.account == account { continue }
            result[key] = q
            equity[key.commodity, default: .zero].subtract(Total(q))
        }
        if equity.values.contains(where: \.isOverflowed) { return nil }
        for (commodity, q) in equity.mapValues(\.value) where !q.isZero {
            result[JournalMeaning.BalanceKey(account: account, commodity: commodity)] = q
        }
        return result
    }

    /// The journal's prices, and how many plans of each kind it holds.
    static func plans(_ j: Journal) -> [String] {
        var lines = JournalMeaning.directivesSummary(j).filter { $0.hasPrefix("P ") }
        lines.append("\(j.categories.count) \(j.budgets.count) \(j.recurringRules.count) \(j.goals.count) \(j.periodicTransactions.count)")
        return lines
    }
}
