import TallyImport
import TallySyntax
import TallyValues

/// What the rules wizard reads from a statement before it asks anything:
/// where the header is (below any title lines), which rows are data, and a
/// guess for each column's role.
struct StatementColumns {
    let records: [CSVRecord]
    /// Index into `records` of the header, or `nil` when the statement has none.
    let header: Int?
    /// Indices into `records` of the data rows (up to 50 for the guesses).
    let rows: [Int]
    /// Index into `records` of the first row after the data (a summary or a
    /// footer) when no data row follows it.
    let footer: Int?
    let width: Int

    static let dateFormats = ["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y", "%Y/%m/%d", "%Y.%m.%d", "%d-%m-%Y", "%Y%m%d", "%d/%m/%y"]

    /// Pairs of words a column uses for money going out and coming in.
    static let directions: [(out: String, in: String)] = [
        ("支出", "收入"), ("支", "收"), ("出", "入"), ("chi", "thu"), ("ghi nợ", "ghi có"), ("wydatki", "wpływy"), ("obciążenie", "uznanie"),
        ("af", "bij"), ("debit", "credit"), ("dr", "cr"), ("d", "c"), ("out", "in"), ("uscita", "entrata"), ("uscite", "entrate"),
        ("지출", "수입"), ("출금", "입금"), ("ausgang", "eingang"), ("soll", "haben"),
    ]

    /// Header words that name an amount, a description, an identifier.
    static let amountWords = ["金额", "số tiền", "kwota", "importo", "금액", "amount", "betrag", "bedrag", "gross", "montant", "sum"]
    static let descriptionWords = ["商品", "交易对方", "对方", "说明", "mô tả", "nội dung", "diễn giải", "opis", "descrizione", "가맹점", "적요",
                                   "description", "name", "naam", "omschrijving", "text", "payee", "merchant", "title", "tytuł"]
    /// Titles of a column of money going out, and of money coming in.
    static let outWords = ["uscite", "uscita", "ghi nợ", "nợ", "debit", "debet", "wydatki", "obciążenia", "支出", "출금", "af", "soll", "out", "withdrawal", "withdrawals", "paid out"]
    static let inWords = ["entrate", "entrata", "ghi có", "có", "credit", "wpływy", "uznania", "收入", "입금", "bij", "haben", "in", "deposit", "deposits", "paid in"]
    static let identifierWords = ["号", "单号", "id", "số ct", "mã", "nr", "no.", "번호", "reference", "ref", "referenz", "iban", "rekening", "konto", "account"]

    init?(_ records: [CSVRecord]) {
        self.records = records
        func cells(_ r: CSVRecord) -> [String] { r.fields.map { RulesParser.trimmed($0) } }
        func filled(_ r: CSVRecord) -> Int { cells(r).filter { !$0.isEmpty }.count }
        // A data row has a date and an amount among at least three filled cells.
        func isData(_ r: CSVRecord) -> Bool {
            let c = cells(r)
            guard c.filter({ !$0.isEmpty }).count >= 3 else { return false }
            let hasDate = c.contains { cell in !cell.isEmpty && Self.dateFormat(for: [cell]) != nil }
            let hasAmount = c.contains { cell in !cell.isEmpty && Self.isAmount(cell) && !Self.looksLikeIdentifier(cell) && Self.dateFormat(for: [cell]) == nil }
            return hasDate && hasAmount
        }
        guard let firstData = records.firstIndex(where: isData) else { return nil }
        // The header: the nearest record above the first data row with two or more filled cells and no date.
        var header: Int?
        var h = firstData - 1
        while h >= 0 {
            if filled(records[h]) >= 2 && !cells(records[h]).contains(where: { !$0.isEmpty && Self.dateFormat(for: [$0]) != nil }) { header = h }
            if header != nil || filled(records[h]) >= 2 { break }
            h -= 1
        }
        self.header = header
        var width = records[firstData].fields.count
        while width > 1, cells(records[firstData])[width - 1].isEmpty, header.map({ cells(records[$0]).count < width || cells(records[$0])[width - 1].isEmpty }) ?? true {
            width -= 1
        }
        self.width = width
        var data: [Int] = []
        var k = firstData
        while k < records.count, records[k].fields.count >= width, isData(records[k]) {
            data.append(k)
            k += 1
        }
        // A row that is not data ends the statement only when no data follows it.
        footer = k < records.count && !records[(k + 1)...].contains(where: isData) ? k : nil
        rows = Array(data.prefix(50))
    }

    /// The trimmed cells of column `c` in the data rows.
    func cells(_ c: Int) -> [String] { rows.map { RulesParser.trimmed(records[$0].fields[c]) } }

    /// The header's cell of column `c`, lowercased, or empty.
    func title(_ c: Int) -> String {
        guard let header, c < records[header].fields.count else { return "" }
        return RulesParser.trimmed(records[header].fields[c]).lowercased()
    }

    /// Whether column `c`'s title holds one of `words`: a whole word for
    /// words in Latin letters (`id` is not in `paid`), anywhere for others.
    func names(_ c: Int, _ words: [String]) -> Bool {
        let t = title(c)
        let parts = Set(t.split { !$0.isLetter && !$0.isNumber && $0 != "." }.map(String.init))
        return words.contains { w in w.unicodeScalars.allSatisfy(\.isASCII) ? parts.contains(w) || (w.contains(" ") && t.contains(w)) : t.contains(w) }
    }

    var dateColumn: Int? {
        (0..<width).first { c in Self.dateFormat(for: cells(c)) != nil }
    }

