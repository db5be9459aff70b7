#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

extension SafeFileWriter {
    /// Where a test may make a group write fail, to check that nothing is
    /// left half-done.
    package struct FaultPlan {
        /// Fail the rename of the file at this index (after the earlier ones succeeded).
        package var failRename: Int?
    }

    /// Changes several files together, as `update` changes one.
    ///
    /// Every file's folder is locked (each folder once, in a fixed order, so
    /// two processes never wait on each other). `transform` gets the current
    /// bytes of each file (`nil` for a file that does not exist yet) and
    /// returns the new bytes (`nil` to leave a file alone). Every new text is
    /// written to a temporary file beside its file and flushed to disk before
    /// any file is replaced; the files are then renamed into place in the
    /// order given. If a rename fails, the files already replaced get their
    /// original back (a new file is removed), so either every file changes or
    /// none does. A new file gets the permissions of the first existing file
    /// of the group. A path that is a symbolic link keeps being one: the
    /// file it points to is what changes.
    public static func updateAll(_ paths: [String], transform: ([[UInt8]?]) -> Result<[[UInt8]?], Failure>) -> Result<[[UInt8]?], Failure> {
        updateAll(paths, faults: FaultPlan(), transform: transform)
    }

    package static func updateAll(_ named: [String], faults: FaultPlan, transform: ([[UInt8]?]) -> Result<[[UInt8]?], Failure>) -> Result<[[UInt8]?], Failure> {
        // A symbolic link stays a link: the file it points to is replaced.
        let paths = named.map { canonical($0) ?? $0 }
        // Lock each folder once: a second flock on the same folder from this
        // process would wait for itself.
        var folders: [(key: String, path: String)] = []
        for p in paths {
            let dir = PathFolder.directory(of: p)
            let key = canonical(dir) ?? dir
            if !folders.contains(where: { $0.key == key }) { folders.append((key, dir)) }
        }
        folders.sort { $0.key < $1.key }
        var locked: [Int32] = []
        defer {
            for fd in locked.reversed() {
                flock(fd, LOCK_UN)
                close(fd)
            }
        }
        for folder in folders {
            let fd = open(folder.path, O_RDONLY | O_DIRECTORY)
            guard fd >= 0 else { return .failure(Failure("cannot open the folder '\(folder.path)': \(failureText())")) }
            locked.append(fd)
            guard flock(fd, LOCK_EX) == 0 else { return .failure(Failure("cannot lock the folder '\(folder.path)': \(failureText())")) }
        }

        var originals: [[UInt8]?] = []
        var modes: [mode_t?] = []
        for (p, name) in zip(paths, named) {
            var st = stat()
            if stat(p, &st) != 0 {
                if errno == ENOENT { originals.append(nil); modes.append(nil); continue }
                return .failure(Failure("cannot read '\(name)': \(failureText())"))
            }
            switch RealFileSystem().read(p) {
            case .success(let b): originals.append(b)
            case .failure(let e): return .failure(Failure("cannot read '\(name)': \(e.message)"))
            }
            modes.append(st.st_mode & 0o7777)
        }
        let updated: [[UInt8]?]
        switch transform(originals) {
        case .success(let u): updated = u
        case .failure(let f): return .failure(f)
        }
        guard updated.count == paths.count else { return .failure(Failure("internal error: \(updated.count) texts for \(paths.count) files")) }
        let defaultMode = modes.compactMap { $0 }.first ?? 0o644

        // Write every temporary file first.
        var temps: [(index: Int, path: String)] = []
        func removeTemps() { for t in temps { unlink(t.path) } }
        for (i, p) in paths.enumerated() {
            guard let bytes = updated[i], bytes != originals[i] else { continue }
            switch writeTemporary(bytes, beside: p, mode: modes[i] ?? defaultMode) {
            case .success(let t): temps.append((i, t))
            case .failure(let f):
                removeTemps()
                return .failure(Failure(f.description + (paths.count == 1 ? "; '\(named[i])' was not changed" : "; no file was changed")))
            }
        }
        if temps.isEmpty { return .success(updated) }

        // Keep a second name for each original that is replaced before the
        // last rename, so it can be put back.
        var backups: [Int: String] = [:]
        func removeBackups() { for (_, b) in backups { unlink(b) } }
        for t in temps.dropLast() where originals[t.index] != nil {
            let backup = t.path + ".orig"
            if link(paths[t.index], backup) != 0 {
                let message = "cannot keep a copy of '\(named[t.index])' while replacing it: \(failureText())"
                removeBackups()
                removeTemps()
                return .failure(Failure(message))
            }
            backups[t.index] = backup
        }
        for (k, t) in temps.enumerated() {
            // A new file is linked into place, which fails rather than replace
            // a file that appeared meanwhile; an existing one is renamed over.
            let isNew = originals[t.index] == nil
            let failed = faults.failRename == t.index
                || (isNew ? !linkNew(t.path, paths[t.index]) : rename(t.path, paths[t.index]) != 0)
            if failed {
                let message = "cannot replace '\(named[t.index])': \(faults.failRename == t.index ? "injected failure" : failureText())"
                // Undo the renames already done.
                for done in temps[..<k] {
                    if let backup = backups[done.index] {
                        rename(backup, paths[done.index])
                        backups[done.index] = nil
                    } else {
                        unlink(paths[done.index])
                    }
                }
                removeBackups()
                for rest in temps[k...] { unlink(rest.path) }
                return .failure(Failure(message + "; no file was changed"))
            }
        }
        removeBackups()
        for fd in locked { fsync(fd) }
        return .success(updated)
    }

    /// Puts a temporary file in place as a new file: linked, so that a file
    /// that appeared meanwhile is not replaced (renamed where the file system
    /// has no hard links and the name is still free).
    private static func linkNew(_ temp: String, _ path: String) -> Bool {
        if link(temp, path) == 0 {
            unlink(temp)
            return true
        }
        if errno == EEXIST || access(path, F_OK) == 0 { return false }
        return rename(temp, path) == 0
    }

    /// Writes `bytes` to a new temporary file in the folder of `path`,
    /// flushed to disk, with `mode`; returns its path.
    package static func writeTemporary(_ bytes: [UInt8], beside path: String, mode: mode_t) -> Result<String, Failure> {
        let directory = PathFolder.directory(of: path)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((directory + "/." + base + ".tally-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Failure("cannot create a temporary file in '\(directory)': \(failureText())")) }
        let tempPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        func fail(_ message: String) -> Result<String, Failure> {
            close(fd)
            unlink(tempPath)
            return .failure(Failure(message))
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return fail("cannot write '\(tempPath)': \(failureText())")
            }
            written += n
        }
        if fchmod(fd, mode) != 0 { return fail("cannot set permissions on '\(tempPath)': \(failureText())") }
        if fsync(fd) != 0 { return fail("cannot flush '\(tempPath)' to disk: \(failureText())") }
        if close(fd) != 0 {
            unlink(tempPath)
            return .failure(Failure("cannot close '\(tempPath)': \(failureText())"))
        }
        return .success(tempPath)
    }

    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package static func failureText() -> String { String(cString: strerror(errno)) }
}
