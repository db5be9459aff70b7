import TallyValues

extension PriceTable {
    /// The rates from `from` to `to` on `day`: the direct one (or its
    /// inverse), else the shortest path through other commodities.
    package func chain(from: CommodityID, to: CommodityID, on day: Day) -> [Rate]? {
        rate(from: from, to: to, on: day).map { [$0] } ?? path(from: from, to: to, on: day)
    }

    /// `q` taken through `chain`, each step kept to `keep` decimals: an
    /// inverse divides by the rate as written (9.00 EUR at `P USD 0.90 EUR`
    /// is 10 USD, not 9.999…); trailing zeros dropped down to `minimumScale`.
    /// `nil` when a step does not fit.
    package static func value(_ q: Quantity, through chain: [Rate], keep: UInt8, minimumScale: UInt8) -> Quantity? {
        var value = q
        for rate in chain {
            let next = rate.divisor.map { value.divided(by: $0, scale: keep) } ?? value.multiplied(by: rate.rate)
            guard let next else { return nil }
            value = next.rounded(toScale: min(next.scale, keep))
        }
        let short = value.normalized()
        return short.scale < minimumScale ? short.rescaled(to: minimumScale) ?? value : short
    }

    /// The rates of the shortest path from `from` to `to` on `day` through
    /// other commodities (each step a rate known on or before `day`, either
    /// way round), or `nil` when none joins them. Among the shortest paths,
    /// the one whose oldest rate is the most recent; then the one through
    /// commodities read first. A direct rate is `rate(from:to:on:)`'s.
    package func path(from: CommodityID, to: CommodityID, on day: Day) -> [Rate]? {
        let commodityCount = neighbours.count
        guard from != to, Int(from.index) < commodityCount, Int(to.index) < commodityCount else { return nil }
        // Breadth first from `to`: each commodity's distance to the target.
        var distance = [Int](repeating: -1, count: commodityCount)
        distance[Int(to.index)] = 0
        var layer = [to]
        while !layer.isEmpty, distance[Int(from.index)] < 0 {
            var next: [CommodityID] = []
            for c in layer {
                for n in neighbours[Int(c.index)] where distance[Int(n.index)] < 0 && rate(from: n, to: c, on: day) != nil {
                    distance[Int(n.index)] = distance[Int(c.index)] + 1
                    next.append(n)
                }
            }
            layer = next
        }
        guard distance[Int(from.index)] > 0 else { return nil }
        // Every shortest path, each step one nearer the target; the best kept.
        var best: (oldest: Day, path: [Rate])?
        var tried = 0
        func walk(_ c: CommodityID, _ taken: [Rate], _ oldest: Day) {
            guard tried < Self.pathLimit else { return }
            if c == to {
                tried += 1
                if oldest > best?.oldest ?? Day(daysSinceEpoch: Int32.min) { best = (oldest, taken) }
                return
            }
            let d = distance[Int(c.index)]
            for n in neighbours[Int(c.index)] where distance[Int(n.index)] == d - 1 {
                guard let r = rate(from: c, to: n, on: day) else { continue }
                walk(n, taken + [r], min(oldest, r.date))
            }
        }
        walk(from, [], day)
        return best?.path
    }

    /// Shortest paths compared at most: commodities linked every way
    /// round have many of one length, and any of them is a fair rate.
    static let pathLimit = 1_000
}
