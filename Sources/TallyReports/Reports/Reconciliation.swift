import TallyEngine
import TallySyntax
import TallyValues

/// One account against a bank's statement, as ledger-mode's reconcile
/// shows it: the cleared balance (postings marked `*`, or in a transaction
/// marked `*`) on the statement's date, the statement's balance, and the
/// postings not yet cleared that may explain the difference.
///
/// - Complexity: O(postings of the journal) to find the account's postings.
package struct Reconciliation: Sendable {
    /// A posting of the account on or before the date that is not cleared.
    package struct Item: Sendable {
        /// Index into `Journal.postings`.
        package var posting: Int
        /// Index into `Journal.transactions`.
        package var transaction: Int
        package var date: Day
        /// Pending (`!`) or unmarked, as the posting reads (its own mark, else its transaction's).
        package var status: Status
        package var amount: Amount
    }

    package var account: AccountID
    /// The statement's date: postings after it are not counted.
    package var through: Day
    /// Per commodity, in the order first met.
    package var cleared: [(commodity: CommodityID, total: Total)] = []
    /// Everything on or before `through`, cleared or not.
    package var balance: [(commodity: CommodityID, total: Total)] = []
    /// In date order (journal order on a day).
    package var notCleared: [Item] = []
    /// The balance the statement shows, when given.
    package var statement: Amount?
    package var overflow: SumOverflow?

    package init(journal: Journal, account: AccountID, through: Day, statement: Amount?) {
        self.account = account
        self.through = through
        self.statement = statement
        func add(_ a: Amount, to sums: inout [(commodity: CommodityID, total: Total)]) {
            if let k = sums.firstIndex(where: { $0.commodity == a.commodity }) {
                sums[k].total.add(a.quantity, SumOverflow(account: account, commodity: a.commodity))
            } else {
                sums.append((a.commodity, Total(a.quantity)))
            }
        }
        for (ti, t) in journal.transactions.enumerated() where t.date <= through && !journal.isForecast(t) {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard p.account == account, p.kind == .real else { continue }
                add(p.amount, to: &balance)
                let status = p.status != .unmarked ? p.status : t.status
                if status == .cleared {
                    add(p.amount, to: &cleared)
                } else {
                    notCleared.append(Item(posting: pi, transaction: ti, date: t.date, status: status, amount: p.amount))
                }
            }
        }
        notCleared.sort { $0.date != $1.date ? $0.date < $1.date : $0.posting < $1.posting }
        overflow = (cleared + balance).lazy.compactMap(\.total.overflow).first ?? difference?.overflow
    }

    /// The cleared balance in `commodity` (zero when nothing of it is cleared).
    package func clearedTotal(_ commodity: CommodityID) -> Total {
        cleared.first { $0.commodity == commodity }?.total ?? Total(.zero)
    }

    /// The statement's balance less the cleared balance, in the statement's commodity.
    package var difference: Total? {
        guard let statement else { return nil }
        var d = Total(statement.quantity)
        d.add(clearedTotal(statement.commodity).value.negated(), SumOverflow(account: account, commodity: statement.commodity))
        return d
    }

    /// The postings not cleared in `commodity`, added up.
    package func notClearedTotal(_ commodity: CommodityID) -> Total {
        var t = Total(.zero)
        for i in notCleared where i.amount.commodity == commodity { t.add(i.amount.quantity, SumOverflow(account: account, commodity: commodity)) }
        return t
    }

    /// The statement agrees with the cleared balance already.
    package var agrees: Bool {
        guard let d = difference, d.overflow == nil else { return false }
        return d.value.isZero
    }

    /// Clearing every posting not cleared (in the statement's commodity)
    /// makes the cleared balance the statement's.
    package var clearingAllAgrees: Bool {
        guard let statement, let d = difference, d.overflow == nil else { return false }
        let rest = notClearedTotal(statement.commodity)
        return rest.overflow == nil && rest.value == d.value && notCleared.contains { $0.amount.commodity == statement.commodity }
    }
}
