import TallyEngine
import TallyLocale
import TallyValues

extension TrendReport {
    /// One line per period: income, expenses, net and a bar for expenses;
    /// by category, one column per category that fits the width (the rest
    /// in `Other`) and a total.
    package func text(_ journal: Journal, style: TextStyle, ascii: Bool, messages m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var out: [UInt8] = Array((title(m) + "\n" + (valuationNote.map { $0.text(journal, m) + "\n" } ?? "") + "\n").utf8)
        let labels = rows.map { label($0, m) }
        let labelWidth = max(6, DisplayWidth.of(m[.axisPeriod]), DisplayWidth.of(m[.total]), labels.map { DisplayWidth.of($0) }.max() ?? 0)
        if categories != nil { return categoryText(journal, f, m, style: style, labels: labels, labelWidth: labelWidth, into: out) + partialNotes(m).utf8 }
        let columns: [[String]] = rows.map { [f.string($0.income, currency), f.string($0.expenses, currency), f.string($0.net, currency)] }
        let headers = [m[.income], m[.expenses], m[.net]]
        let totals = [f.string(totalIncome, currency), f.string(totalExpenses, currency), f.string(totalNet, currency)]
        var widths = headers.map { DisplayWidth.of($0) }
        for c in columns + (rows.count > 1 ? [totals] : []) { for (i, cell) in c.enumerated() { widths[i] = max(widths[i], DisplayWidth.of(cell)) } }
        let fixed = labelWidth + widths.reduce(0) { $0 + $1 + 2 }
        let barWidth = min(40, style.width - fixed - 2)
        if fixed > style.width && style.isTerminalWidth {
            // Narrower than the table: each period as a record.
            let titleWidth = headers.map { DisplayWidth.of($0) }.max() ?? 0
            let valueWidth = widths.max() ?? 0
            for (r, label) in labels.enumerated() {
                out.append(contentsOf: label.utf8)
                out.append(10)
                TextLayout.appendStacked(titles: headers, cells: columns[r], indent: 2, titleWidth: titleWidth, valueWidth: valueWidth, to: &out)
            }
            if rows.count > 1 {
                out.append(contentsOf: m[.total].utf8)
                out.append(10)
                TextLayout.appendStacked(titles: headers, cells: totals, indent: 2, titleWidth: titleWidth, valueWidth: valueWidth, to: &out)
            }
            return out + partialNotes(m).utf8
        }
        TextLayout.appendLeft(m[.axisPeriod], width: labelWidth, to: &out)
        for (i, h) in headers.enumerated() {
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendRight(Array(h.utf8), width: widths[i], to: &out)
        }
        out.append(10)
        let maximum = rows.reduce(Quantity.zero) { max($0, $1.expenses) }
        for (r, row) in rows.enumerated() {
            TextLayout.appendLeft(labels[r], width: labelWidth, to: &out)
            for (i, cell) in columns[r].enumerated() {
                out.append(contentsOf: "  ".utf8)
                TextLayout.pad(&out, widths[i] - DisplayWidth.of(cell))
                style.paint(Array(cell.utf8), i == 2 && row.net.isNegative ? "31" : "0", to: &out)
            }
            let bar = Bars.bar(row.expenses, of: maximum, width: barWidth, ascii: ascii)
            if !bar.isEmpty {
                out.append(contentsOf: "  ".utf8)
                style.paint(Array(bar.utf8), "36", to: &out)
            }
            out.append(10)
        }
        if rows.count > 1 {
            out.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: fixed))
            out.append(10)
            TextLayout.appendLeft(m[.total], width: labelWidth, to: &out)
            for (i, cell) in totals.enumerated() {
                out.append(contentsOf: "  ".utf8)
                TextLayout.appendRight(Array(cell.utf8), width: widths[i], to: &out)
            }
            out.append(10)
        }
        return out + partialNotes(m).utf8
    }

    private func categoryText(_ journal: Journal, _ f: AmountFormatter, _ m: Messages, style: TextStyle, labels: [String], labelWidth: Int, into start: [UInt8]) -> [UInt8] {
        var out = start
        let names = zip(categoryLabels, categories ?? []).map { CategoryTree.shown($0, account: $1, journal, m) }
        if names.isEmpty {
            out.append(contentsOf: (m[categoryKind == .income ? .noIncomeInPeriod : .noSpendingInPeriod] + "\n").utf8)
            return out
        }
        // Columns as wide as their amounts, headers cut to at least 6
        // columns; the smallest categories fold into Other until it fits.
        func cellText(_ q: Quantity) -> String { q.isZero ? "-" : f.string(q, currency) }
        func width(_ amounts: [Quantity], _ header: String, headerCap: Int) -> Int {
            let widest = amounts.map { DisplayWidth.of(cellText($0)) }.max() ?? 1
            return max(widest, min(DisplayWidth.of(header), headerCap))
        }
        let totals = rows.map { $0.tails[0] }
        let totalWidth = width(totals, m[.total], headerCap: 5)
        var shown = names.count
        var widths: [Int] = []
        var other: [Quantity] = []
        search: while true {
            other = rows.map { $0.tails[shown] }
            // Whole names up to 14 columns first, then names cut to the amounts' width.
            for cap in [14, 6] {
                widths = (0..<shown).map { c in width(rows.map { $0.cells[c] }, names[c], headerCap: cap) }
                if shown < names.count { widths.append(width(other, m[.other], headerCap: 5)) }
                let total = labelWidth + widths.reduce(0) { $0 + $1 + 2 } + totalWidth + 2
                if total <= style.width { break search }
            }
            if shown <= 1 { break }
            shown -= 1
        }
        if labelWidth + widths.reduce(0) { $0 + $1 + 2 } + totalWidth + 2 > style.width && style.isTerminalWidth {
            // Narrower than even one category's column: each period as a
            // record, every category on a line of its own.
            let valueWidth = rows.flatMap { $0.cells.map { DisplayWidth.of(cellText($0)) } + [DisplayWidth.of(cellText($0.tails[0]))] }.max() ?? 1
            let titleWidth = min((names + [m[.total]]).map { DisplayWidth.of($0) }.max() ?? 0, max(6, style.width - 4 - valueWidth))
            let titles = names.map { TextLayout.truncated($0, width: titleWidth) } + [m[.total]]
            for (r, row) in rows.enumerated() {
                out.append(contentsOf: labels[r].utf8)
                out.append(10)
                let cells = row.cells.map { $0.isZero ? "" : cellText($0) } + [cellText(totals[r])]
                TextLayout.appendStacked(titles: titles, cells: cells, indent: 2, titleWidth: titleWidth, valueWidth: valueWidth, to: &out)
            }
            return out
        }
        let headers = Array(names[..<shown]) + (shown < names.count ? [m[.other]] : []) + [m[.total]]
        widths.append(totalWidth)
        TextLayout.appendLeft(m[.axisPeriod], width: labelWidth, to: &out)
        for (i, h) in headers.enumerated() {
            out.append(contentsOf: "  ".utf8)
            let cut = TextLayout.truncated(h, width: widths[i])
            TextLayout.appendRight(Array(cut.utf8), width: widths[i], to: &out)
        }
        out.append(10)
        for (r, row) in rows.enumerated() {
            TextLayout.appendLeft(labels[r], width: labelWidth, to: &out)
            let cells = Array(row.cells[..<shown]) + (shown < names.count ? [other[r]] : []) + [totals[r]]
            for (i, q) in cells.enumerated() {
                out.append(contentsOf: "  ".utf8)
                TextLayout.appendRight(Array(cellText(q).utf8), width: widths[i], to: &out)
            }
            out.append(10)
        }
        return out
    }

    /// `period,start,end,commodity,income,expenses,net,partial`; by
    /// category `period,start,end,commodity,` then one column per category,
    /// `total` and `partial`. `end` is the period's last day; `partial` is
    /// `true` for a period the range's edge cuts, whose sums hold only its
    /// days inside the range.
    package func csv(_ journal: Journal, separator: CSVWriter.Separator = .comma) -> [UInt8] {
        var w = CurrencyCSV(journal, currency: currency, separator: separator)
        if categories != nil {
            w.row(["period", "start", "end", "commodity"] + categoryLabels + ["total", "partial"])
        } else {
            w.row(["period", "start", "end", "commodity", "income", "expenses", "net", "partial"])
        }
        for row in rows {
            let head = [label(row)] + CSVWriter.days(row.span) + [w.symbol]
            let partial = daysInside(row) == nil ? "false" : "true"
            if categories != nil {
                w.row(head + (row.cells + [row.tails[0]]).map(w.plain) + [partial])
            } else {
                w.row(head + [row.income, row.expenses, row.net].map(w.plain) + [partial])
            }
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            j.string("interval", interval.description)
            j.string("commodity", journal.commodities.symbol(currency))
            j.beginArray("periods")
            for row in rows {
                j.beginObject()
                j.string("period", label(row))
                j.days(row.span)
                j.string("income", f.plain(row.income, currency, exact: true))
                j.string("expenses", f.plain(row.expenses, currency, exact: true))
                j.string("net", f.plain(row.net, currency, exact: true))
                j.bool("partial", daysInside(row) != nil)
                if let categories {
                    j.beginArray("categories")
                    for (i, a) in categories.enumerated() {
                        j.beginObject()
                        j.string("category", categoryLabels[i])
                        j.string("account", journal.accounts.name(a))
                        j.string("amount", f.plain(row.cells[i], currency, exact: true))
                        j.endObject()
                    }
                    j.endArray()
                }
                j.endObject()
            }
            j.endArray()
        }
    }
}
