import TallySyntax

/// Where JSON text is written: an array of bytes, or a report's `ByteOutput`.
package protocol JSONByteSink: ~Copyable {
    mutating func appendJSONBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func appendJSONByte(_ byte: UInt8)
}

extension Array: JSONByteSink where Element == UInt8 {
    @inline(__always) package mutating func appendJSONBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
    @inline(__always) package mutating func appendJSONByte(_ byte: UInt8) { append(byte) }
}

extension ByteOutput: JSONByteSink {
    @inline(__always) package mutating func appendJSONBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }
    @inline(__always) package mutating func appendJSONByte(_ byte: UInt8) { append(byte) }
}

/// A string as JSON text quotes it (RFC 8259): `"` and `\` escaped, line
/// feed, carriage return and tab by their letters, the other bytes below 32
/// as `\u00XX`, every other byte (UTF-8 included) as it is. The one home of
/// JSON string escaping: the reports (`JSONWriter`, `JSONRows`) and the
/// language server's messages all write strings through it. The scan
/// reads eight bytes a step; `JSONStringTests` compares it with a plain
/// byte-by-byte escaper on generated strings.
package enum JSONString {
    /// `s` quoted: runs of bytes that need no escape are copied whole,
    /// eight bytes a step while none does.
    package static func append<Sink: JSONByteSink & ~Copyable>(_ s: UnsafeBufferPointer<UInt8>, to out: inout Sink) {
        out.appendJSONByte(UInt8(ascii: "\""))
        var run = 0
        var i = 0
        if let start = s.baseAddress {
            let raw = UnsafeRawPointer(start)
            while i + 8 <= s.count {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if ByteLanes.below(w, 0x20) | ByteLanes.equal(w, UInt8(ascii: "\"")) | ByteLanes.equal(w, UInt8(ascii: "\\")) != 0 { break }
                i += 8
            }
        }
        while i < s.count {
            let b = s[i]
            i += 1
            if b >= 32 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") { continue }
            if run < i - 1 { out.appendJSONBytes(UnsafeBufferPointer(rebasing: s[run..<(i - 1)])) }
            appendEscape(b, to: &out)
            run = i
        }
        if run < s.count { out.appendJSONBytes(UnsafeBufferPointer(rebasing: s[run...])) }
        out.appendJSONByte(UInt8(ascii: "\""))
    }

    package static func append<Sink: JSONByteSink & ~Copyable>(_ s: String, to out: inout Sink) {
        var s = s
        s.withUTF8 { append($0, to: &out) }
    }

    package static func append<Sink: JSONByteSink & ~Copyable>(_ s: ArraySlice<UInt8>, to out: inout Sink) {
        s.withUnsafeBufferPointer { append($0, to: &out) }
    }

    /// A string from a file's bytes, read where they lie.
    package static func append<Sink: JSONByteSink & ~Copyable>(_ s: Slice<SourceBytes>, to out: inout Sink) {
        s.withUnsafeBufferPointer { append($0, to: &out) }
    }

    /// The escape of one byte that needs one.
    private static func appendEscape<Sink: JSONByteSink & ~Copyable>(_ b: UInt8, to out: inout Sink) {
        out.appendJSONByte(UInt8(ascii: "\\"))
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.appendJSONByte(b)
        case 10: out.appendJSONByte(UInt8(ascii: "n"))
        case 13: out.appendJSONByte(UInt8(ascii: "r"))
        case 9: out.appendJSONByte(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            for c in "u00".utf8 { out.appendJSONByte(c) }
            out.appendJSONByte(hex.utf8Start[Int(b >> 4)])
            out.appendJSONByte(hex.utf8Start[Int(b & 15)])
        }
    }
}
