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
        let f = AmountFormatter(journal.commodities)
        let names = AccountColumn(journal)
        // First pass: the widest of each column.
        var amountWidth = 10
        var totalWidth = 10
        var maxDescription = 0, maxAccount = 0
        var scratch: [UInt8] = []
        var previous: Int32 = -1
        forEachRow(journal) { p, t, total in
            scratch.removeAll(keepingCapacity: true)
            f.append(p.quantity, p.commodity, to: &scratch)
            amountWidth = max(amountWidth, DisplayWidth.of(scratch))
            total.forEachVisiblePart(journal.commodities) { part in
                scratch.removeAll(keepingCapacity: true)
                f.append(part.quantity, part.commodity, to: &scratch)
                totalWidth = max(totalWidth, DisplayWidth.of(scratch))
            }
            if p.transaction != previous {
                previous = p.transaction
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
        var out: [UInt8] = []
        out.reserveCapacity(ChunkedOutput.chunkSize + 4096)
        previous = -1
        forEachRow(journal) { p, t, total in
            let first = p.transaction != previous
            previous = p.transaction
            if first {
                t.date.appendISO(to: &out)
                out.append(32)
                TextLayout.appendLeft(journal.file(t.file).slice(t.description), prefix: journal.isForecast(t) ? "~ " : "",
                                      width: descriptionWidth, to: &out)
            } else {
                TextLayout.pad(&out, 10 + 1 + descriptionWidth)
            }
            out.append(32)
            names.appendLeft(p, width: accountWidth, to: &out)
            out.append(32)
            scratch.removeAll(keepingCapacity: true)
            f.append(p.quantity, p.commodity, to: &scratch)
            TextLayout.pad(&out, amountWidth - DisplayWidth.of(scratch))
            style.paint(scratch, p.quantity.isNegative ? "31" : "0", to: &out)
            out.append(32)
            var k = 0
            total.forEachVisiblePart(journal.commodities) { part in
                if k > 0 {
                    out.append(10)
                    TextLayout.pad(&out, totalIndent)
                }
                scratch.removeAll(keepingCapacity: true)
                f.append(part.quantity, part.commodity, to: &scratch)
                TextLayout.pad(&out, totalWidth - DisplayWidth.of(scratch))
                style.paint(scratch, part.quantity.isNegative ? "31" : "0", to: &out)
                k += 1
            }
            if k == 0 {
                TextLayout.pad(&out, totalWidth - 1)
                style.paint([UInt8(ascii: "0")], "0", to: &out)
            }
            out.append(10)
            ChunkedOutput.flushIfFull(&out, sink)
        }
        ChunkedOutput.finish(&out, sink)
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
            w.field(t.code.map { file.slice($0) } ?? [])
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

/// The account column as a posting writes it: `(name)` for a virtual
/// posting, `[name]` for a balanced virtual one; widths measured once per account.
struct AccountColumn {
    let journal: Journal
    private var widths: [Int]

    init(_ journal: Journal) {
        self.journal = journal
        widths = journal.accounts.all.map { DisplayWidth.of(journal.accounts.nameBytes($0)) }
    }

    func width(_ p: Posting) -> Int {
        let w = Int(p.account.index) < widths.count ? widths[Int(p.account.index)] : DisplayWidth.of(journal.accounts.nameBytes(p.account))
        return p.kind == .real ? w : w + 2
    }

    func append(_ p: Posting, to out: inout [UInt8]) {
        switch p.kind {
        case .real: out.append(contentsOf: journal.accounts.nameBytes(p.account))
        case .virtual:
            out.append(UInt8(ascii: "(")); out.append(contentsOf: journal.accounts.nameBytes(p.account)); out.append(UInt8(ascii: ")"))
        case .balancedVirtual:
            out.append(UInt8(ascii: "[")); out.append(contentsOf: journal.accounts.nameBytes(p.account)); out.append(UInt8(ascii: "]"))
        }
    }

    /// The name left-aligned in `width` columns, cut with `…` when longer.
    func appendLeft(_ p: Posting, width: Int, to out: inout [UInt8]) {
        let w = self.width(p)
        if w <= width {
            append(p, to: &out)
            TextLayout.pad(&out, width - w)
        } else {
            var name: [UInt8] = []
            append(p, to: &name)
            TextLayout.appendLeft(name[...], width: width, to: &out)
        }
    }
}
