import TallySyntax
import TallyValues

/// The postings of a journal, stored compactly: 28 bytes a posting, where a
/// `Posting` value is 64. A journal of a million transactions holds millions.
///
/// Each row keeps the quantity as 64-bit units inline; the rare quantity
/// that needs more (over 18 digits) lives in a side table and the row holds
/// its index. Costs, comments and lines longer than 65,534 bytes, which few
/// postings have, live in sparse side tables keyed by row. Reading a row
/// gives back the whole `Posting`, with the exact `Quantity`.
package struct PostingTable: RandomAccessCollection, Sendable {
    private var rows: [PackedPosting] = []
    /// Quantities whose units do not fit in 64 bits.
    private var wide: [Quantity] = []
    /// Index into `Journal.costs`, for postings with a cost.
    private var costs = SparseColumn<Int32>()
    /// Into `Journal.postingComments`, for postings with comments.
    private var comments = SparseColumn<CommentSpan>()
    /// Ranges of posting lines too long for the row's 16-bit length.
    private var longRanges = SparseColumn<TextRange>()

    package init() {}

    /// The bytes a posting takes in the table (side tables aside).
    package static var bytesPerRow: Int { MemoryLayout<PackedPosting>.stride }

    package var startIndex: Int { 0 }
    package var endIndex: Int { rows.count }

    package subscript(i: Int) -> Posting {
        get { unpack(rows[i], row: Int32(truncatingIfNeeded: i)) }
        set { rows[i] = pack(newValue, row: Int32(truncatingIfNeeded: i), replacing: rows[i]) }
    }

    package mutating func append(_ p: Posting) {
        rows.append(pack(p, row: Int32(truncatingIfNeeded: rows.count), replacing: nil))
    }

    package mutating func reserveCapacity(_ n: Int) { rows.reserveCapacity(n) }

    /// Renumbers the transactions the postings belong to (after sorting them).
    package mutating func renumberTransactions(_ newIndex: [Int32]) {
        for k in rows.indices { rows[k].transaction = newIndex[Int(rows[k].transaction)] }
    }

    /// The quantity of row `i`, without unpacking the rest.
    package func quantity(at i: Int) -> Quantity { quantity(of: rows[i]) }

    private func quantity(of r: PackedPosting) -> Quantity {
        let units = Int64(r.unitsHigh) << 32 | Int64(r.unitsLow)
        return r.bits & PackedPosting.wide != 0 ? wide[Int(units)] : Quantity(units: Int128(units), scale: r.scale)
    }

    private func unpack(_ r: PackedPosting, row: Int32) -> Posting {
        let bits = r.bits
        let range = r.length == PackedPosting.longLength ? longRanges[row] ?? TextRange(Int(r.start), Int(r.start))
            : TextRange(Int(r.start), Int(r.start) + Int(r.length))
        var p = Posting(account: AccountID(r.account), amount: Amount(quantity(of: r), CommodityID(r.commodity)),
                        status: Status(rawValue: bits & 3) ?? .unmarked, kind: PostingKind(rawValue: bits >> 2 & 3) ?? .real,
                        transaction: r.transaction, range: range)
        p.isInferred = bits & PackedPosting.inferred != 0
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
        if let small = Int64(exactly: q.units) {
            units = small
        } else {
            bits |= PackedPosting.wide
            if let old, old.bits & PackedPosting.wide != 0 {
                units = Int64(old.unitsHigh) << 32 | Int64(old.unitsLow)
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
            length = UInt16(p.range.count)
            if old?.length == PackedPosting.longLength { longRanges[row] = nil }
        } else {
            longRanges[row] = p.range
        }
        return PackedPosting(unitsLow: UInt32(truncatingIfNeeded: units), unitsHigh: Int32(truncatingIfNeeded: units >> 32),
                             account: p.account.index, commodity: p.commodity.index, transaction: p.transaction,
                             start: p.range.start, length: length, scale: q.scale, bits: bits)
    }
}

/// One posting as stored: 28 bytes, 4-byte aligned.
struct PackedPosting: Sendable {
    var unitsLow: UInt32
    var unitsHigh: Int32
    var account: Int32
    var commodity: Int32
    var transaction: Int32
    var start: Int32
    var length: UInt16
    var scale: UInt8
    /// Status (bits 0–1), kind (2–3) and the flags below.
    var bits: UInt8

    static let inferred: UInt8 = 1 << 4
    /// The units hold an index into `PostingTable.wide`.
    static let wide: UInt8 = 1 << 5
    static let hasCost: UInt8 = 1 << 6
    static let hasComments: UInt8 = 1 << 7
    /// The length of a line kept in `PostingTable.longRanges`.
    static let longLength = UInt16.max
}

/// Where a posting's comments are in `Journal.postingComments`.
struct CommentSpan: Sendable {
    var start: Int32
    var count: Int16
}

/// Values for a few of many rows, by row: sorted keys, found by binary search.
/// Rows are mostly set in increasing order, which appends.
struct SparseColumn<Value: Sendable>: Sendable {
    private var keys: [Int32] = []
    private var values: [Value] = []

    private func position(_ key: Int32) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    subscript(key: Int32) -> Value? {
        get {
            let i = position(key)
            return i < keys.count && keys[i] == key ? values[i] : nil
        }
        set {
            if let v = newValue, keys.last.map({ $0 < key }) ?? true {
                keys.append(key)
                values.append(v)
                return
            }
            let i = position(key)
            let found = i < keys.count && keys[i] == key
            switch (found, newValue) {
            case (true, let v?): values[i] = v
            case (true, nil): keys.remove(at: i); values.remove(at: i)
            case (false, let v?): keys.insert(key, at: i); values.insert(v, at: i)
            case (false, nil): break
            }
        }
    }
}
