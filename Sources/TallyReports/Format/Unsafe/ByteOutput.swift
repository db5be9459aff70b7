/// The output buffer of the writers of long reports (register, export):
/// bytes are stored through a pointer, with one capacity check per piece
/// and none of an array's uniqueness checks, and handed to a sink as
/// `[UInt8]` chunks of about `ChunkedOutput.chunkSize` bytes.
///
/// The stored pointer's owner is the buffer itself: it is not copyable,
/// allocates `base`, frees it in `deinit` and when it grows, and lends
/// the room at `base + count` only to `write`'s closure, as a span. `OutputBufferTests` compares
/// what it holds with an array that is given the same pieces.
package struct ByteOutput: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    package init(capacity: Int = ChunkedOutput.chunkSize + 4096) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `n` more bytes.
    @inlinable @inline(__always)
    package mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    @usableFromInline
    mutating func grow(_ n: Int) {
        let larger = max(capacity * 2, count + n)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inlinable @inline(__always)
    package mutating func append(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    @inlinable @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    @inlinable
    package mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inlinable
    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The bytes `range` of `bytes`, with no slice of the array made (a
    /// slice would retain it).
    @inlinable @inline(__always)
    package mutating func append(_ bytes: [UInt8], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "byte range out of range")
        bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `n` spaces; nothing when `n` is not positive.
    @inlinable
    package mutating func pad(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).update(repeating: 32, count: n)
        count += n
    }

    /// Writes exactly `n` bytes through `fill`, which is given them as a
    /// span (checked, and valid only inside `fill`) to set in any order.
    @inlinable @inline(__always)
    package mutating func write(_ n: Int, _ fill: (inout MutableSpan<UInt8>) -> Void) {
        reserve(n)
        var span = UnsafeMutableBufferPointer(start: base + count, count: n).mutableSpan
        fill(&span)
        count += n
    }

    /// The bytes of a string literal.
    @inlinable @inline(__always)
    package mutating func append(_ s: StaticString) {
        append(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// Hands the bytes to `sink` and empties the buffer, once it holds a chunk or more.
    @inlinable @inline(__always)
    package mutating func flushIfFull(_ sink: ([UInt8]) -> Void) {
        if count >= ChunkedOutput.chunkSize { flush(sink) }
    }

    /// Hands what is left to `sink` (nothing when empty).
    package mutating func flush(_ sink: ([UInt8]) -> Void) {
        guard count > 0 else { return }
        sink(Array(UnsafeBufferPointer(start: base, count: count)))
        count = 0
    }
}
