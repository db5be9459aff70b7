import TallySyntax

/// Line numbers of offsets in the journal's files, for writers that name
/// each posting's line. Postings in date order mostly come in file order,
/// so each file remembers the line found last and walks on from it a few
/// lines; an offset further away, or before it, is searched in the file's
/// `LineTable`. Each table is built when its file is first asked about.
struct LineCursors {
    private let files: [SourceFile]
    private var tables: [LineTable?]
    /// Per file, the 0-based line found last.
    private var last: [Int]
    /// How many lines to walk before searching instead.
    private static let walk = 8

    init(_ files: [SourceFile]) {
        self.files = files
        tables = Array(repeating: nil, count: files.count)
        last = Array(repeating: 0, count: files.count)
    }

    /// The 1-based line of `offset` in `file`.
    mutating func line(of offset: Int, in file: FileID) -> Int {
        let f = Int(file.index)
        if tables[f] == nil { tables[f] = LineTable(files[f].bytes) }
        guard let table = tables[f] else { return 0 }
        let starts = table.lineStarts
        var k = last[f]
        if k < starts.count && Int(starts[k]) <= offset {
            var steps = 0
            while k + 1 < starts.count && Int(starts[k + 1]) <= offset && steps < Self.walk {
                k += 1
                steps += 1
            }
            if k + 1 == starts.count || Int(starts[k + 1]) > offset {
                last[f] = k
                return k + 1
            }
        }
        let line = table.line(of: offset)
        last[f] = line - 1
        return line
    }
}
