import Testing
import TallyTestSupport
@testable import TallyReports

/// The report writers' output buffer (Unsafe/ByteOutput.swift) hands its
/// sink exactly the bytes an array given the same pieces holds, however
/// the pieces fall across its growth and its flushes.
@Suite struct OutputBufferTests {
    @Test func piecesReadAsAnArrayOfThem() {
        var strings = GeneratedBytes(seed: 21, maximumLength: 70, rounds: 6)
        var dice = GeneratedBytes(seed: 22)
        for capacity in [1, 7, 64] {
            var out = ByteOutput(capacity: capacity)
            var expected: [UInt8] = []
            var flushed: [UInt8] = []
            let sink = { (chunk: [UInt8]) in flushed += chunk }
            var pieces = 0
            while let bytes = strings.next() {
                pieces += 1
                switch dice.next(7) {
                case 0:
                    out.append(bytes)
                case 1:
                    let lo = bytes.isEmpty ? 0 : dice.next(bytes.count)
                    out.append(bytes[lo...])
                    expected += bytes[lo...]
                    continue
                case 2:
                    bytes.withUnsafeBufferPointer { out.append($0) }
                case 3:
                    let n = bytes.count - 3
                    out.pad(n)
                    expected += [UInt8](repeating: 32, count: max(n, 0))
                    continue
                case 4:
                    out.write(bytes.count) { p in for (k, b) in bytes.enumerated() { p[k] = b } }
                case 5:
                    let lo = bytes.isEmpty ? 0 : dice.next(bytes.count)
                    let hi = lo + dice.next(bytes.count - lo + 1)
                    out.append(bytes, lo..<hi)
                    expected += bytes[lo..<hi]
                    continue
                default:
                    for b in bytes { out.append(b) }
                }
                expected += bytes
                if dice.next(10) == 0 { out.flush(sink) }
                out.flushIfFull(sink)
            }
            out.flush(sink)
            #expect(pieces > 400)
            #expect(flushed == expected, "capacity \(capacity)")
            strings = GeneratedBytes(seed: 21 &+ UInt64(capacity), maximumLength: 70, rounds: 6)
        }
    }
}
