import TallySyntax
import TallyValues

/// The transactions of a journal, stored compactly: 24 bytes a transaction,
/// where a `Transaction` value is 64. A journal of a million transactions
/// holds a million.
///
/// A row keeps the entry's start, and its length, date and description as
/// small offsets and lengths from there. Comments and the rare parts (a
/// code, a payee and note, a secondary date) live in sparse side tables
/// keyed by the transaction's `sequence`, which is unique: the order in
/// which transactions were added. A transaction that does not fit the row
/// (an entry longer than 65,534 bytes, a description far from the date,
/// more than 254 postings, a date written in more than 15 bytes) is kept
/// whole in another side table. Reading a row gives back the whole
/// `Transaction`, exactly as it was added.
package struct TransactionTable: RandomAccessCollection, Sendable {
    private var rows: [PackedTransaction] = []
    /// For rows with comments, by sequence.
    private var comments = SparseColumn<CommentSpan>()
    /// For rows with a code, payee and note or secondary date, by sequence.
    private var rareParts = SparseColumn<RareTransactionParts>()
    /// Transactions that do not fit a row, by sequence.
    private var whole = SparseColumn<Transaction>()

    package init() {}

    /// The bytes a transaction takes in the table (side tables aside).
    package static var bytesPerRow: Int { MemoryLayout<PackedTransaction>.stride }

    package var startIndex: Int { 0 }
    package var endIndex: Int { rows.count }

    package subscript(i: Int) -> Transaction { unpack(rows[i]) }

    /// Adds a transaction; its `sequence` must differ from every other's.
    package mutating func append(_ t: Transaction) {
        guard let row = PackedTransaction(t) else {
            whole[t.sequence] = t
            rows.append(PackedTransaction(keptWhole: t))
            return
        }
        if t.commentCount > 0 { comments[t.sequence] = CommentSpan(start: t.commentStart, count: t.commentCount) }
        if row.bits & PackedTransaction.hasRareParts != 0 { rareParts[t.sequence] = RareTransactionParts(t) }
        rows.append(row)
    }

    package mutating func reserveCapacity(_ n: Int) { rows.reserveCapacity(n) }

    /// Puts the rows in a new order: row `k` becomes the one at `order[k]`.
    package mutating func reorder(_ order: [Int]) {
        rows = order.map { rows[$0] }
    }

    /// The date of row `i`, without unpacking the rest.
    package func date(at i: Int) -> Day { Day(daysSinceEpoch: rows[i].date) }

    private func unpack(_ r: PackedTransaction) -> Transaction {
        if r.file == PackedTransaction.wholeFile, let t = whole[r.sequence] { return t }
        let rare = r.bits & PackedTransaction.hasRareParts != 0 ? rareParts[r.sequence] : nil
        let span = r.bits & PackedTransaction.hasComments != 0 ? comments[r.sequence] : nil
        return r.transaction(rare: rare ?? RareTransactionParts(), comments: span ?? CommentSpan(start: 0, count: 0))
    }
}

/// A transaction's parts that few transactions have.
struct RareTransactionParts: Sendable {
    var secondaryDays: Int32 = Int32.min
    var codeRange = TextRange(-1, -1)
    var payeeEnd: Int32 = -1
    var noteStart: Int32 = -1

    init() {}

    init(_ t: Transaction) {
        secondaryDays = t.secondaryDays
        codeRange = t.codeRange
        payeeEnd = t.payeeEnd
        noteStart = t.noteStart
    }

    var isEmpty: Bool { secondaryDays == Int32.min && codeRange.start < 0 && payeeEnd < 0 && noteStart < 0 }
}

/// One transaction as stored: 24 bytes, 4-byte aligned.
struct PackedTransaction: Sendable {
    var date: Int32
    /// Where the entry starts in its file.
    var start: Int32
    var postingStart: Int32
    var sequence: Int32
    var length: UInt16
    var file: UInt16
    /// Where the description starts, from `start`.
    var descriptionOffset: UInt8
    var descriptionLength: UInt8
    var postingCount: UInt8
    /// Status (bits 0–1), the date's length in bytes (2–5) and the flags below.
    var bits: UInt8

    static let hasComments: UInt8 = 1 << 6
    static let hasRareParts: UInt8 = 1 << 7
    /// The `file` of a row whose transaction is kept whole.
    static let wholeFile = UInt16.max

    /// The row of a transaction, or `nil` when it does not fit one.
    init?(_ t: Transaction) {
        let start = Int(t.range.start)
        let descriptionOffset = Int(t.description.start) - start
        guard t.range.start >= 0, t.range.count >= 0, t.range.count < Int(UInt16.max),
              t.file.index >= 0, t.file.index < Int32(PackedTransaction.wholeFile),
              descriptionOffset >= 0, descriptionOffset <= Int(UInt8.max),
              t.description.count >= 0, t.description.count <= Int(UInt8.max),
              t.postingCount >= 0, t.postingCount <= Int32(UInt8.max),
              t.dateOffset == 0, t.dateLength < 16, t.status.rawValue < 4 else { return nil }
        let rare = RareTransactionParts(t)
        date = t.date.daysSinceEpoch
        self.start = t.range.start
        postingStart = t.postingStart
        sequence = t.sequence
        length = UInt16(t.range.count)
        file = UInt16(t.file.index)
        self.descriptionOffset = UInt8(descriptionOffset)
        descriptionLength = UInt8(t.description.count)
        postingCount = UInt8(t.postingCount)
        bits = t.status.rawValue | t.dateLength << 2 | (t.commentCount > 0 ? Self.hasComments : 0) | (rare.isEmpty ? 0 : Self.hasRareParts)
        // Whatever the row cannot say exactly (a negative comment count,
        // ranges that end before they start) keeps the transaction whole.
        guard transaction(rare: rare, comments: CommentSpan(start: t.commentStart, count: t.commentCount)) == t else { return nil }
    }

    /// The row standing for a transaction kept whole.
    init(keptWhole t: Transaction) {
        date = t.date.daysSinceEpoch
        start = t.range.start
        postingStart = t.postingStart
        sequence = t.sequence
        length = 0
        file = Self.wholeFile
        descriptionOffset = 0
        descriptionLength = 0
        postingCount = 0
        bits = 0
    }

    func transaction(rare: RareTransactionParts, comments: CommentSpan) -> Transaction {
        let start = Int(self.start)
        let descriptionStart = start + Int(descriptionOffset)
        let description = TextRange(descriptionStart, descriptionStart + Int(descriptionLength))
        var t = Transaction(
            date: Day(daysSinceEpoch: date), secondaryDate: nil, status: Status(rawValue: bits & 3) ?? .unmarked,
            file: FileID(Int(file)), range: TextRange(start, start + Int(length)), dateRange: TextRange(start, start + Int(bits >> 2 & 15)),
            code: nil, description: description, payee: nil, note: nil, sequence: sequence,
            postingStart: postingStart, postingCount: Int32(postingCount), commentStart: comments.start, commentCount: comments.count)
        t.secondaryDays = rare.secondaryDays
        t.codeRange = rare.codeRange
        t.payeeEnd = rare.payeeEnd
        t.noteStart = rare.noteStart
        return t
    }
}
