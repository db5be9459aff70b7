import TallySyntax

/// A small JSON writer with explicit key order; amounts are written as
/// strings so no reader turns them into binary floating point.
///
/// Strings are written a run of plain bytes at a time (one copy per run,
/// escapes between runs); keys written on every row of a long report are
/// escaped once, as a `JSONKey`.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether the innermost open object or array (or the top level) has
    /// an item already, so the next one needs a comma; the outer ones' below.
    private var needsComma = false
    private var outer: [Bool] = []
    private var indent = 0
    package init() {}

    /// A whole document: an array of one object per item, the layout of
    /// the reports whose JSON is a list of rows.
    package static func objects<S: Sequence>(_ items: S, _ write: (inout JSONWriter, S.Element) -> Void) -> [UInt8] {
        var j = JSONWriter()
        j.beginArray()
        for item in items {
            j.beginObject()
            write(&j, item)
            j.endObject()
        }
        j.endArray()
        return j.bytes
    }

    /// A whole document: one object, its members written by `write`, the
    /// layout of the reports whose JSON is a heading with lists in it.
    package static func object(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
        var j = JSONWriter()
        j.beginObject()
        write(&j)
        j.endObject()
        return j.bytes
    }

    /// The bytes written so far, leaving the writer empty (to stream large output).
    package mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    private mutating func separator() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        if !outer.isEmpty { newline() }
    }

    private mutating func newline() {
        bytes.append(10)
        bytes.append(contentsOf: repeatElement(32, count: 2 * indent))
    }

    private mutating func open(_ b: UInt8) {
        bytes.append(b)
        outer.append(needsComma)
        needsComma = false
        indent += 1
    }

    private mutating func key(_ k: String?) {
        separator()
        if let k {
            JSONWriter.appendString(k, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(32)
        }
    }

    private mutating func key(_ k: JSONKey) {
        separator()
        bytes.append(contentsOf: k.bytes)
    }

    package mutating func beginObject(_ k: String? = nil) { key(k); open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray(_ k: String? = nil) { key(k); open(UInt8(ascii: "[")) }
    package mutating func beginArray(_ k: JSONKey) { key(k); open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func close(_ b: UInt8) {
        let had = needsComma
        needsComma = outer.removeLast()
        indent -= 1
        if had { newline() }
        bytes.append(b)
        if outer.isEmpty { bytes.append(10) }
    }

    package mutating func string(_ k: String?, _ v: String) { key(k); JSONWriter.appendString(v, to: &bytes) }
    package mutating func string(_ k: String?, _ v: String?) {
        key(k)
        if let v { JSONWriter.appendString(v, to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }
    package mutating func string(_ k: JSONKey, _ v: String) { key(k); JSONWriter.appendString(v, to: &bytes) }
    /// A string value given as UTF-8 bytes; `nil` when `nullIfEmpty` and there are none.
    package mutating func string(_ k: String?, bytes v: ArraySlice<UInt8>, nullIfEmpty: Bool = false) {
        key(k)
        stringValue(v, nullIfEmpty: nullIfEmpty)
    }
    package mutating func string(_ k: JSONKey, bytes v: ArraySlice<UInt8>, nullIfEmpty: Bool = false) {
        key(k)
        stringValue(v, nullIfEmpty: nullIfEmpty)
    }
    /// A string value from a file's bytes.
    package mutating func string(_ k: String?, bytes v: Slice<SourceBytes>, nullIfEmpty: Bool = false) {
        key(k)
        if nullIfEmpty && v.isEmpty { bytes.append(contentsOf: "null".utf8) } else { JSONString.append(v, to: &bytes) }
    }
    private mutating func stringValue(_ v: ArraySlice<UInt8>, nullIfEmpty: Bool) {
        if nullIfEmpty && v.isEmpty { bytes.append(contentsOf: "null".utf8) } else { JSONWriter.appendString(v, to: &bytes) }
    }
    package mutating func number(_ k: String?, _ v: Int) { key(k); JSONWriter.appendInteger(v, to: &bytes) }
    package mutating func number(_ k: JSONKey, _ v: Int) { key(k); JSONWriter.appendInteger(v, to: &bytes) }
    package mutating func bool(_ k: String?, _ v: Bool) { key(k); bytes.append(contentsOf: (v ? "true" : "false").utf8) }

    package static func appendString(_ s: String, to out: inout [UInt8]) { JSONString.append(s, to: &out) }

    package static func appendString(_ s: ArraySlice<UInt8>, to out: inout [UInt8]) { JSONString.append(s, to: &out) }

    package static func appendString<S: Sequence>(_ s: S, to out: inout [UInt8]) where S.Element == UInt8 {
        appendString(Array(s)[...], to: &out)
    }

    /// `n` in decimal digits, with a `-` when negative.
    static func appendInteger(_ n: Int, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        // At most 20 digits, least significant first, on the stack.
        var digits = InlineArray<20, UInt8>(repeating: 0)
        var m = n.magnitude, count = 0
        repeat {
            digits[count] = UInt8(truncatingIfNeeded: 48 + m % 10)
            m /= 10
            count += 1
        } while m > 0
        while count > 0 {
            count -= 1
            out.append(digits[count])
        }
    }
}

/// A key escaped once (quoted, with its `: `), for keys written on every row.
package struct JSONKey: Sendable {
    let bytes: [UInt8]

    package init(_ name: String) {
        var b: [UInt8] = []
        JSONWriter.appendString(name, to: &b)
        b.append(UInt8(ascii: ":"))
        b.append(32)
        bytes = b
    }
}
