import TallySyntax
import TallyValues

/// How a journal file is laid out, so that text Tally writes into it looks
/// like the rest: its line ending, how postings are indented, the column
/// its amounts end at, whether it leaves the balancing amount out, and the
/// `decimal-mark` it declares.
struct FileLayout {
    var lineEnding: [UInt8] = [10]
    var postingIndent: [UInt8] = Array("    ".utf8)
    /// The display column the most amounts end at, when there are any.
    var amountColumn: Int?
    /// Most transactions leave one posting's amount out.
    var elidesBalancingAmount = true
    /// The mark of the file's last `decimal-mark` directive, or 0.
    var decimalMark: UInt8 = 0
    /// The file starts with a UTF-8 byte-order mark.
    var hasByteOrderMark = false

    static let defaultIndent = Array("    ".utf8)

    init() {}

    /// Reads the layout of `bytes`, parsed into `entries`.
    ///
    /// - Complexity: O(n) in the file size.
    init(_ bytes: [UInt8], entries: [Entry]) {
        hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        if let lf = bytes.firstIndex(of: 10), lf > 0, bytes[lf - 1] == 13 { lineEnding = [13, 10] }
        // How often each indent and column is used, and the last posting using it.
        var indents: [[UInt8]: (count: Int, last: Int)] = [:]
        var columns: [Int: (count: Int, last: Int)] = [:]
        var seen = 0
        var transactions = 0, elided = 0
        for entry in entries {
            switch entry {
            case .transaction(let t):
                if t.postings.count >= 2 {
                    transactions += 1
                    if t.postings.contains(where: { $0.amount == nil && $0.assertion == nil }) { elided += 1 }
                }
                for p in t.postings {
                    seen += 1
                    let start = FileLayout.lineStart(of: p.range.lowerBound, in: bytes)
                    indents[Array(bytes[start..<p.range.lowerBound]), default: (0, 0)].count += 1
                    indents[Array(bytes[start..<p.range.lowerBound])]!.last = seen
                    guard let a = p.amount else { continue }
                    let column = FileLayout.width(bytes[start..<a.range.upperBound])
                    columns[column, default: (0, 0)].count += 1
                    columns[column]!.last = seen
                }
            case .directive(.decimalMark(_, let mark)):
                decimalMark = mark
            default:
                break
            }
        }
        if let indent = FileLayout.mostCommon(indents) { postingIndent = indent }
        amountColumn = FileLayout.mostCommon(columns)
        if transactions > 0 { elidesBalancingAmount = elided * 2 >= transactions }
    }

    /// The key used most often; of equally common ones, the one used last.
    private static func mostCommon<K>(_ counts: [K: (count: Int, last: Int)]) -> K? {
        counts.max { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : a.value.last < b.value.last }?.key
    }

    /// The columns a line start takes on a terminal: display width, with a
    /// tab moving to the next multiple of 8.
    static func width(_ bytes: ArraySlice<UInt8>) -> Int {
        guard bytes.contains(9) else { return DisplayWidth.of(bytes) }
        var column = 0
        var start = bytes.startIndex
        for i in bytes.indices where bytes[i] == 9 {
            column += DisplayWidth.of(bytes[start..<i])
            column = (column / 8 + 1) * 8
            start = i + 1
        }
        return column + DisplayWidth.of(bytes[start...])
    }

    static func width(_ bytes: [UInt8]) -> Int { width(bytes[...]) }

    /// The offset where the line holding `offset` starts.
    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var i = min(offset, bytes.count)
        while i > 0 && bytes[i - 1] != 10 { i -= 1 }
        return i
    }

    /// One posting line: indent, account, padding so that the amount ends at
    /// `column` (at least two spaces), the amount, then `rest` (cost,
    /// assertion, comment), without the line ending.
    func postingLine(account: [UInt8], amount: [UInt8]?, rest: [UInt8], column: Int?) -> [UInt8] {
        var line = postingIndent
        line.append(contentsOf: account)
        if let amount {
            let used = FileLayout.width(line) + DisplayWidth.of(amount)
            let gap = column.map { max(2, $0 - used) } ?? 2
            line.append(contentsOf: repeatElement(32, count: gap))
            line.append(contentsOf: amount)
        }
        line.append(contentsOf: rest)
        return line
    }

    /// The column the amounts of one new transaction end at: the file's,
    /// unless a posting needs more room (then they all move right, to stay
    /// aligned with each other).
    func column(for postings: [(account: [UInt8], amount: [UInt8]?)]) -> Int {
        let indent = FileLayout.width(postingIndent)
        let needed = postings.compactMap { p in p.amount.map { indent + DisplayWidth.of(p.account) + 2 + DisplayWidth.of($0) } }.max() ?? 0
        return max(amountColumn ?? 0, needed)
    }
}
