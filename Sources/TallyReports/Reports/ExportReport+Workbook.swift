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
        forEachRecord(original: original, converted: converted) { fields, _ in
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

extension Day {
    /// `2026-03-01`, as `description` writes it.
    init?(isoText s: String) {
        let parts = s.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }
}
