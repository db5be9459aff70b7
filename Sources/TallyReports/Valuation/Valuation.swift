import TallyEngine
import TallySyntax
import TallyValues

/// hledger's and ledger's valuations other than `-X`: `-B` (at cost) and
/// `-V` (at market value).
package enum Valuation {
    /// `-B`: every posting with a cost (`@`, `@@`, or a lot's cost basis on
    /// a sale) counts as that cost; the others keep their amounts.
    package static func atCost(_ journal: Journal, include: (Posting, Transaction) -> Bool) -> Journal {
        var result = JournalRewrite(journal)
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let cost = journal.cost(of: p), include(p, t) else { continue }
                result.revalue(posting: pi, as: cost.total)
            }
        }
        return result.journal
    }

    /// `-V`, as hledger computes it: each commodity is valued in the
    /// commodity of its latest `P` price on or before `end` (exclusive), at
    /// the latest `P` price in that commodity on or before the posting's
    /// valuation day. Only declared prices count, never costs, and rates are
    /// not inverted or chained. A commodity without such a price keeps its
    /// amount: it stays visible in its own commodity. Values are rounded to
    /// the target's display precision, as `-X` rounds them.
    package static func atMarket(_ journal: Journal, end: Day, include: (Posting, Transaction) -> Bool,
                                valueDay: (Transaction) -> Day) -> Result<Journal, Exchange.MissingRate> {
        var byCommodity: [CommodityID: [MarketPrice]] = [:]
        for price in journal.prices where price.commodity != price.price.commodity {
            byCommodity[price.commodity, default: []].append(price)
        }
        var targets: [CommodityID: CommodityID] = [:]
        for (c, list) in byCommodity {
            // Stable by date: on one day the last written price wins.
            let sorted = list.enumerated().sorted { $0.element.date != $1.element.date ? $0.element.date < $1.element.date : $0.offset < $1.offset }
                .map(\.element)
            byCommodity[c] = sorted
            if let last = sorted.last(where: { $0.date < end }) { targets[c] = last.price.commodity }
        }
        var scales: [CommodityID: UInt8] = [:]
        var result = JournalRewrite(journal)
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let target = targets[p.commodity], include(p, t) else { continue }
                let day = valueDay(t)
                guard let price = byCommodity[p.commodity]?.last(where: { $0.date <= day && $0.price.commodity == target }) else { continue }
                let scale = scales[target] ?? Exchange.scale(of: target, in: journal)
                scales[target] = scale
                guard let value = p.quantity.multiplied(by: price.price.quantity) else {
                    return .failure(Exchange.MissingRate(commodity: journal.commodities.symbol(p.commodity), target: journal.commodities.symbol(target),
                                                         date: day, location: SourceLocation(file: t.file, range: p.range), tooLarge: true))
                }
                result.revalue(posting: pi, as: Amount(value.rounded(toScale: min(value.scale, scale)), target))
            }
        }
        return .success(result.journal)
    }

    /// The last day a transaction or a `P` price is dated, if any.
    package static func latestDate(_ journal: Journal) -> Day? {
        let t = journal.transactions.lazy.map(\.date).max()
        let p = journal.prices.lazy.map(\.date).max()
        switch (t, p) {
        case let (a?, b?): return max(a, b)
        case let (a, b): return a ?? b
        }
    }
}
