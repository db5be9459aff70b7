/// A half-open range of UTF-8 byte offsets in one source file.
///
/// Offsets are `Int32` to keep syntax nodes small; the loader refuses files
/// of 2 GiB or more.
public struct TextRange: Sendable, Hashable {
    public var start: Int32
    public var end: Int32

    // Every module reads ranges in its inner loops: the small members are
    // inlinable so those reads cost no call. They are public because the
    // compiler inlines a member into another module only when it is.
    @inlinable public init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    package static let empty = TextRange(0, 0)

    @inlinable public var lowerBound: Int { Int(start) }
    @inlinable public var upperBound: Int { Int(end) }
    @inlinable public var count: Int { Int(end - start) }
    @inlinable public var isEmpty: Bool { start >= end }
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }

    @inlinable public static func == (a: TextRange, b: TextRange) -> Bool { a.start == b.start && a.end == b.end }
}

/// A position in a specific file.
package struct SourceLocation: Sendable, Hashable {
    package var file: FileID
    package var range: TextRange

    @inlinable public init(file: FileID, range: TextRange) { (self.file, self.range) = (file, range) }
}

/// The identity of a loaded file: its index in the loader's file list.
package struct FileID: Sendable, Hashable, Comparable {
    package var index: Int32
    @inlinable public init(_ index: Int) { self.index = Int32(index) }
    @inlinable public static func < (a: FileID, b: FileID) -> Bool { a.index < b.index }
}
