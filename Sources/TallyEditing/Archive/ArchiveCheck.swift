import TallyLocale
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
///
/// The journal as it was is known by its `ArchiveDigest`. Transactions are
/// compared by fingerprint; when the fingerprints differ, the journal is
/// read again to name the first transaction that differs.
struct ArchiveCheck {
    let plan: ArchivePlan
    let digest: ArchiveDigest
    let edit: JournalEdit

    /// Why the plan must not be written, or `nil`.
    func problem() -> String? {
        let files = [(plan.archivePath, plan.archiveNew), (plan.mainPath, plan.mainNew)]
        let after: Journal
        switch edit.verify(replacing: files) {
        case .success(let r): after = r.journal
        case .failure(let f): return f.text(edit.messages)
        }
        let day = plan.before
        let archive = FileOverlay.canonical(plan.archivePath, in: edit.fileSystem)
        let archiveID = after.files.firstIndex { FileOverlay.canonical($0.path, in: edit.fileSystem) == archive || $0.path == plan.archivePath }
            .map(FileID.init)
        let (opening, closing) = (plan.openingOffset, plan.closingOffset)
        let added: @Sendable (Transaction) -> Bool = { t in
            (t.file == FileID(0) && opening == t.dateRange.lowerBound) || (t.file == archiveID && closing == t.dateRange.lowerBound)
        }
        let later: @Sendable (Transaction) -> Bool = { $0.date >= day && !added($0) }
        if JournalComparison.fingerprint(after, ids: digest.names.ids(in: after), workers: edit.workers, from: day, where: later) != digest.later {
            guard let d = difference(after, old: { $0.date >= day }, new: later) else { return changedMeanwhile }
            return edit.messages.text(LocalText(.afterArchiving, saying: d))
        }
        guard let expected = digest.expected, let new = Self.balances(after, before: day, opening: opening, closing: closing, archive: archiveID) else {
            return edit.messages.error(.archiveBalancesTooLarge)
        }
        if new != expected {
            let key = Set(new.keys).union(expected.keys).sorted().first { new[$0] != expected[$0] }!
            // A balance missing from the map is zero (zeros are left out).
            let held = new[key, default: Quantity(0)], wanted = expected[key, default: Quantity(0)]
            return edit.messages.error(.archiveWouldHold, "\(key.account)", "\(held) \(key.commodity)", "\(day)", "\(wanted)")
        }
        if plan.drop {
            var loader = JournalLoader(fileSystem: FileOverlay(base: edit.fileSystem, files: files), today: edit.today)
            loader.workers = edit.workers
            loader.memoryHints = edit.memoryHints
            let alone = loader.load([.path(plan.archivePath)])
            if let e = alone.diagnostics.first(where: { $0.severity == .error }) {
                var renderer = DiagnosticRenderer(files: alone.journal.files, messages: edit.messages)
                return edit.messages.error(.archiveNotAlone) + "\n" + renderer.render(e)
            }
            let all: @Sendable (Transaction) -> Bool = { _ in true }
            if JournalComparison.fingerprint(alone.journal, ids: digest.names.ids(in: alone.journal), workers: edit.workers, where: all) != digest.earlier {
                guard let d = difference(alone.journal, old: { $0.date < day }, new: all) else { return changedMeanwhile }
                return edit.messages.text(LocalText(.inArchive, saying: d))
            }
        }
        // A recurring rule must not find a payment gone (it would show as
        // overdue, and post-due would post it again).
        let through = max(edit.today, day)
        let now = digest.rules.isEmpty ? nil : RecurringStatus(journal: after, through: through)
        for (k, rule) in digest.rules.enumerated() where k < after.recurringRules.count {
            guard let now else { break }
            if let d = now.unpaid(rule: k, through: through).first(where: { !rule.unpaid.contains($0) }) {
                return edit.messages.error(.archiveRuleUnpaid, rule.name, "\(d)", "\(day)")
            }
        }
        if ArchiveDigest.plans(after) != digest.plans {
            return edit.messages.error(.archivePlansChange)
        }
        return nil
    }

    /// The balances of `after` (as `JournalComparison.balances` gives them)
    /// over the transactions dated before `day` and the opening and closing
    /// ones, each transaction's date, file and position read in place.
    private static func balances(_ after: Journal, before day: Day, opening: Int?, closing: Int?,
                                 archive: FileID?) -> [JournalMeaning.BalanceKey: Quantity]? {
        let transactions = after.transactions, postings = after.postings
        var sums = RunningBalances(accounts: after.accounts.count)
        for k in transactions.indices {
            if transactions.date(at: k) >= day {
                let file = transactions.file(at: k), start = transactions.dateStart(at: k)
                guard (file == FileID(0) && opening == start) || (file == archive && closing == start) else { continue }
            }
            for i in transactions.postingIndices(at: k) { sums.add(posting: i, of: postings) }
        }
        return JournalComparison.balances(after, sums)
    }

    private var changedMeanwhile: String { edit.messages.error(.changedWhileChecking) }

    /// The first transaction that reads differently in `new` than in the
    /// journal as it is (read again), or `nil` if none does.
    private func difference(_ new: Journal, old keepOld: (Transaction) -> Bool, new keepNew: (Transaction) -> Bool) -> LocalText? {
        var loader = JournalLoader(fileSystem: edit.fileSystem, today: edit.today)
        loader.workers = edit.workers
        loader.memoryHints = edit.memoryHints
        let old = loader.load(edit.inputs).journal
        return JournalComparison(old: old, new: new).firstDifference(old: keepOld, new: keepNew)
    }
}

extension ArchivePlan {
    /// Why this plan must not be written over the journal `digest` was
    /// taken of, or `nil` (the checks of `ArchiveCheck`).
    package func problem(digest: ArchiveDigest, edit: JournalEdit) -> String? {
        ArchiveCheck(plan: self, digest: digest, edit: edit).problem()
    }

    /// Why this plan must not be written over `before`, the journal it was
    /// made from, or `nil`.
    package func problem(before: Journal, edit: JournalEdit) -> String? {
        problem(digest: ArchiveDigest(before, before: self.before, drop: drop, equity: equity, today: edit.today, workers: edit.workers), edit: edit)
    }
}
