#if canImport(Glibc)
import Glibc
#endif

/// What a file was when Tally read it: which file (device and inode), its
/// size, its modification time to the nanosecond and a hash of its bytes.
/// Compared again right before the new text is put in place, so a change
/// made meanwhile by a program that takes no lock (an editor saving, a
/// script appending) is seen instead of overwritten.
package struct FileFingerprint: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: timespec
    var hash: UInt64

    package init(_ st: stat, bytes: [UInt8]) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        size = Int(st.st_size)
        modified = st.st_mtim
        var h = ContentHash()
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let end = min(offset + ContentHash.chunk, raw.count)
                h.add(UnsafeRawBufferPointer(rebasing: raw[offset..<end]))
                offset = end
            }
        }
        hash = h.value
    }

    package static func == (a: FileFingerprint, b: FileFingerprint) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size && a.hash == b.hash
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
    }

    /// Whether the file's status (not its bytes) still matches: same file,
    /// same size, same modification time.
    package func sameStatus(_ st: stat) -> Bool {
        UInt64(st.st_dev) == device && UInt64(st.st_ino) == inode && Int(st.st_size) == size
            && st.st_mtim.tv_sec == modified.tv_sec && st.st_mtim.tv_nsec == modified.tv_nsec
    }

    /// Whether the file at `path` is still the one read: its status first,
    /// then its bytes, hashed as they are read back (no second copy in memory).
    package func matches(path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, sameStatus(st) else { return false }
        var h = ContentHash()
        var buffer = [UInt8](repeating: 0, count: ContentHash.chunk)
        var total = 0
        while true {
            // Fill whole chunks, so the hash is the same however reads split.
            var filled = 0
            while filled < buffer.count {
                let n = buffer.withUnsafeMutableBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return 0 }
                    return read(fd, base + filled, raw.count - filled)
                }
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if n == 0 { break }
                filled += n
            }
            if filled == 0 { break }
            total += filled
            buffer.withUnsafeBytes { h.add(UnsafeRawBufferPointer(rebasing: $0[0..<filled])) }
            if filled < buffer.count { break }
        }
        return total == size && h.value == hash
    }
}

/// A fast 64-bit hash of bytes, eight at a time: it tells a changed file
/// from an unchanged one, and is not meant to resist a forger.
struct ContentHash {
    static let chunk = 1 << 16
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var i = 0
        var h = value
        while i + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            h = ((h ^ word) &* prime)
            h ^= h >> 29
            i += 8
        }
        while i < bytes.count {
            h = (h ^ UInt64(bytes[i])) &* prime
            i += 1
        }
        value = (h ^ UInt64(bytes.count)) &* 0x9e37_79b9_7f4a_7c15
    }
}
