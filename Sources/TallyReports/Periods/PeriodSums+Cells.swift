import TallyEngine
import TallyValues

/// Reading the engine's sums: per account (or group), per period, per commodity.
extension PeriodSums {
    /// The slot of period `k`; `nil` is the opening slot (before the first period).
    private func slot(_ k: Int?) -> Int { k.map { $0 + 1 } ?? 0 }

    /// The sum in one slot as a sticky total: zero when no posting reached it.
    private func total(series s: Int, slot: Int) -> Total {
        let i = s * stride + slot
        if let o = slotOverflow[i] { return Total(nil, orOverflow: o) }
        let shown = cellScale[i]
        guard shown > 0 else { return .zero }
        // Every posting summed here had at most `shown - 1` digits, so
        // the division is exact.
        let divisor = Quantity.powerOfTen(Int(seriesScale[s] - (shown - 1)))
        return Total(Quantity(units: units[i] / divisor, scale: shown - 1))
    }

    /// The accounts with postings in any period (or before them), by id.
    package var accounts: [AccountID] {
        (0..<accountCount).filter { !seriesOfRow[$0].isEmpty }.map { AccountID(Int32($0)) }
    }

    /// The accounts with postings in period `k` (`nil`: before the first), by id.
    package func accounts(inPeriod k: Int?) -> [AccountID] {
        let j = slot(k)
        return (0..<accountCount).filter { a in seriesOfRow[a].contains { cellScale[Int($0) * stride + j] > 0 } }
            .map { AccountID(Int32($0)) }
    }

    /// `a`'s own postings in period `k` (`nil`: before the first period),
    /// each commodity a posting reached, zero sums included; an overflowed
    /// sum names the account.
    package func amount(_ a: AccountID, period k: Int?) -> MixedAmount {
        amount(row: Int(a.index), slot: slot(k))
    }

    /// `a`'s postings in `c` in period `k` (`nil`: before the first period).
    package func total(_ a: AccountID, _ c: CommodityID, period k: Int?) -> Total {
        total(row: Int(a.index), c, slot: slot(k))
    }

    /// Group `g`'s postings in `c` in period `k`, overflowing with its subject.
    package func groupTotal(_ g: Int, _ c: CommodityID, period k: Int?) -> Total {
        total(row: accountCount + g, c, slot: slot(k))
    }

    private func total(row: Int, _ c: CommodityID, slot: Int) -> Total {
        guard row < seriesOfRow.count, let s = seriesOfRow[row].first(where: { seriesCommodity[Int($0)] == c }) else { return .zero }
        return total(series: Int(s), slot: slot)
    }

    private func amount(row: Int, slot: Int) -> MixedAmount {
        var parts: [Amount] = []
        var overflow: SumOverflow?
        guard row < seriesOfRow.count else { return MixedAmount() }
        for s in seriesOfRow[row] where cellScale[Int(s) * stride + slot] > 0 {
            let t = total(series: Int(s), slot: slot)
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
