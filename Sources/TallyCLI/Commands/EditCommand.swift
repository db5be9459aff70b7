import TallyEngine
import TallyLocale
import TallyReports

/// `tally edit`: opens the editor at the latest matching transaction.
enum EditCommand: Command {
    static let name = "edit"
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        guard !session.arguments.positional.isEmpty || session.arguments.value("--period") != nil else {
            throw .usage("say which transaction to edit", hint: "tally edit coffee, or tally edit desc:rent -p 2026-03")
        }
        let (_, query, journal) = try session.prepare(formats: [.text]).parts
        let choice = TransactionChoice(journal: journal, query: query)
        guard let latest = choice.transactions.last else {
            let m = session.messages(journal)
            session.stderr.write("tally edit: \(m.frame(.error)): \(m[.noTransactionMatchesEdit])\n  \(m.frame(.hint)): \(m[.hintShorterWord])\n")
            return ExitStatus.failure
        }
        let (path, line) = choice.location(latest)
        guard path != "<stdin>" else { throw .usage("standard input cannot be edited", hint: "name the journal with -f FILE") }
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
        session.stdout.flush()
        session.stderr.flush()
        switch EditorLauncher.run(editor: editor, arguments: EditorLauncher.arguments(editor: editor, path: path, line: line),
                                  environment: session.context.environment) {
        case .success(let code): return code
        case .failure(let f):
            session.stderr.write("tally edit: error: cannot start the editor '\(editor)': \(f.message)\n  hint: set EDITOR (or VISUAL) to your editor's command\n")
            return ExitStatus.failure
        }
    }
}
