import TallyEngine
import TallySyntax
import TallyValues

/// Every matching posting with everything known about it, for other
/// programs: CSV, TSV or JSON with one fixed set of columns.
///
/// `date,status,code,description,payee,note,account,category,type,amount,
/// commodity,converted_amount,converted_commodity,tags,file,line`
public struct ExportReport {
    public static let columns = ["date", "status", "code", "description", "payee", "note", "account", "category", "type",
                                 "amount", "commodity", "converted_amount", "converted_commodity", "tags", "file", "line"]

    /// Indices into `Journal.postings`, in date order.
    public var postings: [Int]

    /// - Parameter journal: the journal the query runs on (converted, with -X).
    public init(journal: Journal, query: ReportQuery) {
        postings = RegisterReport(journal: journal, query: query).postings
    }

    /// One record per posting. `original` holds the amounts as written;
    /// `converted` (with -X) the same postings in one currency.
    public func records(original: Journal, converted: Journal?) -> [[String]] {
        let f = AmountFormatter(original.commodities)
        let tree = CategoryTree(journal: original)
        var tables: [Int32: LineTable] = [:]
        return postings.map { pi in
            let p = original.postings[pi]
            let t = original.transactions[Int(p.transaction)]
            let file = original.file(t.file)
            if tables[t.file.index] == nil { tables[t.file.index] = LineTable(file.bytes) }
            let line = tables[t.file.index]!.line(of: p.range.lowerBound)
            let status = p.status != .unmarked ? p.status : t.status
            let tags = (original.comments(of: t) + original.comments(of: p)).flatMap { Tags.parse($0) }
                .map { $0.value.isEmpty ? $0.name : "\($0.name):\($0.value)" }.joined(separator: ", ")
            var convertedAmount = "", convertedCommodity = ""
            if let converted {
                let c = converted.postings[pi]
                convertedAmount = AmountFormatter(converted.commodities).plain(c.quantity, c.commodity, exact: true)
                convertedCommodity = converted.commodities.symbol(c.commodity)
            }
            return [
                t.date.description, RegisterReport.statusText(status), t.code.map { file.text($0) } ?? "",
                file.text(t.description), file.text(t.payee ?? t.description), t.note.map { file.text($0) } ?? "",
                original.accounts.name(p.account), tree.top(of: p.account).map { tree.label(of: $0) } ?? "",
                original.type(of: p.account)?.rawValue ?? "",
                f.plain(p.quantity, p.commodity, exact: true), original.commodities.symbol(p.commodity),
                convertedAmount, convertedCommodity, tags, file.path, String(line),
            ]
        }
    }

    public func csv(original: Journal, converted: Journal?, separator: CSVWriter.Separator) -> [UInt8] {
        var w = CSVWriter(separator: separator)
        w.row(Self.columns)
        for r in records(original: original, converted: converted) { w.row(r) }
        return w.bytes
    }

    /// An array of objects with the columns as keys; amounts are strings,
    /// `line` a number, `tags` a list of `{name, value}`.
    public func json(original: Journal, converted: Journal?) -> [UInt8] {
        var j = JSONWriter()
        j.beginArray()
        for (pi, r) in zip(postings, records(original: original, converted: converted)) {
            j.beginObject()
            for (k, name) in Self.columns.enumerated() {
                switch name {
                case "line": j.number(name, Int(r[k]) ?? 0)
                case "tags":
                    let p = original.postings[pi]
                    let t = original.transactions[Int(p.transaction)]
                    j.beginArray(name)
                    for tag in (original.comments(of: t) + original.comments(of: p)).flatMap({ Tags.parse($0) }) {
                        j.beginObject()
                        j.string("name", tag.name)
                        j.string("value", tag.value)
                        j.endObject()
                    }
                    j.endArray()
                case "code", "note", "converted_amount", "converted_commodity", "category", "type":
                    j.string(name, r[k].isEmpty ? nil : r[k])
                default: j.string(name, r[k])
                }
            }
            j.endObject()
        }
        j.endArray()
        return j.bytes
    }
}
