import TallySyntax
import TallyValues

/// The columns a line's start takes, eight ASCII bytes a step: the one
/// place in TallyEditing that reads text through a pointer, lent by the
/// bytes' own closure. `LineWidthTests` compares it with a plain loop on
/// generated text.
extension FileLayout {
    /// The columns a line start takes on a terminal: display width, with a
    /// tab moving to the next multiple of 8. ASCII text is counted here
    /// directly; other text goes to `DisplayWidth`.
    package static func width(_ bytes: ArraySlice<UInt8>) -> Int { bytes.withUnsafeBufferPointer(width) }

    package static func width(_ bytes: Slice<SourceBytes>) -> Int { bytes.withUnsafeBufferPointer(width) }

    private static func width(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        do {
            var column = 0
            var i = 0
            // Eight printable ASCII bytes (no tab, control or DEL) at a time.
            let raw = UnsafeRawBufferPointer(buffer)
            while i + 8 <= buffer.count {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if w & 0x8080_8080_8080_8080 | ByteLanes.below(w, 0x20) | ByteLanes.equal(w, 0x7F) != 0 { break }
                column += 8
                i += 8
            }
            while i < buffer.count {
                let b = buffer[i]
                if b == 9 {
                    column = (column / 8 + 1) * 8
                    i += 1
                } else if b < 0x80 {
                    if b >= 0x20 && b != 0x7F { column += 1 }
                    i += 1
                } else {
                    // A run of text up to the next tab.
                    var j = i
                    while j < buffer.count && buffer[j] != 9 { j += 1 }
                    column += DisplayWidth.of(UnsafeBufferPointer(rebasing: buffer[i..<j]))
                    i = j
                }
            }
            return column
        }
    }
}
