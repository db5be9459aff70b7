import TallyEngine
import TallySyntax
import TallyValues

/// hledger's and ledger's valuations other than `-X`: `-B` (at cost) and
/// `-V` (at market value).
package enum MarketAndCost {
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

    /// `-V` (and `--value` without a currency) on a converted copy, for
    /// reports that show each posting (register, print): each posting of
    /// a commodity with a market price is valued as `MarketRates` says, on
    /// `valueDay(transaction)`, exactly (sums are rounded once, when shown).
    /// A commodity without a price then keeps its amount.
    package static func atMarket(_ journal: Journal, rates: MarketRates, include: (Posting, Transaction) -> Bool,
                                valueDay: (Transaction) -> Day) -> Result<Journal, Exchange.MissingRate> {
        var result = JournalRewrite(journal)
        for t in journal.transactions {
            var day: Day?
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard rates.values(p.commodity), include(p, t) else { continue }
                let d = day ?? valueDay(t)
                day = d
                guard let target = rates.target(of: p.commodity, on: d), let value = rates.convert(p.quantity, p.commodity, on: d) else { continue }
                guard let q = value.exact else { return .failure(rates.tooLarge(posting: pi, day: d, in: journal)) }
                result.revalue(posting: pi, as: Amount(q, target))
            }
        }
        return .success(result.journal)
    }

    /// The last day a transaction or a `P` price is dated, if any. Reads
    /// the dates alone (`date(at:)`), not whole transactions: every
    /// report that may value asks, valued or not.
    package static func latestDate(_ journal: Journal) -> Day? {
        let table = journal.transactions
        let t = table.indices.lazy.map { table.date(at: $0) }.max()
        let p = journal.prices.lazy.map(\.date).max()
        switch (t, p) {
        case let (a?, b?): return max(a, b)
        case let (a, b): return a ?? b
        }
    }
}

/// hledger's market valuation (`-V`, `--value` without a currency): on a
/// day, each commodity is valued in the commodity of its latest `P` price
/// on or before that day (its default valuation commodity), at the latest
/// `P` price into that commodity on or before the day. Only declared prices
/// count, never costs, and rates are not inverted or chained. A commodity
/// without such a price has no value: it keeps its amount. Values are
/// exact products, rounded only when shown.
package final class MarketRates: RateSource {
    /// Per commodity (by index): its prices in other commodities, by date;
    /// on one day, in the order written (the last one wins).
    private let prices: [[MarketPrice]]

    package init(journal: Journal) {
        var byCommodity = Array(repeating: [MarketPrice](), count: journal.commodities.count)
        for price in journal.prices where price.commodity != price.price.commodity {
            byCommodity[Int(price.commodity.index)].append(price)
        }
        for i in byCommodity.indices where byCommodity[i].count > 1 {
            byCommodity[i] = byCommodity[i].enumerated()
                .sorted { $0.element.date != $1.element.date ? $0.element.date < $1.element.date : $0.offset < $1.offset }
                .map(\.element)
        }
        prices = byCommodity
    }

    /// Whether `c` has any price, on any day.
    package func values(_ c: CommodityID) -> Bool {
        prices.indices.contains(Int(c.index)) && !prices[Int(c.index)].isEmpty
    }

    /// Every commodity some commodity is valued in.
    package var targets: Set<CommodityID> {
        Set(prices.joined().map(\.price.commodity))
    }

    /// The index past the last price of `c` dated on or before `day`.
    private func end(_ c: CommodityID, _ day: Day) -> Int {
        let list = prices[Int(c.index)]
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].date <= day { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The commodity `c` is valued in on `day`, `nil` when no price of it is known by then.
    package func target(of c: CommodityID, on day: Day) -> CommodityID? {
        guard values(c) else { return nil }
        let k = end(c, day)
        return k == 0 ? nil : prices[Int(c.index)][k - 1].price.commodity
    }

    /// `q` of `c` valued on `day` in `target(of: c, on: day)`; `nil` when
    /// it has none, an overflowed total when the value does not fit.
    package func convert(_ q: Quantity, _ c: CommodityID, on day: Day) -> Total? {
        guard values(c) else { return nil }
        let k = end(c, day)
        guard k > 0 else { return nil }
        let rate = prices[Int(c.index)][k - 1].price
        guard let value = q.multiplied(by: rate.quantity) else { return Total(nil, orOverflow: SumOverflow(commodity: rate.commodity)) }
        return Total(value)
    }

    /// The error for a posting whose value cannot be represented (past 255 decimals).
    package func tooLarge(posting pi: Int, day: Day, in journal: Journal) -> Exchange.MissingRate {
        let p = journal.postings[pi]
        let t = journal.transactions[Int(p.transaction)]
        let target = self.target(of: p.commodity, on: day) ?? p.commodity
        return Exchange.MissingRate(commodity: journal.commodities.symbol(p.commodity), target: journal.commodities.symbol(target),
                                    date: day, location: SourceLocation(file: t.file, range: p.range), tooLarge: true)
    }

    /// The period engine's valuation at market, on the days `when` says.
    package func valuation(when: PeriodSums.Valuation.When, convertible: @escaping (Posting, Transaction) -> Bool) -> PeriodSums.Valuation {
        PeriodSums.Valuation(target: .none, when: when, rates: self, convertible: convertible,
                             market: { [self] c, day in target(of: c, on: day) })
    }
}
