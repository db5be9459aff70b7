import TallySyntax
import TallyValues

/// The main file's entries as an archive plan needs them: each entry's
/// bytes and kind, read one entry at a time, so no syntax tree of a large
/// journal is held (only its `include` directives are kept whole).
struct EntryOutline {
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
    private(set) var ranges: [Range<Int>] = []
    /// The `include` directives, by entry.
    private(set) var includes: [(entry: Int, directive: IncludeDirective)] = []
    private(set) var layout: FileLayout

    init(_ file: SourceFile, year: Int, before: Day) {
        var scan = FileLayout.Scan(file.bytes)
        var parser = Parser(file: file, currentYear: year)
        while let e = parser.nextEntry() {
            scan.add(e)
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
        layout = scan.layout
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
