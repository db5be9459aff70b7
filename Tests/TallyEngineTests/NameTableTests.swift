import Testing
@testable import TallyEngine
import TallyTestSupport

/// Names are interned by their bytes: the same bytes give the same id
/// wherever they lie (at the end of a buffer, in the middle, across eight-byte
/// words), different bytes a different id.
@Suite struct NameTableTests {
    @Test func aNameGetsOneIdWhereverItsBytesLie() {
        var rng = JournalGenerator.Random(state: 0x4E41)
        let alphabet = Array("ab:é$ ".utf8)
        var table = NameTable()
        var byName: [[UInt8]: Int32] = [:]
        for _ in 0..<3_000 {
            let name = (0..<rng.int(0...19)).map { _ in alphabet[rng.int(0...alphabet.count - 1)] }
            // The same name with random bytes around it, or at the very end.
            let before = (0..<rng.int(0...9)).map { _ in UInt8(rng.int(0...255)) }
            let after = rng.int(0...1) == 0 ? [] : (0..<rng.int(1...9)).map { _ in UInt8(rng.int(0...255)) }
            let buffer = before + name + after
            let id = table.intern(buffer, before.count..<before.count + name.count)
            if let known = byName[name] {
                #expect(id == known, "\(name) came back as \(id), first interned as \(known)")
            } else {
                #expect(Int(id) == byName.count, "a new name takes the next id")
                byName[name] = id
            }
            #expect(Array(table.bytes(id)) == name)
            #expect(table.lookup(buffer, before.count..<before.count + name.count) == id)
        }
        #expect(table.count == byName.count)
    }

    @Test func aShortRunOfBytesIsOneLittleEndianWord() {
        let bytes: [UInt8] = Array(1...20)
        bytes.withUnsafeBytes { raw in
            for start in 0..<20 {
                for end in start...min(20, start + 8) {
                    var expected: UInt64 = 0
                    for k in (start..<end).reversed() { expected = expected << 8 | UInt64(bytes[k]) }
                    for name in max(0, end - 12)...start {
                        #expect(NameBytes.word(raw, name: name, from: start, to: end) == expected, "bytes \(start)..<\(end) of a name from \(name)")
                    }
                }
            }
        }
    }
}
