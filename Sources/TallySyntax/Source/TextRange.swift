/// A half-open range of UTF-8 byte offsets in one source file.
///
/// Offsets are `Int32` to keep syntax nodes small; the loader refuses files
/// of 2 GiB or more.
package struct TextRange: Sendable, Hashable {
    package var start: Int32
    package var end: Int32

    package init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    package static let empty = TextRange(0, 0)

    package var lowerBound: Int { Int(start) }
    package var upperBound: Int { Int(end) }
    package var count: Int { Int(end - start) }
    package var isEmpty: Bool { start >= end }
    package var range: Range<Int> { Int(start)..<Int(end) }
}

/// A position in a specific file.
package struct SourceLocation: Sendable, Hashable {
    package var file: FileID
    package var range: TextRange

    package init(file: FileID, range: TextRange) { (self.file, self.range) = (file, range) }
}

/// The identity of a loaded file: its index in the loader's file list.
package struct FileID: Sendable, Hashable, Comparable {
    package var index: Int32
    package init(_ index: Int) { self.index = Int32(index) }
    package static func < (a: FileID, b: FileID) -> Bool { a.index < b.index }
}
