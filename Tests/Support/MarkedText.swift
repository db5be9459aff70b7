/// Source text with inline location markers (`1️⃣`, `2️⃣`, … `9️⃣`, `🔟`),
/// as in swift-syntax's parser tests: the markers are removed and the UTF-8
/// byte offset where each stood is recorded, so a test can say where a
/// diagnostic must point without counting bytes.
///
/// ```swift
/// let m = MarkedText("2026-01-01 X\n    Expenses:Food  $1️⃣1.2.3\n")
/// m.text        // the source without the marker
/// m["1️⃣"]       // 34, the offset of the malformed number
/// ```
package struct MarkedText: Sendable {
    /// The text with every marker removed.
    package let text: String
    /// Marker → UTF-8 byte offset in `text`.
    package let offsets: [String: Int]

    package init(_ marked: String) {
        var out: [UInt8] = []
        var offsets: [String: Int] = [:]
        let scalars = Array(marked.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s.value >= 0x30 && s.value <= 0x39, i + 2 < scalars.count,
               scalars[i + 1].value == 0xFE0F, scalars[i + 2].value == 0x20E3 {
                let name = String(String.UnicodeScalarView(scalars[i...(i + 2)]))
                precondition(offsets[name] == nil, "marker \(name) used twice")
                offsets[name] = out.count
                i += 3
                continue
            }
            if s.value == 0x1F51F {   // 🔟
                precondition(offsets["🔟"] == nil, "marker 🔟 used twice")
                offsets["🔟"] = out.count
                i += 1
                continue
            }
            out.append(contentsOf: String(s).utf8)
            i += 1
        }
        self.text = String(decoding: out, as: UTF8.self)
        self.offsets = offsets
    }

    package var bytes: [UInt8] { Array(text.utf8) }

    /// The byte offset of a marker; traps when the marker is not in the text.
    package subscript(_ marker: String) -> Int {
        guard let offset = offsets[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return offset
    }
}
