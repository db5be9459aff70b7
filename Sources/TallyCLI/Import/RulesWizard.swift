import TallyEditing
import TallyImport
import TallySyntax
import TallyValues
import TallyEngine

/// `tally import STATEMENT --rules-wizard`: looks at the statement's header
/// and first rows, asks which column is what (offering a guess for each),
/// and writes a starter rules file beside the statement.
struct RulesWizard {
    let reader: any LineReader
    let statementPath: String
    let bytes: [UInt8]

    /// The rules text, or why none could be made; `nil` text when cancelled.
    func ask() -> Result<String?, SafeFileWriter.Failure> {
        let separator = guessSeparator()
        let file = SourceFile(id: FileID(0), path: statementPath, bytes: bytes)
        guard case .success(let records) = CSVRecords.read(file, separator: separator), !records.isEmpty else {
            return .failure(.init("cannot read '\(statementPath)' as CSV; fix it or write the rules by hand (see rules.md)"))
        }
        // The header: the first record as wide as most records are.
        var widths: [Int: Int] = [:]
        for r in records { widths[r.fields.count, default: 0] += 1 }
        let width = widths.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
        guard width >= 2, let header = records.firstIndex(where: { $0.fields.count == width }) else {
            return .failure(.init("found no header row with two or more columns in '\(statementPath)'"))
        }
        let rows = records[(header + 1)...].filter { $0.fields.count >= width }.prefix(20)
        guard let sample = rows.first else { return .failure(.init("'\(statementPath)' has a header but no rows")) }
        let names = columnNames(records[header].fields)
        var listing = "Columns of \(statementPath) (header on record \(header + 1)):\n"
        for i in names.indices { listing += "  \(i + 1). \(records[header].fields[i])  e.g. \(RulesParser.trimmed(sample.fields[i]))\n" }
        reader.say(listing)

        func cells(_ c: Int) -> [String] { rows.map { RulesParser.trimmed($0.fields[c]) } }
        let dateGuess = (0..<width).first { c in format(for: cells(c)) != nil } ?? 0
        guard let dateColumn = askColumn("Date column", dateGuess, width) else { return .success(nil) }
        guard let dateFormat = askText("Date format", format(for: cells(dateColumn)) ?? "%Y-%m-%d") else { return .success(nil) }
        let amountGuess = (0..<width).first { c in c != dateColumn && cells(c).allSatisfy { isAmount($0) } && cells(c).contains { !$0.isEmpty } } ?? 0
        guard let amountAnswer = askText("Amount column (or OUT,IN for separate debit and credit columns)", "\(amountGuess + 1)") else { return .success(nil) }
        let amountColumns = amountAnswer.split(separator: ",").compactMap { Int(RulesParser.trimmed(String($0))) }.map { $0 >= 1 ? $0 - 1 : -1 }
        guard !amountColumns.isEmpty, amountColumns.count <= 2, amountColumns.allSatisfy({ $0 >= 0 && $0 < width }) else {
            return .failure(.init("expected one column number, or two like 4,5; found '\(amountAnswer)'"))
        }
        let textual = (0..<width).filter { $0 != dateColumn && !amountColumns.contains($0) }
        let descriptionGuess = textual.max { cells($0).map(\.count).reduce(0, +) < cells($1).map(\.count).reduce(0, +) } ?? 0
        guard let descriptionColumn = askColumn("Description column", descriptionGuess, width) else { return .success(nil) }
        let commaDecimal = rows.contains { r in amountColumns.contains { c in hasCommaDecimal(RulesParser.trimmed(r.fields[c])) } }
        guard let mark = askText("Decimal mark (. or ,)", commaDecimal ? "," : "."), mark == "." || mark == "," else {
            return .failure(.init("the decimal mark is '.' or ','"))
        }
        guard let currency = askText("Currency (empty if the amounts show it)", "") else { return .success(nil) }
        guard let account = askText("Account of this statement", "assets:bank") else { return .success(nil) }

        var out = "# Rules for \(PathFolder.name(of: statementPath)), written by tally import --rules-wizard.\n"
        out += "# See rules.md for every rule; add 'if PATTERN' blocks to set account2 for known payees.\n"
        if header + 1 > 0 { out += "skip \(header + 1)\n" }
        if separator != UInt8(ascii: ",") { out += "separator \(separator == 9 ? "TAB" : String(UnicodeScalar(separator)))\n" }
        out += "fields \(names.joined(separator: ", "))\n"
        out += "date %\(names[dateColumn])\ndate-format \(dateFormat)\n"
        out += "description %\(names[descriptionColumn])\n"
        if amountColumns.count == 1 {
            out += "amount %\(names[amountColumns[0]])\n"
        } else {
            out += "amount-out %\(names[amountColumns[0]])\namount-in %\(names[amountColumns[1]])\n"
        }
        out += "decimal-mark \(mark)\n"
        if !currency.isEmpty { out += "currency \(currency)\n" }
        out += "account1 \(account)\n\n# if COFFEE|CAFE\n#   account2 expenses:food:coffee\n"
        return .success(out)
    }

