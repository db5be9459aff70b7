import TallyEngine
import TallySyntax
import TallyValues

/// `--lots`, `--lot-prices`, `--lot-dates`, `--lot-notes`: reports keep the
/// lots of a commodity apart, as ledger does, by giving each posting with a
/// lot annotation a commodity of its own named by the annotation
/// (`AAPL {$50.00} [2026-01-05] (first)`), shown in the base style.
///
/// As in ledger, a posting written with a cost (`10 AAPL @ $50`) and no
/// annotation is a lot too, bought at that cost per unit on the
/// transaction's date (`AAPL {$50} [2026-01-05]`), and an elided posting
/// balancing annotated amounts of one lot carries that lot
/// (`-10 AAPL {$50}`). An elided posting balancing several lots of one
/// commodity, or lots and plain amounts together, stays in the plain
/// commodity: ledger splits it into one amount per lot, which one posting
/// cannot hold.
package enum LotView {
    package struct Parts: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let prices = Parts(rawValue: 1)
        package static let dates = Parts(rawValue: 2)
        package static let notes = Parts(rawValue: 4)
        package static let all: Parts = [.prices, .dates, .notes]
    }

    /// The journal with each lot in a commodity of its own. `implied`
    /// false keeps to the annotations as written, as print does (ledger's
    /// `print --lots` writes a posting at a cost, and an elided one, as written).
    package static func annotated(_ journal: Journal, parts: Parts, implied: Bool = true) -> Journal {
        guard !parts.isEmpty else { return journal }
        guard implied else { return written(journal, parts: parts) }
        let f = AmountFormatter(journal.commodities)
        var result = JournalRewrite(journal)
        for t in journal.transactions {
            // What each commodity's written postings without a cost hold, per
            // posting kind: the annotations, and whether a plain amount is among them.
            var held: [Held.Key: Held] = [:]
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                let text = lot(of: p, in: t, journal).map { annotation($0, of: p.quantity, parts, f) } ?? ""
                if !text.isEmpty { result.recommodity(posting: pi, as: result.annotated(p.commodity, with: text)) }
                guard !p.isInferred, p.costIndex < 0 else { continue }
                held[Held.Key(commodity: p.commodity, kind: p.kind), default: Held()].add(text)
            }
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard p.isInferred, p.costIndex < 0, journal.assertions[Int32(pi)] == nil,
                      let h = held[Held.Key(commodity: p.commodity, kind: p.kind)], !h.hasPlain, h.texts.count == 1,
                      let text = h.texts.first else { continue }
                result.recommodity(posting: pi, as: result.annotated(p.commodity, with: text))
            }
        }
        return result.journal
    }

    static func written(_ journal: Journal, parts: Parts) -> Journal {
        guard !journal.lots.isEmpty else { return journal }
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

    /// The lot of a posting: its annotation as written, or, for a posting
    /// written with a cost and no annotation, the cost per unit on the
    /// transaction's date.
    static func lot(of p: Posting, in t: Transaction, _ journal: Journal) -> PostingLot? {
        if let lot = journal.lot(of: p, in: t) { return lot }
        guard !p.isInferred, p.costIndex >= 0 else { return nil }
        let cost = journal.costs[Int(p.costIndex)]
        if let unit = cost.unitPrice {
            return PostingLot(cost: unit, isTotal: false, isFixed: false, date: t.date, note: nil)
        }
        return PostingLot(cost: Amount(cost.total.quantity.magnitude, cost.total.commodity), isTotal: true, isFixed: false, date: t.date, note: nil)
    }

    /// The annotations of a commodity's postings in one transaction.
    struct Held {
        struct Key: Hashable {
            var commodity: CommodityID
            var kind: PostingKind
        }
        var texts: Set<String> = []
        var hasPlain = false

        mutating func add(_ text: String) {
            if text.isEmpty { hasPlain = true } else { texts.insert(text) }
        }
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
        if parts == .all, let value = lot.value {
            // As ledger writes the expression back: the amount in braces.
            var text: [UInt8] = Array("(({".utf8)
            f.append(value.quantity, value.commodity, to: &text, exact: true)
            text.append(contentsOf: "}))".utf8)
            words.append(String(decoding: text, as: UTF8.self))
        }
        return words.joined(separator: " ")
    }
}
