import TallyLocale
import TallySyntax
import TallyValues

/// What `check` says about a journal with a reporting currency (the
/// `reporting-currency` directive, or a commodity marked `default`): each
/// other currency whose postings start before the first rate into it, since
/// `summary`, `trend`, `report` and `-X` cannot value those postings. One
/// warning per currency, at its first posting without a rate.
///
/// A rate on or before a day covers every later day too (PriceTable takes
/// the latest), so each currency needs only the date of its first rate, in
/// either direction: one pass over the postings.
package enum RateCoverage {
    package static func check(_ journal: Journal) -> [Diagnostic] {
        guard let target = (journal.reportingCurrency ?? journal.defaultCurrency)?.commodity else { return [] }
        // The first day each commodity has a rate into the target (either way).
        var firstRate: [CommodityID: Day] = [:]
        func note(_ c: CommodityID, _ day: Day) { if firstRate[c].map({ day < $0 }) ?? true { firstRate[c] = day } }
        for p in journal.prices where p.commodity != p.price.commodity {
            if p.price.commodity == target { note(p.commodity, p.date) } else if p.commodity == target { note(p.price.commodity, p.date) }
        }
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let cost = journal.cost(of: p), !p.quantity.isZero else { continue }
                if cost.total.commodity == target { note(p.commodity, t.date) } else if p.commodity == target { note(cost.total.commodity, t.date) }
            }
        }
        // The first uncovered posting of each commodity, and how many there are.
        var first: [CommodityID: (day: Day, location: SourceLocation, count: Int)] = [:]
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard p.commodity != target, p.commodity != .none, !p.quantity.isZero else { continue }
                if let covered = firstRate[p.commodity], covered <= t.date { continue }
                let location = SourceLocation(file: t.file, range: p.range)
                if let f = first[p.commodity] {
                    first[p.commodity] = t.date < f.day ? (t.date, location, f.count + 1) : (f.day, f.location, f.count + 1)
                } else {
                    first[p.commodity] = (t.date, location, 1)
                }
            }
        }
        let to = journal.commodities.symbol(target)
        return first.sorted { $0.value.day != $1.value.day ? $0.value.day < $1.value.day : $0.key < $1.key }.map { c, f in
            let from = journal.commodities.symbol(c)
            return Diagnostic(.warning, "uncovered-currency", LocalText(.uncoveredCurrency, from, "\(f.day)", to, String(f.count)),
                              at: f.location, hint: LocalText(.hintAddRates, "\(f.day)", from, to))
        }
    }
}
