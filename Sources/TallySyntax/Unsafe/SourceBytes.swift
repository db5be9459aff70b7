import TallyValues

/// Bytes held outside the Swift heap by the layer that reads files (a file
/// mapped into memory by TallySystem's `FileMapping`): this target makes no
/// system calls, it reads what the pointer shows.
public protocol ByteSource: AnyObject, Sendable {
    /// The first byte; valid, and never written, while the source lives.
    var start: UnsafeRawPointer { get }
    var count: Int { get }
    /// Bytes before `offset` have been read and may be given back to the
    /// system (they read the same if read again).
    func release(upTo offset: Int)
    /// The file behind the bytes was changed since they were taken from it.
    var hasChanged: Bool { get }
}

/// The bytes of one source file: read-only, shared by every copy, and held
/// either in memory they own or, for a large file on disk, by a
/// `ByteSource` (a mapping of the file, `init(source:)`). Either way the
/// memory stays where it is for as long as any copy lives, so `base` is
/// valid exactly that long (no pointer taken out of an array's closure).
///
/// The pointer's owner: `storage`, a class shared by every copy, frees
/// the memory (or drops the mapping's owner) only when the last copy
/// goes. So `base` is a stored pointer with a lifetime owner, and the
/// only one this target keeps: the `with…` methods lend it to a closure,
/// and `ByteView(pinning:)` (ByteScanning.swift) to a parser that holds
/// these bytes for as long as it reads through the view.
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

    /// A copy of the bytes of an array.
    public init(_ bytes: [UInt8]) {
        storage = bytes.withUnsafeBytes { SourceStorage(copying: $0) }
        base = UnsafePointer(storage.start.assumingMemoryBound(to: UInt8.self))
        count = bytes.count
    }

    /// Bytes written in place by `initializer`, which is given room for
    /// `capacity` bytes and returns how many it wrote (at most `capacity`):
    /// a file read straight into the memory the bytes keep, with no copy.
    public init<E: Error>(unsafeUninitializedCapacity capacity: Int,
                          initializingWith initializer: (UnsafeMutableRawBufferPointer) throws(E) -> Int) throws(E) {
        let storage = SourceStorage(capacity: capacity)
        let written = try initializer(UnsafeMutableRawBufferPointer(start: storage.start, count: Swift.max(capacity, 0)))
        precondition(written >= 0 && written <= Swift.max(capacity, 0), "more bytes written than there was room for")
        self.storage = storage
        base = UnsafePointer(storage.start.assumingMemoryBound(to: UInt8.self))
        count = written
    }

    /// The bytes of a source held elsewhere (a mapped file), which they keep.
    public init(source: any ByteSource) {
        storage = SourceStorage(source: source)
        base = UnsafePointer(storage.start.assumingMemoryBound(to: UInt8.self))
        count = source.count
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

    /// A copy of the bytes as an array.
    public var array: [UInt8] { withUnsafeBufferPointer { Array($0) } }

    /// The bytes are mapped from a file rather than held in memory.
    public var isMapped: Bool { storage.source != nil }

    /// Gives the memory of the bytes before `offset` back to the system,
    /// when they are mapped: reading them again later brings them back from
    /// the file (the page cache), so this changes only how much memory the
    /// process holds, never what it reads.
    public func release(upTo offset: Int) {
        storage.source?.release(upTo: Swift.min(offset, count))
    }

    /// The mapped file was written to in place, or shortened, since it was
    /// opened: what was read from it may mix old and new text.
    public var hasChanged: Bool { storage.source?.hasChanged ?? false }
}

extension SourceBytes: Equatable {
    public static func == (a: SourceBytes, b: [UInt8]) -> Bool {
        a.count == b.count && b.withUnsafeBytes { ByteLanes.equal(UnsafeRawPointer(a.base), $0.baseAddress ?? UnsafeRawPointer(a.base), count: a.count) }
    }

    public static func != (a: SourceBytes, b: [UInt8]) -> Bool { !(a == b) }
    public static func == (a: [UInt8], b: SourceBytes) -> Bool { b == a }
    public static func != (a: [UInt8], b: SourceBytes) -> Bool { !(b == a) }

    public static func == (a: SourceBytes, b: SourceBytes) -> Bool {
        a.count == b.count && (a.base == b.base || ByteLanes.equal(UnsafeRawPointer(a.base), UnsafeRawPointer(b.base), count: a.count))
    }
}

extension SourceBytes {
    /// Whether the bytes from `offset` on start with `piece` (false when
    /// they end first); eight bytes a step.
    public func holds(_ piece: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset <= count, piece.count <= count - offset else { return false }
        return piece.withUnsafeBytes { p in
            guard let b = p.baseAddress else { return true }
            return withExtendedLifetime(storage) { ByteLanes.equal(UnsafeRawPointer(base + offset), b, count: piece.count) }
        }
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

/// The memory behind `SourceBytes`: bytes it allocated and owns, or a
/// `ByteSource`, which owns them.
@usableFromInline final class SourceStorage: @unchecked Sendable {
    // Written once, before the storage is shared; only read afterwards.
    let start: UnsafeMutableRawPointer
    let source: (any ByteSource)?

    /// Room for `capacity` bytes (at least one, so `start` is never null).
    init(capacity: Int) {
        start = .allocate(byteCount: Swift.max(capacity, 1), alignment: 16)
        source = nil
    }

    convenience init(copying bytes: UnsafeRawBufferPointer) {
        self.init(capacity: bytes.count)
        if let from = bytes.baseAddress, !bytes.isEmpty { start.copyMemory(from: from, byteCount: bytes.count) }
    }

    init(source: any ByteSource) {
        start = UnsafeMutableRawPointer(mutating: source.start)
        self.source = source
    }

    deinit {
        if source == nil { start.deallocate() }
    }
}
