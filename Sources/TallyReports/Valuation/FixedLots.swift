import TallyEngine
import TallySyntax
import TallyValues

/// ledger's fixated lot prices: an amount written with `{=PRICE}` or
/// `{{=TOTAL}}` is worth that price whenever it is valued (`-X`, `-V`,
/// `--value`), whatever the market says. The posting counts as its
/// quantity times the price (or as the total, with the quantity's sign),
/// in the price's commodity; a conversion into another currency then
/// goes on from there as for any amount of that commodity. An amount
/// already in the currency asked for stays as it is; `-B` counts the
/// lot's cost (`MarketAndCost.atCost`) and this is not applied. hledger 1.25 reads the annotation but
/// values such an amount at market: grammar.md §17.26 says why Tally
/// follows ledger.
enum FixedLots {
    /// `journal` with the postings `include` selects that have a fixated
    /// lot price counted at it; `target`, the currency of `-X`, if any.
    /// Fails on a value too large to represent.
    static func valued(_ journal: Journal, target: CommodityID?, include: (Posting, Transaction) -> Bool) -> Result<Journal, Exchange.MissingRate> {
        guard !journal.lots.isEmpty else { return .success(journal) }
        var result: JournalRewrite?
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let lot = journal.lot(of: p, in: t), lot.isFixed, let price = lot.cost,
                      p.commodity != target, p.commodity != price.commodity, include(p, t) else { continue }
                let value = lot.isTotal ? (p.quantity.isNegative ? price.quantity.magnitude.negated() : price.quantity.magnitude)
                                        : p.quantity.multiplied(by: price.quantity)
                guard let value else {
                    return .failure(Exchange.MissingRate(commodity: journal.commodities.symbol(p.commodity),
                                                         target: journal.commodities.symbol(price.commodity), date: t.date,
                                                         location: SourceLocation(file: t.file, range: p.range), tooLarge: true))
                }
                if result == nil { result = JournalRewrite(journal) }
                result?.revalue(posting: pi, as: Amount(value, price.commodity))
            }
        }
        return .success(result?.journal ?? journal)
    }
}
