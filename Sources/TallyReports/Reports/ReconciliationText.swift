import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// The text of `tally reconcile`: the balances, the postings not cleared
/// with a running total from the cleared balance, and what to do next.
package enum ReconciliationText {
    package static func text(_ r: Reconciliation, _ journal: Journal, style: TextStyle, messages m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        func amounts(_ sums: [(commodity: CommodityID, total: Total)]) -> String {
            sums.isEmpty ? "0" : sums.map { f.string($0.total.value, $0.commodity) }.joined(separator: ", ")
        }
        var out: [UInt8] = []
        style.paint(Array(m.text(.reconcileTitle, journal.accounts.name(r.account), r.through.description).utf8), "1", to: &out)
        out.append(10)
        var rows: [(String, String)] = [(m[.reconcileCleared], amounts(r.cleared))]
        if let s = r.statement, let d = r.difference {
            rows.append((m[.reconcileStatement], f.string(s)))
            rows.append((m[.reconcileDifference], f.string(d.value, s.commodity)))
        }
        rows.append((m[.reconcileBalance], amounts(r.balance)))
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let valueWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        for (label, value) in rows {
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendLeft(label, width: labelWidth, to: &out)
            out.append(contentsOf: "  ".utf8)
            TextLayout.pad(&out, valueWidth - DisplayWidth.of(value))
            out.append(contentsOf: value.utf8)
            out.append(10)
        }
        if !r.notCleared.isEmpty {
            style.paint(Array((m[.reconcileNotCleared] + " (" + m.count(r.notCleared.count, .postings) + ")").utf8), "1", to: &out)
            out.append(10)
            let texts = r.notCleared.map { f.string($0.amount) }
            let amountWidth = texts.map { DisplayWidth.of($0) }.max() ?? 0
            let descriptions = r.notCleared.map { journal.description(of: journal.transactions[$0.transaction]) }
            let descriptionWidth = min(40, descriptions.map { DisplayWidth.of($0) }.max() ?? 0)
            for (k, item) in r.notCleared.enumerated() {
                out.append(contentsOf: "  \(item.date) \(item.status == .pending ? "!" : " ") ".utf8)
                TextLayout.appendLeft(TextLayout.truncated(descriptions[k], width: descriptionWidth), width: descriptionWidth, to: &out)
                out.append(contentsOf: "  ".utf8)
                TextLayout.pad(&out, amountWidth - DisplayWidth.of(texts[k]))
                out.append(contentsOf: texts[k].utf8)
                out.append(10)
            }
        }
        var verdict: String
        if r.notCleared.isEmpty && r.statement == nil {
            verdict = m.text(.reconcileNothingNotCleared, r.through.description)
        } else if let s = r.statement {
            if r.agrees {
                verdict = m[.reconcileAgrees]
            } else if r.clearingAllAgrees {
                let count = r.notCleared.filter { $0.amount.commodity == s.commodity }.count
                verdict = m.text(.reconcileExplained, m.count(count, .postings))
            } else {
                var left = r.difference ?? Total(.zero)
                left.add(r.notClearedTotal(s.commodity).value.negated())
                verdict = m.text(.reconcileUnexplained, f.string(left.value, s.commodity))
            }
        } else {
            verdict = ""
        }
        if !verdict.isEmpty {
            out.append(contentsOf: verdict.utf8)
            out.append(10)
        }
        return out
    }
}
