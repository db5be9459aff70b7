import TallyLocale
#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

extension SafeFileWriter {
    /// Where a test may step into a write, to check that nothing is left
    /// half-done and that a change made meanwhile is not lost.
    package struct FaultPlan {
        /// Fail putting the file at this index in place (after the earlier ones succeeded).
        package var failRename: Int?
        /// Runs after the new texts are on disk, before the files are checked for changes.
        package var beforeCheck: (() -> Void)?
        /// Runs after that check, right before the files are put in place.
        package var afterCheck: (() -> Void)?

        package init(failRename: Int? = nil, beforeCheck: (() -> Void)? = nil, afterCheck: (() -> Void)? = nil) {
            self.failRename = failRename
            self.beforeCheck = beforeCheck
            self.afterCheck = afterCheck
        }
    }

    /// How many times a write starts again when a file changed under it.
    static let attempts = 3

    /// Changes several files together, as `update` changes one.
    ///
    /// Every file's folder is locked (each folder once, in a fixed order, so
    /// two processes never wait on each other). `transform` gets the current
    /// bytes of each file (`nil` for a file that does not exist yet) and
    /// returns the new bytes (`nil` to leave a file alone). Every new text is
    /// written to a temporary file beside its file and flushed to disk before
    /// any file is replaced. Right before, each file is checked to be the one
    /// read (same inode, size, modification time and bytes): a program that
    /// changed it meanwhile without taking the lock makes the write start
    /// again from the new bytes (`transform` runs again and may refuse), up
    /// to three times, and a file that changed even while it was being
    /// replaced is put back. The files are then put in place in the order
    /// given; if one fails, the ones already replaced get their original
    /// back (a new file is removed), so either every file changes or none
    /// does. See `FileReplacement` for how one file is put in place and
    /// `TemporaryFile` for what a new file keeps.
    public static func updateAll(_ paths: [String], force: Bool = false,
                                 transform: ([[UInt8]?]) -> Result<[[UInt8]?], Failure>) -> Result<[[UInt8]?], Failure> {
        updateAll(paths, force: force, faults: FaultPlan(), transform: transform)
    }

    package static func updateAll(_ named: [String], force: Bool = false, faults: FaultPlan,
                                  transform: ([[UInt8]?]) -> Result<[[UInt8]?], Failure>) -> Result<[[UInt8]?], Failure> {
        // A symbolic link stays a link: the file at the end of its chain is replaced.
        let paths = named.map { canonical($0) ?? $0 }
        var locked: [Int32] = []
        defer {
            for fd in locked.reversed() {
                flock(fd, LOCK_UN)
                close(fd)
            }
        }
        switch lockFolders(paths) {
        case .success(let fds): locked = fds
        case .failure(let f): return .failure(f)
        }
        var changed = named[0]
        for _ in 0..<attempts {
            switch attempt(paths, named: named, force: force, faults: faults, transform: transform) {
            case .done(let updated):
                for fd in locked { fsync(fd) }
                return .success(updated)
            case .failed(let f): return .failure(f)
            case .changed(let name): changed = name
            }
        }
        return .failure(Failure(LocalText(.writeKeptChanging, changed)))
    }

    enum Outcome {
        case done([[UInt8]?])
        case failed(Failure)
        /// A file changed since it was read; nothing was written.
        case changed(String)
    }

    private static func attempt(_ paths: [String], named: [String], force: Bool, faults: FaultPlan,
                                transform: ([[UInt8]?]) -> Result<[[UInt8]?], Failure>) -> Outcome {
        var files: [ReadFile] = []
        defer { for f in files where f.fd >= 0 { close(f.fd) } }
        for (p, name) in zip(paths, named) {
            switch ReadFile.read(p, name: name) {
            case .success(let f): files.append(f)
            case .failure(let f): return .failed(f)
            }
        }
        let updated: [[UInt8]?]
        switch transform(files.map(\.bytes)) {
        case .success(let u): updated = u
        case .failure(let f): return .failed(f)
        }
        guard updated.count == paths.count else { return .failed(Failure("internal error: \(updated.count) texts for \(paths.count) files")) }

        var replacements: [FileReplacement] = []
        func discard() { for r in replacements { r.finish() } }
        // A new file gets the owner and permissions of the first existing file of the group.
        let first = files.compactMap(\.status).first
        for (i, file) in files.enumerated() {
            guard let bytes = updated[i], bytes != file.bytes else { continue }
            if let st = file.status, !force, let problem = readOnly(st, path: paths[i], name: named[i]) {
                discard()
                return .failed(Failure(problem).unchanged(named))
            }
            switch prepare(file, bytes: bytes, index: i, path: paths[i], name: named[i], newAttributes: first) {
            case .success(let r): replacements.append(r)
            case .failure(let f):
                discard()
                return .failed(f.unchanged(named))
            }
        }
        if replacements.isEmpty { return .done(updated) }

        faults.beforeCheck?()
        processHook?()
        for r in replacements {
            let same = r.fingerprint.map { $0.matches(path: r.path) } ?? (access(r.path, F_OK) != 0)
            if !same {
                discard()
                return .changed(r.name)
            }
        }
        faults.afterCheck?()
        switch WriteSignals.critical({ commit(&replacements, faults: faults) }) {
        case .done: return .done(updated)
        case let other: return other
        }
    }

