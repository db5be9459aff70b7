import TallySyntax
import TallyValues

/// Bytes as spans: the export's fields go from writer to writer as
/// `Span<UInt8>`, which the compiler keeps from outliving the bytes it
/// was made from. The spans over a file's bytes are made here, from the
/// pointer their closure lends, and a span's bytes are copied out here.
extension Slice where Base == SourceBytes {
    /// Calls `body` with the slice's bytes as a span, valid only inside it.
    func withSpan<R>(_ body: (Span<UInt8>) -> R) -> R {
        withUnsafeBufferPointer { body($0.span) }
    }
}

extension Array where Element == UInt8 {
    /// Appends the bytes of `span`.
    mutating func append(span: Span<UInt8>) {
        span.withUnsafeBufferPointer { append(contentsOf: $0) }
    }
}

extension ByteOutput {
    /// Appends the bytes of `span`.
    @inline(__always)
    mutating func append(_ span: Span<UInt8>) {
        span.withUnsafeBufferPointer { append($0) }
    }
}

extension DisplayWidth {
    /// The width of `bytes`, counted as an array's are.
    static func of(_ bytes: Span<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { of($0) }
    }
}

extension String {
    /// The UTF-8 `bytes` decoded, each ill-formed sequence as U+FFFD.
    init(decoding bytes: Span<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}

extension JSONString {
    /// `s` quoted, as `append(_:to:)` quotes an array's bytes.
    static func append<Sink: JSONByteSink & ~Copyable>(_ s: Span<UInt8>, to out: inout Sink) {
        s.withUnsafeBufferPointer { append($0, to: &out) }
    }
}
