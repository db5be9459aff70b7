#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

/// The one way Tally changes a file.
///
/// `update` locks the file's folder (so two Tally processes writing the same
/// file take turns and neither write is lost), reads the current bytes, asks
/// `transform` for the new ones (the caller checks them: they must parse and
/// keep what they should), writes them to a temporary file in the same
/// folder, flushes it to disk, gives it the original's permissions and
/// renames it over the original. If any step fails the original is left as
/// it was and the error says why.
public enum SafeFileWriter {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public static func update(_ path: String, transform: ([UInt8]) -> Result<[UInt8], Failure>) -> Result<[UInt8], Failure> {
        let directory = PathFolder.directory(of: path)
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY)
        guard dirFD >= 0 else { return .failure(Failure("cannot open the folder '\(directory)': \(errorText())")) }
        defer { close(dirFD) }
        guard flock(dirFD, LOCK_EX) == 0 else { return .failure(Failure("cannot lock the folder '\(directory)': \(errorText())")) }
        defer { flock(dirFD, LOCK_UN) }

        let original: [UInt8]
        switch RealFileSystem().read(path) {
        case .success(let b): original = b
        case .failure(let e): return .failure(Failure("cannot read '\(path)': \(e.message)"))
        }
        let updated: [UInt8]
        switch transform(original) {
        case .success(let b): updated = b
        case .failure(let f): return .failure(f)
        }
        if updated == original { return .success(updated) }
        var st = stat()
        let mode: mode_t = stat(path, &st) == 0 ? st.st_mode & 0o7777 : 0o644

        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((directory + "/." + base + ".tally-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Failure("cannot create a temporary file in '\(directory)': \(errorText())")) }
        let tempPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        func fail(_ message: String) -> Result<[UInt8], Failure> {
            close(fd)
            unlink(tempPath)
            return .failure(Failure(message))
        }
        var written = 0
        while written < updated.count {
            let n = updated.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return fail("cannot write '\(tempPath)': \(errorText())")
            }
            written += n
        }
        if fchmod(fd, mode) != 0 { return fail("cannot set permissions on '\(tempPath)': \(errorText())") }
        if fsync(fd) != 0 { return fail("cannot flush '\(tempPath)' to disk: \(errorText())") }
        if close(fd) != 0 {
            unlink(tempPath)
            return .failure(Failure("cannot close '\(tempPath)': \(errorText())"))
        }
        if rename(tempPath, path) != 0 {
            let message = "cannot replace '\(path)': \(errorText())"
            unlink(tempPath)
            return .failure(Failure(message))
        }
        fsync(dirFD)
        return .success(updated)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// Folder of a path, for files named relative to the working directory.
enum PathFolder {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }
}
