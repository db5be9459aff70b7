import TallyEditing
import TallyEngine
import TallyLocale
import TallyReports
import TallySyntax
import TallySystem
import TallyValues

/// `tally reconcile ACCOUNT`: the cleared balance of an account against
/// the bank's statement, the postings not cleared that explain the
/// difference, and marking them cleared through the safe writer.
enum ReconcileCommand: Command {
    static let name = "reconcile"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.balance, value: "AMOUNT", help: "the balance the bank's statement shows, e.g. 1,234.56 or 12.500.000 VND"),
            OptionSpec(.date, value: "DATE", help: "the statement's date: postings after it are left out (default today)"),
            OptionSpec(.mark, help: "mark the postings not cleared as cleared (*); with --balance, only when that makes the balances agree"),
            CommonOptions.force,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let args = session.arguments
        guard args.positional.count == 1 else {
            throw .usage(session.messages()[.reconcileNameAccount], hint: "tally reconcile ACCOUNT --balance 1234.56 --date 2026-11-30")
        }
        var through = session.today
        if let text = args.value(.date) {
            guard case .success(let span) = PeriodExpression.parse(text, today: session.today), let end = span.end else {
                throw .usage(session.messages().text(.reconcileBadDate, text))
            }
            through = end.adding(days: -1)
        }
        let inputs = try session.inputs()
        let mark = args.has(.mark)
        if mark, inputs.contains(where: { if case .bytes = $0 { return true } else { return false } }) {
            throw .usage(session.messages()[.reconcileNotStdin], hint: session.messages().error(.hintNameJournal))
        }
        guard let journal = session.loadJournal(inputs, for: "reconcile") else { return ExitStatus.failure }
        let m = session.messages(journal)
        let (account, statement) = try resolve(session, journal, word: args.positional[0], balance: args.value(.balance), m)
        let report = Reconciliation(journal: journal, account: account, through: through, statement: statement)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        session.stdout.write(ReconciliationText.text(report, journal, style: session.textStyle, messages: m))

        let markable = statement == nil ? !report.notCleared.isEmpty : report.clearingAllAgrees
        if mark, let statement, !report.agrees, !report.clearingAllAgrees {
            var left = report.difference ?? Total(.zero)
            left.add(report.notClearedTotal(statement.commodity).value.negated())
            session.stderr.write("tally reconcile: \(m.framed(.error))" + m.text(.reconcileRefused, AmountFormatter(journal.commodities).string(left.value, statement.commodity)) + "\n")
            return ExitStatus.failure
        }
        var shouldMark = mark && markable
        if !mark, markable, statement != nil, let reader = session.context.lineReader {
            session.stdout.flush()
            let answer = reader.readLine(prompt: m.text(.reconcileMarkQuestion, m.count(report.notCleared.count, .postings)))?.lowercased().filter { $0 != " " }
            shouldMark = answer == "y" || answer == "yes"
        }
        guard shouldMark else { return report.agrees || statement == nil ? ExitStatus.success : ExitStatus.failure }
        return write(session, inputs: inputs, journal: journal, report: report, m)
    }

    /// The account the word names (as `add` finds accounts) and the
    /// statement's balance, read as `add` reads amounts, in the account's
    /// commodity when none is typed.
    static func resolve(_ session: Session, _ journal: Journal, word: String, balance: String?, _ m: Messages) throws(CLIError) -> (AccountID, Amount?) {
        var entry = QuickEntry(journal: journal, layout: FileLayout(), defaultCommodity: nil)
        entry.messages = m
        var notes: [String] = []
        let name: String
        switch NameMatcher(entry.accountCandidates() + entry.categoryCandidates()).match(word.trimmingBlanks()) {
        case .unique(let n): name = n
        case .ambiguous(let names):
            throw .usage(m.text(.reconcileSeveralAccounts, word, names.joined(separator: ", ")), hint: m.text(.hintWriteMoreOfName, names[0]))
        case .none:
            throw .usage(m.text(.reconcileNoAccount, word), hint: "tally accounts")
        }
        guard let account = journal.accounts.lookup(name) else {
            throw .usage(m.text(.reconcileNoAccount, word), hint: "tally accounts")
        }
        guard let balance else { return (account, nil) }
        switch entry.amount(balance, commodityWord: nil, account: account, notes: &notes) {
        case .failure(.usage(let e)): throw .usage(e.message, hint: e.hint)
        case .failure(.cancelled): throw .usage(m[.reconcileNoAmount])
        case .success(let written):
            guard let commodity = journal.commodities.lookup(written.symbol) else {
                throw .usage(m.text(.noSuchCommodity, written.symbol), hint: m[.hintReconcileCommodity])
            }
            return (account, Amount(written.quantity, commodity))
        }
    }

    /// Marks the postings not cleared, checking under the writer's lock
    /// that the files still hold what was read and that the journal read
    /// back differs by those marks alone.
    static func write(_ session: Session, inputs: [JournalInput], journal: Journal, report: Reconciliation, _ m: Messages) -> Int32 {
        // With a statement, only the postings in its commodity are what it shows.
        let commodity = report.statement?.commodity
        let chosen = report.notCleared.filter { commodity == nil || $0.amount.commodity == commodity }
        let marks = ClearingMarks(journal: journal, postings: chosen.map(\.posting))
        let changes = marks.changes()
        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        switch edit.verify(replacing: changes.map { ($0.path, $0.new) }) {
        case .failure(let f):
            session.stderr.write("tally reconcile: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        case .success(let after):
            if let problem = marks.problem(after: after.journal) {
                let m = session.messages()
                session.stderr.write("tally reconcile: \(m.framed(.error))\(m.text(LocalText(.nothingWrittenAfter, saying: problem)))\n")
                return ExitStatus.failure
            }
        }
        let result = SafeFileWriter.replaceAll(changes, force: session.arguments.has(.force)) {
            LocalText(.changedWhileMarking, $0)
        }
        if case .failure(let f) = result {
            session.stderr.write("tally reconcile: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        session.stdout.write(m.text(.reconcileMarked, m.count(chosen.count, .postings), changes.map(\.path).joined(separator: ", ")) + "\n")
        return ExitStatus.success
    }
}
