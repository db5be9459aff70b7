import TallyEngine
import TallySyntax
import TallyValues

extension JournalComparison {
    /// The account names and commodity symbols of a journal, by id: what
    /// the ids of another load are matched against, by name, once that
    /// journal itself is gone.
    package struct Names: Sendable {
        private var accounts: [String: Int32] = [:]
        private var commodities: [String: Int32] = [:]
        private let accountCount: Int, commodityCount: Int

        package init(_ j: Journal) {
            for a in j.accounts.all { accounts[j.accounts.name(a)] = a.index }
            for c in 0..<j.commodities.count { commodities[j.commodities.symbol(CommodityID(Int32(c)))] = Int32(c) }
            accountCount = j.accounts.count
            commodityCount = j.commodities.count
        }

        /// The ids of the journal these names were taken from, as they are.
        package var ownIDs: (accounts: [Int32], commodities: [Int32]) {
            (Array(0..<Int32(accountCount)), Array(0..<Int32(commodityCount)))
        }

        /// For each id of `j`, the id of the same name here, or -1.
        package func ids(in j: Journal) -> (accounts: [Int32], commodities: [Int32]) {
            (j.accounts.all.map { accounts[j.accounts.name($0)] ?? -1 },
             (0..<j.commodities.count).map { commodities[j.commodities.symbol(CommodityID(Int32($0)))] ?? -1 })
        }
    }

    /// The fingerprint of the transactions `keep` accepts, in order, of
    /// everything `firstDifference` compares: dates, status, texts without
    /// the blanks around them, and each posting's account and commodity
    /// (given the ids `ids` maps them to), amount by value, kind, status,
    /// comments and cost. Two sequences of transactions that compare the
    /// same have the same fingerprint; see `Fingerprint` for the converse.
    /// With `from`, the transactions dated before it are left out by their
    /// date alone, unread (for a `keep` that accepts none of them).
    ///
    /// - Complexity: O(n) in the postings and text of the transactions.
    package static func fingerprint(_ j: Journal, ids: (accounts: [Int32], commodities: [Int32]), workers: any Workers = SequentialWorkers(),
                                    from first: Day? = nil, where keep: @escaping @Sendable (Transaction) -> Bool) -> Fingerprint {
        // Runs of transactions are fingerprinted on the workers and joined in order.
        let runs = TransactionRuns(count: j.transactions.count, size: 1 << 14)
        var whole = Fingerprint()
        workers.run(window: 4, next: { runs.next() }, work: { fingerprint(j, ids: ids, of: $0, from: first, where: keep) },
                    consume: { whole.append($0) })
        return whole
    }

    /// The fingerprint of the transactions in `range` dated `first` or
    /// later that `keep` accepts.
    private static func fingerprint(_ j: Journal, ids: (accounts: [Int32], commodities: [Int32]), of range: Range<Int>,
                                    from first: Day?, where keep: (Transaction) -> Bool) -> Fingerprint {
        var f = Fingerprint()
        let files = j.files.map(\.bytes)
        let postings = j.postings, transactions = j.transactions
        for k in range {
            if let first, transactions.date(at: k) < first { continue }
            let t = transactions[k]
            guard keep(t) else { continue }
            let bytes = files[Int(t.file.index)]
            f.add(UInt64(UInt32(bitPattern: t.date.daysSinceEpoch)))
            f.add(t.secondaryDate.map { UInt64(UInt32(bitPattern: $0.daysSinceEpoch)) } ?? 1 << 32)
            f.add(UInt64(t.status.rawValue) | UInt64(UInt16(bitPattern: t.commentCount)) << 8 | UInt64(UInt32(bitPattern: t.postingCount)) << 24)
            addText(t.description, of: bytes, to: &f)
            addText(t.code, of: bytes, to: &f)
            for k in 0..<Int(t.commentCount) { addText(j.transactionComments[Int(t.commentStart) + k], of: bytes, to: &f) }
            for i in t.postingIndices {
                let p = postings[i]
                let cost = j.cost(of: p)
                let amount = normalized(p.quantity)
                f.add(UInt64(UInt32(bitPattern: ids.accounts[Int(p.account.index)])))
                f.add(UInt64(UInt32(bitPattern: ids.commodities[Int(p.commodity.index)])))
                f.add(UInt64(amount.scale) | UInt64(p.kind.rawValue) << 8 | UInt64(p.status.rawValue) << 16 | (p.isInferred ? 1 << 24 : 0)
                      | (cost == nil ? 0 : 1 << 25) | width(key(amount)) << 26 | UInt64(UInt16(bitPattern: p.commentCount)) << 32)
                add(key(amount), to: &f)
                if let cost {
                    let total = normalized(cost.total.quantity)
                    f.add(UInt64(UInt32(bitPattern: ids.commodities[Int(cost.total.commodity.index)])))
                    f.add(UInt64(total.scale) | width(key(total)) << 8)
                    add(key(total), to: &f)
                }
                for m in 0..<Int(p.commentCount) { addText(j.postingComments[Int(p.commentStart) + m], of: bytes, to: &f) }
            }
        }
        return f
    }

