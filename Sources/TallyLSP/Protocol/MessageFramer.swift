/// Splits a byte stream into messages by `Content-Length` headers (the
/// base protocol of LSP) and frames outgoing ones.
///
/// A header block without a usable `Content-Length` is dropped and reported
/// as a problem; the stream goes on at the next header.
package struct MessageFramer {
    /// What `next()` found.
    package enum Item: Equatable {
        case message([UInt8])
        /// A header block that could not be used, and why.
        case problem(String)
    }

    /// A body larger than this is refused (and skipped).
    package static let maximumLength = 1 << 28
    /// A header block longer than this is not a header.
    static let maximumHeader = 8192

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused body still to skip.
    private var skipping = 0

    package init() {}

    /// No bytes of a message are waiting for the rest of it.
    package var isEmpty: Bool { start >= buffer.count && skipping == 0 }

    package mutating func feed(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or problem, or `nil` when more bytes are needed.
    package mutating func next() -> Item? {
        defer { compact() }
        if skipping > 0 {
            let n = min(skipping, buffer.count - start)
            start += n
            skipping -= n
            if skipping > 0 { return nil }
        }
        guard let end = headerEnd() else {
            if buffer.count - start > MessageFramer.maximumHeader {
                start = buffer.count
                return .problem("no message header in the last \(MessageFramer.maximumHeader) bytes; skipped them")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingBlanks.lowercased()
            if name == "content-length" { length = Int(line[line.index(after: colon)...].trimmingBlanks) }
        }
        let bodyStart = end + 4
        guard let length, length >= 0 else {
            start = bodyStart
            return .problem("a message header without a valid Content-Length; skipped it")
        }
        if length > MessageFramer.maximumLength {
            start = bodyStart
            skipping = length
            return .problem("a message of \(length) bytes is too large; skipped it")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        return .message(Array(buffer[bodyStart..<start]))
    }

    private func headerEnd() -> Int? {
        var k = start
        let limit = min(buffer.count, start + MessageFramer.maximumHeader + 4)
        while k + 3 < limit {
            if buffer[k] == 13 && buffer[k + 1] == 10 && buffer[k + 2] == 13 && buffer[k + 3] == 10 { return k }
            k += 1
        }
        return nil
    }

    private mutating func compact() {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// One message with its header, ready to write.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    var trimmingBlanks: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return s
    }
}
