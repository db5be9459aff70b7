import TallyEngine
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// Checks a proposed new text of a journal file before it is written: the
/// whole journal is loaded again with that file's bytes replaced, and the
/// edit is refused if the result has errors (or fails the caller's check).
package struct JournalEdit {
    package init(inputs: [JournalInput], fileSystem: any FileSystem, today: Day, messages: Messages = .english) {
        self.inputs = inputs
        self.fileSystem = fileSystem
        self.today = today
        self.messages = messages
    }

    package var inputs: [JournalInput]
    package var fileSystem: any FileSystem
    package var today: Day
    /// Threads that parse large files (`DispatchWorkers`); sequential unless set.
    package var workers: any Workers = SequentialWorkers()
    /// Told of the rows of each load before they are filled (huge pages).
    package var memoryHints: any MemoryHints = NoMemoryHints()
    /// The language a refusal is said in, and its diagnostic rendered in.
    package var messages: Messages = .english

    /// The journal as it would be with `path` holding `bytes`.
    package func load(replacing path: String, with bytes: [UInt8]) -> LoadResult {
        load(replacing: [(path, bytes)])
    }

    /// Loads the edited journal and returns it, or a failure that quotes the
    /// first error (rendered against the edited text).
    package func verify(replacing path: String, with bytes: [UInt8]) -> Result<LoadResult, SafeFileWriter.Failure> {
        clean(load(replacing: path, with: bytes), messages[.writeFileUnreadable]).flatMap(noNewFindings)
    }

    /// `after`, unless `check` would find an error in it that it does not
    /// find in the journal as it is now (a budget that cannot convert a new
    /// currency, say): every writing command refuses a change that leaves
    /// the journal with a new error. The journal's own earlier errors do not
    /// block a write that adds none. The journal as it is now is read only
    /// when the edited one has such findings.
    package func noNewFindings(_ after: LoadResult) -> Result<LoadResult, SafeFileWriter.Failure> {
        let found = BudgetLedger.check(after.journal, today: today).filter { $0.severity == .error }
        guard !found.isEmpty else { return .success(after) }
        var loader = JournalLoader(fileSystem: fileSystem, today: today)
        loader.workers = workers
        loader.memoryHints = memoryHints
        let before = loader.check(inputs).diagnostics.filter { $0.severity == .error }
        var known: [String: Int] = [:]
        for d in before { known[d.id + "\u{1F}" + d.message, default: 0] += 1 }
        for d in found {
            let key = d.id + "\u{1F}" + d.message
            if let n = known[key], n > 0 {
                known[key] = n - 1
                continue
            }
            var renderer = DiagnosticRenderer(files: after.journal.files, messages: messages)
            return .failure(SafeFileWriter.Failure(messages[.writeNewError] + ":\n" + renderer.render(d)))
        }
        return .success(after)
    }

    /// `result`, or a failure that quotes its first error (rendered against
    /// the edited text) after `refusal` (the file or files would not read back).
    func clean(_ result: LoadResult, _ refusal: String) -> Result<LoadResult, SafeFileWriter.Failure> {
        guard let first = result.diagnostics.first(where: { $0.severity == .error }) else { return .success(result) }
        var renderer = DiagnosticRenderer(files: result.journal.files, messages: messages)
        return .failure(SafeFileWriter.Failure(refusal + ":\n" + renderer.render(first)))
    }
}
