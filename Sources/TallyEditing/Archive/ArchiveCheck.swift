import TallyEngine
import TallySyntax
import TallyValues

/// Checks an archive plan against the journal before anything is written:
///
/// * the journal reads back without errors (so every balance assertion of
///   the opening and closing transactions holds);
/// * every transaction dated on or after the day reads exactly as before;
/// * right after the opening transaction every balance is what it was
///   (with `--drop`: every asset, liability and equity balance; income and
///   expense totals start again from zero, the equity account taking them);
/// * with `--drop`, the archive read on its own holds every earlier
///   transaction, reading as before;
/// * no recurring rule finds a payment gone;
/// * budgets, rules, goals, categories and prices are untouched.
struct ArchiveCheck {
    let plan: ArchivePlan
    let before: Journal
    let edit: JournalEdit

    /// Why the plan must not be written, or `nil`.
    func problem() -> String? {
        let files = [(plan.archivePath, plan.archiveNew), (plan.mainPath, plan.mainNew)]
        let after: Journal
        switch edit.verify(replacing: files) {
        case .success(let r): after = r.journal
        case .failure(let f): return f.description
        }
        let day = plan.before
        let archive = FileOverlay.canonical(plan.archivePath, in: edit.fileSystem)
        let archiveID = after.files.firstIndex { FileOverlay.canonical($0.path, in: edit.fileSystem) == archive || $0.path == plan.archivePath }
            .map(FileID.init)
        let added: (Transaction) -> Bool = { t in
            (t.file == FileID(0) && plan.openingOffset == t.dateRange.lowerBound) || (t.file == archiveID && plan.closingOffset == t.dateRange.lowerBound)
        }
        if let d = JournalComparison(old: before, new: after).firstDifference(old: { $0.date >= day }, new: { $0.date >= day && !added($0) }) {
            return "after archiving, \(d); nothing was written"
        }
        guard let old = JournalComparison.balances(before, where: { $0.date < day }),
              let new = JournalComparison.balances(after, where: { $0.date < day || added($0) }) else {
            return "the balances are too large to compare; nothing was written"
        }
        guard let expected = plan.drop ? carried(old) : old else {
            return "the balances are too large to compare; nothing was written"
        }
        if new != expected {
            let key = Set(new.keys).union(expected.keys).sorted().first { new[$0] != expected[$0] }!
            // A balance missing from the map is zero (zeros are left out).
            let held = new[key, default: Quantity(0)], wanted = expected[key, default: Quantity(0)]
            return "after archiving, \(key.account) would hold \(held) \(key.commodity) on \(day) instead of \(wanted); nothing was written"
        }
        if plan.drop {
            let alone = JournalLoader(fileSystem: FileOverlay(base: edit.fileSystem, files: files), today: edit.today).load([.path(plan.archivePath)])
            if let e = alone.diagnostics.first(where: { $0.severity == .error }) {
                var renderer = DiagnosticRenderer(files: alone.journal.files)
                return "the archive would not read on its own, so nothing was written:\n" + renderer.render(e)
            }
            if let d = JournalComparison(old: before, new: alone.journal).firstDifference(old: { $0.date < day }, new: { _ in true }) {
                return "in the archive, \(d); nothing was written"
            }
        }
        // A recurring rule must not find a payment gone (it would show as
        // overdue, and post-due would post it again).
        let through = max(edit.today, day)
        let was = RecurringStatus(journal: before, through: through), now = RecurringStatus(journal: after, through: through)
        for (k, rule) in before.recurringRules.enumerated() where k < after.recurringRules.count {
            let paid = Set(was.unpaid(rule: k, through: through))
            if let d = now.unpaid(rule: k, through: through).first(where: { !paid.contains($0) }) {
                return "after archiving, the recurring rule '\(rule.name)' would find its \(d) occurrence unpaid, as its payment would no longer be read; "
                    + "archive without --drop, or start the rule on \(day) or later; nothing was written"
            }
        }
        if plans(before) != plans(after) {
            return "archiving would change the journal's budgets, rules, goals, categories or prices; nothing was written"
        }
        return nil
    }

    /// The balances an opening carries when history is dropped: asset,
    /// liability, equity and untyped accounts keep theirs; the equity
    /// account takes what balances them (the income and expense totals,
    /// which start again from zero).
    private func carried(_ old: [JournalMeaning.BalanceKey: Quantity]) -> [JournalMeaning.BalanceKey: Quantity]? {
        var result: [JournalMeaning.BalanceKey: Quantity] = [:]
        var equity: [String: Total] = [:]
        for (key, q) in old {
            let type = before.accounts.lookup(key.account).flatMap { before.type(of: $0) }
            if type == .income || type == .expense || key.account == plan.equity { continue }
            result[key] = q
            equity[key.commodity, default: .zero].subtract(Total(q))
        }
        if equity.values.contains(where: \.isOverflowed) { return nil }
        for (commodity, q) in equity.mapValues(\.value) where !q.isZero {
            result[JournalMeaning.BalanceKey(account: plan.equity, commodity: commodity)] = q
        }
        return result
    }

    private func plans(_ j: Journal) -> [String] {
        var lines = JournalMeaning.directivesSummary(j).filter { $0.hasPrefix("P ") }
        lines.append("\(j.categories.count) \(j.budgets.count) \(j.recurringRules.count) \(j.goals.count) \(j.periodicTransactions.count)")
        return lines
    }
}

extension ArchivePlan {
    /// Why this plan must not be written over `before`, the journal it was
    /// made from, or `nil` (the checks of `ArchiveCheck`).
    package func problem(before: Journal, edit: JournalEdit) -> String? {
        ArchiveCheck(plan: self, before: before, edit: edit).problem()
    }
}
