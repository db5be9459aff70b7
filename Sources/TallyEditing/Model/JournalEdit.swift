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

    /// The journal as it would be with `path` holding `bytes`.
    package func load(replacing path: String, with bytes: [UInt8]) -> LoadResult {
        let overlay = OverlayFileSystem(base: fileSystem, path: fileSystem.canonicalPath(path) ?? path, bytes: bytes)
        return JournalLoader(fileSystem: overlay, today: today).load(inputs)
    }

    /// Loads the edited journal and returns it, or a failure that quotes the
    /// first error (rendered against the edited text).
    package func verify(replacing path: String, with bytes: [UInt8]) -> Result<LoadResult, SafeFileWriter.Failure> {
        let result = load(replacing: path, with: bytes)
        guard let first = result.diagnostics.first(where: { $0.severity == .error }) else { return .success(result) }
        var renderer = DiagnosticRenderer(files: result.journal.files)
        return .failure(SafeFileWriter.Failure("the file would not read back cleanly, so nothing was written:\n" + renderer.render(first)))
    }
}

/// A file system where one file has different bytes.
package struct OverlayFileSystem: FileSystem {
    package var base: any FileSystem
    /// The replaced file's canonical path.
    package var path: String
    package var bytes: [UInt8]

    package func read(_ p: String) -> Result<[UInt8], FileSystemError> {
        if p == path || base.canonicalPath(p) == path { return .success(bytes) }
        return base.read(p)
    }

    package func canonicalPath(_ p: String) -> String? { base.canonicalPath(p) ?? (p == path ? path : nil) }

    package func glob(_ pattern: String) -> [String] { base.glob(pattern) }
}
