#if canImport(Glibc)
import Glibc
#endif
import TallyEngine
import TallySyntax

/// The file system through POSIX calls (no Foundation).
public struct RealFileSystem: FileSystem {
    /// The size from which `readSource` maps a file instead of reading it.
    public var mapsFrom: Int
    /// The most bytes a file may have (`FileSizeLimit.bytes`); a larger one
    /// is refused, whether its size shows or only its reading reaches it.
    public var sizeLimit: Int

    public init(mapsFrom: Int = 1 << 22, sizeLimit: Int = FileSizeLimit.bytes) {
        self.mapsFrom = mapsFrom
        self.sizeLimit = sizeLimit
    }

    /// The file's bytes read into memory (never mapped: the array is the caller's).
    public func read(_ path: String) -> Result<[UInt8], FileSystemError> {
        openRegular(path).flatMap { fd, st in
            defer { close(fd) }
            return readAll(fd: fd, sizeHint: Int(st.st_size))
        }
    }

    public func read(_ path: String, limit: Int) -> Result<[UInt8], FileSystemError> {
        RealFileSystem(mapsFrom: mapsFrom, sizeLimit: min(limit, sizeLimit)).read(path)
    }

    /// With `mapping`, a regular file of at least `mapsFrom` bytes is mapped
    /// (see `SourceBytes`); a smaller one, or one that cannot be mapped, is read.
    ///
    /// Only regular files on disk are read: what the opened descriptor is
    /// (not the path, which could change in between) decides, so a device,
    /// a pipe, a socket or a file of /proc or /sys is refused rather than
    /// read without end, and opening never waits for a pipe's writer.
    public func readSource(_ path: String, mapping: Bool) -> Result<SourceBytes, FileSystemError> {
        openRegular(path).flatMap { fd, st in
            if mapping && Int(st.st_size) >= mapsFrom, let mapped = SourceBytes(mapping: fd, status: st) {
                return .success(mapped)
            }
            defer { close(fd) }
            return readSource(fd: fd, size: Int(st.st_size))
        }
    }

    /// The path opened, when it is a regular file on disk within the size
    /// limit (see `readSource`): its descriptor, which the caller closes,
    /// and its status.
    /// The device number of /dev/null, when there is one.
    static let nullDevice: dev_t? = {
        var st = stat()
        guard stat("/dev/null", &st) == 0, (st.st_mode & S_IFMT) == S_IFCHR else { return nil }
        return st.st_rdev
    }()

    private func openRegular(_ path: String) -> Result<(Int32, stat), FileSystemError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { return .failure(FileSystemError(String(cString: strerror(errno)))) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            defer { close(fd) }
            return .failure(FileSystemError(String(cString: strerror(errno))))
        }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            return .failure(FileSystemError("it is a directory"))
        }
        // /dev/null is an empty journal, as for ledger and hledger (`-f /dev/null`).
        if (st.st_mode & S_IFMT) == S_IFCHR, let null = Self.nullDevice, st.st_rdev == null {
            return .success((fd, st))
        }
        if (st.st_mode & S_IFMT) != S_IFREG || Self.isSystemFile(fd) {
            close(fd)
            return .failure(.notRegularFile())
        }
        if Int(st.st_size) > sizeLimit {
            close(fd)
            return .failure(.tooLarge(limit: sizeLimit))
        }
        return .success((fd, st))
    }

    /// The file `fd` of `size` bytes read straight into the memory the
    /// bytes keep. One byte of room more than the size: a file that grew
    /// since it was opened fills it, and the rest is read as a stream.
    private func readSource(fd: Int32, size: Int) -> Result<SourceBytes, FileSystemError> {
        var failure: FileSystemError?
        let bytes = SourceBytes(unsafeUninitializedCapacity: size + 1) { buffer in
            HugePages.advise(buffer.baseAddress, byteCount: buffer.count)
            switch Self.fill(fd, buffer, from: 0) {
            case .success(let n): return n
            case .failure(let e): failure = e; return 0
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count <= size { return .success(bytes) }
        return readAll(fd: fd, sizeHint: 2 * size, after: bytes.array).map { SourceBytes($0) }
    }

    /// Reads `fd` into `buffer` from offset `count` until the buffer is
    /// full or the descriptor at its end: the bytes in the buffer then.
    static func fill(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer, from count: Int) -> Result<Int, FileSystemError> {
        guard let base = buffer.baseAddress else { return .success(count) }
        var count = count
        while count < buffer.count {
            let n = Glibc.read(fd, base + count, buffer.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileSystemError(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            count += n
        }
        return .success(count)
    }

    /// The descriptor is a file of /proc or /sys: regular by its mode, but
    /// made up as it is read (its size says 0), and /proc/self/fd/0 is
    /// whatever standard input is. What the descriptor is open on is asked
    /// of the kernel, so a symbolic link to such a file is seen through.
    static func isSystemFile(_ fd: Int32) -> Bool {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        guard n > 0 else { return false }
        let target = buffer[..<n].map { UInt8(bitPattern: $0) }
        return target.starts(with: Array("/proc/".utf8)) || target.starts(with: Array("/sys/".utf8))
    }

    /// Reads a descriptor to its end, or fails once it has given more than
    /// `sizeLimit` bytes (standard input, or a file that grew while read).
    public func readAll(fd: Int32, sizeHint: Int = 0) -> Result<[UInt8], FileSystemError> {
        readAll(fd: fd, sizeHint: sizeHint, after: [])
    }

    /// `readAll`, the bytes `before` having been read already.
    private func readAll(fd: Int32, sizeHint: Int, after before: [UInt8]) -> Result<[UInt8], FileSystemError> {
        if before.count > sizeLimit { return .failure(.tooLarge(limit: sizeLimit)) }
        var capacity = min(max(sizeHint + 1, before.count + 1, 1 << 16), sizeLimit + 1)
        var bytes = before
        var failure: FileSystemError?
        while failure == nil {
            // Read straight into the array's spare capacity: no second copy.
            var grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = bytes.count
                HugePages.advise(buffer.baseAddress, byteCount: buffer.count)
                if count > 0 { _ = buffer.initialize(from: bytes) }
                switch Self.fill(fd, UnsafeMutableRawBufferPointer(buffer), from: count) {
                case .success(let n): count = n
                case .failure(let e): failure = e
                }
            }
            swap(&bytes, &grown)
            if bytes.count < capacity { break }
            if bytes.count > sizeLimit { return .failure(.tooLarge(limit: sizeLimit)) }
            capacity = min(capacity * 2, sizeLimit + 1)
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
