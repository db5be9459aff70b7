import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Lot annotations

    /// A sale written with its lot's cost (`{UNIT}`, `{{TOTAL}}`,
    /// `{=FIXED}`) and a selling price in the same commodity (`@`, `@@`)
    /// weighs the lot's cost basis when the transaction is balanced, as
    /// ledger does: the difference goes to the elided posting (the capital
    /// gain), or the transaction fails to balance when every amount is
    /// written. A lot cost without a price, or with a price in another
    /// commodity, changes nothing (both tools agree there).
    mutating func applyLotCost(_ lot: LotSyntax, cost: CostSyntax?, to pp: inout PendingPosting, amount: Amount, in file: SourceFile) {
        guard let written = lot.cost, let cost,
              file.bytes[written.commodity.range].elementsEqual(file.bytes[cost.amount.commodity.range]) else { return }
        let basis = CostSyntax(isTotal: lot.isTotal, amount: written, range: lot.range)
        pp.cost = costTotal(basis, of: amount, in: file)
        pp.costScale = written.quantity.scale
    }

    /// ledger's lots are commodities of their own: a transaction of lots of
    /// one commodity alone, at different lot costs (a split, `28 X {10
    /// EUR}` for `-7 X {40 EUR}`), balances when their lots' costs do,
    /// though their quantities do not. Any other posting (a plain amount,
    /// an `@` cost, another commodity) leaves the rule out: the money
    /// must come from somewhere. Every amount is written here (an elided
    /// one was inferred from the quantities already).
    func balancesAtLotCost(_ postings: [PendingPosting], kind: PostingKind) -> Bool {
        var sums = BalanceSums()
        var commodity: CommodityID?
        for p in postings where p.kind == kind {
            guard let amount = p.amount, p.cost == nil, let basis = p.lotBasis,
                  commodity == nil || commodity == amount.commodity else { return false }
            commodity = amount.commodity
            sums.notePosted(amount.commodity, scale: amount.quantity.scale)
            guard sums.add(basis.total.quantity, basis.total.commodity, costScale: p.lotScale) else { return false }
        }
        return commodity != nil && sums.residuals { journal.commodities.postedPrecision($0) }.isEmpty
    }

    /// Keeps a posting's lot annotation for `--lots` reports.
    mutating func recordLot(_ lot: LotSyntax, of p: PostingSyntax, in file: SourceFile) {
        let cost = lot.cost.map { resolve($0, in: file, setsPrecision: false) }
        let note = lot.note.map { String(decoding: file.slice($0), as: UTF8.self) }
        let value = lot.value.map { resolve($0, in: file, setsPrecision: false) }
        journal.lots[LotKey(file: file.id, start: p.range.start)] =
            PostingLot(cost: cost, isTotal: lot.isTotal, isFixed: lot.isFixed, date: lot.date, note: note, value: value)
    }
}
