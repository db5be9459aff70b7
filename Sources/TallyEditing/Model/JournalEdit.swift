import TallyEngine
import TallySyntax
import TallyValues

/// Checks a proposed new text of a journal file before it is written: the
/// whole journal is loaded again with that file's bytes replaced, and the
/// edit is refused if the result has errors (or fails the caller's check).
package struct JournalEdit {
    package init(inputs: [JournalInput], fileSystem: any FileSystem, today: Day) {
        self.inputs = inputs
        self.fileSystem = fileSystem
        self.today = today
    }

    package var inputs: [JournalInput]
    package var fileSystem: any FileSystem
    package var today: Day
    /// Threads that parse large files (`DispatchWorkers`); sequential unless set.
    package var workers: any Workers = SequentialWorkers()

    /// The journal as it would be with `path` holding `bytes`.
    package func load(replacing path: String, with bytes: [UInt8]) -> LoadResult {
        load(replacing: [(path, bytes)])
    }

    /// Loads the edited journal and returns it, or a failure that quotes the
    /// first error (rendered against the edited text).
    package func verify(replacing path: String, with bytes: [UInt8]) -> Result<LoadResult, SafeFileWriter.Failure> {
        Self.clean(load(replacing: path, with: bytes), "the file")
    }

    /// `result`, or a failure that quotes its first error (rendered against
    /// the edited text): `what` would not read back cleanly.
    static func clean(_ result: LoadResult, _ what: String) -> Result<LoadResult, SafeFileWriter.Failure> {
        guard let first = result.diagnostics.first(where: { $0.severity == .error }) else { return .success(result) }
        var renderer = DiagnosticRenderer(files: result.journal.files)
        return .failure(SafeFileWriter.Failure("\(what) would not read back cleanly, so nothing was written:\n" + renderer.render(first)))
    }
}
