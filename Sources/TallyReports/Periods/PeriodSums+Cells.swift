import TallyEngine
import TallyValues

/// Reading the engine's sums as mixed amounts: per account, per period.
extension PeriodSums {
    /// `a`'s own postings in period `k` (`nil`: before the first period),
    /// each commodity a posting reached, zero sums included; an overflowed
    /// sum names the account.
    package func amount(_ a: AccountID, period k: Int?) -> MixedAmount {
        amount(row: Int(a.index), slot: slot(k))
    }

    /// Group `g`'s postings in period `k` (`nil`: before the first period),
    /// like `amount(_:period:)`; an overflowed sum names the group's subject.
    package func groupAmount(_ g: Int, period k: Int?) -> MixedAmount {
        amount(row: accountCount + g, slot: slot(k))
    }

    private func amount(row: Int, slot j: Int) -> MixedAmount {
        var parts: [Amount] = []
        var overflow: SumOverflow?
        guard row < seriesOfRow.count else { return MixedAmount() }
        for s in seriesOfRow[row] where cellScale[Int(s) * stride + j] > 0 {
            let t = total(series: Int(s), slot: j)
            overflow.note(t)
            parts.append(Amount(t.value, seriesCommodity[Int(s)]))
        }
        return MixedAmount(sortedParts: parts, overflow: overflow)
    }

    /// Per period, each account's own postings (only the accounts with postings in it).
    package var cells: [[AccountID: MixedAmount]] {
        periods.indices.map { k in Dictionary(uniqueKeysWithValues: accounts(inPeriod: k).map { ($0, amount($0, period: k)) }) }
    }

    /// With `opening`: each account's postings before the first period.
    package var opening: [AccountID: MixedAmount] {
        Dictionary(uniqueKeysWithValues: accounts(inPeriod: nil).map { ($0, amount($0, period: nil)) })
    }
}
