/// Interns UTF-8 names to dense integer ids without building a `String` per
/// lookup: names live in one byte arena and an open-addressing hash table
/// maps them to ids.
///
/// - Complexity: lookups are O(length of the name) on average.
public struct NameTable: Sendable {
    private var arena: [UInt8] = []
    private var starts: [Int32] = [0]
    private var slots: [Int32]
    private var hashes: [UInt32] = []
    private var mask: Int

    public init() {
        slots = [Int32](repeating: -1, count: 64)
        mask = 63
    }

    public var count: Int { starts.count - 1 }

    /// The id of `bytes[range]`, adding it when new.
    public mutating func intern(_ bytes: [UInt8], _ range: Range<Int>) -> Int32 {
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
        starts.append(Int32(arena.count))
        hashes.append(h)
        slots[slot] = id
        if count * 2 > mask { grow() }
        return id
    }

    /// The id of `bytes[range]`, if interned.
    public func lookup(_ bytes: [UInt8], _ range: Range<Int>) -> Int32? {
        let h = Self.hash(bytes, range)
        var slot = Int(h) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return nil }
            if hashes[Int(id)] == h && equals(Int(id), bytes, range) { return id }
            slot = (slot + 1) & mask
        }
    }

    public mutating func intern(_ name: String) -> Int32 {
        let bytes = Array(name.utf8)
        return intern(bytes, 0..<bytes.count)
    }

    public func lookup(_ name: String) -> Int32? {
        let bytes = Array(name.utf8)
        return lookup(bytes, 0..<bytes.count)
    }

    /// The bytes of a name.
    public func bytes(_ id: Int32) -> ArraySlice<UInt8> {
        arena[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
    }

    public func name(_ id: Int32) -> String {
        String(decoding: bytes(id), as: UTF8.self)
    }

    private func equals(_ id: Int, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let s = Int(starts[id]), e = Int(starts[id + 1])
        guard e - s == range.count else { return false }
        var i = s, j = range.lowerBound
        while i < e {
            if arena[i] != bytes[j] { return false }
            i += 1
            j += 1
        }
        return true
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

    /// FNV-1a over the bytes: deterministic across runs, unlike `Hasher`.
    static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var h: UInt32 = 2166136261
        for i in range {
            h = (h ^ UInt32(bytes[i])) &* 16777619
        }
        return h
    }
}
