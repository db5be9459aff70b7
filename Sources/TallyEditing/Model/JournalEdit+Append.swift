import TallyLocale
import TallyEngine
import TallySyntax
import TallySystem

extension JournalEdit {
    /// Appends to the file at `path` what `plan` makes of the journal as it
    /// reads under the writer's lock (the file may have changed since it was
    /// loaded), after the end of an unfinished last line and a blank line,
    /// in the file's own line ending. Nothing is written when the journal
    /// now has errors, when it would not read back cleanly, or when `check`
    /// finds a problem in the journal as it would read.
    ///
    /// `plan` is given the journal, the file's bytes and its line ending and
    /// returns the bytes to append with what they stand for, or `nil` when
    /// there is nothing to append; `check` is given the journal read back,
    /// what was planned and the offset in the file where the planned bytes
    /// start, and says what is wrong, or `nil`. Returns what was appended
    /// (`nil`: nothing was).
    package func append<Planned>(
        to path: String, force: Bool,
        plan: (_ current: Journal, _ original: [UInt8], _ newline: [UInt8]) -> (bytes: [UInt8], planned: Planned)?,
        check: (_ after: Journal, _ planned: Planned, _ appendedFrom: Int) -> String?
    ) -> Result<Planned?, SafeFileWriter.Failure> {
        var appended: Planned?
        let result = SafeFileWriter.update(path, force: force) { original in
            let current = load(replacing: path, with: original)
            if current.hasErrors {
                return .failure(SafeFileWriter.Failure(LocalText(.journalChangedErrors)))
            }
            let newline = PostDuePlan.newline(of: original)
            guard let (bytes, planned) = plan(current.journal, original, newline) else { return .success(original) }
            let separator = PostDuePlan.separator(after: original, newline: newline)
            let updated = original + separator + bytes
            let after: LoadResult
            switch verify(replacing: path, with: updated) {
            case .success(let r): after = r
            case .failure(let f): return .failure(f)
            }
            if let problem = check(after.journal, planned, original.count + separator.count) {
                return .failure(SafeFileWriter.Failure(LocalText(.problemSoNothing, problem)))
            }
            appended = planned
            return .success(updated)
        }
        return result.map { _ in appended }
    }
}
