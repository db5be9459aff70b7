import Testing
import TallyReports

/// JSON strings have one writer: what it writes for any bytes is what a
/// plain byte-by-byte escaping writes, into an array or a report's output.
@Suite struct JSONStringTests {
    /// The reference: RFC 8259's escapes, one byte at a time.
    static func reference(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [34]
        let hex = Array("0123456789abcdef".utf8)
        for b in bytes {
            switch b {
            case 34: out += [92, 34]
            case 92: out += [92, 92]
            case 10: out += [92, 110]
            case 13: out += [92, 114]
            case 9: out += [92, 116]
            case 0..<32: out += [92, 117, 48, 48, hex[Int(b >> 4)], hex[Int(b & 15)]]
            default: out.append(b)
            }
        }
        return out + [34]
    }

    static func written(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [1]
        bytes.withUnsafeBufferPointer { JSONString.append($0, to: &out) }
        return Array(out.dropFirst())
    }

    @Test func everyByteAlone() {
        for b in UInt8.min...UInt8.max {
            #expect(Self.written([b]) == Self.reference([b]), "byte \(b)")
        }
    }

    /// Strings of every length to 40 (across the eight-byte steps), mostly
    /// plain with escapes and UTF-8 at random places.
    @Test func generatedStrings() {
        var state: UInt64 = 29
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let special: [UInt8] = [0, 9, 10, 13, 31, 34, 92, 127, 0xC3, 0xA9]
        for length in 0...40 {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in next(6) == 0 ? special[next(special.count)] : UInt8(32 + next(95)) }
                #expect(Self.written(bytes) == Self.reference(bytes), "\(bytes)")
            }
        }
        var s: [UInt8] = []
        JSONString.append("café \"x\"\n", to: &s)
        #expect(String(decoding: s, as: UTF8.self) == "\"café \\\"x\\\"\\n\"")
    }
}
