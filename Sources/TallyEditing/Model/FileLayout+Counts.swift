import TallySyntax

extension FileLayout {
    /// What a file's layout is decided from, counted entry by entry: how
    /// often each posting indent and amount column is used, how many
    /// transactions leave an amount out, the last `decimal-mark`. The counts
    /// of consecutive parts of a file, taken apart (on several threads),
    /// join into those of the whole (`append`).
    package struct Counts: Sendable {
        /// How often each indent (packed into an integer) and column is used,
        /// and the last posting using it (counted from the first posting
        /// counted here). A file has few indents, and most columns are
        /// small: those are kept by index, the others by key.
        private var indents: [(key: UInt64, count: Int, last: Int, sample: Range<Int>)] = []
        private var smallColumns: [(count: Int, last: Int)] = []
        private var largeColumns: [Int: (count: Int, last: Int)] = [:]
        private static let smallColumnLimit = 1024
        private var postings = 0, transactions = 0, elided = 0
        /// The mark of the last `decimal-mark` directive counted, if any.
        private var decimalMark: UInt8?

        package init() {}

        /// Counts `entry`, of the file `bytes`.
        package mutating func add(_ entry: Entry, in bytes: SourceBytes) {
            switch entry {
            case .transaction(let t):
                // The postings' stored fields, read where they lie: a
                // posting passed whole, or its assertion's getter, copies it.
                let assertionBit = PostingSyntax.assertionBit
                let ps = t.postings.span
                if ps.count >= 2 {
                    transactions += 1
                    var elides = false
                    for k in ps.indices where ps[k].amount == nil && ps[k].partBits & assertionBit == 0 { elides = true }
                    if elides { elided += 1 }
                }
                for k in ps.indices { addPosting(line: ps[k].range, amountEnd: ps[k].amount?.range.upperBound, in: bytes) }
            case .directive(.decimalMark(_, let mark)):
                decimalMark = mark
            default:
                break
            }
        }

        /// A posting line from its first non-blank byte, and where its amount ends.
        private mutating func addPosting(line: TextRange, amountEnd: Int?, in bytes: SourceBytes) {
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

        /// Adds the counts of the part of the file right after the part
        /// counted here.
        package mutating func append(_ later: Counts) {
            let offset = postings
            for i in later.indents {
                if let k = indents.firstIndex(where: { $0.key == i.key }) {
                    indents[k].count += i.count
                    indents[k].last = offset + i.last
                } else {
                    indents.append((i.key, i.count, offset + i.last, i.sample))
                }
            }
            if later.smallColumns.count > smallColumns.count {
                smallColumns += repeatElement((count: 0, last: 0), count: later.smallColumns.count - smallColumns.count)
            }
            for (column, c) in later.smallColumns.enumerated() where c.count > 0 {
                smallColumns[column].count += c.count
                smallColumns[column].last = offset + c.last
            }
            for (column, c) in later.largeColumns {
                let old = largeColumns[column] ?? (0, 0)
                largeColumns[column] = (old.count + c.count, offset + c.last)
            }
            postings += later.postings
            transactions += later.transactions
            elided += later.elided
            if let mark = later.decimalMark { decimalMark = mark }
        }

        /// The layout of the file `bytes`, as counted.
        package func layout(of bytes: SourceBytes) -> FileLayout {
            var l = FileLayout()
            l.hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            if let lf = bytes.firstIndex(of: 10), lf > 0, bytes[lf - 1] == 13 { l.lineEnding = [13, 10] }
            if let decimalMark { l.decimalMark = decimalMark }
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
}
