/// Advice to the system about memory the loader is about to fill: the rows
/// of a large journal are reserved at once and then written in order, which
/// the system may back with larger pages. The engine makes no system calls;
/// the command line supplies the real hints (TallySystem's `HugePages`), and
/// `NoMemoryHints` gives none. The engine's one system call, made through
/// this protocol, takes an address: it is lent to `willFill` inside the
/// array's closure and kept by no one.
package protocol MemoryHints: Sendable {
    /// `byteCount` bytes from `start` were reserved and are not yet written.
    func willFill(_ start: UnsafeMutableRawPointer, byteCount: Int)
}

/// No advice: the memory is used as the system gives it.
package struct NoMemoryHints: MemoryHints {
    package init() {}
    package func willFill(_ start: UnsafeMutableRawPointer, byteCount: Int) {}
}

extension Array where Element: BitwiseCopyable {
    /// Reserves room for `n` elements and passes the room not yet used to
    /// `hints`.
    package mutating func reserveCapacity(_ n: Int, hints: any MemoryHints) {
        reserveCapacity(n)
        let used = count
        let room = capacity - used
        guard room > 0 else { return }
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            hints.willFill(UnsafeMutableRawPointer(base + used), byteCount: room * MemoryLayout<Element>.stride)
        }
    }
}
