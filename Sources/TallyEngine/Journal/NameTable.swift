import TallySyntax

/// Interns UTF-8 names to dense integer ids without building a `String` per
/// lookup: names live in one byte arena and an open-addressing hash table
/// maps them to ids.
///
/// - Complexity: lookups are O(length of the name) on average.
package struct NameTable: Sendable {
    private var arena: [UInt8] = []
    private var starts: [Int] = [0]
    private var slots: [Int32]
    private var hashes: [UInt32] = []
    private var mask: Int

    package init() {
        slots = [Int32](repeating: -1, count: 64)
        mask = 63
    }

    package var count: Int { starts.count - 1 }

    /// The id of `bytes[range]`, adding it when new.
    package mutating func intern(_ bytes: some RawBytes, _ range: Range<Int>) -> Int32 {
        bytes.withRawBytes { intern($0, range) }
    }

    /// The id of `bytes[range]`, if interned.
    package func lookup(_ bytes: some RawBytes, _ range: Range<Int>) -> Int32? {
        bytes.withRawBytes { lookup($0, range) }
    }

    mutating func intern(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int32 {
        let h = Self.hash(bytes, range)
        var slot = Int(h) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == h && equals(Int(id), bytes, range) { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(count)
        arena.append(contentsOf: bytes[range])
        starts.append(arena.count)
        hashes.append(h)
        slots[slot] = id
        if count * 2 > mask { grow() }
        return id
    }

    func lookup(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int32? {
        let h = Self.hash(bytes, range)
        var slot = Int(h) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return nil }
            if hashes[Int(id)] == h && equals(Int(id), bytes, range) { return id }
            slot = (slot + 1) & mask
        }
    }

    package mutating func intern(_ name: String) -> Int32 {
        let bytes = Array(name.utf8)
        return intern(bytes, 0..<bytes.count)
    }

    package func lookup(_ name: String) -> Int32? {
        let bytes = Array(name.utf8)
        return lookup(bytes, 0..<bytes.count)
    }

    /// The bytes of a name.
    package func bytes(_ id: Int32) -> ArraySlice<UInt8> {
        arena[starts[Int(id)]..<starts[Int(id) + 1]]
    }

    package func name(_ id: Int32) -> String {
        String(decoding: bytes(id), as: UTF8.self)
    }

    private func equals(_ id: Int, _ b: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        let s = starts[id], e = starts[id + 1]
        let n = e - s
        guard n == range.count else { return false }
        return arena.withUnsafeBytes { a in
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

    private mutating func grow() {
        let size = (mask + 1) * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for id in 0..<count {
            var slot = Int(hashes[id]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    /// A multiplicative hash over eight bytes at a time: deterministic across
    /// runs, unlike `Hasher` (whose seed changes per process).
    static func hash(_ bytes: some RawBytes, _ range: Range<Int>) -> UInt32 {
        bytes.withRawBytes { hash($0, range) }
    }

    static func hash(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt32 {
        do {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
            var i = range.lowerBound
            let end = range.upperBound
            while i + 8 <= end {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                i += 8
            }
            let tail = Self.word(raw, name: range.lowerBound, from: i, to: end)
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 29
            return UInt32(truncatingIfNeeded: h)
        }
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
}
