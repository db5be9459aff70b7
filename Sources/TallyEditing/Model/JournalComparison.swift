import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// Compares two loads of a journal, transaction by transaction, without
/// making strings: accounts and commodities are matched by name once, then
/// every date, status, text (as bytes), posting and amount is compared.
/// Amounts compare by value, so `$5` and `$5.00` are the same.
///
/// - Complexity: O(n) in the postings and text of both journals.
package struct JournalComparison {
    package let old: Journal
    package let new: Journal
    /// Old account id → new account id (-1 when the new journal lacks it).
    private var accounts: [Int32] = []
    private var commodities: [Int32] = []

    package init(old: Journal, new: Journal) {
        self.old = old
        self.new = new
        accounts = old.accounts.all.map { new.accounts.lookup(old.accounts.name($0))?.index ?? -1 }
        commodities = (0..<old.commodities.count).map { c in
            new.commodities.lookup(old.commodities.symbol(CommodityID(Int32(c))))?.index ?? -1
        }
    }

    /// The first transaction that reads differently, in date order, among
    /// those the filters accept; `nil` when they all read the same.
    package func firstDifference(old keepOld: (Transaction) -> Bool, new keepNew: (Transaction) -> Bool) -> LocalText? {
        var i = 0, j = 0
        let a = old.transactions, b = new.transactions
        // Each transaction is read from its table once.
        func next(_ table: TransactionTable, _ k: inout Int, _ keep: (Transaction) -> Bool) -> Transaction? {
            while k < table.count {
                let t = table[k]
                if keep(t) { return t }
                k += 1
            }
            return nil
        }
        while true {
            let x = next(a, &i, keepOld), y = next(b, &j, keepNew)
            switch (x, y) {
            case (nil, nil): return nil
            case (nil, let y?): return LocalText(.diffWouldAppear, label(y, new))
            case (let x?, nil): return LocalText(.diffWouldBeLost, label(x, old))
            case (let x?, let y?):
                if !same(x, y) {
                    return LocalText(.diffWouldReadAs, label(x, old), label(y, new))
                }
            }
            i += 1
            j += 1
        }
    }

    private func label(_ t: Transaction, _ j: Journal) -> String { "\(t.date) \(j.description(of: t))" }

    private func text(_ r: TextRange?, _ file: FileID, _ j: Journal) -> ArraySlice<UInt8> {
        guard let r else { return [] }
        return trimmed(ArraySlice(j.files[Int(file.index)].bytes[r.range]))
    }

    private func trimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let f = s.first, f == 32 || f == 9 { s = s.dropFirst() }
        while let l = s.last, l == 32 || l == 9 { s = s.dropLast() }
        return s
    }

    private func same(_ x: Transaction, _ y: Transaction) -> Bool {
        guard x.date == y.date, x.secondaryDate == y.secondaryDate, x.status == y.status,
              x.postingCount == y.postingCount, x.commentCount == y.commentCount,
              text(x.description, x.file, old) == text(y.description, y.file, new),
              text(x.code, x.file, old) == text(y.code, y.file, new) else { return false }
        for k in 0..<Int(x.commentCount) {
            if text(old.transactionComments[Int(x.commentStart) + k], x.file, old)
                != text(new.transactionComments[Int(y.commentStart) + k], y.file, new) { return false }
        }
        for k in 0..<Int(x.postingCount) {
            let p = old.postings[Int(x.postingStart) + k], q = new.postings[Int(y.postingStart) + k]
            guard accounts[Int(p.account.index)] == q.account.index, commodities[Int(p.commodity.index)] == q.commodity.index,
                  p.quantity == q.quantity, p.kind == q.kind, p.status == q.status, p.isInferred == q.isInferred,
                  p.commentCount == q.commentCount else { return false }
            let c = old.cost(of: p), d = new.cost(of: q)
            if (c == nil) != (d == nil) { return false }
            if let c, let d, commodities[Int(c.total.commodity.index)] != d.total.commodity.index || c.total.quantity != d.total.quantity {
                return false
            }
            for m in 0..<Int(p.commentCount) {
                if text(old.postingComments[Int(p.commentStart) + m], x.file, old)
                    != text(new.postingComments[Int(q.commentStart) + m], y.file, new) { return false }
            }
        }
        return true
    }

    /// Per account and commodity (by name), the sum of the postings of the
    /// transactions `keep` accepts; `nil` if a sum overflows.
    package static func balances(_ j: Journal, where keep: (Transaction) -> Bool) -> [JournalMeaning.BalanceKey: Quantity]? {
        var sums = RunningBalances(accounts: j.accounts.count)
        let postings = j.postings
        for t in j.transactions where keep(t) {
            for i in t.postingIndices { sums.add(posting: i, of: postings) }
        }
        return balances(j, sums)
    }

    /// The sums of `j`'s postings by account and commodity name, as
    /// `balances(_:where:)` gives them; `nil` if a sum overflowed.
    static func balances(_ j: Journal, _ sums: RunningBalances) -> [JournalMeaning.BalanceKey: Quantity]? {
        if sums.isOverflowed { return nil }
        var result: [JournalMeaning.BalanceKey: Quantity] = [:]
        sums.forEachNonZero { a, c, q in
            result[JournalMeaning.BalanceKey(account: j.accounts.name(a), commodity: j.commodities.symbol(c))] = q
        }
        return result
    }
}
