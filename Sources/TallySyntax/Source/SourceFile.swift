/// One journal file's path and bytes.
package struct SourceFile: Sendable {
    package var id: FileID
    /// The path as the user (or an `include`) named it.
    package var path: String
    package var bytes: SourceBytes

    package init(id: FileID, path: String, bytes: SourceBytes) {
        self.id = id
        self.path = path
        self.bytes = bytes
    }

    package init(id: FileID, path: String, bytes: [UInt8]) {
        self.init(id: id, path: path, bytes: SourceBytes(bytes))
    }

    /// The text of a range, decoded as UTF-8.
    package func text(_ range: TextRange) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// The bytes of a range.
    package func slice(_ range: TextRange) -> Slice<SourceBytes> {
        bytes[range.lowerBound..<range.upperBound]
    }
}

/// Line starts of one file, for turning byte offsets into lines and columns.
///
/// Built once per file when a diagnostic is rendered (O(n)); each lookup is a
/// binary search (O(log lines)). Offsets are 32-bit (the loader reads no
/// file of 2 GiB or more), so a file of millions of lines takes 4 bytes a line.
package struct LineTable: Sendable {
    package let lineStarts: [Int32]
    package let byteCount: Int

    package init(_ bytes: SourceBytes) {
        self = ByteView.with(bytes) { LineTable(view: $0) }
    }

    package init(_ bytes: [UInt8]) {
        self = ByteView.with(bytes) { LineTable(view: $0) }
    }

    private init(view: ByteView) {
        let n = view.count
        // Two passes: one counts the lines, so the table is allocated once
        // at its final size, the other records their starts.
        func eachNewline(_ body: (Int) -> Void) {
            var p = 0
            while p < n {
                let i = view.first(ByteClass.newline, from: p)
                guard i < n else { return }
                body(i)
                p = i + 1
            }
        }
        var lines = 1
        eachNewline { _ in lines += 1 }
        var starts: [Int32] = []
        starts.reserveCapacity(lines)
        starts.append(0)
        eachNewline { starts.append(Int32(truncatingIfNeeded: $0 + 1)) }
        lineStarts = starts
        byteCount = n
    }

    /// The 1-based line of an offset.
    package func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The byte range of a 1-based line, without its line terminator.
    package func lineRange<Bytes: RandomAccessCollection<UInt8>>(_ line: Int, in bytes: Bytes) -> Range<Int> where Bytes.Index == Int {
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) - 1 : byteCount
        if end > start && end <= bytes.count && end - 1 >= start && bytes[end - 1] == 13 { end -= 1 }
        return start..<max(start, end)
    }

    /// The 1-based line and column (in Unicode scalars) of an offset.
    package func location<Bytes: RandomAccessCollection<UInt8>>(of offset: Int, in bytes: Bytes) -> (line: Int, column: Int) where Bytes.Index == Int {
        let line = line(of: offset)
        var column = 1
        var i = Int(lineStarts[line - 1])
        // A byte-order mark is not a column.
        if i == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF && offset >= 3 { i = 3 }
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}
