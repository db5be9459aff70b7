import TallyEditing
import TallyEngine
import TallyImport
import TallyLocale
import TallySyntax
import TallySystem
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
        var rows = conversion.transactions
        if let problem = ImportSpelling.respell(&rows, in: journal, session.messages(journal)) {
            return ImportCommand.fail(session, problem)
        }
        let matching = ImportMatching(journal)
        var (fresh, duplicates, found) = args.has(.allowDuplicates) ? (rows, 0, Set<Int>()) : matching.duplicates(rows)
        // Rows an earlier import matched to a transaction carry its key.
        if !args.has(.allowDuplicates) {
            let keys = EntryMatching.keys(in: journal)
            let before = fresh.count
            fresh.removeAll { keys[EntryMatching.key($0)] != nil }
            duplicates += before - fresh.count
        }
        let m = session.messages(journal)
        var choose: ((ImportedTransaction, [Int]) -> Int?)?
        if args.has(.interactive), let reader = session.context.lineReader {
            choose = { row, candidates in
                func label(_ ti: Int) -> String { "\(journal.transactions[ti].date) \(journal.description(of: journal.transactions[ti]))" }
                if candidates.count == 1 {
                    let answer = reader.readLine(prompt: m.text(.importMatchQuestion, "\(row.date) \(row.description)", label(candidates[0])))
                        .map { RulesParser.trimmed($0).lowercased() }
                    guard let answer, answer.isEmpty || answer == "y" || answer == "yes" else { return nil }
                    return candidates[0]
                }
                reader.say(m.text(.importWhichOne, "\(row.date) \(row.description)") + "\n"
                           + candidates.enumerated().map { "  \($0.offset + 1). \(label($0.element))" }.joined(separator: "\n") + "\n")
                let answer = reader.readLine(prompt: m.text(.importWhichPrompt, String(candidates.count))).map { RulesParser.trimmed($0) }
                guard let answer, let n = Int(answer), n >= 1, n <= candidates.count else { return nil }
                return candidates[n - 1]
            }
        }
        let outcome = EntryMatching(journal: journal, window: args.has(.allowDuplicates) ? 0 : matchDays).match(fresh, excluding: found, choose: choose)
        fresh = outcome.fresh
        let guesses = matching.learn(&fresh)
        let entryEdits = MatchedEntryEdits(journal: journal, matches: outcome.matched)
        let report = MatchReport(outcome: outcome, journal: journal, statementPath: statementPath)
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
        if args.has(.dryRun) || (fresh.isEmpty && outcome.matched.isEmpty) {
            if args.has(.dryRun), !block.isEmpty, !readsBack(block, path: path, scan: scan) { return ExitStatus.failure }
            session.stdout.write(block.filter { $0 != 13 })
            ImportCommand.summary(session, statementPath, conversion, added: fresh, duplicates: duplicates, guesses: guesses, into: path, written: false,
                                  messages: m)
            session.stderr.write(report.text(m))
            return outcome.ambiguous.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
        guard let path else { return ImportCommand.fail(session, session.messages().error(.importNeedsFile)) }
        if let reader = session.context.lineReader, !args.has(.yes) {
            reader.say(String(decoding: block.filter { $0 != 13 }, as: UTF8.self) + "\n" + report.text(m))
            let answer = reader.readLine(prompt: m.text(.importQuestion, m.count(fresh.count, .transactions), path)).map { RulesParser.trimmed($0).lowercased() }
            guard let answer, answer.isEmpty || answer == "y" || answer == "yes" else {
                session.stderr.write(session.messages(journal)[.cancelledNothingWritten] + "\n")
                return ExitStatus.failure
            }
        }
        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        let edits = entryEdits.edits()
        // The main file, then every included file that holds a matched transaction.
        let files = [Int32(0)] + edits.keys.filter { $0 != 0 }.sorted()
        let paths = files.map { journal.files[Int($0)].path }
        let originals = files.map { journal.files[Int($0)].bytes.array }
        let result = SafeFileWriter.updateAll(paths) { current in
            for (k, file) in paths.enumerated() {
                guard let bytes = current[k] ?? (k == 0 && creating ? [] : nil) else {
                    return .failure(SafeFileWriter.Failure(LocalText(.removedWhileImporting, file)))
                }
                guard bytes == originals[k] else {
                    return .failure(SafeFileWriter.Failure(LocalText(.changedWhileImporting, file)))
                }
            }
            var texts: [[UInt8]] = []
            var offset = 0
            for (k, file) in files.enumerated() {
                let (edited, moved) = MatchedEntryEdits.apply(edits[file] ?? [], to: originals[k], moving: k == 0 ? scan.appendOffset : nil)
                if k == 0, !block.isEmpty {
                    let inserted = TextInsertion.inserting(block, into: edited, at: moved ?? scan.appendOffset, lineEnding: scan.layout.lineEnding)
                    texts.append(inserted.bytes)
                    offset = inserted.offset
                } else {
                    texts.append(edited)
                    if k == 0 { offset = edited.count + 1 }
                }
            }
            let after: Journal
            switch edit.verify(replacing: Array(zip(paths, texts)).map { ($0.0, $0.1) }) {
            case .success(let r): after = r.journal
            case .failure(let f): return .failure(f)
            }
            let isNew: (Transaction) -> Bool = { $0.file == FileID(0) && !block.isEmpty && $0.range.lowerBound >= offset && $0.range.lowerBound < offset + block.count }
            let added = after.transactions.filter(isNew).count
            guard added == fresh.count else {
                return .failure(SafeFileWriter.Failure(LocalText(.importReadBackCount, String(added), String(fresh.count))))
            }
            if let problem = entryEdits.problem(after: after, isNew: isNew) {
                return .failure(SafeFileWriter.Failure(LocalText(.importChangesAnother, problem)))
            }
            return .success(texts)
        }
        if case .failure(let f) = result {
            session.stderr.write("tally import: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        ImportCommand.summary(session, statementPath, conversion, added: fresh, duplicates: duplicates, guesses: guesses, into: path,
                              messages: m)
        session.stderr.write(report.text(m))
        return outcome.ambiguous.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// `--match-days N`: how far apart a row and a transaction may be dated
    /// and still be one payment; 0 turns matching off.
    var matchDays: Int {
        session.arguments.value(.matchDays).flatMap { Int($0) } ?? EntryMatching.defaultWindow
    }

    /// A dry run's text, added to the journal as the import would add it,
    /// reads back without a new error (a one-posting transaction, two
    /// amounts left out); else the dry run fails as the import would.
    private func readsBack(_ block: [UInt8], path: String?, scan: FileLayout.Scan) -> Bool {
        guard let path else { return ImportCommand.readsBack(session, block) }
        let journal = session.context.fileSystem
        guard case .success(let original) = journal.read(path) else { return ImportCommand.readsBack(session, block) }
        let inserted = TextInsertion.inserting(block, into: original, at: min(scan.appendOffset, original.count), lineEnding: scan.layout.lineEnding)
        let edit = JournalEdit(inputs: inputs, fileSystem: journal, today: session.today, messages: session.messages())
        if case .failure(let f) = edit.verify(replacing: path, with: inserted.bytes) {
            session.stderr.write("tally import: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return false
        }
        return true
    }
}
