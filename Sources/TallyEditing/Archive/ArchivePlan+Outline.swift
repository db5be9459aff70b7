import TallyEngine
import TallySyntax
import TallyValues

/// The main file's entries as an archive plan needs them: each entry's
/// bytes and kind, read one entry at a time, so no syntax tree of a large
/// journal is held (only its `include` directives are kept whole). The
/// outlines of consecutive parts of the file join into the whole's
/// (`append`).
struct EntryOutline: ChunkReading {
    enum Kind: UInt8 {
        /// A transaction dated before the archive day, and one on or after it.
        case earlier, later
        case blank, comment, commentBlock
        /// A directive that decides how later amounts and dates read.
        case readingContext
        case include
        case other
    }

    private(set) var kinds: [Kind] = []
    /// Each entry's bytes (including its final line terminator).
    private(set) var ranges = Ranges()
    /// The `include` directives, by entry.
    private(set) var includes: [(entry: Int, directive: IncludeDirective)] = []
    private var counts = FileLayout.Counts()
    private let bytes: SourceBytes
    private let before: Day

    /// The outline of `file`, parsed here.
    init(_ file: SourceFile, year: Int, before: Day) {
        self.init(file.bytes, before: before)
        var parser = Parser(file: file, currentYear: year)
        while let e = parser.nextEntry() { add(e) }
    }

    /// An outline of `bytes` to be given their entries, in order.
    init(_ bytes: SourceBytes, before: Day) {
        self.bytes = bytes
        self.before = before
    }

    mutating func add(_ e: Entry) {
        counts.add(e, in: bytes)
        let kind: Kind
        switch e {
        case .transaction(let t): kind = t.date < before ? .earlier : .later
        case .trivia(let t):
            switch t.kind {
            case .blank: kind = .blank
            case .comment: kind = .comment
            case .commentBlock: kind = .commentBlock
            }
        case .directive(.include(let inc)):
            includes.append((kinds.count, inc))
            kind = .include
        case .directive(.decimalMark), .directive(.defaultCommodity), .directive(.defaultYear), .directive(.commodity):
            kind = .readingContext
        default: kind = .other
        }
        kinds.append(kind)
        ranges.append(e.range.range)
    }

    /// Adds the outline of the part of the file right after the part
    /// outlined here.
    mutating func append(_ later: EntryOutline) {
        let offset = kinds.count
        kinds += later.kinds
        ranges.append(later.ranges)
        for inc in later.includes { includes.append((offset + inc.entry, inc.directive)) }
        counts.append(later.counts)
    }

    var layout: FileLayout { counts.layout(of: bytes) }

    /// Ranges of bytes, kept as 32-bit offsets (a loaded file is under
    /// 2 GiB): 8 bytes an entry instead of 16.
    struct Ranges: CustomStringConvertible {
        private var bounds: [Int32] = []

        subscript(k: Int) -> Range<Int> { Int(bounds[2 * k])..<Int(bounds[2 * k + 1]) }

        mutating func append(_ r: Range<Int>) {
            bounds.append(Int32(r.lowerBound))
            bounds.append(Int32(r.upperBound))
        }

        mutating func append(_ later: Ranges) { bounds += later.bounds }

        var description: String { (0..<bounds.count / 2).map { "\(self[$0])" }.joined(separator: " ") }
    }

    var count: Int { kinds.count }

    func isTransaction(_ k: Int) -> Bool { kinds[k] == .earlier || kinds[k] == .later }

    func isTrivia(_ k: Int) -> Bool { kinds[k] == .blank || kinds[k] == .comment || kinds[k] == .commentBlock }

    /// The `include` directive of entry `k`, when it is one.
    func include(at k: Int) -> IncludeDirective? {
        guard kinds[k] == .include else { return nil }
        var lo = 0, hi = includes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if includes[mid].entry < k { lo = mid + 1 } else { hi = mid }
        }
        return includes[lo].directive
    }
}

/// Outlines the main file (the first one read) from the entries the loader
/// reads (see `JournalLoader.chunkReader`), so an archive plan need not
/// parse it again: each chunk on the worker that parses it, the outlines
/// joined in file order on the thread that loads.
package final class MainFileOutline: ChunkReader, @unchecked Sendable {
    private let before: Day
    /// Written only by `finish`, on the thread that loads, and read once the
    /// load is done.
    private(set) var outline: EntryOutline?

    /// For an archive of the transactions dated before `before`.
    package init(before: Day) {
        self.before = before
    }

    package func start(_ file: SourceFile, _ range: Range<Int>) -> (any ChunkReading)? {
        file.id.index == 0 ? EntryOutline(file.bytes, before: before) : nil
    }

    package func finish(_ reading: any ChunkReading, of file: SourceFile) {
        guard let part = reading as? EntryOutline else { return }
        if outline == nil { outline = part } else { outline?.append(part) }
    }
}
