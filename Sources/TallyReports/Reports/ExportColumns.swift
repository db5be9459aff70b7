import TallyEngine

/// What `ExportReport.writeRows` hands each posting's columns to, in
/// `ExportReport.columns` order: every column as text, and `tags` and
/// `line` also as values.
protocol ExportColumns: ~Copyable {
    mutating func beginRow(_ out: inout ByteOutput)
    mutating func text(_ k: Int, _ field: Span<UInt8>, _ out: inout ByteOutput)
    mutating func tags(_ k: Int, _ tags: [Tag], text: Span<UInt8>, _ out: inout ByteOutput)
    mutating func line(_ k: Int, _ n: Int, text: Span<UInt8>, _ out: inout ByteOutput)
    mutating func endRow(_ out: inout ByteOutput)
}

/// The export as CSV or TSV: one line per posting, each column as its text.
struct CSVColumns: ExportColumns {
    let writer: CSVWriter
    /// Whether the amount columns are written with a decimal comma.
    let decimalComma: Bool

    init(separator: CSVWriter.Separator, decimalComma: Bool = false) {
        writer = CSVWriter(separator: separator)
        self.decimalComma = decimalComma
    }

    func header(_ names: [String], _ out: inout ByteOutput) {
        var header = writer
        header.row(names)
        out.append(header.bytes)
    }

    func beginRow(_ out: inout ByteOutput) {}

    func text(_ k: Int, _ field: Span<UInt8>, _ out: inout ByteOutput) {
        if decimalComma && ExportReport.amountColumns.contains(k) {
            var comma: [UInt8] = []
            for i in field.indices { comma.append(field[i] == UInt8(ascii: ".") ? UInt8(ascii: ",") : field[i]) }
            writer.field(comma.span, first: k == 0, to: &out)
            return
        }
        writer.field(field, first: k == 0, to: &out)
    }

    func tags(_ k: Int, _ tags: [Tag], text: Span<UInt8>, _ out: inout ByteOutput) {
        writer.field(text, first: k == 0, to: &out)
    }

    func line(_ k: Int, _ n: Int, text: Span<UInt8>, _ out: inout ByteOutput) {
        writer.field(text, first: k == 0, to: &out)
    }

    func endRow(_ out: inout ByteOutput) { out.append(10) }
}

/// The export as JSON: an object per posting, amounts as strings, `line` a
/// number, `tags` a list of `{name, value}`, empty optional columns `null`.
struct JSONColumns: ExportColumns, ~Copyable {
    var rows: JSONRows
    let nullable: [Bool]

    init(keys: [String], nullable: [Bool]) {
        rows = JSONRows(keys: keys)
        self.nullable = nullable
    }

    mutating func beginRow(_ out: inout ByteOutput) { rows.beginRow(&out) }

    func text(_ k: Int, _ field: Span<UInt8>, _ out: inout ByteOutput) {
        rows.key(k, &out)
        if field.isEmpty && nullable[k] { rows.null(&out) } else { rows.string(field, &out) }
    }

    func tags(_ k: Int, _ tags: [Tag], text: Span<UInt8>, _ out: inout ByteOutput) {
        rows.key(k, &out)
        rows.tags(tags, &out)
    }

    func line(_ k: Int, _ n: Int, text: Span<UInt8>, _ out: inout ByteOutput) {
        rows.key(k, &out)
        rows.number(n, &out)
    }

    func endRow(_ out: inout ByteOutput) { rows.endRow(&out) }
}
