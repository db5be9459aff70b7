import TallyEngine
import TallyValues

/// `--lots`, `--lot-prices`, `--lot-dates`, `--lot-notes`: reports keep the
/// lots of a commodity apart, as ledger does, by giving each posting with a
/// lot annotation a commodity of its own named by the annotation
/// (`AAPL {$50.00} [2026-01-05] (first)`), shown in the base style.
/// Postings without an annotation (an elided posting balancing a purchase,
/// a sale written without its lot) stay in the plain commodity.
package enum LotView {
    package struct Parts: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let prices = Parts(rawValue: 1)
        package static let dates = Parts(rawValue: 2)
        package static let notes = Parts(rawValue: 4)
        package static let all: Parts = [.prices, .dates, .notes]
    }

    package static func annotated(_ journal: Journal, parts: Parts) -> Journal {
        guard !journal.lots.isEmpty, !parts.isEmpty else { return journal }
        let f = AmountFormatter(journal.commodities)
        var result = JournalRewrite(journal)
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let lot = journal.lot(of: p, in: t) else { continue }
                let text = annotation(lot, of: p.quantity, parts, f)
                if !text.isEmpty { result.recommodity(posting: pi, as: result.annotated(p.commodity, with: text)) }
            }
        }
        return result.journal
    }

    /// The annotation as ledger writes it, with the parts asked for: the
    /// cost per unit, exact (a `{{TOTAL}}` divided by the quantity).
    static func annotation(_ lot: PostingLot, of quantity: Quantity, _ parts: Parts, _ f: AmountFormatter) -> String {
        var words: [String] = []
        if parts.contains(.prices), let cost = lot.cost {
            var unit = cost.quantity
            var isTotal = false
            if lot.isTotal {
                if !quantity.isZero, let u = cost.quantity.divided(by: quantity.magnitude, scale: PriceTable.rateScale)?.normalized() {
                    unit = u
                } else {
                    isTotal = true
                }
            }
            var text: [UInt8] = Array(((isTotal ? "{{" : "{") + (lot.isFixed ? "=" : "")).utf8)
            f.append(unit, cost.commodity, to: &text, exact: true)
            text.append(contentsOf: (isTotal ? "}}" : "}").utf8)
            words.append(String(decoding: text, as: UTF8.self))
        }
        if parts.contains(.dates), let date = lot.date { words.append("[\(date)]") }
        if parts.contains(.notes), let note = lot.note { words.append("(\(note))") }
        return words.joined(separator: " ")
    }
}
