import TallyEngine
import TallyValues

/// Amounts in several commodities, kept sorted by commodity id.
package struct MixedAmount: Sendable, Equatable {
    package private(set) var parts: [Amount] = []
    /// The first sum that left the representable range; the parts are then not exact.
    package private(set) var overflow: SumOverflow?
    package var overflowed: Bool { overflow != nil }

    package init() {}

    package init(_ parts: [Amount]) {
        for p in parts { add(p.quantity, p.commodity) }
    }

    /// Parts already in commodity order, one per commodity, with the
    /// overflow that made them inexact (the period engine's cells).
    init(sortedParts: [Amount], overflow: SumOverflow?) {
        parts = sortedParts
        self.overflow = overflow
    }

    package var isZero: Bool { parts.allSatisfy { $0.quantity.isZero } }

    package mutating func add(_ q: Quantity, _ c: CommodityID) {
        var lo = 0, hi = parts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if parts[mid].commodity.index < c.index { lo = mid + 1 } else { hi = mid }
        }
        if lo < parts.count && parts[lo].commodity.index == c.index {
            if let s = parts[lo].quantity.adding(q) { parts[lo].quantity = s } else if overflow == nil { overflow = SumOverflow(commodity: c) }
        } else {
            parts.insert(Amount(q, c), at: lo)
        }
    }

    package mutating func add(_ other: MixedAmount) {
        for p in other.parts { add(p.quantity, p.commodity) }
        overflow.note(other.overflow)
    }

    /// The non-zero parts (one zero part with no commodity when all are zero).
    package var nonZeroParts: [Amount] { parts.filter { !$0.quantity.isZero } }

    /// The parts that are not zero at their commodity's display precision.
    package func visibleParts(_ commodities: CommodityTable) -> [Amount] {
        var visible: [Amount] = []
        forEachVisiblePart(commodities) { visible.append($0) }
        return visible
    }

    /// Calls `body` with each of `visibleParts`, in order, without building the list.
    package func forEachVisiblePart(_ commodities: CommodityTable, _ body: (Amount) -> Void) {
        for p in parts where !p.quantity.roundedForDisplay(toScale: commodities.style(p.commodity).precision).isZero { body(p) }
    }

    /// Whether every part shows as zero at its display precision.
    package func isVisiblyZero(_ commodities: CommodityTable) -> Bool {
        parts.allSatisfy { $0.quantity.roundedForDisplay(toScale: commodities.style($0.commodity).precision).isZero }
    }

    /// The part in `c`; zero when there is none.
    package func quantity(of c: CommodityID) -> Quantity {
        guard let part = parts.first(where: { $0.commodity == c }) else { return Quantity.zero }
        return part.quantity
    }

    /// The same amounts, naming `account` in an overflow that did not say.
    package func labelled(account: AccountID) -> MixedAmount {
        var m = self
        m.overflow = overflow?.filling(account: account)
        return m
    }

    package func negated() -> MixedAmount {
        var m = MixedAmount()
        m.parts = parts.map { Amount($0.quantity.negated(), $0.commodity) }
        m.overflow = overflow
        return m
    }
}
