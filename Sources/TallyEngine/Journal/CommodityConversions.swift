import TallyValues

/// ledger's `C` lines: `C 1.00 h = 60 m` makes one `h` sixty `m`. Amounts
/// of a larger commodity are kept in the smallest one of its chain
/// (`reduced`), so sums in any unit of the chain add up; a report shows a
/// sum in the largest unit it is at least one of (`unreduced`). Empty for
/// a journal without `C` lines, where nothing changes.
package struct CommodityConversions: Sendable {
    /// One step of a chain: one unit of a commodity is `factor` of `commodity`.
    struct Link: Sendable {
        var commodity: CommodityID
        var factor: Quantity
    }

    /// From a larger commodity one step down.
    private var smaller: [CommodityID: Link] = [:]
    /// From a smaller commodity one step up.
    private var larger: [CommodityID: Link] = [:]

    package init() {}

    package var isEmpty: Bool { smaller.isEmpty && larger.isEmpty }

    /// Records that one `big` is `factor` of `small`, as ledger does: the
    /// bare number (`CommodityID.none`) is never reduced nor shown as
    /// another commodity, so a link from or to it goes one way only. A
    /// later line for the same commodity replaces the earlier link.
    /// Returns the commodity the new link would lead back to itself, and
    /// records nothing then.
    mutating func link(_ big: CommodityID, to small: CommodityID, factor: Quantity) -> CommodityID? {
        if big == small { return big }
        if big != .none && small != .none {
            // Would `big` be reached going down from `small`, or `small` going up from `big`?
            var c = small
            for _ in 0...smaller.count { guard let next = smaller[c] else { break }; if next.commodity == big { return big }; c = next.commodity }
            c = big
            for _ in 0...larger.count { guard let next = larger[c] else { break }; if next.commodity == small { return small }; c = next.commodity }
        }
        if big != .none { smaller[big] = Link(commodity: small, factor: factor) }
        if small != .none { larger[small] = Link(commodity: big, factor: factor) }
        return nil
    }

    /// A commodity whose chain down to its smallest commodity has no exact
    /// factor (rates whose product passes the digits amounts keep).
    package var inexactChain: CommodityID? {
        smaller.keys.sorted { $0.index < $1.index }.first { reduction(of: $0) == nil }
    }

    /// The smallest commodity of `c`'s chain and how many of it one `c`
    /// is; `nil` when `c` has no smaller commodity or the factor leaves
    /// the range of exact amounts.
    package func reduction(of c: CommodityID) -> (commodity: CommodityID, factor: Quantity)? {
        guard !smaller.isEmpty, var step = smaller[c] else { return nil }
        var factor = step.factor
        // A chain is at most as long as the links there are (no cycles are recorded).
        for _ in 0...smaller.count {
            guard let next = smaller[step.commodity] else { break }
            guard let f = factor.multipliedExactly(by: next.factor) else { return nil }
            factor = f
            step = next
        }
        return (step.commodity, factor)
    }

    /// How an amount of `c` is shown: in the largest commodity up its chain
    /// in which its magnitude is at least one. Unchanged without a larger one.
    package func unreduced(_ q: Quantity, _ c: CommodityID) -> (quantity: Quantity, commodity: CommodityID) {
        guard !larger.isEmpty, larger[c] != nil else { return (q, c) }
        var (shown, commodity) = (q, c)
        let one = Quantity(1)
        for _ in 0...larger.count {
            guard let up = larger[commodity] else { break }
            let scale = UInt8(min(Int(Quantity.maxScale) - 1, Int(shown.scale) + 18))
            guard let next = shown.divided(by: up.factor, scale: scale)?.normalized(), !(next.magnitude < one) else { break }
            (shown, commodity) = (next, up.commodity)
        }
        return (shown, commodity)
    }
}
