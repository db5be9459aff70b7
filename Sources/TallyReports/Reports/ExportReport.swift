import TallyEngine
import TallySyntax
import TallyValues

/// Every matching posting with everything known about it, for other
/// programs: CSV, TSV or JSON with one fixed set of columns, written as it
/// goes so a large journal is never held twice.
///
/// `date,status,code,description,payee,note,account,category,type,amount,
/// commodity,converted_amount,converted_commodity,tags,file,line`
package struct ExportReport {
    package static let columns = ["date", "status", "code", "description", "payee", "note", "account", "category", "type",
                                 "amount", "commodity", "converted_amount", "converted_commodity", "tags", "file", "line"]

    package enum Format: Sendable { case csv, tsv, json }

    /// Indices into `Journal.postings`, in date order.
    package var postings: [Int]

    /// - Parameter journal: the journal the query runs on (converted, with -X).
    package init(journal: Journal, query: ReportQuery) {
        postings = RegisterReport(journal: journal, query: query).postings
    }

    /// Calls `body` with each posting's fields (in `columns` order) and its tags.
    /// `original` holds the amounts as written; `converted` (with -X) the
    /// same postings in one currency.
    package func forEachRecord(original: Journal, converted: Journal?, _ body: ([String], [Tag]) -> Void) {
        let f = AmountFormatter(original.commodities)
        let g = converted.map { AmountFormatter($0.commodities) }
        let tree = CategoryTree(journal: original)
        let categories = original.accounts.all.map { tree.top(of: $0).map { tree.label(of: $0) } ?? "" }
        var tables: [Int32: LineTable] = [:]
        var lastTransaction: Int32 = -1
        var transactionTags: [Tag] = []
        var transactionFields: [String] = []
        for pi in postings {
            let p = original.postings[pi]
            let t = original.transactions[Int(p.transaction)]
            let file = original.file(t.file)
            if p.transaction != lastTransaction {
                lastTransaction = p.transaction
                transactionTags = t.commentCount > 0 ? original.comments(of: t).flatMap { Tags.parse($0) } : []
                transactionFields = [t.date.description, "", t.code.map { file.text($0) } ?? "", file.text(t.description),
                                     file.text(t.payee ?? t.description), t.note.map { file.text($0) } ?? ""]
            }
            let table = tables[t.file.index] ?? LineTable(file.bytes)
            tables[t.file.index] = table
            let line = table.line(of: p.range.lowerBound)
            let tags = p.commentCount > 0 ? transactionTags + original.comments(of: p).flatMap { Tags.parse($0) } : transactionTags
            var fields = transactionFields
            fields[1] = RegisterReport.statusText(p.status != .unmarked ? p.status : t.status)
            fields.append(original.accounts.name(p.account))
            fields.append(categories[Int(p.account.index)])
            fields.append(original.type(of: p.account)?.rawValue ?? "")
            fields.append(f.plain(p.quantity, p.commodity, exact: true))
            fields.append(original.commodities.symbol(p.commodity))
            if let converted, let g {
                let c = converted.postings[pi]
                fields.append(g.plain(c.quantity, c.commodity, exact: true))
                fields.append(converted.commodities.symbol(c.commodity))
            } else {
                fields.append("")
                fields.append("")
            }
            fields.append(tags.map { $0.value.isEmpty ? $0.name : "\($0.name):\($0.value)" }.joined(separator: ", "))
            fields.append(file.path)
            fields.append(String(line))
            body(fields, tags)
        }
    }

    /// Writes the export to `sink` in pieces of about a megabyte. JSON is an
    /// array of objects with the columns as keys: amounts are strings,
    /// `line` a number, `tags` a list of `{name, value}`, empty optional
    /// fields `null`.
    package func write(_ format: Format, original: Journal, converted: Journal?, to sink: ([UInt8]) -> Void) {
        let chunk = 1 << 20
        switch format {
        case .csv, .tsv:
            var w = CSVWriter(separator: format == .tsv ? .tab : .comma)
            w.row(Self.columns)
            forEachRecord(original: original, converted: converted) { fields, _ in
                w.row(fields)
                if w.bytes.count >= chunk { sink(w.drain()) }
            }
            sink(w.drain())
        case .json:
            var j = JSONWriter()
            j.beginArray()
            forEachRecord(original: original, converted: converted) { fields, tags in
                j.beginObject()
                for (k, name) in Self.columns.enumerated() {
                    switch name {
                    case "line": j.number(name, Int(fields[k]) ?? 0)
                    case "tags":
                        j.beginArray(name)
                        for tag in tags {
                            j.beginObject()
                            j.string("name", tag.name)
                            j.string("value", tag.value)
                            j.endObject()
                        }
                        j.endArray()
                    case "status", "code", "note", "converted_amount", "converted_commodity", "category", "type":
                        j.string(name, fields[k].isEmpty ? nil : fields[k])
                    default: j.string(name, fields[k])
                    }
                }
                j.endObject()
                if j.bytes.count >= chunk { sink(j.drain()) }
            }
            j.endArray()
            sink(j.drain())
        }
    }
}
