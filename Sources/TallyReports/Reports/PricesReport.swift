import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// Exchange rates as a table: `tally prices`, and the rates a converted
/// report used (`--explain`).
package struct PricesReport {
    package var rates: [PriceTable.Rate]

    package init(rates: [PriceTable.Rate]) {
        self.rates = rates
    }

    /// The rates written in the journal (`P` lines and costs), in date
    /// order, optionally only those involving `commodities` and in `span`.
    package init(journal: Journal, commodities: [CommodityID], span: DateSpan) {
        rates = PriceTable(journal: journal).allRates.filter { r in
            span.contains(r.date) && (commodities.isEmpty || commodities.contains(r.from) || commodities.contains(r.to))
        }
        rates.sort { a, b in
            if a.date != b.date { return a.date < b.date }
            let la = a.location.map { ($0.file.index, $0.range.start) } ?? (-1, -1)
            let lb = b.location.map { ($0.file.index, $0.range.start) } ?? (-1, -1)
            return la < lb
        }
    }

    /// Where a rate comes from, as the CSV and JSON say it (the same words
    /// in every language, for programs that read them).
    static func source(_ r: PriceTable.Rate) -> String {
        switch (r.isImplied, r.isInverse) {
        case (false, false): return "P"
        case (true, false): return "cost"
        case (false, true): return "inverse of P"
        case (true, true): return "inverse of cost"
        }
    }

    /// Where a rate comes from, in the words of `m`: `P` (the directive's
    /// name, the same in every language), a cost, or the inverse of either.
    static func source(_ r: PriceTable.Rate, _ m: Messages) -> String {
        let from = r.isImplied ? m.text(.rateFromCost) : "P"
        return r.isInverse ? m.text(.rateInverseOf, from) : from
    }

    /// `file:line` of each rate, computed once per file.
    static func places(_ rates: [PriceTable.Rate], _ journal: Journal) -> [(path: String, line: Int)?] {
        var tables: [Int32: LineTable] = [:]
        return rates.map { r in
            guard let loc = r.location else { return nil }
            let file = journal.file(loc.file)
            let table = tables[loc.file.index] ?? LineTable(file.bytes)
            tables[loc.file.index] = table
            return (file.path, table.line(of: loc.range.lowerBound))
        }
    }

    /// `DATE  COMMODITY  PRICE  SOURCE  FILE:LINE`, columns aligned.
    package func text(_ journal: Journal, _ m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        let places = Self.places(rates, journal)
        let rows: [[String]] = zip(rates, places).map { r, place in
            var price: [UInt8] = []
            f.append(r.rate, r.to, to: &price, exact: true)
            return [r.date.description, journal.commodities.symbol(r.from), String(decoding: price, as: UTF8.self),
                    Self.source(r, m), place.map { "\($0.path):\($0.line)" } ?? ""]
        }
        var widths = [0, 0, 0, 0, 0]
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], DisplayWidth.of(cell)) } }
        var out: [UInt8] = []
        for row in rows {
            for (i, cell) in row.enumerated() {
                if i > 0 { out.append(contentsOf: "  ".utf8) }
                if i == 2 {
                    TextLayout.appendRight(Array(cell.utf8), width: widths[i], to: &out)
                } else if i == row.count - 1 {
                    out.append(contentsOf: cell.utf8)
                } else {
                    TextLayout.appendLeft(cell, width: widths[i], to: &out)
                }
            }
            while out.last == 32 { out.removeLast() }
            out.append(10)
        }
        return out
    }

    /// `date,commodity,price,price_commodity,source,file,line`.
    package func csv(_ journal: Journal, separator: CSVWriter.Separator = .comma) -> [UInt8] {
        var w = CSVWriter(separator: separator)
        w.row(["date", "commodity", "price", "price_commodity", "source", "file", "line"])
        for (r, place) in zip(rates, Self.places(rates, journal)) {
            w.row([r.date.description, journal.commodities.symbol(r.from), r.rate.normalized().plainText(minimumScale: 0),
                   journal.commodities.symbol(r.to), Self.source(r), place?.path ?? "", place.map { String($0.line) } ?? ""])
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        return JSONWriter.objects(zip(rates, Self.places(rates, journal))) { j, item in
            let (r, place) = item
            j.string("date", r.date.description)
            j.string("commodity", journal.commodities.symbol(r.from))
            j.string("price", r.rate.normalized().plainText(minimumScale: 0))
            j.string("price_commodity", journal.commodities.symbol(r.to))
            j.string("source", Self.source(r))
            j.string("file", place?.path)
            if let place { j.number("line", place.line) } else { j.string("line", nil as String?) }
        }
    }
}
