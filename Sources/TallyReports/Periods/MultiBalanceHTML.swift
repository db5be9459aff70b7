import TallyEngine
import TallyValues

extension MultiBalanceReport {
    /// A standalone HTML table, one column per period.
    package func html(_ journal: Journal, extras: Extras) -> [UInt8]? {
        guard let g = grid(extras, journal.commodities) else { return nil }
        let f = AmountFormatter(journal.commodities)
        var out = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Balance by period</title>\n"
        out += "<style>body{font-family:sans-serif}td,th{padding:2px 8px}td.n{text-align:right;white-space:nowrap}tr.total td{border-top:1px solid #888;font-weight:bold}.neg{color:#b00}</style>\n"
        out += "</head><body>\n<table>\n<tr><th>account</th>"
        for h in g.header { out += "<th>\(HTMLText.escape(h))</th>" }
        out += "</tr>\n"
        for (r, row) in g.rows.enumerated() {
            out += g.isTotal[r] ? "<tr class=\"total\">" : "<tr>"
            let name = g.isTotal[r] ? "total" : (rows[r].account.map { journal.accounts.name($0) } ?? row.label)
            out += "<td>\(HTMLText.escape(name))</td>"
            for cell in row.cells {
                let parts = cell.visibleParts(journal.commodities)
                let texts = parts.isEmpty ? ["0"] : parts.map { f.string($0.quantity, $0.commodity) }
                let negative = parts.contains { $0.quantity.isNegative }
                out += "<td class=\"n\(negative ? " neg" : "")\">" + texts.map { HTMLText.escape($0) }.joined(separator: "<br>") + "</td>"
            }
            out += "</tr>\n"
        }
        out += "</table>\n</body></html>\n"
        return Array(out.utf8)
    }
}
