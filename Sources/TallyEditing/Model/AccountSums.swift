import TallyEngine
import TallyValues

/// Sums of postings by account and commodity, kept by account id, each
/// account with the short list of its commodities: adding a posting looks
/// nothing up in a hash table. A sum adds as a `Total` does, from zero, and
/// stays overflowed once it overflows.
struct AccountSums {
    private var sums: [[(commodity: Int32, value: Quantity, overflowed: Bool)]]

    init(accounts: Int) {
        sums = Array(repeating: [], count: accounts)
    }

    /// Adds posting `i` of `postings` (its account and amount, read in
    /// place) to its account's sum in its commodity; `false` when that sum
    /// has overflowed.
    @discardableResult
    mutating func add(posting i: Int, of postings: PostingTable) -> Bool {
        let (account, amount) = postings.accountAndAmount(at: i)
        let a = Int(account.index), c = amount.commodity.index
        guard let k = sums[a].firstIndex(where: { $0.commodity == c }) else {
            // Zero plus the amount is the amount, at its scale.
            sums[a].append((c, amount.quantity, false))
            return true
        }
        if sums[a][k].overflowed { return false }
        guard let sum = sums[a][k].value.adding(amount.quantity) else {
            sums[a][k].overflowed = true
            return false
        }
        sums[a][k].value = sum
        return true
    }

    var isOverflowed: Bool { sums.contains { $0.contains { $0.overflowed } } }

    /// Each sum that is not zero, by account and commodity.
    func forEachNonZero(_ body: (AccountID, CommodityID, Quantity) -> Void) {
        for (a, list) in sums.enumerated() {
            for (c, value, _) in list where !value.isZero { body(AccountID(Int32(a)), CommodityID(c), value) }
        }
    }
}
