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
    package var postings: [Int32]

    /// - Parameter journal: the journal the query runs on (converted, with -X).
    package init(journal: Journal, query: ReportQuery) {
        postings = RegisterReport.matching(journal, query)
    }

    /// Calls `body` with each posting's record: its fields in `columns`
    /// order and its tags. `original` holds the amounts as written;
    /// `converted` (with -X) the same postings in one currency. The record
    /// is reused from row to row.
    package func forEachRecord(original: Journal, converted: Journal?, _ body: (ExportRecord) -> Void) {
        let f = AmountFormatter(original.commodities)
        let g = converted.map { AmountFormatter($0.commodities) }
        let tree = CategoryTree(journal: original)
        let accounts = original.accounts.all
        let categories = accounts.map { Array((tree.top(of: $0).map { tree.label(of: $0) } ?? "").utf8) }
        let types = accounts.map { Array((original.type(of: $0)?.rawValue ?? "").utf8) }
        let paths = original.files.map { Array($0.path.utf8) }
        var lines = LineCursors(original.files)
        var lastTransaction: Int32 = -1
        var transactionTags: [Tag] = []
        var record = ExportRecord()
        for row in postings {
            let pi = Int(row)
            let p = original.postings[pi]
            let t = original.transactions[Int(p.transaction)]
            let file = original.file(t.file)
            if p.transaction != lastTransaction {
                lastTransaction = p.transaction
                transactionTags = (0..<Int(t.commentCount)).flatMap { Tags.parse(file.bytes, original.transactionComments[Int(t.commentStart) + $0]) }
            }
            record.line = lines.line(of: p.range.lowerBound, in: t.file)
            record.tags = transactionTags
            for k in 0..<Int(p.commentCount) { record.tags += Tags.parse(file.bytes, original.postingComments[Int(p.commentStart) + k]) }
            record.reset()
            t.date.appendISO(to: &record.bytes)
            record.endField()
            record.bytes.append(contentsOf: RegisterReport.statusText(p.status != .unmarked ? p.status : t.status).utf8)
            record.endField()
            if let code = t.code { record.bytes.append(contentsOf: file.slice(code)) }
            record.endField()
            record.bytes.append(contentsOf: file.slice(t.description))
            record.endField()
            record.bytes.append(contentsOf: file.slice(t.payee ?? t.description))
            record.endField()
            if let note = t.note { record.bytes.append(contentsOf: file.slice(note)) }
            record.endField()
            record.bytes.append(contentsOf: original.accounts.nameBytes(p.account))
            record.endField()
            record.bytes.append(contentsOf: categories[Int(p.account.index)])
            record.endField()
            record.bytes.append(contentsOf: types[Int(p.account.index)])
            record.endField()
            f.appendPlain(p.quantity, p.commodity, exact: true, to: &record.bytes)
            record.endField()
            record.bytes.append(contentsOf: original.commodities.symbolBytes(p.commodity))
            record.endField()
            if let converted, let g {
                let c = converted.postings[pi]
                g.appendPlain(c.quantity, c.commodity, exact: true, to: &record.bytes)
                record.endField()
                record.bytes.append(contentsOf: converted.commodities.symbolBytes(c.commodity))
                record.endField()
            } else {
                record.endField()
                record.endField()
            }
            for (k, tag) in record.tags.enumerated() {
                if k > 0 { record.bytes.append(contentsOf: ", ".utf8) }
                record.bytes.append(contentsOf: tag.name.utf8)
                if !tag.value.isEmpty {
                    record.bytes.append(UInt8(ascii: ":"))
                    record.bytes.append(contentsOf: tag.value.utf8)
                }
            }
            record.endField()
            record.bytes.append(contentsOf: paths[Int(t.file.index)])
            record.endField()
            appendDecimal(record.line, to: &record.bytes)
            record.endField()
            body(record)
        }
    }

    /// Writes the export to `sink` in chunks. JSON is an array of objects
    /// with the columns as keys: amounts are strings, `line` a number,
    /// `tags` a list of `{name, value}`, empty optional fields `null`.
    package func write(_ format: Format, original: Journal, converted: Journal?, to sink: ([UInt8]) -> Void) {
        var out = ByteOutput()
        switch format {
        case .csv, .tsv:
            var header = CSVWriter(separator: format == .tsv ? .tab : .comma)
            header.row(Self.columns)
            out.append(header.bytes)
            forEachRecord(original: original, converted: converted) { record in
                record.forEachField { k, field in header.field(field, first: k == 0, to: &out) }
                out.append(10)
                out.flushIfFull(sink)
            }
        case .json:
            let nullable: Set<String> = ["status", "code", "note", "converted_amount", "converted_commodity", "category", "type"]
            let kinds = Self.columns.map { $0 == "line" ? 2 : $0 == "tags" ? 3 : nullable.contains($0) ? 1 : 0 }
            var rows = JSONRows(keys: Self.columns)
            rows.begin(&out)
            forEachRecord(original: original, converted: converted) { record in
                rows.beginRow(&out)
                record.forEachField { k, field in
                    rows.key(k, &out)
                    switch kinds[k] {
                    case 2: rows.number(record.line, &out)
                    case 3: rows.tags(record.tags, &out)
                    case 1 where field.isEmpty: rows.null(&out)
                    default: rows.string(field, &out)
                    }
                }
                rows.endRow(&out)
                out.flushIfFull(sink)
            }
            rows.end(&out)
        }
        out.flush(sink)
    }
}

/// One exported posting: every column's bytes in one buffer.
package struct ExportRecord {
    package internal(set) var bytes: [UInt8] = []
    private var ends: [Int] = []
    package internal(set) var tags: [Tag] = []
    /// The posting's line in its file.
    package internal(set) var line = 0

    /// The bytes of column `k` (in `ExportReport.columns` order).
    package func field(_ k: Int) -> ArraySlice<UInt8> { bytes[(k == 0 ? 0 : ends[k - 1])..<ends[k]] }

    /// Calls `body` with each column's index and bytes, in order, read in
    /// place (a slice of `bytes` per column would retain the buffer each time).
    package func forEachField(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for k in ends.indices {
                body(k, UnsafeBufferPointer(rebasing: all[start..<ends[k]]))
                start = ends[k]
            }
        }
    }

    /// Column `k` as text.
    package func text(_ k: Int) -> String { String(decoding: field(k), as: UTF8.self) }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    mutating func endField() { ends.append(bytes.count) }
}

/// A non-negative integer in decimal digits.
func appendDecimal(_ n: Int, to out: inout [UInt8]) {
    var power = 1
    while power <= n / 10 { power *= 10 }
    var rest = n
    while power > 0 {
        out.append(UInt8(truncatingIfNeeded: 48 + rest / power))
        rest %= power
        power /= 10
    }
}
