/// A half-open range of UTF-8 byte offsets in one source file.
///
/// Offsets are `Int32` to keep syntax nodes small; the loader refuses files
/// of 2 GiB or more.
public struct TextRange: Sendable, Hashable {
    public var start: Int32
    public var end: Int32

    public init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    public static let empty = TextRange(0, 0)

    public var lowerBound: Int { Int(start) }
    public var upperBound: Int { Int(end) }
    public var count: Int { Int(end - start) }
    public var isEmpty: Bool { start >= end }
    public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A position in a specific file.
public struct SourceLocation: Sendable, Hashable {
    public var file: FileID
    public var range: TextRange

    public init(file: FileID, range: TextRange) {
        self.file = file
        self.range = range
    }
}

/// The identity of a loaded file: its index in the loader's file list.
public struct FileID: Sendable, Hashable, Comparable {
    public var index: Int32
    public init(_ index: Int) { self.index = Int32(index) }
    public static func < (a: FileID, b: FileID) -> Bool { a.index < b.index }
}
