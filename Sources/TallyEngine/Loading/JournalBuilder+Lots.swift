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

    /// ledger's lots are commodities of their own: amounts of one commodity
    /// at different lot costs (a split, `28 X {10 EUR}` for `-7 X {40
    /// EUR}`) balance when their lots' costs do, though their quantities
    /// do not. Every amount is written here (an elided one was inferred
    /// from the quantities already).
    func balancesAtLotCost(_ postings: [PendingPosting], kind: PostingKind) -> Bool {
        guard postings.contains(where: { $0.kind == kind && $0.lotBasis != nil }) else { return false }
        var sums = BalanceSums()
        for p in postings where p.kind == kind {
            guard let amount = p.amount else { return false }
            sums.notePosted(amount.commodity, scale: amount.quantity.scale)
            let ok: Bool
            if let cost = p.cost ?? p.lotBasis {
                ok = sums.add(cost.total.quantity, cost.total.commodity, costScale: p.cost != nil ? p.costScale : p.lotScale)
            } else {
                ok = sums.add(amount.quantity, amount.commodity, costScale: nil)
            }
            if !ok { return false }
        }
        return sums.residuals { journal.commodities.postedPrecision($0) }.isEmpty
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
