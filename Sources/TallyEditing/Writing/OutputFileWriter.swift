#if canImport(Glibc)
import Glibc
#endif

/// Writes a report file (not a journal): to a temporary file in the same
/// folder, flushed to disk, then renamed over the target, so a reader never
/// sees half a page and a failed write leaves the old file as it was.
package enum OutputFileWriter {
    package static func write(_ bytes: [UInt8], to path: String) -> Result<Void, SafeFileWriter.Failure> {
        let directory = PathFolder.directory(of: path)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((directory + "/." + base + ".tally-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(.init("cannot create a file in '\(directory)': \(String(cString: strerror(errno)))")) }
        let tempPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        func fail(_ what: String) -> Result<Void, SafeFileWriter.Failure> {
            let message = "cannot \(what) '\(path)': \(String(cString: strerror(errno)))"
            close(fd)
            unlink(tempPath)
            return .failure(.init(message))
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return fail("write")
            }
            written += n
        }
        var st = stat()
        let mode: mode_t = stat(path, &st) == 0 ? st.st_mode & 0o7777 : 0o644
        if fchmod(fd, mode) != 0 { return fail("set permissions of") }
        if fsync(fd) != 0 { return fail("flush") }
        close(fd)
        if rename(tempPath, path) != 0 {
            let message = "cannot write '\(path)': \(String(cString: strerror(errno)))"
            unlink(tempPath)
            return .failure(.init(message))
        }
        return .success(())
    }
}
