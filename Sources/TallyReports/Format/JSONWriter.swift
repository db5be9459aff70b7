/// A small JSON writer with explicit key order; amounts are written as
/// strings so no reader turns them into binary floating point.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private var indent = 0

    package init() {}

    /// The bytes written so far, leaving the writer empty (to stream large output).
    package mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    private mutating func separator() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        if needsComma.count > 1 { newline() }
    }

    private mutating func newline() {
        bytes.append(10)
        for _ in 0..<indent { bytes.append(32); bytes.append(32) }
    }

    private mutating func key(_ k: String?) {
        separator()
        if let k {
            JSONWriter.appendString(k, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(32)
        }
    }

    package mutating func beginObject(_ k: String? = nil) { key(k); bytes.append(UInt8(ascii: "{")); needsComma.append(false); indent += 1 }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray(_ k: String? = nil) { key(k); bytes.append(UInt8(ascii: "[")); needsComma.append(false); indent += 1 }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func close(_ b: UInt8) {
        let had = needsComma.removeLast()
        indent -= 1
        if had { newline() }
        bytes.append(b)
        if needsComma.count == 1 { bytes.append(10) }
    }

    package mutating func string(_ k: String?, _ v: String) { key(k); JSONWriter.appendString(v, to: &bytes) }
    package mutating func string(_ k: String?, _ v: String?) {
        key(k)
        if let v { JSONWriter.appendString(v, to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }
    package mutating func number(_ k: String?, _ v: Int) { key(k); bytes.append(contentsOf: String(v).utf8) }
    package mutating func bool(_ k: String?, _ v: Bool) { key(k); bytes.append(contentsOf: (v ? "true" : "false").utf8) }

    package static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 10: out.append(contentsOf: "\\n".utf8)
            case 13: out.append(contentsOf: "\\r".utf8)
            case 9: out.append(contentsOf: "\\t".utf8)
            case 0..<32:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 15)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
