import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Lot annotations

    /// A posting with a lot cost (`{UNIT}`, `{{TOTAL}}`, `{=FIXED}`) weighs
    /// its lot's cost basis when it also has an `@` price, as ledger
    /// does, whatever `@` selling price follows: a sale at a different
    /// price leaves the difference to the elided posting (the capital gain),
    /// or fails to balance when every amount is written.
    mutating func applyLotCost(_ lot: LotSyntax, to pp: inout PendingPosting, amount: Amount, in file: SourceFile) {
        guard let written = lot.cost else { return }
        let basis = CostSyntax(isTotal: lot.isTotal, amount: written, range: lot.range)
        pp.cost = costTotal(basis, of: amount, in: file)
        pp.costScale = written.quantity.scale
    }
}
