import Glibc

/// Converts text in another character encoding (a GB18030 Alipay bill, an
/// ISO-8859-15 bank export) to UTF-8 with the C library's iconv, so that
/// statements read as they were written. Every input byte must convert:
/// an invalid or cut-off sequence is a failure at its offset, never a
/// replacement character.
package enum TextDecoding {
    package enum Failure: Error, Equatable {
        /// The C library has no converter by this name.
        case unknownEncoding
        /// The bytes from this offset are not text in the encoding.
        case invalid(offset: Int)
    }

    package static func utf8(_ bytes: [UInt8], from encoding: String) -> Result<[UInt8], Failure> {
        let converter = iconv_open("UTF-8", encoding)
        // iconv_open returns (iconv_t)-1 when it cannot convert.
        guard let cd = converter, Int(bitPattern: cd) != -1 else { return .failure(.unknownEncoding) }
        defer { iconv_close(cd) }
        var input = bytes
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 2 + 16)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let total = input.count
        var consumed = 0
        var failure: Failure?
        input.withUnsafeMutableBufferPointer { inBuffer in
            chunk.withUnsafeMutableBufferPointer { outBuffer in
                guard let inBase = inBuffer.baseAddress, let outBase = outBuffer.baseAddress else { return }
                while consumed < total {
                    var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inBase + consumed).assumingMemoryBound(to: CChar.self)
                    var inLeft = total - consumed
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBase).assumingMemoryBound(to: CChar.self)
                    var outLeft = outBuffer.count
                    let result = iconv(cd, &inPointer, &inLeft, &outPointer, &outLeft)
                    let failed = result == -1 ? errno : 0
                    output.append(contentsOf: UnsafeBufferPointer(start: outBase, count: outBuffer.count - outLeft))
                    consumed = total - inLeft
                    // E2BIG: the output chunk is full; go on with another.
                    if failed == E2BIG { continue }
                    if failed != 0 { failure = .invalid(offset: consumed); return }
                }
            }
        }
        if let failure { return .failure(failure) }
        return .success(output)
    }
}
