import TallyEditing
import TallyEngine
import TallyLocale
import TallyReports
import TallySystem

/// `tally edit`: opens the editor at the latest matching transaction.
enum EditCommand: Command {
    static let name = "edit"
    static let readsQuery = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        guard !session.arguments.positional.isEmpty || session.arguments.value(.period) != nil else {
            throw session.usageError(LocalText(.sayWhichEdit), hint: LocalText(.hintSayWhichEdit))
        }
        let (_, query, journal) = try session.prepare(formats: [.text]).parts
        let choice = TransactionChoice(journal: journal, query: query)
        guard let latest = choice.transactions.last else {
            let m = session.messages(journal)
            session.stderr.write("tally edit: \(m.framed(.error))\(m[.noTransactionMatchesEdit])\n  \(m.framed(.hint))\(m[.hintShorterWord])\n")
            return ExitStatus.failure
        }
        let (path, line) = choice.location(latest)
        guard path != "<stdin>" else { throw session.usageError(LocalText(.editNotStdin), hint: LocalText(.hintNameJournal)) }
        if choice.transactions.count > 1 {
            let m = session.messages(journal)
            var text = m.text(.editManyMatch, m.count(choice.transactions.count, .transactions)) + "\n"
            for ti in choice.transactions.dropLast().suffix(10) {
                let (p, l) = choice.location(ti)
                text += "  \(p):\(l)  \(journal.transactions[ti].date) \(journal.description(of: journal.transactions[ti]))\n"
            }
            session.stderr.write(text)
        }
        let editor = EditorLauncher.command(environment: session.context.environment)
        let inputs = try session.inputs()
        let m = session.messages(journal)
        var loader = JournalLoader(fileSystem: session.context.fileSystem, today: session.today)
        loader.workers = session.context.workers
        loader.memoryHints = session.context.memoryHints
        let before = loader.check(inputs).diagnostics.filter { $0.severity == .error }
        guard case .success(let original) = session.context.fileSystem.read(path) else { return ExitStatus.failure }
        while true {
            session.stdout.flush()
            session.stderr.flush()
            switch EditorLauncher.run(editor: editor, arguments: EditorLauncher.arguments(editor: editor, path: path, line: line),
                                      environment: session.context.environment) {
            case .success(let code) where code != 0: return code
            case .success: break
            case .failure(let f):
                session.stderr.write("tally edit: \(m.framed(.error))\(m.error(.editorCannotStart, editor, f.message))\n  \(m.framed(.hint))\(m.error(.hintEditorVariable))\n")
                return ExitStatus.failure
            }
            // What the editor left: errors the journal did not have before are
            // shown, and the file is given back unless the user keeps it.
            let after = loader.check(inputs)
            var known: [String: Int] = [:]
            for d in before { known[d.id + "\u{1F}" + d.message, default: 0] += 1 }
            let added = after.diagnostics.filter { d in
                guard d.severity == .error else { return false }
                let key = d.id + "\u{1F}" + d.message
                if let n = known[key], n > 0 { known[key] = n - 1; return false }
                return true
            }
            if added.isEmpty { return ExitStatus.success }
            session.printDiagnostics(added, files: after.journal.files)
            session.stderr.write("tally edit: \(m.framed(.error))\(m.text(.editNewErrors, m.count(added.count, .errors)))\n")
            if let reader = session.context.lineReader {
                session.stderr.flush()
                let answer = reader.readLine(prompt: m[.editChoice])?.lowercased().filter { $0 != " " } ?? "r"
                if answer.hasPrefix("e") { continue }
                if answer.hasPrefix("k") { return ExitStatus.failure }
            }
            if case .failure(let f) = SafeFileWriter.update(path, transform: { _ in .success(original) }) {
                session.stderr.write("tally edit: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
                return ExitStatus.failure
            }
            session.stderr.write(m.text(.editRestored, path) + "\n")
            return ExitStatus.failure
        }
    }
}
