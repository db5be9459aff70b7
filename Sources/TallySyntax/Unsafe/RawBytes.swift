/// Bytes that can be read through one raw pointer: an array of bytes, or a
/// file's `SourceBytes`. Name tables, tag scans and other byte-level code
/// take either without copying. The pointer is lent to a closure only;
/// code outside the `Unsafe` folders reads through the safe methods below.
public protocol RawBytes {
    /// Calls `body` with the bytes; the pointer is valid only inside it.
    func withRawBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R
}

extension Array: RawBytes where Element == UInt8 {
    @inlinable public func withRawBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R { withUnsafeBytes(body) }
}

extension SourceBytes: RawBytes {
    @inlinable public func withRawBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R { withUnsafeBytes(body) }
}

extension RawBytes {
    /// The byte at `i`, which must be inside the bytes.
    @inlinable public func byte(at i: Int) -> UInt8 {
        withRawBytes { raw in
            precondition(i >= 0 && i < raw.count, "byte index out of range")
            return raw[i]
        }
    }

    /// Whether `range` (inside the bytes) holds the byte `b`.
    @inlinable public func contains(_ b: UInt8, in range: Range<Int>) -> Bool {
        withRawBytes { raw in
            precondition(range.lowerBound >= 0 && range.upperBound <= raw.count, "byte range out of range")
            return raw[range].contains(b)
        }
    }

    /// Appends the bytes of `range` (inside the bytes) to `out`.
    @inlinable public func append(_ range: Range<Int>, to out: inout [UInt8]) {
        withRawBytes { raw in
            precondition(range.lowerBound >= 0 && range.upperBound <= raw.count, "byte range out of range")
            out.append(contentsOf: raw[range])
        }
    }
}
