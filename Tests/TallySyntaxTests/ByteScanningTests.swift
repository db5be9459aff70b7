import Testing
import TallyTestSupport
@testable import TallySyntax

/// The lexer's eight-bytes-a-step scans (Unsafe/ByteScanning.swift) find
/// what a plain byte-by-byte loop finds, at every start and end offset of
/// generated text.
@Suite struct ByteScanningTests {
    // MARK: - The references: one byte at a time, indexing an array.

    static func first(_ b: UInt8, in bytes: [UInt8], from p: Int) -> Int {
        p >= bytes.count ? bytes.count : bytes[max(p, 0)...].firstIndex(of: b) ?? bytes.count
    }

    static func skipBlanks(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var i = start
        while i < end && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        return i
    }

    static func fieldEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> (Int, Int) {
        var i = start
        while i < end {
            if bytes[i] == 9 || (bytes[i] == 32 && i + 1 < end && (bytes[i + 1] == 32 || bytes[i + 1] == 9)) { break }
            i += 1
        }
        var e = i
        while e > start && (bytes[e - 1] == 32 || bytes[e - 1] == 9) { e -= 1 }
        return (i, e)
    }

    static func descriptionEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> (Int, Int?) {
        let stop = bytes[start..<end].firstIndex(of: UInt8(ascii: ";")) ?? end
        return (stop, bytes[start..<stop].firstIndex(of: UInt8(ascii: "|")))
    }

    static func line(_ bytes: [UInt8], at p: Int) -> (Int, Int, Bool) {
        let newline = bytes[p...].firstIndex(of: 10)
        var contentEnd = newline ?? bytes.count
        if contentEnd > p && bytes[contentEnd - 1] == 13 { contentEnd -= 1 }
        return (contentEnd, newline.map { $0 + 1 } ?? bytes.count, bytes[p..<contentEnd].contains { $0 >= 0x80 })
    }

    // MARK: - The comparisons

    @Test func firstByte() {
        var strings = GeneratedBytes(seed: 1)
        while let bytes = strings.next() {
            let source = SourceBytes(bytes)
            for b: UInt8 in [10, 59, 0x80] {
                for p in -1...(bytes.count + 1) {
                    let expected = Self.first(b, in: bytes, from: p)
                    #expect(ByteLanes.first(b, in: bytes, from: p) == expected, "\(bytes) \(b) from \(p)")
                    #expect(ByteLanes.first(b, in: source, from: p) == expected, "\(bytes) \(b) from \(p)")
                }
            }
        }
    }

    @Test func cursorScans() {
        var strings = GeneratedBytes(seed: 2)
        while let bytes = strings.next() {
            let end = bytes.isEmpty ? 0 : strings.next(bytes.count + 1)
            ByteView.with(bytes) { view in
                for start in 0...bytes.count {
                    for stop in Set([bytes.count, max(start, end)]) {
                        #expect(view.skipBlanks(from: start, to: stop) == Self.skipBlanks(bytes, from: start, to: stop), "\(bytes) \(start)..<\(stop)")
                        #expect(view.fieldEnd(from: start, to: stop) == Self.fieldEnd(bytes, from: start, to: stop), "\(bytes) \(start)..<\(stop)")
                        #expect(view.descriptionEnd(from: start, to: stop) == Self.descriptionEnd(bytes, from: start, to: stop), "\(bytes) \(start)..<\(stop)")
                    }
                }
            }
        }
    }

    @Test func lines() {
        var strings = GeneratedBytes(seed: 3)
        while let bytes = strings.next() {
            let source = SourceBytes(bytes)
            withExtendedLifetime(source) {
                let view = ByteView(pinning: source)
                #expect(Array(view) == bytes)
                for p in 0...bytes.count {
                    #expect(view.line(at: p) == Self.line(bytes, at: p), "\(bytes) at \(p)")
                }
            }
        }
    }

    /// Equal bytes compare equal and one changed byte anywhere is seen,
    /// through `SourceBytes ==` (which compares eight bytes a step).
    @Test func equalBytes() {
        var strings = GeneratedBytes(seed: 4)
        while let bytes = strings.next() {
            let source = SourceBytes(bytes)
            #expect(source == bytes)
            #expect(source == SourceBytes(bytes))
            guard !bytes.isEmpty else { continue }
            var changed = bytes
            let k = strings.next(bytes.count)
            changed[k] &+= 1
            #expect(source != changed, "\(bytes) changed at \(k)")
            #expect(!(source == SourceBytes(changed)), "\(bytes) changed at \(k)")
        }
    }

    @Test func theGeneratorCoversTheEdges() {
        var strings = GeneratedBytes()
        var lengths = Set<Int>(), high = false, cjk = false
        while let bytes = strings.next() {
            lengths.insert(bytes.count)
            high = high || bytes.contains { $0 >= 0x80 }
            cjk = cjk || String(decoding: bytes, as: UTF8.self).contains("日本語")
        }
        #expect(lengths == Set(0...80))
        #expect(high && cjk)
    }
}
