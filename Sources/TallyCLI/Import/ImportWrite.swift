import TallyEditing
import TallyEngine
import TallyImport
import TallyLocale
import TallySyntax
import TallyValues

/// Importing into a journal: skip what it holds, guess categories, then
/// append through the safe write path (or print, for `--dry-run`).
struct ImportWrite {
    let session: Session
    let inputs: [JournalInput]
    let statementPath: String
    let conversion: Conversion

    func run() -> Int32 {
        let args = session.arguments
        // A journal file that does not exist yet (in a folder that does) starts empty, and is created.
        let fs = session.context.fileSystem
        var creating = false
        if case .path(let p) = inputs[0], fs.canonicalPath(p) == nil, fs.canonicalPath(PathFolder.directory(of: p)) != nil { creating = true }
        let loaded: Journal?
        if creating, case .path(let p) = inputs[0] {
            loaded = session.loadJournal(inputs, for: "import", replacing: p, with: [])
        } else {
            loaded = session.loadJournal(inputs, for: "import")
        }
        guard let journal = loaded else { return ExitStatus.failure }
        let matching = ImportMatching(journal)
        var (fresh, duplicates) = args.has("--allow-duplicates") ? (conversion.transactions, 0) : matching.newTransactions(conversion.transactions)
        let guesses = matching.learn(&fresh)
        let path: String? = {
            if case .path(let p) = inputs[0] { return p }
            return nil
        }()
        let scan = FileLayout.scan(journal.files[0], year: session.today.year)
        let text = ImportText(layout: scan.layout, journal: journal)
        var block: [UInt8] = []
        for (k, t) in fresh.enumerated() {
            if k > 0 { block.append(contentsOf: scan.layout.lineEnding) }
            block.append(contentsOf: text.text(t))
        }
        if args.has("--dry-run") || fresh.isEmpty {
            session.stdout.write(block.filter { $0 != 13 })
            ImportCommand.summary(session, statementPath, conversion, added: fresh, duplicates: duplicates, guesses: guesses, into: path, written: false,
                                  messages: session.messages(journal))
            return ExitStatus.success
        }
        guard let path else { return ImportCommand.fail(session, "import writes to a file, not to standard input") }
        if let reader = session.context.lineReader, !args.has("--yes") {
            reader.say(String(decoding: block.filter { $0 != 13 }, as: UTF8.self) + "\n")
            let answer = reader.readLine(prompt: session.messages(journal).text(.importQuestion, session.messages(journal).count(fresh.count, .transactions), path)).map { RulesParser.trimmed($0).lowercased() }
            guard let answer, answer.isEmpty || answer == "y" || answer == "yes" else {
                session.stderr.write(session.messages(journal)[.cancelledNothingWritten] + "\n")
                return ExitStatus.failure
            }
        }
        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today)
        let original = journal.files[0].bytes
        let result = SafeFileWriter.updateAll([path]) { current in
            guard let bytes = current[0] ?? (creating ? [] : nil) else {
                return .failure(SafeFileWriter.Failure("'\(path)' was removed while the statement was read; nothing was written"))
            }
            guard bytes == original else {
                return .failure(SafeFileWriter.Failure("'\(path)' changed while the statement was read; nothing was written (run the import again)"))
            }
            let (newBytes, offset) = TextInsertion.inserting(block, into: bytes, at: scan.appendOffset, lineEnding: scan.layout.lineEnding)
            let after: Journal
            switch edit.verify(replacing: path, with: newBytes) {
            case .success(let r): after = r.journal
            case .failure(let f): return .failure(f)
            }
            let isNew: (Transaction) -> Bool = { $0.file == FileID(0) && $0.range.lowerBound >= offset && $0.range.lowerBound < offset + block.count }
            let added = after.transactions.filter(isNew).count
            guard added == fresh.count else {
                return .failure(SafeFileWriter.Failure("the new text read back as \(added) transactions, not \(fresh.count); nothing was written"))
            }
            if let difference = JournalComparison(old: journal, new: after).firstDifference(old: { _ in true }, new: { !isNew($0) }) {
                return .failure(SafeFileWriter.Failure("importing would change another transaction: \(difference); nothing was written"))
            }
            return .success([newBytes])
        }
        if case .failure(let f) = result {
            session.stderr.write("tally import: error: \(f.description)\n")
            return ExitStatus.failure
        }
        ImportCommand.summary(session, statementPath, conversion, added: fresh, duplicates: duplicates, guesses: guesses, into: path,
                              messages: session.messages(journal))
        return ExitStatus.success
    }
}
