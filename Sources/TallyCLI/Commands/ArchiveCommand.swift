import TallyLocale
import TallyEditing
import TallyEngine
import TallySyntax
import TallySystem
import TallyValues

/// `tally archive`: moves old transactions to another file and opens the
/// balances on the day, so reports from that day on stay the same.
enum ArchiveCommand: Command {
    static let name = "archive"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.before, value: "DATE", help: "move transactions dated before this day (required)"),
            OptionSpec(.to, value: "FILE", help: "the archive file (default: NAME-before-DATE.ledger beside the journal, or beside the file its symbolic link points to)"),
            OptionSpec(.drop, help: "do not include the archive from the main file"),
            OptionSpec(.equity, value: "ACCOUNT", help: "the equity account that balances the opening"),
            OptionSpec(.dryRun, short: "n", help: "show what would be done without writing"),
            CommonOptions.force,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let args = session.arguments
        if let extra = args.positional.first { throw .usage(session.messagesBeforeLoading().error(.unexpectedWord, extra), hint: "tally archive --before DATE [--to FILE]") }
        guard let text = args.value(.before) else {
            throw .usage(session.messagesBeforeLoading().error(.archiveSayBefore), hint: "tally archive --before 2026-01-01")
        }
        guard let before = AddCommand.day(text, today: session.today) else {
            throw session.usageError(LocalText(.beforeNeedsDate, text))
        }
        let inputs = try session.inputs()
        guard case .path(let mainPath) = inputs[0] else {
            throw session.usageError(LocalText(.archiveNotStdin), hint: LocalText(.hintNameJournal))
        }
        // Through a symbolic link, the archive goes beside the file it points to.
        let archivePath = args.value(.to) ?? defaultArchive(for: linkTarget(mainPath) ?? mainPath, before: before)
        if archivePath.contains(where: { "*?[".contains($0) }) {
            throw session.usageError(LocalText(.archiveNamePattern))
        }
        let fs = session.context.fileSystem
        // One copy of the plan, so that letting its old text go frees it.
        guard case (var plan, let digest, let m, let hasBudgets)? = prepare(&session, inputs, before: before, archivePath: archivePath) else {
            return ExitStatus.failure
        }
        // A dry run writes nothing, so it needs no copy of the file as it
        // was to compare with before writing: it goes before the new texts
        // are read back.
        if args.has(.dryRun) { plan.mainOld = SourceBytes([]) }
        var edit = JournalEdit(inputs: inputs, fileSystem: fs, today: session.today, messages: session.messages())
        edit.workers = session.context.workers
        edit.memoryHints = session.context.memoryHints
        if let problem = plan.problem(digest: digest, edit: edit) {
            session.stderr.write(session.messages().usageError("tally archive", problem))
            return ExitStatus.failure
        }
        if plan.drop && hasBudgets {
            session.stderr.write(m.framed(.note) + m.text(.archiveDropNote, before.description) + "\n")
        }
        if args.has(.dryRun) {
            session.stdout.write(summary(plan, m, key: .archiveWouldMove) + m[.nothingWrittenDryRun] + "\n")
            return ExitStatus.success
        }
        let result = SafeFileWriter.updateAll([plan.archivePath, plan.mainPath], force: args.has(.force)) { current in
            guard current[1].map({ $0 == plan.mainOld }) == true, current[0] == plan.archiveOld else {
                return .failure(SafeFileWriter.Failure(LocalText(.changedWhileArchiving)))
            }
            return .success([plan.archiveNew, plan.mainNew])
        }
        if case .failure(let f) = result {
            session.stderr.write("tally archive: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        session.stdout.write(summary(plan, m, key: .archiveMoved))
        return ExitStatus.success
    }

    /// The plan, with what its check needs of the journal (its digest);
    /// `nil` once the failure is reported. The journal is let go once the
    /// draft and the digest are taken of it, before the new texts are made,
    /// and the draft once they are, so neither is held while they are read
    /// back.
    private static func prepare(_ session: inout Session, _ inputs: [JournalInput], before: Day, archivePath: String)
        -> (ArchivePlan, ArchiveDigest, Messages, hasBudgets: Bool)? {
        guard let (draft, digest, m, hasBudgets) = decide(&session, inputs, before: before, archivePath: archivePath) else { return nil }
        switch draft.plan() {
        case .success(let plan): return (plan, digest, m, hasBudgets)
        case .failure(let f):
            session.stderr.write(m.usageError("tally archive", f.text(m), hint: f.hintText(m)))
            return nil
        }
    }

    /// Loads the journal and decides what moves, keeping what the check
    /// needs of the journal and whether it has budgets; `nil` once the
    /// failure is reported.
    private static func decide(_ session: inout Session, _ inputs: [JournalInput], before: Day, archivePath: String)
        -> (ArchiveDraft, ArchiveDigest, Messages, hasBudgets: Bool)? {
        // The main file is outlined as it is read, not parsed again.
        let outline = MainFileOutline(before: before)
        guard let journal = session.loadJournal(inputs, for: "archive", chunkReader: outline) else { return nil }
        let args = session.arguments
        let planner = ArchivePlanner(journal: journal, fileSystem: session.context.fileSystem, today: session.today)
        let m = session.messages(journal)
        // The opening transaction is described in the user's words, as `init`'s starter is.
        switch planner.draft(before: before, archivePath: archivePath, drop: args.has(.drop), equity: args.value(.equity),
                             openingDescription: m.starter(.openingBalances), outline: outline) {
        case .success(let draft):
            let digest = ArchiveDigest(journal, draft: draft, today: session.today, workers: session.context.workers)
            return (draft, digest, m, !journal.budgets.isEmpty)
        case .failure(let f):
            session.stderr.write(m.usageError("tally archive", f.text(m), hint: f.hintText(m)))
            return nil
        }
    }

    /// The file at the end of a chain of symbolic links, when `path` is one.
    static func linkTarget(_ path: String) -> String? { ProcessState.linkTarget(path) }

    /// `household-before-2026-01-01.ledger` beside `household.ledger`.
    static func defaultArchive(for path: String, before: Day) -> String {
        let folder = PathFolder.directory(of: path)
        let name = PathFolder.name(of: path)
        var stem = name, ext = ".ledger"
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = String(name[..<dot])
            ext = String(name[dot...])
        }
        let file = "\(stem)-before-\(before)\(ext)"
        return path.contains("/") ? folder + "/" + file : file
    }

    /// `key`: moved, or would move (a dry run).
    private static func summary(_ plan: ArchivePlan, _ m: Messages, key: MessageKey) -> String {
        var s = m.text(key, m.count(plan.moved, .transactions), plan.before.description, plan.archivePath)
        s += m.text(plan.drop ? .archiveNotRead : plan.addsInclude ? .archiveIncludes : .archiveAlreadyIncludes, plan.mainPath) + "\n"
        if plan.opening != nil {
            s += "\n" + m.text(.archiveOpening, plan.mainPath) + "\n\n"
            s += String(decoding: plan.openingText.filter { $0 != 13 }, as: UTF8.self)
        } else {
            s += m.text(.archiveNothingToOpen, plan.before.description) + "\n"
        }
        return s
    }
}
