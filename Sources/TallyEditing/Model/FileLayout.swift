import TallySyntax
import TallyValues

/// How a journal file is laid out, so that text Tally writes into it looks
/// like the rest: its line ending, how postings are indented, the column
/// its amounts end at, whether it leaves the balancing amount out, and the
/// `decimal-mark` it declares.
package struct FileLayout {
    package var lineEnding: [UInt8] = [10]
    package var postingIndent: [UInt8] = Array("    ".utf8)
    /// The display column the most amounts end at, when there are any.
    package var amountColumn: Int?
    /// Most transactions leave one posting's amount out.
    package var elidesBalancingAmount = true
    /// The mark of the file's last `decimal-mark` directive, or 0.
    package var decimalMark: UInt8 = 0
    /// The file starts with a UTF-8 byte-order mark.
    package var hasByteOrderMark = false

    package static let defaultIndent = Array("    ".utf8)

    package init() {}

    /// Reads the layout of `bytes`, parsed into `entries`.
    ///
    /// - Complexity: O(n) in the file size.
    package init(_ bytes: SourceBytes, entries: [Entry]) {
        var scan = Scan(bytes)
        for e in entries { scan.add(e) }
        self = scan.layout
    }

    /// Reads a file's layout, parsing it one entry at a time (no syntax
    /// tree is kept), and where `tally add` puts a new transaction.
    package static func scan(_ file: SourceFile, year: Int) -> Scan {
        var scan = Scan(file.bytes)
        var parser = Parser(file: file, currentYear: year)
        while let e = parser.nextEntry() { scan.add(e) }
        return scan
    }

    /// The layout of a file, gathered entry by entry.
    package struct Scan {
        package let bytes: SourceBytes
        private var result = FileLayout()
        /// How often each indent (packed into an integer) and column is used,
        /// and the last posting using it. A file has few indents, and most
        /// columns are small: those are kept by index, the others by key.
        private var indents: [(key: UInt64, count: Int, last: Int, sample: Range<Int>)] = []
        private var smallColumns: [(count: Int, last: Int)] = []
        private var largeColumns: [Int: (count: Int, last: Int)] = [:]
        private static let smallColumnLimit = 1024
        private var postings = 0, transactions = 0, elided = 0
        /// The end of the last transaction; with the comment lines right
        /// below it when nothing but blank lines follows them.
        private var lastEnd: Int?
        private var attachedComment: Int?
        private enum After { case transaction, comment, other }
        private var after = After.other
        /// The `D` directive's commodity, if any.
        package private(set) var defaultCommodity: TextRange?

        package init(_ bytes: SourceBytes) {
            self.bytes = bytes
            result.hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            if let lf = bytes.firstIndex(of: 10), lf > 0, bytes[lf - 1] == 13 { result.lineEnding = [13, 10] }
        }

        package mutating func add(_ entry: Entry) {
            switch entry {
            case .transaction(let t):
                // The postings' stored fields, read where they lie: a
                // posting passed whole, or its assertion's getter, copies it.
                let assertionBit = PostingSyntax.assertionBit
                t.postings.withUnsafeBufferPointer { ps in
                    if ps.count >= 2 {
                        transactions += 1
                        if ps.indices.contains(where: { ps[$0].amount == nil && ps[$0].partBits & assertionBit == 0 }) { elided += 1 }
                    }
                    for k in ps.indices { addPosting(line: ps[k].range, amountEnd: ps[k].amount?.range.upperBound) }
                }
                lastEnd = t.range.upperBound
                attachedComment = nil
                after = .transaction
                return
            case .trivia(let c) where c.kind == .comment && after == .transaction:
                attachedComment = c.range.upperBound
                after = .comment
                return
            case .trivia(let b) where b.kind == .blank:
                if after == .transaction { after = .other }
                return
            case .directive(.decimalMark(_, let mark)):
                result.decimalMark = mark
            case .directive(.defaultCommodity(_, let amount)):
                defaultCommodity = amount.commodity
            default:
                break
            }
            after = .other
            attachedComment = nil
        }

        /// A posting line from its first non-blank byte, and where its amount ends.
        private mutating func addPosting(line: TextRange, amountEnd: Int?) {
            postings += 1
            let start = FileLayout.lineStart(of: line.lowerBound, in: bytes)
            let length = line.lowerBound - start
            if length <= 8 {
                var key = UInt64(length) << 56
                for i in start..<line.lowerBound { key = key << 1 | (bytes[i] == 9 ? 1 : 0) }
                if let k = indents.firstIndex(where: { $0.key == key }) {
                    indents[k].count += 1
                    indents[k].last = postings
                } else {
                    indents.append((key, 1, postings, start..<line.lowerBound))
                }
            }
            guard let amountEnd else { return }
            let column = FileLayout.width(bytes[start..<amountEnd])
            if column < Self.smallColumnLimit {
                if column >= smallColumns.count { smallColumns += repeatElement((count: 0, last: 0), count: column + 1 - smallColumns.count) }
                smallColumns[column].count += 1
                smallColumns[column].last = postings
            } else {
                let old = largeColumns[column] ?? (0, 0)
                largeColumns[column] = (old.count + 1, postings)
            }
        }

        /// Where a new transaction goes: after the last transaction (and the
        /// comment lines it keeps), or at the end.
        package var appendOffset: Int { attachedComment ?? lastEnd ?? bytes.count }

        package var layout: FileLayout {
            var l = result
            let ranked = { (a: (count: Int, last: Int), b: (count: Int, last: Int)) in a.count != b.count ? a.count < b.count : a.last < b.last }
            if let indent = indents.max(by: { ranked(($0.count, $0.last), ($1.count, $1.last)) }) {
                l.postingIndent = Array(bytes[indent.sample])
            }
            // Each posting is the last of one column at most, so no two columns rank the same.
            let small = smallColumns.indices.lazy.filter { smallColumns[$0].count > 0 }.map { ($0, smallColumns[$0]) }
            l.amountColumn = (Array(small) + largeColumns.map { ($0.key, $0.value) }).max(by: { ranked($0.1, $1.1) })?.0
            if transactions > 0 { l.elidesBalancingAmount = elided * 2 >= transactions }
            return l
        }
    }

    /// The columns a line start takes on a terminal: display width, with a
    /// tab moving to the next multiple of 8. ASCII text is counted here
    /// directly; other text goes to `DisplayWidth`.
    package static func width(_ bytes: ArraySlice<UInt8>) -> Int { bytes.withUnsafeBufferPointer(width) }

    package static func width(_ bytes: Slice<SourceBytes>) -> Int { bytes.withUnsafeBufferPointer(width) }

    package static func width(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        do {
            var column = 0
            var i = 0
            // Eight printable ASCII bytes (no tab, control or DEL) at a time.
            let raw = UnsafeRawBufferPointer(buffer)
            while i + 8 <= buffer.count {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if w & 0x8080_8080_8080_8080 | ByteLanes.below(w, 0x20) | ByteLanes.equal(w, 0x7F) != 0 { break }
                column += 8
                i += 8
            }
            while i < buffer.count {
                let b = buffer[i]
                if b == 9 {
                    column = (column / 8 + 1) * 8
                    i += 1
                } else if b < 0x80 {
                    if b >= 0x20 && b != 0x7F { column += 1 }
                    i += 1
                } else {
                    // A run of text up to the next tab.
                    var j = i
                    while j < buffer.count && buffer[j] != 9 { j += 1 }
                    column += DisplayWidth.of(UnsafeBufferPointer(rebasing: buffer[i..<j]))
                    i = j
                }
            }
            return column
        }
    }

    package static func width(_ bytes: [UInt8]) -> Int { width(bytes[...]) }

    /// The offset where the line holding `offset` starts.
    package static func lineStart(of offset: Int, in bytes: SourceBytes) -> Int {
        var i = min(offset, bytes.count)
        while i > 0 && bytes[i - 1] != 10 { i -= 1 }
        return i
    }

    /// One posting line: indent, account, padding so that the amount ends at
    /// `column` (at least two spaces), the amount, then `rest` (cost,
    /// assertion, comment), without the line ending.
    package func postingLine(account: [UInt8], amount: [UInt8]?, rest: [UInt8], column: Int?) -> [UInt8] {
        var line = postingIndent
        line.append(contentsOf: account)
        if let amount {
            let used = FileLayout.width(line) + FileLayout.width(amount[...])
            let gap = column.map { max(2, $0 - used) } ?? 2
            line.append(contentsOf: repeatElement(32, count: gap))
            line.append(contentsOf: amount)
        }
        line.append(contentsOf: rest)
        return line
    }

    /// Where amounts end in a file that has none yet: room for a long
    /// account name and a large amount, so that later transactions line up.
    package static let defaultColumn = 48

    /// The column the amounts of one new transaction end at: the file's
    /// (or `defaultColumn` in a file without amounts), unless a posting
    /// needs more room (then they all move right, to stay aligned with
    /// each other).
    package func column(for postings: [(account: [UInt8], amount: [UInt8]?)]) -> Int {
        let indent = FileLayout.width(postingIndent)
        let needed = postings.compactMap { p in p.amount.map { indent + FileLayout.width(p.account[...]) + 2 + FileLayout.width($0[...]) } }.max() ?? 0
        return max(amountColumn ?? FileLayout.defaultColumn, needed)
    }
}
