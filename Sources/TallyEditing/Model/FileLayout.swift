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

    /// The layout of a file, gathered entry by entry, and where a new
    /// transaction goes.
    package struct Scan {
        package let bytes: SourceBytes
        private var counts = Counts()
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
        }

        package mutating func add(_ entry: Entry) {
            counts.add(entry, in: bytes)
            switch entry {
            case .transaction(let t):
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
            case .directive(.defaultCommodity(_, let amount)):
                defaultCommodity = amount.commodity
            default:
                break
            }
            after = .other
            attachedComment = nil
        }

        /// Where a new transaction goes: after the last transaction (and the
        /// comment lines it keeps), or at the end.
        package var appendOffset: Int { attachedComment ?? lastEnd ?? bytes.count }

        package var layout: FileLayout { counts.layout(of: bytes) }
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
