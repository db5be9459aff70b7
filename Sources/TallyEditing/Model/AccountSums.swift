import TallyEngine
import TallyValues

/// Sums of postings by account and commodity, kept by account id, each
/// account with the short list of its commodities: adding a posting looks
/// nothing up in a hash table.
struct AccountSums {
    private var sums: [[(commodity: Int32, total: Total)]]

    init(accounts: Int) {
        sums = Array(repeating: [], count: accounts)
    }

    /// Adds posting `index` of a journal to its account's sum in its
    /// commodity; `false` when that sum has overflowed.
    @discardableResult
    mutating func add(posting index: Int, _ p: Posting) -> Bool {
        let a = Int(p.account.index), c = p.commodity.index
        if let k = sums[a].firstIndex(where: { $0.commodity == c }) {
            sums[a][k].total.add(posting: index, p)
            return !sums[a][k].total.isOverflowed
        }
        var total = Total.zero
        total.add(posting: index, p)
        sums[a].append((c, total))
        return !total.isOverflowed
    }

    var isOverflowed: Bool { sums.contains { $0.contains { $0.total.isOverflowed } } }

    /// Each sum that is not zero, by account and commodity.
    func forEachNonZero(_ body: (AccountID, CommodityID, Quantity) -> Void) {
        for (a, list) in sums.enumerated() {
            for (c, total) in list where !total.value.isZero { body(AccountID(Int32(a)), CommodityID(c), total.value) }
        }
    }
}