    /// Columns that are identifiers: order numbers, references, account numbers.
    var identifiers: Set<Int> {
        Set((0..<width).filter { c in
            let values = cells(c).filter { !$0.isEmpty }
            guard !values.isEmpty else { return false }
            if names(c, Self.identifierWords) && !names(c, Self.amountWords) { return true }
            // A row counter: 1, 2, 3, …
            let numbers = values.compactMap { Int($0) }
            if numbers.count == values.count, numbers.count >= 2, zip(numbers, numbers.dropFirst()).allSatisfy({ $1 == $0 + 1 }) { return true }
            return values.allSatisfy(Self.looksLikeIdentifier)
        })
    }

    /// The column whose values are the words of one known pair, and which word means out.
    var direction: (column: Int, out: String, in: String)? {
        for c in 0..<width {
            let values = Set(cells(c).map { $0.lowercased() }.filter { !$0.isEmpty })
            guard !values.isEmpty, values.count <= 3 else { continue }
            for pair in Self.directions where values.contains(pair.out) || values.contains(pair.in) {
                if values.isSubset(of: [pair.out, pair.in]) || values.count <= 3 && (values.contains(pair.out) && values.contains(pair.in)) {
                    let original = cells(c)
                    let out = original.first { $0.lowercased() == pair.out } ?? pair.out
                    let into = original.first { $0.lowercased() == pair.in } ?? pair.in
                    return (c, out, into)
                }
            }
        }
        return nil
    }

    /// The amount column: one the header names as an amount, else the first
    /// column of amounts that is neither the date nor an identifier.
    func amountColumns(excluding taken: Set<Int>) -> [Int] {
        let candidates = (0..<width).filter { c in
            !taken.contains(c) && cells(c).allSatisfy { $0.isEmpty || Self.isAmount($0) } && cells(c).contains { !$0.isEmpty }
        }
        // Two columns never filled on the same row: out and in (in first
        // when its title says so: Entrate, Uscite).
        for (i, a) in candidates.enumerated() {
            for b in candidates.dropFirst(i + 1) where b == a + 1 {
                let pairs = zip(cells(a), cells(b))
                if pairs.allSatisfy({ $0.0.isEmpty != $0.1.isEmpty }) {
                    return names(a, Self.inWords) || names(b, Self.outWords) ? [b, a] : [a, b]
                }
            }
        }
        if let named = candidates.first(where: { names($0, Self.amountWords) }) { return [named] }
        return candidates.first.map { [$0] } ?? []
    }

    /// The description: a column the header names so, else the text column
    /// with the most different values (and the longest text on a tie).
    func descriptionColumn(excluding taken: Set<Int>) -> Int? {
        let text = (0..<width).filter { !taken.contains($0) && cells($0).contains { !$0.isEmpty } }
        if let named = text.first(where: { names($0, Self.descriptionWords) }) { return named }
        return text.max { a, b in
            let da = Set(cells(a)).count, db = Set(cells(b)).count
            return da != db ? da < db : cells(a).map(\.count).reduce(0, +) < cells(b).map(\.count).reduce(0, +)
        }
    }

    /// The first common format that reads every cell (with or without a time after it).
    static func dateFormat(for cells: [String]) -> String? {
        guard cells.contains(where: { !$0.isEmpty }) else { return nil }
        for f in dateFormats {
            for candidate in [f, f + " %H:%M:%S", f + " %H:%M"] {
                if cells.allSatisfy({ $0.isEmpty || (try? StatementDate.parse($0, format: candidate).get()) != nil }) { return candidate }
            }
        }
        return nil
    }

    /// An amount with either decimal mark (`15.000.000` and `12,50` as well as `12.50`).
    static func isAmount(_ cell: String) -> Bool {
        cell.isEmpty || [UInt8(ascii: "."), UInt8(ascii: ",")].contains { mark in
            (try? StatementAmount.parse(cell, currency: "", decimalMark: mark).get()) != nil
        }
    }

    /// An order number or reference: ten or more digits with no decimal
    /// mark, or a token of letters and digits with no space.
    static func looksLikeIdentifier(_ cell: String) -> Bool {
        let digits = cell.filter(\.isNumber).count
        if digits >= 12 && !cell.contains(".") && !cell.contains(",") && !cell.contains(" ") { return true }
        let letters = cell.filter(\.isLetter).count
        return letters > 0 && digits >= 3 && !cell.contains(" ") && cell.count >= 6
    }

    /// `,` when the amounts write it as the decimal mark (`12,50`) or group
    /// with dots (`15.000.000`, `65.000`), else `.`.
    static func decimalMark(for cells: [String]) -> String {
        let filled = cells.filter { !$0.isEmpty }
        if filled.contains(where: hasCommaDecimal) { return "," }
        let dotted = filled.filter { $0.contains(".") }
        let grouped = dotted.contains { $0.filter { $0 == "." }.count >= 2 }
            || (!dotted.isEmpty && !filled.contains { $0.contains(",") } && dotted.allSatisfy { cell in
                cell.split(separator: ".").last.map { $0.prefix { $0.isNumber }.count == 3 } ?? false })
        return grouped ? "," : "."
    }

    /// `12,50` or `1.234,5`: a comma followed by one or two digits at the end.
    static func hasCommaDecimal(_ cell: String) -> Bool {
        let digits = Array(cell.utf8.filter { ($0 >= 48 && $0 <= 57) || $0 == 44 || $0 == 46 })
        guard let comma = digits.lastIndex(of: 44) else { return false }
        let after = digits.count - comma - 1
        return (after == 1 || after == 2) && !digits[(comma + 1)...].contains(46)
    }
}
