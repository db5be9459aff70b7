import TallySyntax

/// Name interning's byte kernels, eight bytes a step: the hash of a name,
/// a short name as one word, and whether stored bytes equal a name read in
/// place. The one place in TallyEngine's name tables that reads through a
/// pointer; each takes `RawBytes` (a file's bytes or an array) and lends
/// the pointer to no one. `NameBytesTests` compares them with plain loops
/// on generated names.
enum NameBytes {
    /// A multiplicative hash of `bytes[range]` over eight bytes at a time:
    /// deterministic across runs, unlike `Hasher` (whose seed changes per process).
    static func hash(_ bytes: some RawBytes, _ range: Range<Int>) -> UInt32 {
        bytes.withRawBytes { raw in
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
            var i = range.lowerBound
            let end = range.upperBound
            while i + 8 <= end {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                i += 8
            }
            let tail = word(raw, name: range.lowerBound, from: i, to: end)
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 29
            return UInt32(truncatingIfNeeded: h)
        }
    }

    /// `bytes[range]` (at most eight bytes) as one little-endian word.
    static func word(_ bytes: some RawBytes, _ range: Range<Int>) -> UInt64 {
        bytes.withRawBytes { word($0, name: range.lowerBound, from: range.lowerBound, to: range.upperBound) }
    }

    /// The bytes `i..<end` of a name starting at `name` (at most eight of
    /// them) as one little-endian word, 0 when there are none: read with one
    /// load where the name or the buffer has room, byte by byte elsewhere.
    static func word(_ raw: UnsafeRawBufferPointer, name: Int, from i: Int, to end: Int) -> UInt64 {
        let rest = end - i
        if rest <= 0 { return 0 }
        if end - name >= 8 { return raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) >> UInt64(64 - 8 * rest) }
        if i + 8 <= raw.count {
            let all = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            return rest == 8 ? all : all & (UInt64(1) << UInt64(8 * rest) - 1)
        }
        var word: UInt64 = 0, shift: UInt64 = 0
        for k in i..<end {
            word |= UInt64(raw[k]) << shift
            shift += 8
        }
        return word
    }

    /// Whether `stored[s..<e]` holds the same bytes as `bytes[range]`.
    static func equal(_ stored: [UInt8], _ s: Int, _ e: Int, _ bytes: some RawBytes, _ range: Range<Int>) -> Bool {
        let n = e - s
        guard n == range.count else { return false }
        return bytes.withRawBytes { b in
            stored.withUnsafeBytes { a in
                let lo = range.lowerBound
                if n < 8 {
                    for k in 0..<n where a[s + k] != b[lo + k] { return false }
                    return true
                }
                var k = 0
                while k + 8 <= n {
                    if a.loadUnaligned(fromByteOffset: s + k, as: UInt64.self) != b.loadUnaligned(fromByteOffset: lo + k, as: UInt64.self) { return false }
                    k += 8
                }
                // The last eight bytes, overlapping those compared.
                return k == n || a.loadUnaligned(fromByteOffset: s + n - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: lo + n - 8, as: UInt64.self)
            }
        }
    }
}
