import TallyEditing
import TallyEngine
import TallyLocale
import TallyReports
import TallySyntax
import TallySystem
import TallyValues

/// `tally post-due`: records the unpaid occurrences of recurring rules by
/// appending their transactions to the journal file.
enum PostDueCommand: Command {
    static let name = "post-due"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.through, value: "DATE", help: "post what falls due up to this day (or the end of this period); default today"),
            OptionSpec(.dryRun, short: "n", help: "print the transactions that would be appended, and write nothing"),
            CommonOptions.force,
            PostDueFlood.option,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let inputs = try session.inputs()
        let dryRun = session.arguments.has(.dryRun)
        var path = "<stdin>"
        if case .path(let p) = inputs[0] {
            path = p
        } else if !dryRun {
            throw session.usageError(LocalText(.postDueNotStdin), hint: LocalText(.hintPostDueFile))
        }
        var through = session.today
        if let text = session.arguments.value(.through) {
            guard case .success(let span) = PeriodExpression.parse(text, today: session.today), let end = span.end else {
                throw session.usageError(LocalText(.throughNeedsDate, text))
            }
            through = end.adding(days: -1)
        }
        if let exit = try planOrPreview(session, through: through, dryRun: dryRun, path: path) { return exit }
        return write(session, inputs: inputs, path: path, through: through)
    }

    /// Loads the journal (printing its diagnostics, throwing on errors) and
    /// returns the exit status when there is nothing to write: nothing due,
    /// or a dry run. The journal is released before anything is written.
    static func planOrPreview(_ session: Session, through: Day, dryRun: Bool, path: String) throws(CLIError) -> Int32? {
        let journal = try session.prepare(formats: [.text], filters: false).journal
        let plan = PostDuePlan(journal: journal, through: through)
        let m = session.messages(journal)
        if plan.isEmpty {
            session.stderr.write(m.text(.nothingToPost, through.description) + "\n")
            return ExitStatus.success
        }
        if dryRun {
            session.stdout.write(plan.text(journal))
            session.stderr.write(m.text(.wouldAppend, m.count(plan.occurrences.count, .transactions), path) + "\n")
            return ExitStatus.success
        }
        return PostDueFlood.confirm(plan, journal, session)
    }

    /// What was appended, planned from the journal read under the writer's
    /// lock (the file may have changed since it was loaded).
    struct Posted {
        var transactionsBefore: Int
        var shown: [UInt8]
        var plan: PostDuePlan
        /// The journal's `lang`, for the words said after writing.
        var language: Language?
    }

    static func write(_ session: Session, inputs: [JournalInput], path: String, through: Day) -> Int32 {
        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        let result: Result<Posted?, SafeFileWriter.Failure> = edit.append(to: path, force: session.arguments.has(.force)) { current, _, newline in
            let plan = PostDuePlan(journal: current, through: through)
            if plan.isEmpty { return nil }
            return (plan.text(current, newline: newline),
                    Posted(transactionsBefore: current.transactions.count, shown: plan.text(current), plan: plan, language: current.language))
        } check: { after, posted, appendedFrom in
            posted.plan.problem(transactionsBefore: posted.transactionsBefore, after: after, path: FileID(0), appendedFrom: appendedFrom)
        }
        switch result {
        case .failure(let f):
            session.stderr.write("tally post-due: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        case .success(let posted):
            guard let posted else {
                session.stderr.write(session.messages().text(.nothingToPost, through.description) + "\n")
                return ExitStatus.success
            }
            let m = session.messages(journalLanguage: posted.language)
            session.stdout.write(posted.shown)
            session.stderr.write(m.text(.appended, m.count(posted.plan.occurrences.count, .transactions), path) + "\n")
            return ExitStatus.success
        }
    }
}
