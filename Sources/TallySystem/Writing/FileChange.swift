import TallyLocale
/// One file's bytes before and after an edit.
package struct FileChange {
    package var path: String
    package var old: [UInt8]
    package var new: [UInt8]

    package init(path: String, old: [UInt8], new: [UInt8]) {
        self.path = path
        self.old = old
        self.new = new
    }
}

extension SafeFileWriter {
    /// Writes every change as one group, provided each file still holds
    /// the bytes the change was made from; otherwise writes nothing and
    /// fails with `changed(path)` for the first file that moved on.
    package static func replaceAll(_ changes: [FileChange], force: Bool = false, changed: (String) -> LocalText) -> Result<Void, Failure> {
        updateAll(changes.map(\.path), force: force) { current in
            for (now, change) in zip(current, changes) where now != change.old {
                return .failure(Failure(changed(change.path)))
            }
            return .success(changes.map(\.new))
        }.map { _ in () }
    }
}