    /// Puts every prepared file in place, or none.
    private static func commit(_ replacements: inout [FileReplacement], faults: FaultPlan) -> Outcome {
        defer { for r in replacements { r.finish() } }
        for k in replacements.indices {
            if let problem = replacements[k].apply(failing: faults.failRename == replacements[k].index) {
                for done in replacements[..<k].reversed() { done.undo() }
                return .failed(Failure(problem).unchanged(replacements.map(\.name)))
            }
        }
        // A write that reached an old file between the check and its
        // rename would be lost with it: put every original back and start again.
        if let late = replacements.first(where: { $0.changedAfterCheck() }) {
            for r in replacements.reversed() { r.undo() }
            return .changed(late.name)
        }
        return .done([])
    }

    /// The file's new text, on disk beside it (or its old text, for a rewrite in place).
    private static func prepare(_ file: ReadFile, bytes: [UInt8], index: Int, path: String, name: String,
                                newAttributes: stat?) -> Result<FileReplacement, Failure> {
        func replacement(_ kind: FileReplacement.Kind) -> FileReplacement {
            FileReplacement(index: index, path: path, name: name, kind: kind, original: file.bytes, new: bytes,
                            fingerprint: file.fingerprint, readFD: file.fd)
        }
        var attributes: FileAttributes
        if let st = file.status {
            attributes = FileAttributes(of: st)
            if st.st_nlink > 1 { return inPlace(file, path: path).map(replacement) }
        } else {
            attributes = newAttributes.map { FileAttributes(of: $0) } ?? FileAttributes(mode: 0o644)
            attributes.ownerRequired = false
        }
        switch TemporaryFile.write(bytes, beside: path, attributes: attributes) {
        case .success(let temp): return .success(replacement(.rename(temp: temp, keep: nil)))
        case .failure(.ownerRefused): return inPlace(file, path: path).map(replacement)
        case .failure(.failed(let text)): return .failure(Failure(text))
        }
    }

    /// Keeps the old bytes in a temporary copy for a rewrite in place.
    private static func inPlace(_ file: ReadFile, path: String) -> Result<FileReplacement.Kind, Failure> {
        switch TemporaryFile.write(file.bytes ?? [], beside: path, attributes: FileAttributes(mode: 0o600)) {
        case .success(let backup): return .success(.inPlace(backup: backup))
        case .failure(.failed(let text)): return .failure(Failure(text))
        case .failure(.ownerRefused): return .failure(Failure(LocalText(.writeCannotKeepOwner, path)))
        }
    }

    /// Why a file that says it is read-only is left alone, or nil.
    static func readOnly(_ st: stat, path: String, name: String) -> LocalText? {
        let mode = String(st.st_mode & 0o7777, radix: 8)
        if st.st_mode & 0o222 == 0 {
            return LocalText(.writeReadOnly, name, mode)
        }
        if geteuid() != 0 && access(path, W_OK) != 0 {
            return LocalText(.writeNotYours, name, mode, String(st.st_uid))
        }
        return nil
    }

    /// Locks each folder once (a second flock on the same folder from this
    /// process would wait for itself), in a fixed order.
    private static func lockFolders(_ paths: [String]) -> Result<[Int32], Failure> {
        var folders: [(key: String, path: String)] = []
        for p in paths {
            let dir = PathFolder.directory(of: p)
            let key = canonical(dir) ?? dir
            if !folders.contains(where: { $0.key == key }) { folders.append((key, dir)) }
        }
        folders.sort { $0.key < $1.key }
        var locked: [Int32] = []
        for folder in folders {
            let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            let failed = fd < 0 ? "open" : flock(fd, LOCK_EX) != 0 ? "lock" : nil
            if let failed {
                let message = "cannot \(failed) the folder '\(folder.path)': \(failureText())"
                if fd >= 0 { close(fd) }
                for l in locked { flock(l, LOCK_UN); close(l) }
                return .failure(Failure(message))
            }
            locked.append(fd)
        }
        return .success(locked)
    }

    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package static func failureText() -> String { String(cString: strerror(errno)) }
}

/// A file as read for a write: its bytes, its status and the descriptor it
/// was read through (kept open to see whether the old file changes later).
struct ReadFile {
    var fd: Int32 = -1
    var status: stat?
    var bytes: [UInt8]?
    var fingerprint: FileFingerprint?

    static func read(_ path: String, name: String) -> Result<ReadFile, SafeFileWriter.Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return .success(ReadFile()) }
            return .failure(.init(LocalText(.writeCannotRead, name, TemporaryFile.errorText())))
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let message = LocalText(.writeCannotRead, name, TemporaryFile.errorText())
            close(fd)
            return .failure(.init(message))
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .failure(.init(LocalText(.writeNotRegular, name)))
        }
        switch RealFileSystem().readAll(fd: fd, sizeHint: Int(st.st_size)) {
        case .success(let bytes):
            return .success(ReadFile(fd: fd, status: st, bytes: bytes, fingerprint: FileFingerprint(st, bytes: bytes)))
        case .failure(let e):
            close(fd)
            return .failure(.init(LocalText(.writeCannotRead, name, e.message)))
        }
    }
}
