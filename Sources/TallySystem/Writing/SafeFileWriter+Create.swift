import TallyLocale
#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

extension SafeFileWriter {
    /// Creates a new file holding `bytes`, refusing when `path` exists.
    ///
    /// The bytes go to a temporary file in the same folder (`TemporaryFile`:
    /// removed on a failure or a signal), are flushed to disk, and the file
    /// is then linked to its name: `link` fails when the name is taken, so
    /// an existing file is never replaced, and nobody ever sees a
    /// half-written file. Where the file system has no hard links, the name
    /// is taken by a rename only while it is still free. The folder is
    /// flushed afterwards, so the new name survives a crash.
    public static func create(_ path: String, bytes: [UInt8], mode: mode_t = 0o644) -> Result<Void, Failure> {
        if access(path, F_OK) == 0 { return .failure(Failure(LocalText(.writeExists, path))) }
        let temp: TemporaryFile
        switch TemporaryFile.write(bytes, beside: path, attributes: FileAttributes(mode: mode)) {
        case .success(let t): temp = t
        case .failure(.failed(let text)): return .failure(Failure(text))
        case .failure(.ownerRefused): return .failure(Failure(LocalText(.writeCannotCreateAs, path)))
        }
        let placed = WriteSignals.critical { temp.linkNew(as: path) }
        guard placed else {
            let exists = access(path, F_OK) == 0
            let message = exists ? LocalText(.writeExists, path) : LocalText(.writeCannotCreate, path, TemporaryFile.errorText())
            temp.remove()
            return .failure(Failure(message))
        }
        TemporaryFile.syncFolder(PathFolder.directory(of: path))
        return .success(())
    }
}
