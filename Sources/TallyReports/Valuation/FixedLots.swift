import TallyEngine
import TallySyntax
import TallyValues

/// ledger's fixed lot values: an amount written with a fixated lot price
/// (`{=PRICE}`, `{{=TOTAL}}`) or a value expression that is one amount
/// (`((PRICE))`) is worth that whenever it is valued (`-X`, `-V`,
/// `--value`), whatever the market says. The posting counts as its
/// quantity times the price (or as the total, with the quantity's sign),
/// in the price's commodity; a conversion into another currency then goes
/// on from there as for any amount of that commodity. An elided posting
/// balancing such amounts of one commodity, and nothing else of it, is
/// worth the opposite of their values, as ledger gives it their lots. An
/// amount already in the currency asked for stays as it is; `-B` counts
/// the lot's cost (`MarketAndCost.atCost`) and this is not applied.
/// hledger 1.25 reads `{=PRICE}` but values such an amount at market:
/// grammar.md §17.26 says why Tally follows ledger.
enum FixedLots {
    /// `journal` with the postings `include` selects that have a fixed
    /// value counted at it; `target`, the currency of `-X`, if any.
    /// Fails on a value too large to represent.
    static func valued(_ journal: Journal, target: CommodityID?, include: (Posting, Transaction) -> Bool) -> Result<Journal, Exchange.MissingRate> {
        guard !journal.lots.isEmpty else { return .success(journal) }
        var result: JournalRewrite?
        for t in journal.transactions {
            // What the written postings without a cost come to, per commodity and kind.
            var groups: [Group.Key: Group] = [:]
            var values: [(posting: Int, value: Amount)] = []
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard !p.isInferred else { continue }
                let value: Amount?
                switch fixedValue(of: p, journal.lot(of: p, in: t)) {
                case .success(let v): value = v
                case .failure: return .failure(tooLarge(p, in: t, journal))
                }
                if let value { values.append((pi, value)) }
                guard p.costIndex < 0 else { continue }
                let key = Group.Key(commodity: p.commodity, kind: p.kind)
                guard groups[key, default: Group()].add(value) else { return .failure(tooLarge(p, in: t, journal)) }
            }
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard p.isInferred, p.costIndex < 0, journal.assertions[Int32(pi)] == nil,
                      let g = groups[Group.Key(commodity: p.commodity, kind: p.kind)], !g.hasPlain, let sum = g.sum else { continue }
                values.append((pi, Amount(sum.quantity.negated(), sum.commodity)))
            }
            for (pi, value) in values {
                let p = journal.postings[pi]
                guard p.commodity != target, p.commodity != value.commodity, include(p, t) else { continue }
                if result == nil { result = JournalRewrite(journal) }
                result?.revalue(posting: pi, as: value)
            }
        }
        return .success(result?.journal ?? journal)
    }

    /// A posting's fixed value, `nil` when it has none; fails when it is
    /// too large to represent.
    static func fixedValue(of p: Posting, _ lot: PostingLot?) -> Result<Amount?, SumOverflow> {
        guard let lot else { return .success(nil) }
        if lot.isFixed, let price = lot.cost {
            if lot.isTotal {
                return .success(Amount(p.quantity.isNegative ? price.quantity.magnitude.negated() : price.quantity.magnitude, price.commodity))
            }
            guard let q = p.quantity.multiplied(by: price.quantity) else { return .failure(SumOverflow(commodity: price.commodity)) }
            return .success(Amount(q, price.commodity))
        }
        if let unit = lot.value {
            guard let q = p.quantity.multiplied(by: unit.quantity) else { return .failure(SumOverflow(commodity: unit.commodity)) }
            return .success(Amount(q, unit.commodity))
        }
        return .success(nil)
    }

    static func tooLarge(_ p: Posting, in t: Transaction, _ journal: Journal) -> Exchange.MissingRate {
        let lot = journal.lot(of: p, in: t)
        let into = lot?.cost?.commodity ?? lot?.value?.commodity ?? p.commodity
        return Exchange.MissingRate(commodity: journal.commodities.symbol(p.commodity), target: journal.commodities.symbol(into),
                                    date: t.date, location: SourceLocation(file: t.file, range: p.range), tooLarge: true)
    }

    /// The fixed values of one commodity's written postings in a
    /// transaction: their sum while all have one, in one commodity.
    struct Group {
        struct Key: Hashable {
            var commodity: CommodityID
            var kind: PostingKind
        }
        var sum: Amount?
        /// A posting without a fixed value, or with one in another commodity.
        var hasPlain = false

        /// Adds a posting's value; false when the sum overflows.
        mutating func add(_ value: Amount?) -> Bool {
            guard !hasPlain else { return true }
            guard let value, sum == nil || sum?.commodity == value.commodity else {
                hasPlain = true
                return true
            }
            guard let s = sum else { sum = value; return true }
            guard let q = s.quantity.adding(value.quantity) else { return false }
            sum = Amount(q, s.commodity)
            return true
        }
    }
}
