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

    /// `amount` and `converted_amount`.
    static let amountColumns: Set<Int> = [9, 11]

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
        var record = ExportRecord()
        var unused = ByteOutput(capacity: 0)
        writeRows(original: original, converted: converted, into: &record, &unused) { record, _ in body(record) }
    }

    /// Writes each posting's columns, in `columns` order, through `columns`
    /// into `out`, calling `afterRow` after each row. Each column is read
    /// in place from the journal's tables and files.
    func writeRows<C: ExportColumns & ~Copyable>(original: Journal, converted: Journal?, into columns: inout C, _ out: inout ByteOutput,
                                                 afterRow: (inout C, inout ByteOutput) -> Void) {
        let f = AmountFormatter(original.commodities)
        let g = converted.map { AmountFormatter($0.commodities) }
        let tree = CategoryTree(journal: original)
        let accounts = original.accounts.all
        let categories = accounts.map { Array((tree.top(of: $0).map { tree.label(of: $0) } ?? "").utf8) }
        let types = accounts.map { Array((original.type(of: $0)?.rawValue ?? "").utf8) }
        let paths = original.files.map { Array($0.path.utf8) }
        let statuses = [Status.unmarked, .pending, .cleared].map { Array(RegisterReport.statusText($0).utf8) }   // by raw value
        var lines = LineCursors(original.files)
        var lastTransaction: Int32 = -1
        var transactionTags: [Tag] = []
        var tags: [Tag] = []
        var scratch: [UInt8] = []
        var day: Day?, dayText: [UInt8] = []
        func text(_ k: Int, _ bytes: ArraySlice<UInt8>, _ columns: inout C, _ out: inout ByteOutput) {
            columns.text(k, bytes.span, &out)
        }
        /// A range of the file's bytes, read in place.
        func text(_ k: Int, _ range: TextRange?, of file: SourceFile, _ columns: inout C, _ out: inout ByteOutput) {
            guard let range else { return columns.text(k, Span(), &out) }
            file.bytes[range.range].withSpan { columns.text(k, $0, &out) }
        }
        for row in postings {
            let pi = Int(row)
            let p = original.postings[pi]
            let t = original.transactions[Int(p.transaction)]
            let file = original.file(t.file)
            if p.transaction != lastTransaction {
                lastTransaction = p.transaction
                transactionTags = (0..<Int(t.commentCount)).flatMap { Tags.parse(file.bytes, original.transactionComments[Int(t.commentStart) + $0]) }
            }
            tags = transactionTags
            for k in 0..<Int(p.commentCount) { tags += Tags.parse(file.bytes, original.postingComments[Int(p.commentStart) + k]) }
            columns.beginRow(&out)
            if t.date != day {
                day = t.date
                dayText.removeAll(keepingCapacity: true)
                t.date.appendISO(to: &dayText)
            }
            columns.text(0, dayText.span, &out)
            let status = p.status != .unmarked ? p.status : t.status
            text(1, statuses[Int(status.rawValue)][...], &columns, &out)
            text(2, t.code, of: file, &columns, &out)
            text(3, t.description, of: file, &columns, &out)
            text(4, t.payee ?? t.description, of: file, &columns, &out)
            text(5, t.note, of: file, &columns, &out)
            text(6, original.accounts.nameBytes(p.account), &columns, &out)
            text(7, categories[Int(p.account.index)][...], &columns, &out)
            text(8, types[Int(p.account.index)][...], &columns, &out)
            scratch.removeAll(keepingCapacity: true)
            f.appendPlain(p.quantity, p.commodity, exact: true, to: &scratch)
            columns.text(9, scratch.span, &out)
            text(10, original.commodities.symbolBytes(p.commodity), &columns, &out)
            scratch.removeAll(keepingCapacity: true)
            if let converted, let g {
                let c = converted.postings[pi]
                g.appendPlain(c.quantity, c.commodity, exact: true, to: &scratch)
                columns.text(11, scratch.span, &out)
                text(12, converted.commodities.symbolBytes(c.commodity), &columns, &out)
            } else {
                text(11, [], &columns, &out)
                text(12, [], &columns, &out)
            }
            scratch.removeAll(keepingCapacity: true)
            for (k, tag) in tags.enumerated() {
                if k > 0 { scratch.append(contentsOf: ", ".utf8) }
                scratch.append(contentsOf: tag.name.utf8)
                if !tag.value.isEmpty {
                    scratch.append(UInt8(ascii: ":"))
                    scratch.append(contentsOf: tag.value.utf8)
                }
            }
            columns.tags(13, tags, text: scratch.span, &out)
            text(14, paths[Int(t.file.index)][...], &columns, &out)
            let line = lines.line(of: p.range.lowerBound, in: t.file)
            scratch.removeAll(keepingCapacity: true)
            appendDecimal(line, to: &scratch)
            columns.line(15, line, text: scratch.span, &out)
            columns.endRow(&out)
            afterRow(&columns, &out)
        }
    }

    /// Writes the export to `sink` in chunks. JSON is an array of objects
    /// with the columns as keys: amounts are strings, `line` a number,
    /// `tags` a list of `{name, value}`, empty optional fields `null`.
    ///
    /// `spreadsheet` overrides CSV's separator and decimal mark: `;` and
    /// `1234,56` for a spreadsheet whose locale writes a decimal comma.
    package func write(_ format: Format, original: Journal, converted: Journal?, spreadsheet: (separator: CSVWriter.Separator, decimalComma: Bool)? = nil,
                       to sink: ([UInt8]) -> Void) {
        var out = ByteOutput()
        switch format {
        case .csv, .tsv:
            var csv = CSVColumns(separator: spreadsheet?.separator ?? (format == .tsv ? .tab : .comma), decimalComma: spreadsheet?.decimalComma ?? false)
            csv.header(Self.columns, &out)
            writeRows(original: original, converted: converted, into: &csv, &out) { _, out in out.flushIfFull(sink) }
        case .json:
            let nullable: Set<String> = ["status", "code", "note", "converted_amount", "converted_commodity", "category", "type"]
            var json = JSONColumns(keys: Self.columns, nullable: Self.columns.map(nullable.contains))
            json.rows.begin(&out)
            writeRows(original: original, converted: converted, into: &json, &out) { _, out in out.flushIfFull(sink) }
            json.rows.end(&out)
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

    /// Column `k` as text.
    package func text(_ k: Int) -> String { String(decoding: field(k), as: UTF8.self) }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    mutating func endField() { ends.append(bytes.count) }
}

extension ExportRecord: ExportColumns {
    mutating func beginRow(_ out: inout ByteOutput) { reset() }

    mutating func text(_ k: Int, _ field: Span<UInt8>, _ out: inout ByteOutput) {
        bytes.append(span: field)
        endField()
    }

    mutating func tags(_ k: Int, _ tags: [Tag], text: Span<UInt8>, _ out: inout ByteOutput) {
        self.tags = tags
        self.text(k, text, &out)
    }

    mutating func line(_ k: Int, _ n: Int, text: Span<UInt8>, _ out: inout ByteOutput) {
        line = n
        self.text(k, text, &out)
    }

    func endRow(_ out: inout ByteOutput) {}
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
