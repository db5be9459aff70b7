import TallySyntax
import TallyValues

/// Exchange rates by date: `P` directives, and the rates implied by costs
/// (`@`/`@@`) on the date of their transaction.
///
/// A rate from A to B on a day is the latest price on or before that day
/// of A in B, or of B in A inverted, whichever is later (the price of A in
/// B on a tie): a euro rate fetched today beats last year's cost of the
/// other way round. On one day a `P` price wins over a cost.
package struct PriceTable: Sendable {
    /// One known rate: one unit of `from` is worth `rate` of `to` on `date`.
    package struct Rate: Sendable, Hashable {
        package var date: Day
        package var from: CommodityID
        package var to: CommodityID
        package var rate: Quantity
        /// Where the rate was written (a `P` line or a posting with a cost).
        package var location: SourceLocation?
        /// Taken as the inverse of a written rate.
        package var isInverse: Bool
        /// Implied by a cost rather than declared with `P`.
        package var isImplied: Bool
        /// For an inverse: the rate as written, which converting divides
        /// by (exact where `rate`, its reciprocal, is cut at `rateScale`).
        package var divisor: Quantity?
    }

    /// Digits kept for computed rates (inverses, costs divided by quantities).
    package static let rateScale: UInt8 = 12

    /// Rates per (from, to), sorted by date; equal dates keep file order.
    private var byPair: [UInt64: [Rate]] = [:]
    /// Per commodity, the commodities it has a rate with either way, in id
    /// order: the graph `path(from:to:on:)` searches.
    private(set) var neighbours: [[CommodityID]] = []

    package init(journal: Journal) {
        var all: [Rate] = []
        // A commodity with a fixed value (ledger's `value AMOUNT`) has that one rate, whatever else is written.
        let fixed = Set(journal.prices.lazy.filter(\.isFixedValue).map(\.commodity))
        for p in journal.prices where p.commodity != p.price.commodity
            && (p.isFixedValue || (!fixed.contains(p.commodity) && !fixed.contains(p.price.commodity))) {
            all.append(Rate(date: p.date, from: p.commodity, to: p.price.commodity, rate: p.price.quantity,
                            location: p.location, isInverse: false, isImplied: false, divisor: nil))
        }
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let cost = journal.cost(of: p), !p.quantity.isZero, cost.total.commodity != p.commodity,
                      !fixed.contains(p.commodity), !fixed.contains(cost.total.commodity) else { continue }
                let unit = cost.unitPrice?.quantity
                    ?? cost.total.quantity.magnitude.divided(by: p.quantity.magnitude, scale: Self.rateScale)?.normalized()
                guard let unit, !unit.isZero else { continue }
                all.append(Rate(date: t.date, from: p.commodity, to: cost.total.commodity, rate: unit,
                                location: SourceLocation(file: t.file, range: p.range), isInverse: false, isImplied: true, divisor: nil))
            }
        }
        var linked = [Set<CommodityID>](repeating: [], count: journal.commodities.count)
        for r in all {
            byPair[Self.key(r.from, r.to), default: []].append(r)
            linked[Int(r.from.index)].insert(r.to)
            linked[Int(r.to.index)].insert(r.from)
        }
        neighbours = linked.map { $0.sorted() }
        for (k, list) in byPair {
            // A stable sort by date (file order breaks ties, later wins);
            // on one day a declared P price wins over prices implied by costs.
            byPair[k] = list.enumerated().sorted { a, b in
                if a.element.date != b.element.date { return a.element.date < b.element.date }
                if a.element.isImplied != b.element.isImplied { return a.element.isImplied }
                return a.offset < b.offset
            }.map(\.element)
        }
    }

    private static func key(_ a: CommodityID, _ b: CommodityID) -> UInt64 {
        UInt64(UInt32(bitPattern: a.index)) << 32 | UInt64(UInt32(bitPattern: b.index))
    }

    /// The latest rate of `from` in `to` on or before `day`, directly or as
    /// an inverse; `nil` when none is known.
    package func rate(from: CommodityID, to: CommodityID, on day: Day) -> Rate? {
        if from == to { return Rate(date: day, from: from, to: to, rate: Quantity(1), location: nil, isInverse: false, isImplied: false, divisor: nil) }
        let direct = latest(byPair[Self.key(from, to)], on: day)
        let reverse = latest(byPair[Self.key(to, from)], on: day)
        switch (direct, reverse) {
        case (let d?, let r?) where r.date > d.date: return inverse(r)
        case (let d?, _): return d
        case (nil, let r?): return inverse(r)
        case (nil, nil): return nil
        }
    }

    /// All rates, in date order (for `tally prices`).
    package var allRates: [Rate] {
        byPair.values.flatMap { $0 }.sorted { a, b in
            a.date != b.date ? a.date < b.date : (a.from != b.from ? a.from < b.from : a.to < b.to)
        }
    }

    private func latest(_ rates: [Rate]?, on day: Day) -> Rate? {
        guard let rates, !rates.isEmpty else { return nil }
        var lo = 0, hi = rates.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rates[mid].date <= day { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : rates[lo - 1]
    }

    private func inverse(_ r: Rate) -> Rate? {
        guard let q = Quantity(1).divided(by: r.rate, scale: Self.rateScale) else { return nil }
        return Rate(date: r.date, from: r.to, to: r.from, rate: q.normalized(), location: r.location, isInverse: true, isImplied: r.isImplied,
                    divisor: r.rate)
    }

    /// `amount` in `to` at the rates of `day` (directly or through other
    /// commodities, exact to `rateScale` digits beyond its own), and the
    /// first rate taken; `nil` when no rate path is known, an overflowed
    /// total when the value does not fit.
    package func convert(_ amount: Amount, to: CommodityID, on day: Day) -> (Total, Rate)? {
        guard let chain = chain(from: amount.commodity, to: to, on: day), let first = chain.first else { return nil }
        let value = Self.value(amount.quantity, through: chain, keep: amount.quantity.scale + Self.rateScale, minimumScale: 0)
        return (Total(value, orOverflow: SumOverflow(commodity: to)), first)
    }
}
