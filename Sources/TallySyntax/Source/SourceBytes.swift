#if canImport(Glibc)
import Glibc
#endif
import TallyValues

/// The bytes of one source file: read-only, shared by every copy, and held
/// either as an array they keep or, for a large file on disk, mapped from
/// the file (`init(mapping:status:)`).
///
/// A mapped file costs the process no copy: its pages come from the
/// kernel's page cache as they are read, and `release(upTo:)` gives back
/// those already parsed, so a journal of hundreds of megabytes is never
/// held whole. If another program writes the file in place while it is
/// mapped, `hasChanged` says so; if it shortens the file, the bytes past
/// its new end read as zeros instead of stopping the process.
public struct SourceBytes: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline let storage: SourceStorage
    /// The first byte; valid (and at least one byte long) while `storage` lives.
    @usableFromInline let base: UnsafePointer<UInt8>
    public let count: Int

    /// The bytes of an array (which they keep, without copying it).
    public init(_ bytes: [UInt8]) {
        storage = SourceStorage(holding: bytes)
        base = UnsafePointer(storage.start.assumingMemoryBound(to: UInt8.self))
        count = bytes.count
    }

    /// The open regular file `fd` (of status `status`) mapped, the
    /// descriptor then belonging to the bytes; `nil` when it cannot be
    /// mapped (the descriptor stays the caller's).
    public init?(mapping fd: Int32, status: stat) {
        guard let mapping = FileMapping(fd: fd, status: status) else { return nil }
        storage = SourceStorage(mapping: mapping)
        base = UnsafePointer(storage.start.assumingMemoryBound(to: UInt8.self))
        count = mapping.length
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    @inlinable public subscript(i: Int) -> UInt8 {
        precondition(i >= 0 && i < count, "source byte index out of range")
        return base[i]
    }

    /// Calls `body` with the bytes; the pointer is valid only inside it.
    @inlinable public func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        defer { withExtendedLifetime(storage) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inlinable public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        defer { withExtendedLifetime(storage) {} }
        return try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    @inlinable public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        defer { withExtendedLifetime(storage) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes as an array: the one they were made from, else a copy.
    public var array: [UInt8] { storage.array ?? withUnsafeBufferPointer { Array($0) } }

    /// The bytes are mapped from a file rather than held in memory.
    public var isMapped: Bool { storage.mapping != nil }

    /// Gives the memory of the bytes before `offset` back to the system,
    /// when they are mapped: reading them again later brings them back from
    /// the file (the page cache), so this changes only how much memory the
    /// process holds, never what it reads.
    public func release(upTo offset: Int) {
        storage.mapping?.release(upTo: Swift.min(offset, count))
    }

    /// The mapped file was written to in place, or shortened, since it was
    /// opened: what was read from it may mix old and new text.
    public var hasChanged: Bool { storage.mapping?.hasChanged ?? false }
}

extension SourceBytes: Equatable {
    public static func == (a: SourceBytes, b: [UInt8]) -> Bool {
        a.count == b.count && b.withUnsafeBytes { memcmp(a.base, $0.baseAddress ?? UnsafeRawPointer(a.base), a.count) == 0 }
    }

    public static func != (a: SourceBytes, b: [UInt8]) -> Bool { !(a == b) }
    public static func == (a: [UInt8], b: SourceBytes) -> Bool { b == a }
    public static func != (a: [UInt8], b: SourceBytes) -> Bool { !(b == a) }

    public static func == (a: SourceBytes, b: SourceBytes) -> Bool {
        a.count == b.count && (a.base == b.base || memcmp(a.base, b.base, a.count) == 0)
    }
}

extension SourceBytes: CustomReflectable {
    /// The bytes themselves (as an array shows them), not where they are held.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: array, displayStyle: .collection) }
}

extension Slice where Base == SourceBytes {
    /// Calls `body` with the bytes of the slice; the pointer is valid only inside it.
    @inlinable public func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let lo = startIndex, hi = endIndex
        return try base.withUnsafeBufferPointer { (all: UnsafeBufferPointer<UInt8>) throws(E) -> R in
            try body(UnsafeBufferPointer(rebasing: all[lo..<hi]))
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends a file's bytes with one copy.
    @inlinable public mutating func append(contentsOf bytes: Slice<SourceBytes>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    @inlinable public mutating func append(contentsOf bytes: SourceBytes) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }
}

extension DisplayWidth {
    /// The width of a file's bytes, read in place.
    package static func of(_ bytes: Slice<SourceBytes>) -> Int { bytes.withUnsafeBufferPointer { of($0) } }
}

/// The memory behind `SourceBytes`: an array it keeps, or a file mapping.
@usableFromInline final class SourceStorage: @unchecked Sendable {
    // Written once, before the storage is shared; only read afterwards.
    let start: UnsafeMutableRawPointer
    let mapping: FileMapping?
    /// The array whose elements `start` points to, kept alive and never changed.
    let array: [UInt8]?

    init(holding bytes: [UInt8]) {
        mapping = nil
        if let base = bytes.withUnsafeBytes({ $0.baseAddress }), !bytes.isEmpty {
            start = UnsafeMutableRawPointer(mutating: base)
            array = bytes
        } else {
            start = .allocate(byteCount: 1, alignment: 16)
            array = nil
        }
    }

    init(mapping: FileMapping) {
        start = mapping.start
        self.mapping = mapping
        array = nil
    }

    deinit {
        if mapping == nil && array == nil { start.deallocate() }
    }
}
