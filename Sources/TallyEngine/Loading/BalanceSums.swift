import TallyValues

/// Per-commodity sums of one transaction's postings, for balancing. Reused
/// between transactions so the common case allocates nothing.
struct BalanceSums {
    var commodities: [CommodityID] = []
    var sums: [Quantity] = []
    /// Most decimals of the posting amounts written in each commodity (-1: none).
    var postedScales: [Int] = []
    /// Most decimals of the costs written in each commodity.
    var costScales: [Int] = []
    var costCount = 0
    /// Each commodity's slot, once there are more than a few: a transaction
    /// of 100,000 commodities stays linear.
    private var slots: [CommodityID: Int] = [:]
    private static let linearSlots = 16

    mutating func reset() {
        commodities.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        sums.removeAll(keepingCapacity: true)
        postedScales.removeAll(keepingCapacity: true)
        costScales.removeAll(keepingCapacity: true)
        costCount = 0
    }

    private mutating func slot(_ c: CommodityID) -> Int {
        if commodities.count <= Self.linearSlots {
            for k in commodities.indices where commodities[k] == c { return k }
        } else if let k = slots[c] {
            return k
        }
        if commodities.count == Self.linearSlots {
            for k in commodities.indices { slots[commodities[k]] = k }
        }
        if commodities.count >= Self.linearSlots { slots[c] = commodities.count }
        commodities.append(c)
        sums.append(.zero)
        postedScales.append(-1)
        costScales.append(0)
        return commodities.count - 1
    }

    mutating func notePosted(_ c: CommodityID, scale: UInt8) {
        let k = slot(c)
        postedScales[k] = max(postedScales[k], Int(scale))
    }

    /// Adds a posting's weight (its amount, or its cost); false on overflow.
    mutating func add(_ q: Quantity, _ c: CommodityID, costScale: UInt8?) -> Bool {
        let k = slot(c)
        guard let s = sums[k].adding(q) else { return false }
        sums[k] = s
        if let costScale {
            costCount += 1
            costScales[k] = max(costScales[k], Int(costScale))
        }
        return true
    }

    func nonZero() -> [Amount] {
        commodities.indices.filter { !sums[$0].isZero }.map { Amount(sums[$0], commodities[$0]) }
    }

    /// The sums that are not zero at the precision they are judged at: the
    /// posting amounts written in that commodity, else its costs (a cost's
    /// product carries more digits than anyone wrote) or, when fewer, the
    /// decimals its posting amounts showed before this transaction
    /// (`posted`): prices written to 28 decimals (`@ $53.6599999999999999998612221219`)
    /// are judged in cents where dollars were written in cents, as ledger does.
    func residuals(posted: (CommodityID) -> UInt8?) -> [Amount] {
        commodities.indices.compactMap { k in
            var scale = postedScales[k]
            if scale < 0 { scale = min(costScales[k], posted(commodities[k]).map(Int.init) ?? Int.max) }
            return sums[k].vanishes(atScale: UInt8(scale)) ? nil : Amount(sums[k], commodities[k])
        }
    }
}
