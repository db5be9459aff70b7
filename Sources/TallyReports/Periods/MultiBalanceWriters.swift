import TallyEngine
import TallyValues

extension MultiBalanceReport {
    /// What the columns after the periods hold.
    package struct Extras: Sendable {
        package var rowTotal = false
        package var average = false
        package var showTotal = true
        package var transpose = false
        /// The words for the total and average column and the total row:
        /// the reader's language in text and HTML, English in CSV and JSON,
        /// whose headers are keys for scripts.
        package var totalLabel = "total"
        package var averageLabel = "average"
        package init() {}
    }

    /// A grid of the report: header, then rows of cells (a cell is one
    /// amount per commodity), the total row last when shown.
    struct Grid {
        var header: [String]
        var rows: [(label: String, indent: Int, cells: [MixedAmount])]
        var isTotal: [Bool]
    }

    func grid(_ extras: Extras, _ commodities: CommodityTable) -> Grid? {
        var header = labels
        if extras.rowTotal { header.append(extras.totalLabel) }
        if extras.average { header.append(extras.averageLabel) }
        func cells(_ r: Row) -> [MixedAmount]? {
            var c = r.cells
            if extras.rowTotal { c.append(r.total) }
            if extras.average {
                guard let a = Self.average(r.total, periods: periods.count, commodities) else { return nil }
                c.append(a)
            }
            return c
        }
        var out: [(String, Int, [MixedAmount])] = []
        var isTotal: [Bool] = []
        for r in rows {
            guard let c = cells(r) else { return nil }
            out.append((r.name, r.indent, c))
            isTotal.append(false)
        }
        if extras.showTotal {
            guard let c = cells(totals) else { return nil }
            out.append((extras.totalLabel, 0, c))
            isTotal.append(true)
        }
        return Grid(header: header, rows: out, isTotal: isTotal)
    }

