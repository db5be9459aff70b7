import TallyValues

/// Reading the engine's sums one commodity at a time.
extension PeriodSums {
    /// The slot of period `k`; `nil` is the opening slot (before the first period).
    package func slot(_ k: Int?) -> Int { k.map { $0 + 1 } ?? 0 }

    /// The sum in one slot as a sticky total: zero when no posting reached it.
    package func total(series s: Int, slot: Int) -> Total {
        let i = s * stride + slot
        if let o = slotOverflow[i] { return Total(nil, orOverflow: o) }
        let shown = cellScale[i]
        guard shown > 0 else { return .zero }
        // Every posting summed here had at most `shown - 1` digits (255 at
        // most, where `shown` stays 255), so the result is exact.
        if let w = wideSlot(i) { return Total(shown == .max ? w : w.rounded(toScale: shown - 1)) }
        guard seriesScale[s] >= shown - 1 else { return Total(Quantity(WideDecimal(units: units[i], scale: Int(seriesScale[s])).rescaled(upTo: Int(shown - 1)))) }
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
}

extension PeriodSums {
    /// The first overflow, in posting order, among the rows `selected`
    /// picks (an account's index, or `accountCount + group`).
    package func overflow(inRows selected: (Int) -> Bool) -> SumOverflow? {
        var first: (posting: Int, slot: Int, overflow: SumOverflow)?
        for (i, o) in slotOverflow where selected(Int(seriesRow[i / stride])) {
            let key = (o.posting ?? Int.max, i)
            if first.map({ key < ($0.posting, $0.slot) }) ?? true { first = (key.0, key.1, o) }
        }
        return first?.overflow
    }
}
