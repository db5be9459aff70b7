import TallySyntax
import TallyValues

/// How budgets convert spending into their commodity: at the rate on or
/// before the transaction's date, through other commodities when no direct
/// rate is known, exact to `scale` and the digits of a rate beyond it, as
/// every report converts (`PriceTable.value`): a budget's spending is the
/// spending `summary` shows, rounded once.
struct BudgetRates: RateSource {
    let prices: PriceTable
    let target: CommodityID
    /// The target's display precision.
    let scale: UInt8

    /// `nil` when no rate is known; an overflowed total when the value
    /// cannot be represented (past 255 decimals) (an overflow, not a missing price).
    func convert(_ q: Quantity, _ c: CommodityID, on day: Day) -> Total? {
        guard let chain = prices.chain(from: c, to: target, on: day) else { return nil }
        return Total(PriceTable.value(q, through: chain, keep: scale + PriceTable.rateScale, minimumScale: scale),
                     orOverflow: SumOverflow(commodity: target))
    }
}

extension BudgetLedger {
    /// One missing-price error per pair of commodities: where a price was
    /// first missing (in journal order, then budget order), for which
    /// budget, and how many more postings need one.
    struct MissingPrice {
        var location: SourceLocation
        var date: Day
        var from: CommodityID
        var budget: Int
        var more: Int
    }

    /// The postings budgets could not convert, one error per pair of
    /// commodities, by the date of the first, then by the pair.
    static func missingPrices(_ found: [(posting: Int, budget: Int, day: Day)], _ journal: Journal) -> [MissingPrice] {
        func order(_ m: (posting: Int, budget: Int, day: Day)) -> (Int32, Int, Int) {
            (journal.postings[m.posting].transaction, m.posting, m.budget)
        }
        var byPair: [UInt64: MissingPrice] = [:]
        for m in found.sorted(by: { order($0) < order($1) }) {
            let p = journal.postings[m.posting]
            let target = journal.budgets[m.budget].amount.commodity
            let key = UInt64(UInt32(bitPattern: p.commodity.index)) << 32 | UInt64(UInt32(bitPattern: target.index))
            if byPair[key] == nil {
                let t = journal.transactions[Int(p.transaction)]
                byPair[key] = MissingPrice(location: SourceLocation(file: t.file, range: p.range), date: m.day, from: p.commodity,
                                           budget: m.budget, more: 0)
            } else {
                byPair[key]?.more += 1
            }
        }
        return byPair.sorted { $0.value.date != $1.value.date ? $0.value.date < $1.value.date : $0.key < $1.key }.map(\.value)
    }
}