    /// The terminal table: an account column, then one right-aligned column
    /// per period. When it is wider than the terminal the oldest periods
    /// are left out (or, transposed, the last accounts), and a line says so.
    ///
    /// Only the columns shown are formatted: widths are taken from the
    /// newest column back until the next one would not fit.
    package func text(_ journal: Journal, style: TextStyle, extras: Extras) -> [UInt8]? {
        guard let g = grid(extras, journal.commodities) else { return nil }
        let f = AmountFormatter(journal.commodities)
        // Labels down the side and headers across, before any transposing.
        var side = g.rows.map { String(repeating: "  ", count: $0.indent) + $0.label }
        var across = g.header
        var separatorBefore = g.isTotal.firstIndex(of: true)
        if extras.transpose {
            let t = side
            side = across
            across = t.map { $0.trimmingLeadingSpaces() }
            separatorBefore = nil
        }
        let transpose = extras.transpose
        func amount(_ r: Int, _ c: Int) -> MixedAmount { transpose ? g.rows[c].cells[r] : g.rows[r].cells[c] }
        // Each row is as high as its cell with the most visible amounts, shown or not.
        let heights = side.indices.map { r in
            across.indices.reduce(1) { h, c in
                var n = 0
                amount(r, c).forEachVisiblePart(journal.commodities) { _ in n += 1 }
                return max(h, n)
            }
        }
        /// Column `c`'s cells, one line per visible amount ("0" for none), by row.
        func column(_ c: Int) -> [[[UInt8]]] {
            side.indices.map { r in
                var lines: [[UInt8]] = []
                amount(r, c).forEachVisiblePart(journal.commodities) { p in
                    var b: [UInt8] = []
                    f.append(p.quantity, p.commodity, to: &b)
                    lines.append(b)
                }
                return lines.isEmpty ? [Array("0".utf8)] : lines
            }
        }
        let sideWidth = min(max(side.map { DisplayWidth.of($0) }.max() ?? 0, 7), max(20, style.width / 3))
        var columns: [Int: (cells: [[[UInt8]]], width: Int)] = [:]
        func width(_ c: Int) -> Int {
            if let known = columns[c] { return known.width }
            let cells = column(c)
            let w = max(DisplayWidth.of(across[c]), cells.map { $0.map { DisplayWidth.of($0) }.max() ?? 1 }.max() ?? 1)
            columns[c] = (cells, w)
            return w
        }
        // Fit the width: leave out the first (oldest) columns that do not fit.
        let fixed = extras.transpose ? 0 : (extras.rowTotal ? 1 : 0) + (extras.average ? 1 : 0)
        var first = max(0, across.count - 1 - fixed)
        var total = sideWidth + (first..<across.count).reduce(0) { $0 + width($1) + 2 }
        while first > 0, total <= style.width {
            let wider = total + width(first - 1) + 2
            if wider > style.width { break }
            total = wider
            first -= 1
        }
        var out: [UInt8] = []
        func line(_ r: Int, _ label: String, paint: Bool) {
            let height = heights[r]
            for h in 0..<height {
                if h == height - 1 { TextLayout.appendLeft(label, width: sideWidth, to: &out) } else { TextLayout.pad(&out, sideWidth) }
                for c in first..<across.count {
                    let cell = columns[c]?.cells[r] ?? []
                    out.append(32); out.append(32)
                    let k = h - (height - cell.count)
                    let text = k >= 0 ? cell[k] : []
                    TextLayout.pad(&out, width(c) - DisplayWidth.of(text))
                    style.paint(text, paint && text.contains(UInt8(ascii: "-")) ? "31" : "0", to: &out)
                }
                out.append(10)
            }
        }
        TextLayout.appendLeft("", width: sideWidth, to: &out)
        for c in first..<across.count {
            out.append(32); out.append(32)
            TextLayout.appendRight(Array(across[c].utf8), width: width(c), to: &out)
        }
        out.append(10)
        out.append(contentsOf: repeatElement(UInt8(ascii: "="), count: total))
        out.append(10)
        for (r, label) in side.enumerated() {
            if r == separatorBefore {
                out.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: total))
                out.append(10)
            }
            line(r, label, paint: true)
        }
        if first > 0 {
            let what = extras.transpose ? (first == 1 ? "account" : "accounts") : (first == 1 ? "older period" : "older periods")
            let which = first == 1 ? across[0] : "\(across[0]) to \(across[first - 1])"
            out.append(contentsOf: "(\(first) \(what) left out to fit \(style.width) columns: \(which); see them all with -O csv or a wider terminal)\n".utf8)
        }
        return out
    }

    /// `account,commodity,<period…>[,total][,average]` (CSV or TSV): one
    /// row per account and commodity, plain decimals, `0` for nothing. No
    /// total row: as in `balance -O csv`, the rows themselves add up.
    /// Transposed: `period,commodity,<account…>`.
    package func csv(_ journal: Journal, extras: Extras, separator: CSVWriter.Separator = .comma) -> [UInt8]? {
        var noTotal = extras
        noTotal.showTotal = false
        noTotal.totalLabel = "total"
        noTotal.averageLabel = "average"
        guard let g = grid(noTotal, journal.commodities) else { return nil }
        let f = AmountFormatter(journal.commodities)
        let names = rows.map { r in r.account.map { journal.accounts.name($0) } ?? r.name }
        var w = CSVWriter(separator: separator)
        func commodities(_ cells: [MixedAmount]) -> [CommodityID] {
            var set = Set<CommodityID>()
            for c in cells { for p in c.visibleParts(journal.commodities) { set.insert(p.commodity) } }
            return set.sorted { journal.commodities.symbolBytes($0).lexicographicallyPrecedes(journal.commodities.symbolBytes($1)) }
        }
        func text(_ m: MixedAmount, _ c: CommodityID) -> String {
            let q = m.quantity(of: c)
            return q.isZero ? "0" : f.plain(q, c, exact: true)
        }
        if extras.transpose {
            w.row(["period", "commodity"] + names)
            for (k, label) in g.header.enumerated() {
                let column = g.rows.map { $0.cells[k] }
                for c in commodities(column) {
                    w.row([label, journal.commodities.symbol(c)] + column.map { text($0, c) })
                }
            }
            return w.bytes
        }
        w.row(["account", "commodity"] + g.header)
        for (r, row) in g.rows.enumerated() {
            for c in commodities(row.cells) {
                w.row([names[r], journal.commodities.symbol(c)] + row.cells.map { text($0, c) })
            }
        }
        return w.bytes
    }

    /// `{"periods": [{label, start, end}], "rows": [{account, amounts: [[…] per period], total}], "total": …}`.
    package func json(_ journal: Journal, extras: Extras) -> [UInt8]? {
        var keys = extras
        keys.totalLabel = "total"
        keys.averageLabel = "average"
        guard let g = grid(keys, journal.commodities) else { return nil }
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            func amounts(_ key: String?, _ m: MixedAmount) { j.amounts(key, m.visibleParts(journal.commodities), journal.commodities, f) }
            j.beginArray("periods")
            for (k, p) in periods.enumerated() {
                j.beginObject()
                j.string("label", labels[k])
                j.days(p)
                j.endObject()
            }
            j.endArray()
            j.beginArray("columns")
            for h in g.header { j.string(nil, h) }
            j.endArray()
            j.beginArray("rows")
            for (r, row) in g.rows.enumerated() {
                j.beginObject()
                if g.isTotal[r] { j.string("account", "total") } else { j.string("account", rows[r].account.map { journal.accounts.name($0) } ?? row.label) }
                j.number("indent", row.indent)
                j.beginArray("cells")
                for c in row.cells { amounts(nil, c) }
                j.endArray()
                j.endObject()
            }
            j.endArray()
        }
    }
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