    /// `,` `;` or TAB, whichever the first lines hold most of.
    func guessSeparator() -> UInt8 {
        let head = bytes.prefix(4096)
        let counts = [UInt8(ascii: ","), UInt8(ascii: ";"), 9].map { s in (s, head.filter { $0 == s }.count) }
        return counts.max { $0.1 < $1.1 }.map(\.0) ?? UInt8(ascii: ",")
    }

    /// Header cells as field names: lowercased, other characters made `_`,
    /// journal field names suffixed so they do not assign fields on their own.
    func columnNames(_ cells: [String]) -> [String] {
        var used = Set<String>()
        return cells.enumerated().map { i, cell in
            var name = String(RulesParser.trimmed(cell).lowercased().map { c -> Character in
                c.isLetter || c.isNumber ? c : "_"
            })
            while name.hasPrefix("_") { name.removeFirst() }
            if name.isEmpty || name.first?.isNumber == true { name = "col\(i + 1)" }
            if Rules.isJournalField(name) { name += "_" }
            while used.contains(name) { name += "_" }
            used.insert(name)
            return name
        }
    }

    static let formats = ["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y", "%Y/%m/%d", "%Y.%m.%d", "%d-%m-%Y", "%Y%m%d", "%d/%m/%y"]

    /// The first common format that reads every cell (with or without a time after it).
    func format(for cells: [String]) -> String? {
        guard cells.contains(where: { !$0.isEmpty }) else { return nil }
        for f in Self.formats {
            for candidate in [f, f + " %H:%M:%S", f + " %H:%M"] {
                if cells.allSatisfy({ $0.isEmpty || (try? StatementDate.parse($0, format: candidate).get()) != nil }) { return candidate }
            }
        }
        return nil
    }

    func isAmount(_ cell: String) -> Bool {
        cell.isEmpty || (try? StatementAmount.parse(cell, currency: "", decimalMark: hasCommaDecimal(cell) ? UInt8(ascii: ",") : UInt8(ascii: ".")).get()) != nil
    }

    /// `12,50` or `1.234,5`: a comma followed by one or two digits at the end.
    func hasCommaDecimal(_ cell: String) -> Bool {
        let digits = Array(cell.utf8.filter { ($0 >= 48 && $0 <= 57) || $0 == 44 || $0 == 46 })
        guard let comma = digits.lastIndex(of: 44) else { return false }
        let after = digits.count - comma - 1
        return (after == 1 || after == 2) && !digits[(comma + 1)...].contains(46)
    }

    private func askText(_ what: String, _ guess: String) -> String? {
        guard let line = reader.readLine(prompt: guess.isEmpty ? "\(what): " : "\(what) [\(guess)]: ") else { return nil }
        let answer = RulesParser.trimmed(line)
        return answer.isEmpty ? guess : answer
    }

    private func askColumn(_ what: String, _ guess: Int, _ width: Int) -> Int? {
        while true {
            guard let answer = askText(what, "\(guess + 1)") else { return nil }
            if let n = Int(answer), n >= 1, n <= width { return n - 1 }
            reader.say("Give a column number from 1 to \(width).\n")
        }
    }
}
