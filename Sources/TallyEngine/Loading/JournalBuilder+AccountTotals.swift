import TallyValues

extension JournalBuilder {
    /// The balances `account("NAME").total` reads in a top-level `assert`
    /// or `check`, as ledger has them where the line stands: the postings
    /// read so far to the account and its subaccounts, one amount when
    /// they hold one commodity (zero when none). A name is left out, and
    /// the line is not evaluated, when they hold several commodities, or
    /// when a transaction whose amounts are settled later (a balance
    /// assignment) has postings both inside and outside the account: its
    /// amounts inside are not known yet (one wholly inside adds nothing).
    func accountTotals(_ names: [[UInt8]]) -> [[UInt8]: ExpressionValue] {
        var totals: [[UInt8]: ExpressionValue] = [:]
        for name in names where totals[name] == nil {
            guard let id = journal.accounts.lookup(String(decoding: name, as: UTF8.self)) else {
                totals[name] = .number(.zero, commodity: nil)
                continue
            }
            let inside = { (a: AccountID) in journal.accounts.isWithin(a, id) }
            var sums: [CommodityID: Quantity] = [:]
            var known = true
            for ti in journal.transactions.indices where known {
                let range = journal.transactions.postingIndices(at: ti)
                if deferred.contains(Int32(ti)) {
                    let accounts = range.map { journal.postings[$0].account }
                    if accounts.contains(where: inside) && !accounts.allSatisfy(inside) { known = false }
                    continue
                }
                for pi in range where inside(journal.postings[pi].account) {
                    let p = journal.postings[pi]
                    guard let sum = sums[p.commodity, default: .zero].adding(p.quantity) else { known = false; break }
                    sums[p.commodity] = sum
                }
            }
            let held = sums.filter { !$0.value.isZero }
            guard known, held.count <= 1 else { continue }
            if let (c, q) = held.first {
                totals[name] = .number(q, commodity: Array(journal.commodities.symbol(c).utf8))
            } else {
                totals[name] = .number(.zero, commodity: nil)
            }
        }
        return totals
    }
}
