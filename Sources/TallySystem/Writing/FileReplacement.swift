import TallyLocale
#if canImport(Glibc)
import Glibc
#endif

/// One file of a write, prepared (its new text flushed to disk) and then
/// put in place, checked, undone or finished.
///
/// A file is replaced by renaming a temporary file over it, which readers
/// see happen at once. A file with other hard links, or one whose owner
/// the writer cannot give a new file, is rewritten in place instead (a
/// rename would cut it off from its other names, or change its owner):
/// its old bytes are first kept in a temporary copy, flushed to disk, and
/// written back if the rewrite fails, so the file ends either new or as it
/// was. Readers may see a rewrite in place half done while it happens.
struct FileReplacement {
    enum Kind {
        /// A temporary file with the new text, renamed (or linked, for a
        /// new file) into place; `keep` is a second name for the original
        /// while the group is put in place, so it can be put back.
        case rename(temp: TemporaryFile, keep: String?)
        /// The original bytes kept in `backup`; the new ones written over the file.
        case inPlace(backup: TemporaryFile)
    }

    let index: Int
    /// The file written (a symbolic link resolved) and the name the user gave.
    let path: String
    let name: String
    var kind: Kind
    let original: [UInt8]?
    let new: [UInt8]
    /// What was read, and the descriptor it was read through (the old file
    /// itself, even after a rename replaced its name).
    let fingerprint: FileFingerprint?
    let readFD: Int32

    /// Puts the new text in place; an error text on failure (the file is then as it was).
    mutating func apply(failing: Bool) -> LocalText? {
        switch kind {
        case .rename(let temp, _):
            if failing { return LocalText(.writeCannotReplace, name, "injected failure") }
            if original == nil {
                return temp.linkNew(as: path) ? nil : LocalText(.writeCannotCreate, name, errnoText(EEXIST))
            }
            let keep = temp.path + ".orig"
            // A second name for the original, so a failure later in the group can put it back.
            if link(path, keep) != 0 { return LocalText(.writeCannotKeepCopy, name, TemporaryFile.errorText()) }
            kind = .rename(temp: temp, keep: keep)
            if let e = temp.rename(over: path) {
                unlink(keep)
                kind = .rename(temp: temp, keep: nil)
                return LocalText(.writeCannotReplace, name, errnoText(e))
            }
            return nil
        case .inPlace(let backup):
            if failing { return LocalText(.writeCannotRewriteInPlace, name, "injected failure") }
            if let problem = Self.rewrite(path, with: new, expecting: fingerprint) {
                // Put the old bytes back; if even that fails, say where they are.
                if let original, Self.rewrite(path, with: original, expecting: nil) != nil {
                    return LocalText(.writeDamaged, backup.path, saying: problem)
                }
                return problem
            }
            return nil
        }
    }

    /// Whether the old file changed after it was checked and before it was
    /// replaced: a write that landed in it would be lost with it.
    func changedAfterCheck() -> Bool {
        guard case .rename = kind, let fingerprint, readFD >= 0 else { return false }
        var st = stat()
        return fstat(readFD, &st) != 0 || !fingerprint.sameStatus(st)
    }

    /// Puts the original back after `apply` succeeded.
    func undo() {
        switch kind {
        case .rename(_, let keep):
            if let keep { rename(keep, path) } else if original == nil { unlink(path) }
        case .inPlace:
            if let original { _ = Self.rewrite(path, with: original, expecting: nil) }
        }
    }

    /// Removes what is left of the temporary files.
    func finish() {
        switch kind {
        case .rename(let temp, let keep):
            if let keep { unlink(keep) }
            // Gone already when it was renamed into place.
            if access(temp.path, F_OK) == 0 { temp.remove() }
        case .inPlace(let backup):
            backup.remove()
        }
    }

    /// Writes `bytes` over the file at `path` (the same inode), truncated to
    /// their length and flushed; an error text on failure.
    static func rewrite(_ path: String, with bytes: [UInt8], expecting fingerprint: FileFingerprint?) -> LocalText? {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return LocalText(.writeCannotRewrite, path, TemporaryFile.errorText()) }
        defer { close(fd) }
        var st = stat()
        if let fingerprint, fstat(fd, &st) != 0 || !fingerprint.sameStatus(st) {
            return LocalText(.writeChangedWhileWriting, path)
        }
        if let problem = TemporaryFile.writeAll(fd, bytes, name: path) { return problem }
        if ftruncate(fd, off_t(bytes.count)) != 0 { return LocalText(.writeCannotShorten, path, TemporaryFile.errorText()) }
        if fsync(fd) != 0 { return LocalText(.writeCannotFlush, path, TemporaryFile.errorText()) }
        return nil
    }

    private func errnoText(_ e: Int32) -> String { String(cString: strerror(e)) }
}
