import TallyEditing
import TallyEngine
import TallyLocale
import TallyReports
import TallySystem

/// `tally delete`: removes the transactions a query matches.
enum DeleteCommand: Command {
    static let name = "delete"
    static let readsQuery = true
    static let aliases = ["rm"]
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(.yes, short: "y", help: "delete without asking"),
            OptionSpec(.dryRun, short: "n", help: "show what would be deleted; write nothing"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        guard !session.arguments.positional.isEmpty || session.arguments.value(.period) != nil else {
            throw .usage(session.messagesBeforeLoading().error(.sayWhichDelete), hint: "tally delete desc:Coffee -p 2026-11-20")
        }
        let query = try session.query()
        let inputs = try session.inputs()
        if inputs.contains(where: { if case .bytes = $0 { return true } else { return false } }) {
            throw session.usageError(LocalText(.deleteNotStdin), hint: LocalText(.hintNameJournal))
        }
        guard let journal = session.loadJournal(inputs, for: "delete") else { return ExitStatus.failure }
        let choice = TransactionChoice(journal: journal, query: query)
        let m = session.messages(journal)
        guard !choice.transactions.isEmpty else {
            session.stderr.write("tally delete: \(m.framed(.error))\(m[.noTransactionMatchesDelete])\n")
            return ExitStatus.failure
        }
        let count = m.count(choice.transactions.count, .transactions)
        // Streamed: a million listings joined first held them all twice.
        for (k, ti) in choice.transactions.enumerated() {
            if k > 0 { session.stdout.write("\n") }
            session.stdout.write(choice.listing(ti))
        }
        if session.arguments.has(.dryRun) {
            session.stdout.write("\n" + m.text(.wouldDelete, count) + "\n")
            return ExitStatus.success
        }
        if !session.arguments.has(.yes) {
            guard let reader = session.context.lineReader else {
                session.stderr.write("tally delete: \(m.framed(.error))\(m.text(.notDeletingWithoutYes, count))\n  \(m.framed(.hint))\(m[.hintCheckThenYes])\n")
                return ExitStatus.failure
            }
            session.stdout.flush()
            let answer = reader.readLine(prompt: "\n" + m.text(.deleteQuestion, count))?.lowercased().filter { $0 != " " }
            guard answer == "y" || answer == "yes" else {
                session.stdout.write(m[.nothingDeleted] + "\n")
                return ExitStatus.success
            }
        }
        let removal = TransactionRemoval(journal: journal, removed: Set(choice.transactions))
        let changes = removal.changes()
        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        let after: LoadResult
        switch edit.verify(replacing: changes.map { ($0.path, $0.new) }) {
        case .success(let r): after = r
        case .failure(let f):
            session.stderr.write("tally delete: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        // Every transaction not deleted must read exactly as before.
        let deleted = Set(choice.transactions.map { ti in
            let t = journal.transactions[ti]
            return Int64(t.file.index) << 32 | Int64(t.range.lowerBound)
        })
        if let difference = JournalComparison(old: journal, new: after.journal).firstDifference(
            old: { !deleted.contains(Int64($0.file.index) << 32 | Int64($0.range.lowerBound)) }, new: { _ in true }) {
            let m = session.messages()
            session.stderr.write("tally delete: \(m.framed(.error))\(m.text(LocalText(.nothingWrittenAfter, saying: difference)))\n")
            return ExitStatus.failure
        }
        let result = SafeFileWriter.replaceAll(changes) { LocalText(.changedWhileDeleting, $0) }
        if case .failure(let f) = result {
            session.stderr.write("tally delete: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        session.stdout.write("\n" + m.text(.deletedFrom, count, changes.map(\.path).joined(separator: ", ")) + "\n")
        return ExitStatus.success
    }
}
