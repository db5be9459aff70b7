import TallyEngine
import TallyValues

extension ExportReport {
    /// The export as a workbook: one sheet, "Postings", with the CSV
    /// columns; dates as dates, amounts and line numbers as numbers (every
    /// digit kept, shown with the commodity's decimals), the rest as text.
    package func workbook(original: Journal, converted: Journal?) -> Workbook {
        var sheet = Workbook.Sheet(name: "Postings", header: Self.columns)
        let date = Self.columns.firstIndex(of: "date") ?? 0
        let line = Self.columns.firstIndex(of: "line") ?? 0
        let amounts: [(value: Int, commodity: Int, journal: Journal?)] = [
            (Self.columns.firstIndex(of: "amount") ?? 0, Self.columns.firstIndex(of: "commodity") ?? 0, original),
            (Self.columns.firstIndex(of: "converted_amount") ?? 0, Self.columns.firstIndex(of: "converted_commodity") ?? 0, converted),
        ]
        forEachRecord(original: original, converted: converted) { record in
            let fields = Self.columns.indices.map { record.text($0) }
            var row: [Workbook.Cell] = fields.map { $0.isEmpty ? .empty : .text($0) }
            if let day = Day(isoText: fields[date]) { row[date] = .date(day) }
            if let n = Int(fields[line]) { row[line] = .integer(n) }
            for a in amounts where !fields[a.value].isEmpty {
                let decimals = a.journal.flatMap { j in j.commodities.lookup(fields[a.commodity]).map { Int(j.commodities.style($0).precision) } }
                let written = fields[a.value].split(separator: ".").dropFirst().first?.count ?? 0
                row[a.value] = .number(fields[a.value], decimals: decimals ?? written)
            }
            sheet.rows.append(row)
        }
        var book = Workbook()
        book.sheets.append(sheet)
        return book
    }
}
