#if canImport(Glibc)
import Glibc
#endif

extension SafeFileWriter {
    /// Creates a new file holding `bytes`, refusing when `path` exists.
    ///
    /// The bytes go to a temporary file in the same folder, are flushed to
    /// disk, and the file is then linked to its name: `link` fails when the
    /// name is taken, so an existing file is never replaced, and nobody ever
    /// sees a half-written file. Where the file system has no hard links,
    /// the file is created exclusively (`O_EXCL`) and written in place.
    public static func create(_ path: String, bytes: [UInt8], mode: mode_t = 0o644) -> Result<Void, Failure> {
        let directory = PathFolder.directory(of: path)
        if access(path, F_OK) == 0 { return .failure(Failure("'\(path)' already exists")) }
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((directory + "/." + base + ".tally-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Failure("cannot create a file in '\(directory)': \(errorText())")) }
        let tempPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        defer { unlink(tempPath) }
        if let problem = writeAll(fd, bytes, name: tempPath) ?? (fchmod(fd, mode) != 0 ? "cannot set permissions on '\(tempPath)': \(errorText())" : nil)
            ?? (fsync(fd) != 0 ? "cannot flush '\(tempPath)' to disk: \(errorText())" : nil) {
            close(fd)
            return .failure(Failure(problem))
        }
        close(fd)
        if link(tempPath, path) == 0 {
            syncFolder(directory)
            return .success(())
        }
        if errno == EEXIST { return .failure(Failure("'\(path)' already exists")) }
        // No hard links here: create the name exclusively instead.
        let out = open(path, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard out >= 0 else {
            return .failure(Failure(errno == EEXIST ? "'\(path)' already exists" : "cannot create '\(path)': \(errorText())"))
        }
        if let problem = writeAll(out, bytes, name: path) ?? (fsync(out) != 0 ? "cannot flush '\(path)' to disk: \(errorText())" : nil) {
            close(out)
            unlink(path)
            return .failure(Failure(problem))
        }
        close(out)
        syncFolder(directory)
        return .success(())
    }

    /// Writes every byte; the error text on failure.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], name: String) -> String? {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return "cannot write '\(name)': \(errorText())"
            }
            written += n
        }
        return nil
    }

    private static func syncFolder(_ directory: String) {
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY)
        if dirFD >= 0 { fsync(dirFD); close(dirFD) }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
