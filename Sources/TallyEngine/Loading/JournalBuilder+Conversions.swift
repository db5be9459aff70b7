import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - ledger's C lines

    /// `C 1.00 h = 60 m`: from this line on, amounts of `h` are kept in
    /// `m` (and in whatever `m` is kept in). Both amounts add their
    /// decimals to their commodity's display precision, as ledger's do. A zero or inexact
    /// rate, and a line that would make a loop, are errors at the line.
    mutating func addConversion(_ c: ConversionSyntax, in file: SourceFile) {
        let larger = conversionAmount(c.larger, in: file)
        let smaller = conversionAmount(c.smaller, in: file)
        let at = SourceLocation(file: file.id, range: c.range)
        guard larger.quantity.signum > 0, smaller.quantity.signum > 0,
              let rate = smaller.quantity.divided(by: larger.quantity, scale: Quantity.maxScale - 1)?.normalized(),
              rate.multiplied(by: larger.quantity) == smaller.quantity else {
            report(.error("invalid-directive", LocalText(.conversionRate), at: at, hint: LocalText(.hintConversionRate)))
            return
        }
        if let looping = journal.commodities.convert(larger.commodity, to: smaller.commodity, factor: rate) {
            report(.error("invalid-directive", LocalText(.conversionCycle, journal.commodities.symbol(looping)), at: at,
                          hint: LocalText(.hintConversionCycle)))
        } else if journal.commodities.conversions.inexactChain != nil {
            // The rates of the chain multiply past the digits an amount keeps.
            report(.error("invalid-directive", LocalText(.conversionRate), at: at, hint: LocalText(.hintConversionRate)))
        }
    }

    /// One side of a `C` line. A bare number is the bare number, not the
    /// `D` directive's commodity (ledger reads `C 1,00 PLN = 1,00` so).
    private mutating func conversionAmount(_ a: AmountSyntax, in file: SourceFile) -> Amount {
        let c = a.commodity.isEmpty ? CommodityID.none : commodity(of: a, in: file)
        // Like a price, it places the symbol only until a posting does; its decimals count at the end.
        let amount = resolve(a, as: c, in: file, setsPrecision: false)
        let style = reading(a, c).1
        var widest = conversionStyles[c] ?? style
        widest.precision = max(widest.precision, style.precision)
        if widest.groupMark == 0 { widest.groupMark = style.groupMark }
        conversionStyles[c] = widest
        return amount
    }

    /// `a` in the smallest commodity of its chain; unchanged without `C`
    /// lines for it. `nil` (after an error at `range`) when the amount in
    /// the smaller commodity leaves the range of exact amounts.
    mutating func reduced(_ a: Amount, at range: TextRange, in file: SourceFile) -> Amount? {
        guard let (small, factor) = journal.commodities.conversions.reduction(of: a.commodity) else { return a }
        guard let q = a.quantity.multipliedExactly(by: factor)?.normalized() else {
            report(.error("amount-too-large", LocalText(.conversionTooLarge, journal.commodities.symbol(small)),
                          at: SourceLocation(file: file.id, range: range), hint: LocalText(.hintConversionTooLarge)))
            return nil
        }
        return Amount(q, small)
    }

    /// A posting's amount kept in the smallest commodity of its chain, as
    /// ledger keeps it; a unit price (`@`) follows, so that it still gives
    /// the same total (written as that total when not an exact decimal).
    /// A posting's cost in a converted commodity is kept in the smaller
    /// one. A posting with a lot (`{…}`) keeps its commodity: its lot is
    /// that commodity's.
    mutating func reduceForConversions(_ pp: inout PendingPosting, hasLot: Bool, in file: SourceFile) {
        // A cost in a converted commodity is kept in the smaller one too, as the amounts it balances with are.
        if let cost = pp.cost, journal.commodities.conversions.reduction(of: cost.total.commodity) != nil,
           let total = reduced(cost.total, at: pp.range, in: file) {
            pp.cost?.total = total
            pp.cost?.unitPrice = cost.unitPrice.flatMap { reduced($0, at: pp.range, in: file) }
        }
        guard !hasLot, let a = pp.amount, journal.commodities.conversions.reduction(of: a.commodity) != nil else { return }
        guard let r = reduced(a, at: pp.range, in: file) else { return }
        if let unit = pp.cost?.unitPrice, let factor = a.quantity.isZero ? nil : a.quantity.ratio(to: r.quantity, scale: Quantity.maxScale - 1) {
            let price = unit.quantity.multiplied(by: factor)?.normalized()
            let exact = price.flatMap { $0.multiplied(by: r.quantity) }.map { $0 == pp.cost?.total.quantity } ?? false
            pp.cost?.unitPrice = exact ? price.map { Amount($0, unit.commodity) } : nil
        }
        pp.amount = r
    }

    /// A balance assertion's amount, in the commodity its account's
    /// postings are kept in (`= 2 BTC` checks a sum kept in `bit`).
    mutating func assertedAmount(_ a: AmountSyntax, in file: SourceFile) -> Amount {
        let amount = resolve(a, in: file)
        if journal.commodities.conversions.isEmpty { return amount }
        return reduced(amount, at: a.range, in: file) ?? amount
    }
}
