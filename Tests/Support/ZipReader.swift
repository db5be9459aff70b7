/// Reads a ZIP archive of stored entries through its central directory,
/// checking each entry's CRC-32 (computed bit by bit here, apart from the
/// table-driven writer under test).
package enum ZipReader {
    package struct Malformed: Error, CustomStringConvertible {
        package var description: String
    }

    package static func entries(_ bytes: [UInt8]) throws -> [(name: String, data: [UInt8])] {
        func u16(_ i: Int) throws -> Int {
            guard i + 2 <= bytes.count else { throw Malformed(description: "truncated at \(i)") }
            return Int(bytes[i]) | Int(bytes[i + 1]) << 8
        }
        func u32(_ i: Int) throws -> Int { try (u16(i) | u16(i + 2) << 16) }
        guard bytes.count >= 22, try u32(bytes.count - 22) == 0x0605_4B50 else { throw Malformed(description: "no end-of-directory record") }
        let end = bytes.count - 22
        let count = try u16(end + 10)
        var at = try u32(end + 16)
        var result: [(String, [UInt8])] = []
        for _ in 0..<count {
            guard try u32(at) == 0x0201_4B50 else { throw Malformed(description: "bad directory record at \(at)") }
            let method = try u16(at + 10), crc = try u32(at + 16), size = try u32(at + 20), nameLength = try u16(at + 28)
            let extra = try u16(at + 30), comment = try u16(at + 32), offset = try u32(at + 42)
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            guard method == 0 else { throw Malformed(description: "\(name) is compressed") }
            guard try u32(offset) == 0x0403_4B50 else { throw Malformed(description: "no local header for \(name)") }
            let start = try offset + 30 + u16(offset + 26) + u16(offset + 28)
            guard start + size <= bytes.count else { throw Malformed(description: "\(name) runs past the end") }
            let data = Array(bytes[start..<(start + size)])
            guard checksum(data) == UInt32(crc) else { throw Malformed(description: "\(name) fails its CRC") }
            result.append((name, data))
            at += 46 + nameLength + extra + comment
        }
        return result
    }

    static func checksum(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in data {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
