import TallyLocale
import TallyEngine
import TallyValues

extension BalanceReport {
    /// The text report: amounts right-aligned in one column, one line per
    /// commodity with the name on the last (as ledger and hledger print it),
    /// names indented by tree level, then a total line.
    public func text(_ journal: Journal, style: TextStyle, showTotal: Bool) -> [UInt8] {
        text(journal, style: style, showTotal: showTotal, messages: .english)
    }

    /// The same, its notes below the table in the reader's language.
    package func text(_ journal: Journal, style: TextStyle, showTotal: Bool, messages m: Messages) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        func lines(_ m: MixedAmount) -> [[UInt8]] {
            let parts = m.visibleParts(journal.commodities)
            if parts.isEmpty { return [Array("0".utf8)] }
            return parts.map { p in
                var b: [UInt8] = []
                f.append(p.quantity, p.commodity, to: &b)
                return b
            }
        }
        // A `~` marks amounts that include forecast transactions.
        let rendered = rows.map { Self.markForecast(lines($0.amounts), $0.amounts, $0.forecast, journal) }
        let totalLines = Self.markForecast(lines(total), total, forecastTotal, journal)
        var width = 12
        for r in rendered { for l in r { width = max(width, DisplayWidth.of(l)) } }
        if showTotal { for l in totalLines { width = max(width, DisplayWidth.of(l)) } }
        var out: [UInt8] = []
        out.reserveCapacity(rows.count * (width + 40))
        for (row, amountLines) in zip(rows, rendered) {
            let parts = row.amounts.visibleParts(journal.commodities)
            for (k, line) in amountLines.enumerated() {
                TextLayout.pad(&out, width - DisplayWidth.of(line))
                let negative = parts.count > k && parts[k].quantity.isNegative
                style.paint(line, negative ? "31" : "0", to: &out)
                if k == amountLines.count - 1 {
                    out.append(32); out.append(32)
                    TextLayout.pad(&out, 2 * row.indent)
                    style.paint(Array(row.name.utf8), "34", to: &out)
                }
                out.append(10)
            }
        }
        if showTotal {
            out.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: width))
            out.append(10)
            for line in totalLines {
                TextLayout.pad(&out, width - DisplayWidth.of(line))
                out.append(contentsOf: line)
                out.append(10)
            }
        }
        if roundedToZero > 0 {
            out.append(contentsOf: (m.text(.balanceRoundedToZero, m.count(roundedToZero, .accounts)) + "\n").utf8)
        }
        if let last = lastForecastDate(journal) {
            out.append(contentsOf: (m.text(.balanceForecastNote, last.description) + "\n").utf8)
        }
        return out
    }

    /// `account,commodity,amount`: one row per account and commodity with a
    /// non-zero balance, plain decimals.
    package func csv(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter()
        // With a forecast, `forecast` is the part of the amount from forecast transactions.
        let forecast = journal.forecastFile != nil
        w.row(["account", "commodity", "amount"] + (forecast ? ["forecast"] : []))
        for row in rows {
            let parts = row.amounts.nonZeroParts.sorted { journal.commodities.symbolBytes($0.commodity).lexicographicallyPrecedes(journal.commodities.symbolBytes($1.commodity)) }
            for p in parts {
                w.row([journal.accounts.name(row.account), journal.commodities.symbol(p.commodity), f.plain(p.quantity, p.commodity, exact: true)]
                      + (forecast ? [f.plain(row.forecast.quantity(of: p.commodity), p.commodity, exact: true)] : []))
            }
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            func amounts(_ key: String, _ m: MixedAmount) { j.amounts(key, m.nonZeroParts, journal.commodities, f) }
            j.beginArray("accounts")
            for row in rows {
                j.beginObject()
                j.string("account", journal.accounts.name(row.account))
                j.string("name", row.name)
                j.number("indent", row.indent)
                amounts("amounts", row.amounts)
                if journal.forecastFile != nil { amounts("forecast", row.forecast) }
                j.endObject()
            }
            j.endArray()
            amounts("total", total)
            if journal.forecastFile != nil { amounts("forecast", forecastTotal) }
        }
    }
}
