import TallyLocale
import TallyValues

extension PeriodSums {
    /// Converts every sum not in the valuation's currency into it, per
    /// slot on the slot's valuation day, and adds it to the row's series
    /// in that currency; the series converted are dropped. A sum with no
    /// rate is named by the first posting of its series, and left out, or
    /// kept as it is when the valuation `keepsUnpriced`.
    ///
    /// With `-V` (`market`) each commodity converts into its own market
    /// currency, or, in a slot whose day has no price for it, keeps its
    /// sum as it is; which series convert is settled before any value is
    /// added, so that a value is never converted twice (A into B, then B
    /// into C) and lands in a series of its own when B's sums convert too.
    mutating func convertSums(_ v: Valuation, _ index: inout SeriesIndex) {
        let count = seriesRow.count
        var missing: [Unconverted] = []
        let epoch = Day(daysSinceEpoch: 0)
        var converting: [Int] = []
        for s in 0..<count {
            let c = seriesCommodity[s]
            if v.market == nil {
                if c != v.target && !v.kept.contains(c) { converting.append(s) }
            } else if (0..<stride).contains(where: { cellScale[s * stride + $0] > 0 && v.into(c, on: v.day(of: epoch, slot: $0, periods)) != nil }) {
                converting.append(s)
            }
        }
        dropped.formUnion(converting)
        for s in converting {
            let row = seriesRow[s], c = seriesCommodity[s]
            for slot in 0..<stride where cellScale[s * stride + slot] > 0 {
                let posting = seriesFirstPosting[s]
                let day = v.day(of: epoch, slot: slot, periods)
                let into = v.into(c, on: day)
                let sum = total(series: s, slot: slot)
                guard let q = sum.exact else {
                    noteTooLarge(into ?? c, row: row, slot: slot, posting: posting, &index)
                    continue
                }
                if q.isZero { markReached(into ?? c, row: row, slot: slot, posting: posting, &index); continue }
                guard let into else {
                    add(q, series: kept(row, c, &index, posting: posting), slot: slot, posting: posting)
                    continue
                }
                let value = v.rates.convert(q, c, on: day)
                guard let converted = value?.exact else {
                    missing.append(Unconverted(posting: posting, day: day, tooLarge: value != nil))
                    if value != nil { noteTooLarge(into, row: row, slot: slot, posting: posting, &index) }
                    if value == nil, v.keepsUnpriced { add(q, series: kept(row, c, &index, posting: posting), slot: slot, posting: posting) }
                    continue
                }
                add(converted, series: kept(row, into, &index, posting: posting), slot: slot, posting: posting)
            }
        }
        unconverted += missing.sorted { $0.posting < $1.posting }
    }

    /// The series of (row, commodity) that stays in the report: the one
    /// summed, unless it was converted away, else a new one.
    fileprivate mutating func kept(_ row: Int32, _ c: CommodityID, _ index: inout SeriesIndex, posting: Int = -1) -> Int {
        if let s = index.series(row, c), !dropped.contains(s) { return s }
        return addSeries(row, c, &index, posting: posting)
    }

    /// A slot a zero sum reached still shows, as zero, in the valuation's currency.
    fileprivate mutating func markReached(_ c: CommodityID, row: Int32, slot: Int, posting: Int, _ index: inout SeriesIndex) {
        let s = kept(row, c, &index, posting: posting)
        let i = s * stride + slot
        if cellScale[i] == 0 { cellScale[i] = 1 }
    }

    /// A value too large to represent overflows the slot it was to go in.
    mutating func noteTooLarge(_ c: CommodityID, row: Int32, slot: Int, posting pi: Int, _ index: inout SeriesIndex) {
        let s = kept(row, c, &index)
        let i = s * stride + slot
        if cellScale[i] == 0 { cellScale[i] = 1 }
        noteOverflow(slot: i, series: s, posting: pi)
    }

    mutating func noteOverflow(slot i: Int, series s: Int, posting pi: Int) {
        guard slotOverflow[i] == nil else { return }
        let row = Int(seriesRow[s])
        let o = row < accountCount
            ? SumOverflow(account: AccountID(Int32(row)), commodity: seriesCommodity[s], posting: pi)
            : SumOverflow(commodity: seriesCommodity[s], posting: pi, subject: groups[row - accountCount])
        slotOverflow[i] = o
        overflow.note(o)
    }
}
