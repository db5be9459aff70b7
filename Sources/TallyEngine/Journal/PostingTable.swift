import TallySyntax
import TallyValues

/// The postings of a journal, stored compactly: 20 bytes a posting, where a
/// `Posting` value is 64. A journal of a million transactions holds millions.
///
/// Each row keeps the quantity as 40-bit units inline (up to 549,755,813,887
/// units: 5.4 billion at two decimals); the rare quantity that needs more
/// lives in a side table and the row holds its index. Costs, comments,
/// lines longer than 254 bytes and account or commodity ids past 65,534,
/// which few postings have, live in sparse side tables keyed by row.
/// Reading a row gives back the whole `Posting`, with the exact `Quantity`.
package struct PostingTable: RandomAccessCollection, Sendable {
    private var rows: [PackedPosting] = []
    /// Quantities whose units do not fit in 64 bits.
    private var wide: [Quantity] = []
    /// Index into `Journal.costs`, for postings with a cost.
    private var costs = SparseColumn<Int32>()
    /// Into `Journal.postingComments`, for postings with comments.
    private var comments = SparseColumn<CommentSpan>()
    /// Ranges of posting lines too long for the row's 8-bit length.
    private var longRanges = SparseColumn<TextRange>()
    /// Account ids too large for the row's 16 bits.
    private var largeAccounts = SparseColumn<Int32>()
    /// Commodity ids too large for the row's 16 bits.
    private var largeCommodities = SparseColumn<Int32>()
    /// Rows changed while `keepsChangesApart` is on, by row (see `keepChangesApart`).
    private var changed = SparseColumn<PackedPosting>()
    private var keepsChangesApart = false

    package init() {}

    /// The bytes a posting takes in the table (side tables aside).
    package static var bytesPerRow: Int { MemoryLayout<PackedPosting>.stride }

    package var startIndex: Int { 0 }
    package var endIndex: Int { rows.count }

    package subscript(i: Int) -> Posting {
        get { unpack(row(i), row: Int32(truncatingIfNeeded: i)) }
        set {
            let key = Int32(truncatingIfNeeded: i)
            let packed = pack(newValue, row: key, replacing: row(i))
            if keepsChangesApart && changed.count < rows.count / 8 && (changed.lastKey.map { $0 <= key } ?? true) {
                changed[key] = packed
                return
            }
            mergeChanges()
            rows[i] = packed
        }
    }

    package mutating func append(_ p: Posting) {
        mergeChanges()
        rows.append(pack(p, row: Int32(truncatingIfNeeded: rows.count), replacing: nil))
    }

    package mutating func reserveCapacity(_ n: Int, hints: any MemoryHints = NoMemoryHints()) { rows.reserveCapacity(n, hints: hints) }

    /// Renumbers the transactions the postings belong to (after sorting them).
    package mutating func renumberTransactions(_ newIndex: [Int32]) {
        mergeChanges()
        for k in rows.indices { rows[k].transaction = newIndex[Int(rows[k].transaction)] }
    }

    /// From now on, the rows changed are kept apart from the others (a
    /// copy of a loaded journal that changes a few postings, as a valuation
    /// does, then shares every other row with the journal instead of
    /// copying them all). Once more than an eighth of the rows change, or
    /// a change comes before the last one in row order, they are all
    /// merged into one copy of the rows.
    package mutating func keepChangesApart() { keepsChangesApart = true }

    private mutating func mergeChanges() {
        keepsChangesApart = false
        if changed.isEmpty { return }
        let merged = changed
        changed = SparseColumn()
        merged.forEach { key, row in rows[Int(key)] = row }
    }

    private func row(_ i: Int) -> PackedPosting {
        if changed.isEmpty { return rows[i] }
        return changed[Int32(truncatingIfNeeded: i)] ?? rows[i]
    }

    /// The account of row `i`, without unpacking the rest.
    package func account(at i: Int) -> AccountID {
        account(of: row(i), row: Int32(truncatingIfNeeded: i))
    }

    private func account(of r: PackedPosting, row key: Int32) -> AccountID {
        AccountID(r.account == PackedPosting.large ? largeAccounts[key] ?? 0 : Int32(r.account))
    }

    /// The commodity of row `i`, without unpacking the rest.
    package func commodity(at i: Int) -> CommodityID {
        commodity(of: row(i), row: Int32(truncatingIfNeeded: i))
    }

    private func commodity(of r: PackedPosting, row key: Int32) -> CommodityID {
        CommodityID(r.commodity == PackedPosting.large ? largeCommodities[key] ?? 0 : Int32(r.commodity))
    }

    /// Whether row `i` is a virtual posting (`(…)` or `[…]`), without
    /// unpacking the rest.
    package func isVirtual(at i: Int) -> Bool { row(i).bits >> 2 & 3 != 0 }

    /// The quantity of row `i`, without unpacking the rest.
    package func quantity(at i: Int) -> Quantity { quantity(of: row(i)) }

    /// The account and amount of row `i`, without unpacking the rest: what
    /// a pass that sums postings reads of each.
    package func accountAndAmount(at i: Int) -> (account: AccountID, amount: Amount) {
        accountAndAmount(of: row(i), row: Int32(truncatingIfNeeded: i))
    }

    private func accountAndAmount(of r: PackedPosting, row key: Int32) -> (account: AccountID, amount: Amount) {
        (account(of: r, row: key), Amount(quantity(of: r), commodity(of: r, row: key)))
    }

    private func quantity(of r: PackedPosting) -> Quantity {
        let units = r.units
        // Packed units are small and their scale a fast one's: no check needed.
        return r.bits & PackedPosting.wide != 0 ? wide[Int(units)] : Quantity(fast: Int128(units), scale: r.scale)
    }

    private func unpack(_ r: PackedPosting, row: Int32) -> Posting {
        let bits = r.bits
        let range = r.length == PackedPosting.longLength ? longRanges[row] ?? TextRange(Int(r.start), Int(r.start))
            : TextRange(Int(r.start), Int(r.start) + Int(r.length))
        let (account, amount) = accountAndAmount(of: r, row: row)
        var p = Posting(account: account, amount: amount,
                        status: Status(rawValue: bits & 3) ?? .unmarked, kind: PostingKind(rawValue: bits >> 2 & 3) ?? .real,
                        transaction: r.transaction, range: range)
        p.isInferred = bits & PackedPosting.inferred != 0
        p.index = row
        if bits & PackedPosting.hasCost != 0, let c = costs[row] { p.costIndex = c }
        if bits & PackedPosting.hasComments != 0, let c = comments[row] {
            p.commentStart = c.start
            p.commentCount = c.count
        }
        return p
    }

    private mutating func pack(_ p: Posting, row: Int32, replacing old: PackedPosting?) -> PackedPosting {
        var bits = p.status.rawValue & 3 | (p.kind.rawValue & 3) << 2
        if p.isInferred { bits |= PackedPosting.inferred }
        let q = p.quantity
        var units: Int64
        if let small = Int64(exactly: q.units), PackedPosting.unitsRange.contains(small) {
            units = small
        } else {
            bits |= PackedPosting.wide
            if let old, old.bits & PackedPosting.wide != 0 {
                units = old.units
                wide[Int(units)] = q
            } else {
                units = Int64(wide.count)
                wide.append(q)
            }
        }
        if p.costIndex >= 0 { bits |= PackedPosting.hasCost }
        if old.map({ $0.bits & PackedPosting.hasCost != 0 }) ?? false || p.costIndex >= 0 {
            costs[row] = p.costIndex >= 0 ? p.costIndex : nil
        }
        if p.commentCount > 0 { bits |= PackedPosting.hasComments }
        if old.map({ $0.bits & PackedPosting.hasComments != 0 }) ?? false || p.commentCount > 0 {
            comments[row] = p.commentCount > 0 ? CommentSpan(start: p.commentStart, count: p.commentCount) : nil
        }
        var length = PackedPosting.longLength
        if p.range.count >= 0, p.range.count < Int(PackedPosting.longLength) {
            length = UInt8(p.range.count)
            if old?.length == PackedPosting.longLength { longRanges[row] = nil }
        } else {
            longRanges[row] = p.range
        }
        let account = Self.narrow(p.account.index, row: row, wasLarge: old.map { $0.account == PackedPosting.large } ?? false, into: &largeAccounts)
        let commodity = Self.narrow(p.commodity.index, row: row, wasLarge: old.map { $0.commodity == PackedPosting.large } ?? false,
                                    into: &largeCommodities)
        return PackedPosting(unitsLow: UInt32(truncatingIfNeeded: units), transaction: p.transaction, start: p.range.start,
                             account: account, commodity: commodity, unitsHigh: Int8(truncatingIfNeeded: units >> 32),
                             scale: q.scale, length: length, bits: bits)
    }

    /// An id as the row holds it: itself when it fits 16 bits, else
    /// `PackedPosting.large` with the id kept in `column`.
    private static func narrow(_ id: Int32, row: Int32, wasLarge: Bool, into column: inout SparseColumn<Int32>) -> UInt16 {
        if id >= 0 && id < Int32(PackedPosting.large) {
            if wasLarge { column[row] = nil }
            return UInt16(id)
        }
        column[row] = id
        return PackedPosting.large
    }
}

