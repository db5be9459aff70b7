import TallyValues

extension BudgetLedger {
    /// Budgets whose spending one pass of the period engine sums: the same
    /// commodity and the same periods summed.
    struct Pass {
        var target: CommodityID
        /// Indices into `tracks`, in budget order.
        var budgets: [Int]
        /// Per budget of the pass, the periods summed, by index into its
        /// periods (the same spans for every budget of the pass).
        var summed: [[Int]]
        var spans: [DateSpan]
    }

    /// The passes that sum every budget's needed periods: those that show
    /// detail, or all of them when the budget rolls over (or `everyPeriod`).
    static func passes(_ tracks: [Track], _ budgets: [Budget], everyPeriod: Bool) -> [Pass] {
        var passes: [Pass] = []
        for b in tracks.indices {
            let periods = tracks[b].periods
            let summed = periods.indices.filter { everyPeriod || periods[$0].hasDetail || budgets[b].rollover != .none }
            guard !summed.isEmpty else { continue }
            let target = budgets[b].amount.commodity, spans = summed.map { periods[$0].span }
            if let i = passes.firstIndex(where: { $0.target == target && $0.spans == spans }) {
                passes[i].budgets.append(b)
                passes[i].summed.append(summed)
            } else {
                passes.append(Pass(target: target, budgets: [b], summed: [summed], spans: spans))
            }
        }
        return passes
    }
}
