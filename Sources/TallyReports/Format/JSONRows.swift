import TallyEngine
import TallySyntax

/// An array of objects with one fixed set of keys, in the layout
/// `JSONWriter` gives it (two spaces an indent level), written into a
/// `ByteOutput` for reports of millions of rows: each key, with the newline
/// and indent before it, is laid out once, and strings that need no escape
/// are copied whole.
package struct JSONRows: ~Copyable {
    /// Per key: a comma unless it is the first, newline, indent, quoted
    /// key, `: `; the name and value keys
    /// of a tag after them. Appended by range: no slice, so no reference
    /// counting per row.
    private let keyBytes: [UInt8]
    /// Where each key starts in `keyBytes`, and where the last ends.
    private let keyStarts: [Int]
    private let tagKey: Int
    private var rows = 0

    package init(keys: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        func layOut(_ name: String, indent: Int, comma: Bool = true) {
            starts.append(bytes.count)
            if comma { bytes.append(UInt8(ascii: ",")) }
            bytes.append(10)
            bytes += repeatElement(32, count: 2 * indent)
            JSONWriter.appendString(name, to: &bytes)
            bytes += [UInt8(ascii: ":"), 32]
        }
        for (k, name) in keys.enumerated() { layOut(name, indent: 2, comma: k > 0) }
        tagKey = keys.count
        layOut("name", indent: 4, comma: false)
        layOut("value", indent: 4)
        starts.append(bytes.count)
        keyBytes = bytes
        keyStarts = starts
    }

    private func appendKey(_ k: Int, _ out: inout ByteOutput) {
        out.append(keyBytes, keyStarts[k]..<keyStarts[k + 1])
    }

    /// `[`, before the first row.
    package func begin(_ out: inout ByteOutput) { out.append(UInt8(ascii: "[")) }

    /// `]` and a newline, after the last row.
    package func end(_ out: inout ByteOutput) {
        if rows > 0 { out.append(10) }
        out.append(UInt8(ascii: "]"))
        out.append(10)
    }

    package mutating func beginRow(_ out: inout ByteOutput) {
        Self.append(rows > 0 ? ",\n  {" : "\n  {", &out)
        rows += 1
    }

    package func endRow(_ out: inout ByteOutput) { Self.append("\n  }", &out) }

    /// The key of column `k`, after a comma unless it is the first.
    package func key(_ k: Int, _ out: inout ByteOutput) { appendKey(k, &out) }

    package func null(_ out: inout ByteOutput) { Self.append("null", &out) }

    @inline(__always)
    private static func append(_ s: StaticString, _ out: inout ByteOutput) { out.append(s) }

    /// `n` in decimal digits, as `JSONWriter.appendInteger` writes it.
    package func number(_ n: Int, _ out: inout ByteOutput) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var length = 1
        var m = n.magnitude
        while m >= 10 { m /= 10; length += 1 }
        var rest = n.magnitude
        out.write(length) { digits in
            var p = length
            repeat {
                p -= 1
                digits[p] = UInt8(truncatingIfNeeded: rest % 10) &+ 48
                rest /= 10
            } while p > 0
        }
    }

    /// A list of `{name, value}` objects, `[]` when empty.
    package func tags(_ tags: [Tag], _ out: inout ByteOutput) {
        out.append(UInt8(ascii: "["))
        guard !tags.isEmpty else {
            out.append(UInt8(ascii: "]"))
            return
        }
        for (k, tag) in tags.enumerated() {
            Self.append(k > 0 ? ",\n      {" : "\n      {", &out)
            appendKey(tagKey, &out)
            string(tag.name, &out)
            appendKey(tagKey + 1, &out)
            string(tag.value, &out)
            Self.append("\n      }", &out)
        }
        Self.append("\n    ]", &out)
    }

    package func string(_ s: String, _ out: inout ByteOutput) { JSONString.append(s, to: &out) }

    package func string(_ s: Span<UInt8>, _ out: inout ByteOutput) { JSONString.append(s, to: &out) }
}
