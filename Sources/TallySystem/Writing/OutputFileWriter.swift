import TallyLocale
#if canImport(Glibc)
import Glibc
#endif

/// Writes a report file (not a journal) as Tally writes every file
/// (`SafeFileWriter`): through a temporary file in the same folder,
/// flushed, renamed over the target and the folder flushed, so a reader
/// never sees half a page, a failed write leaves the old file as it was,
/// and the file keeps its owner, permissions, links and symbolic link. A
/// read-only file is refused unless `force`. A target that is not a
/// regular file (`/dev/stdout`, a pipe) is written to directly.
package enum OutputFileWriter {
    package static func write(_ bytes: [UInt8], to path: String, force: Bool = false) -> Result<Void, SafeFileWriter.Failure> {
        var st = stat()
        if stat(path, &st) == 0 && st.st_mode & S_IFMT != S_IFREG && st.st_mode & S_IFMT != S_IFDIR {
            return writeDirectly(bytes, to: path)
        }
        return SafeFileWriter.updateAll([path], force: force) { _ in .success([bytes]) }.map { _ in () }
    }

    private static func writeDirectly(_ bytes: [UInt8], to path: String) -> Result<Void, SafeFileWriter.Failure> {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.init(LocalText(.writeCannotOpen, path, TemporaryFile.errorText()))) }
        if let problem = TemporaryFile.writeAll(fd, bytes, name: path) {
            close(fd)
            return .failure(.init(problem))
        }
        if close(fd) != 0 { return .failure(.init(LocalText(.writeCannotWrite, path, TemporaryFile.errorText()))) }
        return .success(())
    }
}
