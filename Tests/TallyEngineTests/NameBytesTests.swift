import Testing
import TallySyntax
import TallyTestSupport
@testable import TallyEngine

/// Name interning's eight-bytes-a-step kernels (Unsafe/NameBytes.swift)
/// give what plain loops over an array give, for every range of generated
/// names, read from an array or from a file's bytes.
@Suite struct NameBytesTests {
    /// `bytes[lo..<hi]` (at most eight) as a little-endian word, a byte at a time.
    static func word(_ bytes: [UInt8], _ lo: Int, _ hi: Int) -> UInt64 {
        var w: UInt64 = 0
        for k in (lo..<hi).reversed() { w = w << 8 | UInt64(bytes[k]) }
        return w
    }

    /// The hash, one word built byte by byte at a time.
    static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
        var i = range.lowerBound
        while i + 8 <= range.upperBound {
            h = (h ^ word(bytes, i, i + 8)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        h = (h ^ word(bytes, i, range.upperBound)) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 29
        return UInt32(truncatingIfNeeded: h)
    }

    @Test func hashesWordsAndEquality() {
        var strings = GeneratedBytes(seed: 11, maximumLength: 40, rounds: 12)
        while let bytes = strings.next() {
            let source = SourceBytes(bytes)
            for lo in 0...bytes.count {
                for hi in lo...bytes.count {
                    let range = lo..<hi
                    let expected = Self.hash(bytes, range)
                    #expect(NameBytes.hash(bytes, range) == expected, "\(bytes) \(range)")
                    #expect(NameBytes.hash(source, range) == expected, "\(bytes) \(range)")
                    if hi - lo <= 8 {
                        #expect(NameBytes.word(bytes, range) == Self.word(bytes, lo, hi), "\(bytes) \(range)")
                        #expect(NameBytes.word(source, range) == Self.word(bytes, lo, hi), "\(bytes) \(range)")
                    }
                    // The same name stored after other bytes, and a name one byte off.
                    let pad = strings.next(9)
                    let stored = [UInt8](repeating: 7, count: pad) + bytes[range]
                    #expect(NameBytes.equal(stored, pad, stored.count, source, range), "\(bytes) \(range)")
                    if hi > lo {
                        var other = stored
                        other[pad + strings.next(hi - lo)] &+= 1
                        #expect(!NameBytes.equal(other, pad, other.count, bytes, range), "\(bytes) \(range)")
                    }
                    #expect(!NameBytes.equal(stored, pad, stored.count, bytes, lo..<min(hi + 1, bytes.count)) || hi == bytes.count)
                }
            }
        }
    }
}
