import TallyLocale
import TallyEditing
import TallyEngine
import TallyReports
import TallySyntax

extension InitCommand {
    /// The plan for `--journal EXISTING`, written at `plan`; the existing
    /// journal must read without errors (they are printed otherwise).
    static func planText(_ session: inout Session, journal existing: String, plan: String) throws(CLIError) -> String {
        guard !existing.isEmpty else { throw session.usageError(LocalText(.journalNeedsPath)) }
        let loaded = JournalLoader(fileSystem: session.context.fileSystem, today: session.today).load([.path(existing)])
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            session.printDiagnostics(errors, files: loaded.journal.files)
            let m = session.messages()
            session.stderr.write("tally init: \(m.framed(.error))\(m.error(.initPlanNotClean, existing))\n")
            throw .exit(ExitStatus.failure)
        }
        let journal = loaded.journal
        let tree = CategoryTree(journal: journal)
        let categories = journal.accounts.all
            .filter { journal.accounts.depth(of: $0) > 1 && tree.kind(of: $0) != nil }
            .map { journal.accounts.name($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var uses = [Int](repeating: 0, count: journal.commodities.count)
        for p in journal.postings { uses[Int(p.commodity.index)] += 1 }
        let top = uses.indices.dropFirst().max { uses[$0] < uses[$1] }.flatMap { uses[$0] > 0 ? journal.commodities.symbol(CommodityID(Int32($0))) : nil }
        return PlanLedger.text(journalName: existing, includePath: includePath(existing, from: plan, context: session.context), categories: categories, currency: top)
    }

    /// `existing` as the plan's `include` reads it: relative paths are
    /// relative to the including file's folder, so a journal named from
    /// another folder is included by its absolute path.
    static func includePath(_ existing: String, from plan: String, context: Context) -> String {
        let planFolder = plan.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let journalFolder = existing.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if planFolder == journalFolder { return PathFolder.name(of: existing) }
        return context.absolute(existing)
    }
}
