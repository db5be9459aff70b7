#if canImport(Glibc)
import Glibc
#endif
import TallyEngine
import TallySyntax

/// The file system through POSIX calls (no Foundation).
public struct RealFileSystem: FileSystem {
    /// The size from which `readSource` maps a file instead of reading it.
    public var mapsFrom: Int

    public init(mapsFrom: Int = 1 << 22) { self.mapsFrom = mapsFrom }

    /// The file's bytes read into memory (never mapped: the array is the caller's).
    public func read(_ path: String) -> Result<[UInt8], FileSystemError> {
        RealFileSystem(mapsFrom: .max).readSource(path).map(\.array)
    }

    /// A regular file of at least `mapsFrom` bytes is mapped (see
    /// `SourceBytes`); a smaller one, or one that cannot be mapped, is read.
    public func readSource(_ path: String) -> Result<SourceBytes, FileSystemError> {
        let fd = open(path, O_RDONLY)
        if fd < 0 { return .failure(FileSystemError(String(cString: strerror(errno)))) }
        var st = stat()
        if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG && Int(st.st_size) >= mapsFrom,
           let mapped = SourceBytes(mapping: fd, status: st) {
            return .success(mapped)
        }
        defer { close(fd) }
        if (st.st_mode & S_IFMT) == S_IFDIR { return .failure(FileSystemError("it is a directory")) }
        return readAll(fd: fd, sizeHint: Int(st.st_size)).map { SourceBytes($0) }
    }

    /// Reads a descriptor to its end.
    public func readAll(fd: Int32, sizeHint: Int = 0) -> Result<[UInt8], FileSystemError> {
        var capacity = max(sizeHint + 1, 1 << 16)
        var bytes = [UInt8]()
        var failure: FileSystemError?
        while failure == nil {
            // Read straight into the array's spare capacity: no second copy.
            var grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = bytes.count
                adviseHugePages(buffer.baseAddress, byteCount: buffer.count)
                if count > 0 { _ = buffer.initialize(from: bytes) }
                while count < capacity {
                    // count < capacity: the buffer is not empty, so it has a base address.
                    let n = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = FileSystemError(String(cString: strerror(errno)))
                        return
                    }
                    if n == 0 { break }
                    count += n
                }
            }
            swap(&bytes, &grown)
            if bytes.count < capacity { break }
            capacity *= 2
        }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }

    public func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func glob(_ pattern: String) -> [String] {
        var g = glob_t()
        defer { globfree(&g) }
        guard Glibc.glob(pattern, 0, nil, &g) == 0 else { return [] }
        var result: [String] = []
        for i in 0..<Int(g.gl_pathc) {
            if let p = g.gl_pathv[i] { result.append(String(cString: p)) }
        }
        return result.sorted()
    }
}
