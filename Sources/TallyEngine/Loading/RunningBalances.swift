import TallyValues

/// The running balance of each account in each commodity: each account
/// lists the commodities it holds (most hold one), so a posting finds its
/// balance without hashing. A balance adds as a `Total` does and stays
/// overflowed once it overflows. The one per-account sum by commodity:
/// the balance assertion pass keeps it, and `archive` and the edit checks
/// sum postings with it.
package struct RunningBalances {
    /// By account: each commodity it holds and where its balance is in `values`.
    private var slots: [[(commodity: Int32, slot: Int32)]]
    /// Each balance, and whether it left the range of exact amounts (then
    /// it stays so, as a `Total` does).
    private var values: [(value: Quantity, overflowed: Bool)] = []

    package init(accounts: Int) {
        slots = Array(repeating: [], count: accounts)
    }

    /// Adds posting `i` of `postings` (its account and amount, read in
    /// place) to its account's balance in its commodity; `false` when that
    /// balance has overflowed, now or before.
    @discardableResult
    package mutating func add(posting i: Int, of postings: PostingTable) -> Bool {
        let (account, amount) = postings.accountAndAmount(at: i)
        let at = slot(account, amount.commodity)
        add(amount.quantity, at: at)
        return !values[at].overflowed
    }

    /// Some balance left the range of exact amounts.
    package var isOverflowed: Bool { values.contains { $0.overflowed } }

    /// Each balance that is not zero, by account (in id order) and
    /// commodity (in the order first posted).
    package func forEachNonZero(_ body: (AccountID, CommodityID, Quantity) -> Void) {
        for (a, list) in slots.enumerated() {
            for entry in list {
                let v = values[Int(entry.slot)]
                if !v.value.isZero { body(AccountID(Int32(a)), CommodityID(entry.commodity), v.value) }
            }
        }
    }

    /// Where the balance of `account` in `commodity` is kept, made zero
    /// when it is not kept yet.
    mutating func slot(_ account: AccountID, _ commodity: CommodityID) -> Int {
        let a = Int(account.index)
        if a >= slots.count { slots += repeatElement([], count: a + 1 - slots.count) }
        for entry in slots[a] where entry.commodity == commodity.index { return Int(entry.slot) }
        slots[a].append((commodity.index, Int32(values.count)))
        values.append((Quantity.zero, false))
        return values.count - 1
    }

    /// Adds `q` to the balance at `slot`; `true` when this takes it out of
    /// the range of exact amounts.
    @discardableResult
    mutating func add(_ q: Quantity, at slot: Int) -> Bool {
        if values[slot].overflowed { return false }
        guard let sum = values[slot].value.adding(q) else {
            values[slot].overflowed = true
            return true
        }
        values[slot].value = sum
        return false
    }

    /// The balance of `account` in `commodity`, or `nil` when nothing was
    /// posted to it in that commodity.
    func total(_ account: AccountID, _ commodity: CommodityID) -> Total? {
        let a = Int(account.index)
        guard a >= 0 && a < slots.count else { return nil }
        for entry in slots[a] where entry.commodity == commodity.index {
            let v = values[Int(entry.slot)]
            return v.overflowed ? Total(nil, orOverflow: SumOverflow(account: account, commodity: commodity)) : Total(v.value)
        }
        return nil
    }

    /// The balance of `account` in `commodity`: an account holds nothing
    /// in a commodity never posted to it.
    func balance(_ account: AccountID, _ commodity: CommodityID) -> Total {
        if let t = total(account, commodity) { return t }
        return Total.zero
    }
}

/// A set of posting indices, one bit each.
struct PostingSet {
    private var words: [UInt64]

    /// The indices of `members` below `count`.
    init<S: Sequence>(_ members: S, count: Int) where S.Element == Int32 {
        words = Array(repeating: 0, count: (count + 63) / 64)
        for m in members where m >= 0 && Int(m) < count { words[Int(m) / 64] |= 1 << UInt64(m % 64) }
    }

    func contains(_ i: Int) -> Bool { i >= 0 && i / 64 < words.count && words[i / 64] & 1 << UInt64(i % 64) != 0 }
}
