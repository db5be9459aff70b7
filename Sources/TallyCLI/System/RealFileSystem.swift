#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

/// The file system through POSIX calls (no Foundation).
public struct RealFileSystem: FileSystem {
    public init() {}

    public func read(_ path: String) -> Result<[UInt8], FileSystemError> {
        let fd = open(path, O_RDONLY)
        if fd < 0 { return .failure(FileSystemError(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
            return .failure(FileSystemError("it is a directory"))
        }
        return readAll(fd: fd, sizeHint: Int(st.st_size))
    }

    /// Reads a descriptor to its end.
    public func readAll(fd: Int32, sizeHint: Int = 0) -> Result<[UInt8], FileSystemError> {
        var bytes = [UInt8]()
        var capacity = max(sizeHint + 1, 1 << 16)
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileSystemError(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            if bytes.count + n > capacity {
                capacity = max(capacity * 2, bytes.count + n)
                bytes.reserveCapacity(capacity)
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
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
