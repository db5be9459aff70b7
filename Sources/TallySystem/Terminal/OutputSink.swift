#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte sink: buffers output and writes it to a file descriptor in 64 KiB
/// chunks, or keeps it (for tests).
package final class OutputSink {
    private var buffer: [UInt8] = []
    private let fd: Int32?
    /// Everything written, when not attached to a file descriptor.
    package private(set) var captured: [UInt8] = []
    /// Whether this sink is a terminal.
    package let isTerminal: Bool
    /// The `errno` of the first write that failed (a full disk, a closed
    /// pipe when SIGPIPE is ignored); later output is dropped.
    package private(set) var writeError: Int32?
    /// What `writeError` means, in words.
    package var writeErrorText: String? { writeError.map { String(cString: strerror($0)) } }

    package init(fd: Int32) {
        self.fd = fd
        self.isTerminal = isatty(fd) == 1
        buffer.reserveCapacity(1 << 16)
    }

    /// A sink that keeps what is written.
    package init(capturingAsTerminal: Bool = false) {
        self.fd = nil
        self.isTerminal = capturingAsTerminal
    }

    package var text: String { String(decoding: captured, as: UTF8.self) }

    package func write(_ bytes: [UInt8]) {
        guard fd != nil else { captured.append(contentsOf: bytes); return }
        if buffer.isEmpty && bytes.count >= 1 << 16 {
            // A whole chunk already: written as it is, without a copy.
            if writeError == nil, let fd, let failure = OutputSink.writeAll(bytes, to: fd) { writeError = failure }
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    package func write(_ text: String) { write(Array(text.utf8)) }

    package func flush() {
        guard let fd, !buffer.isEmpty else { return }
        guard writeError == nil else { buffer.removeAll(keepingCapacity: true); return }
        let failure = OutputSink.writeAll(buffer, to: fd)
        if let failure { writeError = failure }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }

    /// Writes all of `bytes` to `fd`, retrying after interrupts; `nil`, or
    /// the errno of the write that failed (EIO when it wrote nothing).
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }   // nothing to write
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, base + offset, raw.count - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return n < 0 ? errno : EIO
                }
                offset += n
            }
            return nil
        }
    }
}
