/// A ZIP archive of stored (uncompressed) entries, written by hand: local
/// headers, the data, a central directory and its end record (PKWARE's
/// APPNOTE, version 2.0 features only). Every entry carries the same fixed
/// timestamp, so the same content gives the same bytes.
package struct ZipArchive {
    package private(set) var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    package enum Failure: Error, Equatable {
        /// Classic ZIP stops at 4 GiB and 65,535 entries; ZIP64 is not written.
        case tooLarge
    }

    package init() {}

    /// Adds `data` under `name` (a `/`-separated path).
    package mutating func add(_ name: String, _ data: [UInt8]) throws(Failure) {
        let nameBytes = Array(name.utf8)
        guard data.count < Int(UInt32.max), bytes.count + data.count + nameBytes.count + 30 < Int(UInt32.max),
              count < Int(UInt16.max) - 1 else { throw .tooLarge }
        let crc = CRC32.checksum(data)
        let offset = UInt32(bytes.count)
        // Local file header.
        Self.append32(0x0403_4B50, to: &bytes)
        appendCommon(nameBytes: nameBytes, crc: crc, size: UInt32(data.count), to: &bytes)
        bytes += nameBytes
        bytes += data
        // Central directory record.
        Self.append32(0x0201_4B50, to: &directory)
        Self.append16(20, to: &directory)                  // made by: 2.0
        appendCommon(nameBytes: nameBytes, crc: crc, size: UInt32(data.count), to: &directory)
        Self.append16(0, to: &directory)                   // comment length
        Self.append16(0, to: &directory)                   // disk number
        Self.append16(0, to: &directory)                   // internal attributes
        Self.append32(0, to: &directory)                   // external attributes
        Self.append32(offset, to: &directory)
        directory += nameBytes
        count += 1
    }

    /// The archive: the entries, the central directory and its end record.
    package func finished() throws(Failure) -> [UInt8] {
        guard bytes.count + directory.count + 22 < Int(UInt32.max) else { throw .tooLarge }
        var out = bytes
        out.reserveCapacity(bytes.count + directory.count + 22)
        out += directory
        Self.append32(0x0605_4B50, to: &out)
        Self.append16(0, to: &out)                         // this disk
        Self.append16(0, to: &out)                         // disk with the directory
        Self.append16(UInt16(count), to: &out)
        Self.append16(UInt16(count), to: &out)
        Self.append32(UInt32(directory.count), to: &out)
        Self.append32(UInt32(bytes.count), to: &out)
        Self.append16(0, to: &out)                         // comment length
        return out
    }

    /// The fields local headers and directory records share, from "version
    /// needed" to "extra field length".
    private func appendCommon(nameBytes: [UInt8], crc: UInt32, size: UInt32, to out: inout [UInt8]) {
        Self.append16(20, to: &out)                        // version needed: 2.0
        Self.append16(0x0800, to: &out)                    // flags: names are UTF-8
        Self.append16(0, to: &out)                         // method: stored
        Self.append16(0, to: &out)                         // time 00:00
        Self.append16(0x21, to: &out)                      // date 1980-01-01
        Self.append32(crc, to: &out)
        Self.append32(size, to: &out)                      // compressed size
        Self.append32(size, to: &out)                      // uncompressed size
        Self.append16(UInt16(nameBytes.count), to: &out)
        Self.append16(0, to: &out)                         // extra field length
    }

    static func append16(_ v: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(v & 0xFF))
        out.append(UInt8(v >> 8))
    }

    static func append32(_ v: UInt32, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((v >> UInt32(shift)) & 0xFF)) }
    }
}

/// CRC-32 as ZIP uses it (polynomial 0xEDB88320, reflected).
package enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    package static func checksum(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        let table = Self.table
        for b in data { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