    /// The bytes of `range` (none for `nil`) without the blanks around them.
    private static func addText(_ range: TextRange?, of bytes: SourceBytes, to f: inout Fingerprint) {
        var lo = 0, hi = 0
        if let r = range {
            lo = max(0, min(r.range.lowerBound, bytes.count))
            hi = max(lo, min(r.range.upperBound, bytes.count))
            while lo < hi && (bytes[lo] == 32 || bytes[lo] == 9) { lo += 1 }
            while hi > lo && (bytes[hi - 1] == 32 || bytes[hi - 1] == 9) { hi -= 1 }
        }
        f.add(bytes: bytes[lo..<hi])
    }

    /// The same value with no trailing zero digits: one form for each value.
    private static func normalized(_ q: Quantity) -> Quantity {
        guard let small = Int64(exactly: q.units) else { return q.normalized() }
        var units = small, scale = q.scale
        while scale > 0 && units % 10 == 0 {
            units /= 10
            scale -= 1
        }
        return Quantity(units: Int128(units), scale: scale)
    }

    /// The units of a normalized quantity; for a wide one (past 37
    /// digits), its digits folded into 128 bits.
    private static func key(_ q: Quantity) -> Int128 {
        guard q.isWide else { return q.units }
        let w = q.wide
        var h: UInt128 = w.negative ? 0x9E37_79B9_7F4A_7C15 : 0x6A09_E667_F3BC_C908
        for limb in w.magnitude { h = (h ^ UInt128(limb)) &* 0x0000_0000_0100_0000_0000_0000_0000_013B }
        return Int128(bitPattern: h)
    }

    /// 0 when `units` fits in 64 bits, else 1: how `add(_:to:)` writes it.
    private static func width(_ units: Int128) -> UInt64 { Int64(exactly: units) == nil ? 1 : 0 }

    /// `units` as two numbers of 32 bits when it fits in 64 bits, else four.
    private static func add(_ units: Int128, to f: inout Fingerprint) {
        if let small = Int64(exactly: units) { return f.add64(UInt64(bitPattern: small)) }
        let bits = UInt128(bitPattern: units)
        f.add64(UInt64(truncatingIfNeeded: bits >> 64))
        f.add64(UInt64(truncatingIfNeeded: bits))
    }
}

/// Consecutive runs of transaction indices, handed out in order to the
/// workers (`Workers` calls `next` under its lock).
private final class TransactionRuns: @unchecked Sendable {
    private let count: Int, size: Int
    private var start = 0

    init(count: Int, size: Int) {
        self.count = count
        self.size = size
    }

    func next() -> Range<Int>? {
        guard start < count else { return nil }
        defer { start = min(count, start + size) }
        return start..<min(count, start + size)
    }
}