/// One posting as stored: 20 bytes, 4-byte aligned.
struct PackedPosting: Sendable {
    var unitsLow: UInt32
    var transaction: Int32
    var start: Int32
    var account: UInt16
    var commodity: UInt16
    var unitsHigh: Int8
    var scale: UInt8
    var length: UInt8
    /// Status (bits 0–1), kind (2–3) and the flags below.
    var bits: UInt8

    /// The 40-bit units (or the index into `PostingTable.wide`).
    var units: Int64 { Int64(unitsHigh) << 32 | Int64(unitsLow) }
    /// The units a row holds inline.
    static let unitsRange = -(Int64(1) << 39)...(Int64(1) << 39 - 1)
    /// The account or commodity of a row whose id is kept in a side table.
    static let large = UInt16.max

    static let inferred: UInt8 = 1 << 4
    /// The units hold an index into `PostingTable.wide`.
    static let wide: UInt8 = 1 << 5
    static let hasCost: UInt8 = 1 << 6
    static let hasComments: UInt8 = 1 << 7
    /// The length of a line kept in `PostingTable.longRanges`.
    static let longLength = UInt8.max
}

/// Where a posting's comments are in `Journal.postingComments`.
struct CommentSpan: Sendable {
    var start: Int32
    var count: Int16
}
