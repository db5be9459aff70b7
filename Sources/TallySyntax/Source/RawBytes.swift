/// Bytes that can be read through one raw pointer: an array of bytes, or a
/// file's `SourceBytes`. Name tables, tag scans and other byte-level code
/// take either without copying.
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
