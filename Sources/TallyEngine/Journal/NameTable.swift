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
        let h = NameBytes.hash(bytes, range)
        var slot = Int(h) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == h && equals(Int(id), bytes, range) { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(count)
        bytes.append(range, to: &arena)
        starts.append(arena.count)
        hashes.append(h)
        slots[slot] = id
        if count * 2 > mask { grow() }
        return id
    }

    /// The id of `bytes[range]`, if interned.
    package func lookup(_ bytes: some RawBytes, _ range: Range<Int>) -> Int32? {
        let h = NameBytes.hash(bytes, range)
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

    private func equals(_ id: Int, _ b: some RawBytes, _ range: Range<Int>) -> Bool {
        NameBytes.equal(arena, starts[id], starts[id + 1], b, range)
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
}
