import TallyEngine
import TallySyntax
import TallyValues

/// The register's text, CSV and JSON, written as they go: each row is
/// formatted straight into a buffer handed to `sink` in chunks.
extension RegisterReport {
    /// Columns: date, description, account, amount, running total; the
    /// description and account shrink to fit `style.width`.
    package func text(_ journal: Journal, style: TextStyle) -> [UInt8] {
        ChunkedOutput.collect { writeText(journal, style: style, to: $0) }
    }

    package func csv(_ journal: Journal) -> [UInt8] { ChunkedOutput.collect { writeCSV(journal, to: $0) } }

    package func json(_ journal: Journal) -> [UInt8] { ChunkedOutput.collect { writeJSON(journal, to: $0) } }

    package func writeText(_ journal: Journal, style: TextStyle, to sink: ([UInt8]) -> Void) {
        let cells = AmountCells(journal.commodities)
        let names = AccountColumn(journal)
        // First pass: the widest of each column, counted without writing.
        var amountWidth = 10
        var totalWidth = 10
        var maxDescription = 0, maxAccount = 0
        var total = opening
        var previous: Int32 = -1
        for pi in postings {
            let p = journal.postings[Int(pi)]
            total.add(p.quantity, p.commodity)
            amountWidth = max(amountWidth, cells.width(p.quantity, p.commodity))
            for part in total.parts where cells.isVisible(part.quantity, part.commodity) {
                totalWidth = max(totalWidth, cells.width(part.quantity, part.commodity))
            }
            if p.transaction != previous {
                previous = p.transaction
                let t = journal.transactions[Int(p.transaction)]
                maxDescription = max(maxDescription, DisplayWidth.of(journal.file(t.file).slice(t.description)) + (journal.isForecast(t) ? 2 : 0))
            }
            maxAccount = max(maxAccount, names.width(p))
        }
        let flexible = max(20, style.width - 10 - 4 - amountWidth - totalWidth)
        var descriptionWidth = min(maxDescription, flexible * 2 / 5)
        var accountWidth = min(maxAccount, flexible - descriptionWidth)
        if accountWidth < maxAccount { accountWidth = min(maxAccount, flexible - descriptionWidth) }
        descriptionWidth = min(maxDescription, flexible - accountWidth)
        descriptionWidth = max(descriptionWidth, 1)
        let totalIndent = 10 + 1 + descriptionWidth + 1 + accountWidth + 1 + amountWidth + 1
        var out = ByteOutput()
        var date = DateColumn()
        total = opening
        previous = -1
        for pi in postings {
            let p = journal.postings[Int(pi)]
            total.add(p.quantity, p.commodity)
            if p.transaction != previous {
                previous = p.transaction
                let t = journal.transactions[Int(p.transaction)]
                date.append(t.date, to: &out)
                out.append(32)
                TextLayout.appendLeft(journal.file(t.file).slice(t.description), prefix: journal.isForecast(t) ? "~ " : "",
                                      width: descriptionWidth, to: &out)
            } else {
                out.pad(10 + 1 + descriptionWidth)
            }
            out.append(32)
            names.appendLeft(p, width: accountWidth, to: &out)
            out.append(32)
            cells.appendRight(p.quantity, p.commodity, width: amountWidth, style: style, to: &out)
            out.append(32)
            var k = 0
            for part in total.parts where cells.isVisible(part.quantity, part.commodity) {
                if k > 0 {
                    out.append(10)
                    out.pad(totalIndent)
                }
                cells.appendRight(part.quantity, part.commodity, width: totalWidth, style: style, to: &out)
                k += 1
            }
            if k == 0 {
                out.pad(totalWidth - 1)
                style.paint("0", to: &out) { $0.append(UInt8(ascii: "0")) }
            }
            out.append(10)
            out.flushIfFull(sink)
        }
        out.flush(sink)
    }

    /// `date,status,code,description,account,commodity,amount,total`; the
    /// total is the running total in the row's commodity.
    package func writeCSV(_ journal: Journal, to sink: ([UInt8]) -> Void) {
        let f = AmountFormatter(journal.commodities)
        let names = AccountColumn(journal)
        var w = CSVWriter()
        let forecast = journal.forecastFile != nil
        w.row(["date", "status", "code", "description", "account", "commodity", "amount", "total"] + (forecast ? ["forecast"] : []))
        var scratch: [UInt8] = []
        forEachRow(journal) { p, t, total in
            let file = journal.file(t.file)
            scratch.removeAll(keepingCapacity: true)
            t.date.appendISO(to: &scratch)
            w.field(scratch[...])
            w.field(Array(Self.statusText(p.status != .unmarked ? p.status : t.status).utf8)[...])
            w.field(file.slice(t.code ?? TextRange(0, 0)))
            w.field(file.slice(t.description))
            scratch.removeAll(keepingCapacity: true)
            names.append(p, to: &scratch)
            w.field(scratch[...])
            w.field(journal.commodities.symbolBytes(p.commodity))
            scratch.removeAll(keepingCapacity: true)
            f.appendPlain(p.quantity, p.commodity, exact: true, to: &scratch)
            w.field(scratch[...])
            scratch.removeAll(keepingCapacity: true)
            f.appendPlain(total.quantity(of: p.commodity), p.commodity, exact: true, to: &scratch)
            w.field(scratch[...])
            if forecast { w.field(Array((journal.isForecast(t) ? "true" : "false").utf8)[...]) }
            w.endRow()
            if w.bytes.count >= ChunkedOutput.chunkSize { sink(w.drain()) }
        }
        sink(w.drain())
    }

    package func writeJSON(_ journal: Journal, to sink: ([UInt8]) -> Void) {
        let f = AmountFormatter(journal.commodities)
        let names = AccountColumn(journal)
        var j = JSONWriter()
        var scratch: [UInt8] = []
        j.beginArray()
        forEachRow(journal) { p, t, total in
            let file = journal.file(t.file)
            j.beginObject()
            scratch.removeAll(keepingCapacity: true)
            t.date.appendISO(to: &scratch)
            j.string("date", bytes: scratch[...])
            j.string("status", Self.statusText(p.status != .unmarked ? p.status : t.status))
            if let code = t.code { j.string("code", bytes: file.slice(code)) } else { j.string("code", nil as String?) }
            j.string("description", bytes: file.slice(t.description))
            scratch.removeAll(keepingCapacity: true)
            names.append(p, to: &scratch)
            j.string("account", bytes: scratch[...])
            j.string("commodity", bytes: journal.commodities.symbolBytes(p.commodity))
            scratch.removeAll(keepingCapacity: true)
            f.appendPlain(p.quantity, p.commodity, exact: true, to: &scratch)
            j.string("amount", bytes: scratch[...])
            if journal.forecastFile != nil { j.bool("forecast", journal.isForecast(t)) }
            j.beginArray("total")
            total.forEachVisiblePart(journal.commodities) { part in
                j.beginObject()
                j.string("commodity", bytes: journal.commodities.symbolBytes(part.commodity))
                scratch.removeAll(keepingCapacity: true)
                f.appendPlain(part.quantity, part.commodity, exact: true, to: &scratch)
                j.string("amount", bytes: scratch[...])
                j.endObject()
            }
            j.endArray()
            j.endObject()
            if j.bytes.count >= ChunkedOutput.chunkSize { sink(j.drain()) }
        }
        j.endArray()
        sink(j.drain())
    }
}
