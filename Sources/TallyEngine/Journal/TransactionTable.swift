import TallySyntax
import TallyValues

/// The transactions of a journal, stored compactly: 24 bytes a transaction,
/// where a `Transaction` value is 64. A journal of a million transactions
/// holds a million.
///
/// A row keeps the entry's start, and its length, date and description as
/// small offsets and lengths from there. A row with comments or rare parts
/// (a code, a payee and note, a secondary date) points to where its
/// comments are (8 bytes); the rare parts live in a sparse side table. A transaction that does not fit a row (an entry longer
/// than 65,534 bytes, a description far from the date, more than 254
/// postings, a date written in more than 15 bytes) is kept whole in
/// another. Reading a row gives back the whole `Transaction`, exactly as it
/// was added.
package struct TransactionTable: RandomAccessCollection, Sendable {
    private var rows: [PackedTransaction] = []
    /// Where the comments are, for the rows with comments or rare parts.
    private var comments: [CommentSpan] = []
    /// The rare parts, by the row's index into `comments`.
    private var rareParts = SparseColumn<RareTransactionParts>()
    /// Transactions that do not fit a row.
    private var whole: [Transaction] = []

    package init() {}

    /// The bytes a transaction takes in the table (side tables aside).
    package static var bytesPerRow: Int { MemoryLayout<PackedTransaction>.stride }

    package var startIndex: Int { 0 }
    package var endIndex: Int { rows.count }

    package subscript(i: Int) -> Transaction { unpack(rows[i]) }

    package mutating func append(_ t: Transaction) {
        let rare = RareTransactionParts(t), span = CommentSpan(start: t.commentStart, count: t.commentCount)
        guard var row = PackedTransaction(t, comments: span, rare: rare) else {
            rows.append(PackedTransaction(keptWhole: t, at: whole.count))
            whole.append(t)
            return
        }
        if row.bits & PackedTransaction.hasDetails != 0 {
            row.details = Int32(comments.count)
            if !rare.isEmpty { rareParts[row.details] = rare }
            comments.append(span)
        }
        rows.append(row)
    }

    package mutating func reserveCapacity(_ n: Int, hints: any MemoryHints = NoMemoryHints()) { rows.reserveCapacity(n, hints: hints) }

    /// Puts the rows in a new order: row `k` becomes the one at `order[k]`.
    package mutating func reorder(_ order: [Int]) {
        rows = order.map { rows[$0] }
    }

    /// The date of row `i`, without unpacking the rest.
    package func date(at i: Int) -> Day { Day(daysSinceEpoch: rows[i].date) }

    /// The file of row `i`, without unpacking the rest.
    package func file(at i: Int) -> FileID {
        let r = rows[i]
        if r.file == PackedTransaction.wholeFile { return whole[Int(r.details)].file }
        return FileID(Int(r.file))
    }

    /// Where the date of row `i` starts in its file, without unpacking the rest.
    package func dateStart(at i: Int) -> Int {
        let r = rows[i]
        if r.file == PackedTransaction.wholeFile { return whole[Int(r.details)].dateRange.lowerBound }
        return Int(r.start)
    }

    /// The postings of row `i`, without unpacking the rest.
    package func postingIndices(at i: Int) -> Range<Int> {
        let r = rows[i]
        if r.file == PackedTransaction.wholeFile { return whole[Int(r.details)].postingIndices }
        return Int(r.postingStart)..<Int(r.postingStart) + Int(r.postingCount)
    }

    private func unpack(_ r: PackedTransaction) -> Transaction {
        if r.file == PackedTransaction.wholeFile { return whole[Int(r.details)] }
        if r.bits & PackedTransaction.hasDetails == 0 { return r.transaction(comments: CommentSpan(start: 0, count: 0), rare: RareTransactionParts()) }
        let rare = r.bits & PackedTransaction.hasRareParts != 0 ? rareParts[r.details] : nil
        return r.transaction(comments: comments[Int(r.details)], rare: rare ?? RareTransactionParts())
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

    var isEmpty: Bool { secondaryDays == Int32.min && codeRange == TextRange(-1, -1) && payeeEnd == -1 && noteStart == -1 }
}

/// One transaction as stored: 24 bytes, 4-byte aligned.
struct PackedTransaction: Sendable {
    var date: Int32
    /// Where the entry starts in its file.
    var start: Int32
    var postingStart: Int32
    /// Index into `TransactionTable.comments` (with `hasDetails`), or into
    /// `TransactionTable.whole` (for a row kept whole).
    var details: Int32
    var length: UInt16
    var file: UInt16
    /// Where the description starts, from `start`.
    var descriptionOffset: UInt8
    var descriptionLength: UInt8
    var postingCount: UInt8
    /// Status (bits 0–1), the date's length in bytes (2–5) and the flags below.
    var bits: UInt8

    /// Comments or rare parts.
    static let hasDetails: UInt8 = 1 << 6
    static let hasRareParts: UInt8 = 1 << 7
    /// The `file` of a row whose transaction is kept whole.
    static let wholeFile = UInt16.max

    /// The row of a transaction, or `nil` when it does not fit one; its
    /// `details` index is left for the table to set.
    init?(_ t: Transaction, comments: CommentSpan, rare: RareTransactionParts) {
        let start = Int(t.range.start)
        let descriptionOffset = Int(t.description.start) - start
        guard t.range.start >= 0, t.range.count >= 0, t.range.count < Int(UInt16.max),
              t.file.index >= 0, t.file.index < Int32(PackedTransaction.wholeFile),
              descriptionOffset >= 0, descriptionOffset <= Int(UInt8.max),
              t.description.count >= 0, t.description.count <= Int(UInt8.max),
              t.postingCount >= 0, t.postingCount <= Int32(UInt8.max),
              t.dateOffset == 0, t.dateLength < 16, t.status.rawValue < 4 else { return nil }
        date = t.date.daysSinceEpoch
        self.start = t.range.start
        postingStart = t.postingStart
        self.details = 0
        length = UInt16(t.range.count)
        file = UInt16(t.file.index)
        self.descriptionOffset = UInt8(descriptionOffset)
        descriptionLength = UInt8(t.description.count)
        postingCount = UInt8(t.postingCount)
        bits = t.status.rawValue | t.dateLength << 2
        if comments.count != 0 || comments.start != 0 || !rare.isEmpty { bits |= Self.hasDetails }
        if !rare.isEmpty { bits |= Self.hasRareParts }
        // The guards above keep whole whatever the row cannot say exactly
        // (ranges that end before they start, offsets past a field's
        // width), so the fields the row derives come back as they were;
        // debug builds, which the tests run, check it for every row.
        assert(Self.readsBack(self, t, comments: comments, rare: rare))
    }

    private static func readsBack(_ row: PackedTransaction, _ t: Transaction, comments: CommentSpan, rare: RareTransactionParts) -> Bool {
        let back = row.transaction(comments: comments, rare: rare)
        return back.range == t.range && back.description == t.description && back.file == t.file && back.status == t.status
            && back.dateLength == t.dateLength && back.postingCount == t.postingCount
            && back.commentStart == t.commentStart && back.commentCount == t.commentCount
    }

    /// The row standing for a transaction kept whole, at `index` in `TransactionTable.whole`.
    init(keptWhole t: Transaction, at index: Int) {
        date = t.date.daysSinceEpoch
        start = t.range.start
        postingStart = t.postingStart
        details = Int32(index)
        length = 0
        file = Self.wholeFile
        descriptionOffset = 0
        descriptionLength = 0
        postingCount = 0
        bits = 0
    }

    func transaction(comments: CommentSpan, rare d: RareTransactionParts) -> Transaction {
        var range = TextRange(0, 0), description = TextRange(0, 0)
        range.start = start
        range.end = start &+ Int32(length)
        description.start = start &+ Int32(descriptionOffset)
        description.end = description.start &+ Int32(descriptionLength)
        var fileID = FileID(0)
        fileID.index = Int32(file)
        return Transaction(date: Day(daysSinceEpoch: date), secondaryDays: d.secondaryDays, status: Status(rawValue: bits & 3) ?? .unmarked,
                           dateOffset: 0, dateLength: bits >> 2 & 15, commentCount: comments.count, file: fileID, range: range,
                           codeRange: d.codeRange, description: description, payeeEnd: d.payeeEnd, noteStart: d.noteStart,
                           postingStart: postingStart, postingCount: Int32(postingCount), commentStart: comments.start)
    }
}
