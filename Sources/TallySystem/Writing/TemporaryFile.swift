import TallyLocale
#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

/// Who owns a file and who may read it: what a file Tally replaces keeps.
package struct FileAttributes {
    /// Permission bits only: setuid, setgid and sticky bits are never copied.
    package var mode: mode_t
    /// The owner and group to give the new file, when not the writer's own.
    package var owner: (uid: uid_t, gid: gid_t)?
    /// Whether failing to give `owner` is an error (it is for a file that
    /// replaces one; a new file beside it only tries).
    package var ownerRequired = true

    package init(mode: mode_t, owner: (uid: uid_t, gid: gid_t)? = nil, ownerRequired: Bool = true) {
        self.mode = mode & 0o777
        self.owner = owner
        self.ownerRequired = ownerRequired
    }

    /// What a file with this status has.
    package init(of st: stat) {
        self.init(mode: st.st_mode, owner: (st.st_uid, st.st_gid))
    }
}

/// The one routine that writes a temporary file beside the file it will
/// become: created with `mkstemp` in the same folder (so a rename is
/// atomic), listed with `WriteSignals` so a signal removes it, written in
/// full, given its owner and permissions, flushed to disk and closed. It is
/// then renamed or linked into place, or removed.
package struct TemporaryFile {
    package let path: String
    private let slot: Int?

    package enum Problem: Error {
        case failed(LocalText)
        /// The writer may not give the file its owner (not root, not the owner).
        case ownerRefused
    }

    package static func write(_ bytes: [UInt8], beside target: String, attributes: FileAttributes) -> Result<TemporaryFile, Problem> {
        let directory = PathFolder.directory(of: target)
        let base = PathFolder.name(of: target)
        var template = Array((directory + "/." + base + ".tally-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            // Not empty: it holds at least the suffix and its terminating zero.
            guard let start = buffer.baseAddress else { return -1 }
            return mkstemp(start)
        }
        guard fd >= 0 else { return .failure(.failed(LocalText(.writeCannotTemp, directory, errorText()))) }
        let tempPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let file = TemporaryFile(path: tempPath, slot: WriteSignals.register(tempPath))
        func fail(_ problem: Problem) -> Result<TemporaryFile, Problem> {
            close(fd)
            file.remove()
            return .failure(problem)
        }
        if let problem = writeAll(fd, bytes, name: tempPath) { return fail(.failed(problem)) }
        if let owner = attributes.owner, owner.uid != geteuid() || owner.gid != getegid(), fchown(fd, owner.uid, owner.gid) != 0 {
            if errno == EPERM && attributes.ownerRequired { return fail(.ownerRefused) }
            if errno != EPERM { return fail(.failed(LocalText(.writeCannotOwn, tempPath, errorText()))) }
        }
        // After fchown, which may clear bits; never setuid or setgid.
        if fchmod(fd, attributes.mode) != 0 { return fail(.failed(LocalText(.writeCannotChmod, tempPath, errorText()))) }
        if fsync(fd) != 0 { return fail(.failed(LocalText(.writeCannotFlush, tempPath, errorText()))) }
        if close(fd) != 0 {
            file.remove()
            return .failure(.failed(LocalText(.writeCannotClose, tempPath, errorText())))
        }
        return .success(file)
    }

    /// Renames the file over `target`; the errno on failure.
    package func rename(over target: String) -> Int32? {
        if Glibc.rename(path, target) != 0 { return errno }
        WriteSignals.unregister(slot)
        return nil
    }

    /// Puts the file in place as a new file: linked, so that a file that
    /// appeared meanwhile is not replaced (renamed where the file system has
    /// no hard links and the name is still free).
    package func linkNew(as target: String) -> Bool {
        if link(path, target) == 0 {
            remove()
            return true
        }
        if errno == EEXIST || access(target, F_OK) == 0 { return false }
        return rename(over: target) == nil
    }

    package func remove() {
        unlink(path)
        WriteSignals.unregister(slot)
    }

    /// Writes every byte; the error text on failure (EFBIG, ENOSPC…).
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8], name: String) -> LocalText? {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.write(fd, base + written, raw.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return LocalText(.writeCannotWrite, name, errorText())
            }
            written += n
        }
        return nil
    }

    /// Flushes a folder's entries (a rename or a new name) to disk.
    package static func syncFolder(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    package static func errorText() -> String { String(cString: strerror(errno)) }
}
