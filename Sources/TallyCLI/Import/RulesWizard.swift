import TallyEditing
import TallyImport
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues
import TallyEngine

/// `tally import STATEMENT --rules-wizard`: finds the statement's header
/// (below any title lines) and data rows, asks which column is what
/// (offering a guess for each: never an order number for the description
/// or the amount), recognises a column that says out or in and writes the
/// sign rule, takes the currency from the journal, and shows the first
/// rows as the rules read them before saving.
struct RulesWizard {
    let reader: any LineReader
    let statementPath: String
    let bytes: [UInt8]
    var messages: Messages = .english
    /// The commodity the journal uses most, for the currency's guess.
    var journalCurrency: String?

    /// The rules text, or why none could be made; `nil` text when cancelled.
    func ask() -> Result<String?, SafeFileWriter.Failure> {
        let m = messages
        let separator = guessSeparator()
        let file = SourceFile(id: FileID(0), path: statementPath, bytes: bytes)
        guard case .success(let records) = CSVRecords.read(file, separator: separator), !records.isEmpty else {
            return .failure(.init(m.text(.wizardCannotRead, statementPath)))
        }
        guard let columns = StatementColumns(records) else { return .failure(.init(m.text(.wizardNoRows, statementPath))) }
        let width = columns.width
        let names = columnNames(columns.header.map { records[$0].fields } ?? [], width: width)
        let lineOf = LineTable(file.bytes)
        let firstRow = columns.rows[0]
        var listing = columns.header.map { m.text(.wizardColumns, statementPath, String(lineOf.line(of: records[$0].start))) }
            ?? m.text(.wizardColumnsNoHeader, statementPath, String(lineOf.line(of: records[firstRow].start)))
        listing += "\n"
        for i in 0..<width {
            let title = columns.header.map { RulesParser.trimmed(records[$0].fields[i]) } ?? ""
            listing += "  \(i + 1). \(title)  " + m.text(.wizardExample, RulesParser.trimmed(records[firstRow].fields[i])) + "\n"
        }
        reader.say(listing)

        guard let dateColumn = askColumn(m[.wizardDateColumn], columns.dateColumn ?? 0, width) else { return .success(nil) }
        guard let dateFormat = askText(m[.wizardDateFormat], StatementColumns.dateFormat(for: columns.cells(dateColumn)) ?? "%Y-%m-%d") else { return .success(nil) }
        let identifiers = columns.identifiers
        let direction = columns.direction
        var taken = identifiers.union([dateColumn])
        if let d = direction { taken.insert(d.column) }
        let amountGuess = columns.amountColumns(excluding: taken)
        guard let amountAnswer = askText(m[.wizardAmountColumn], amountGuess.map { String($0 + 1) }.joined(separator: ",")) else { return .success(nil) }
        let amountColumns = amountAnswer.split(separator: ",").compactMap { Int(RulesParser.trimmed(String($0))) }.map { $0 >= 1 ? $0 - 1 : -1 }
        guard !amountColumns.isEmpty, amountColumns.count <= 2, amountColumns.allSatisfy({ $0 >= 0 && $0 < width }) else {
            return .failure(.init(m.text(.wizardBadAmountColumns, amountAnswer)))
        }
        // A column that says out or in, when the amounts carry no sign.
        var sign: (column: Int, out: String)?
        let unsigned = amountColumns.count == 1 && !columns.cells(amountColumns[0]).contains { $0.hasPrefix("-") || $0.hasPrefix("(") }
        if unsigned {
            let guess = direction.map { String($0.column + 1) } ?? ""
            guard let answer = askText(m[.wizardDirectionColumn], guess) else { return .success(nil) }
            if let n = Int(answer), n >= 1, n <= width {
                let outGuess: String
                if let d = direction, d.column == n - 1 { outGuess = d.out } else { outGuess = columns.cells(n - 1).first ?? "" }
                guard let out = askText(m[.wizardOutWord], outGuess) else { return .success(nil) }
                sign = (n - 1, out)
            }
        }
        // Unsigned amounts with nothing saying in or out: a card's charges are spending.
        var allOut = false
        if unsigned && sign == nil {
            guard let answer = askText(m[.wizardAllOut], "y") else { return .success(nil) }
            allOut = ["y", "yes"].contains(answer.lowercased())
        }
        taken.formUnion(amountColumns)
        if let s = sign { taken.insert(s.column) }
        guard let descriptionColumn = askColumn(m[.wizardDescriptionColumn], columns.descriptionColumn(excluding: taken) ?? 0, width) else { return .success(nil) }
        let markGuess = StatementColumns.decimalMark(for: amountColumns.flatMap { columns.cells($0) })
        guard let mark = askText(m[.wizardDecimalMark], markGuess), mark == "." || mark == "," else {
            return .failure(.init(m[.wizardBadDecimalMark]))
        }
        guard let currency = askText(m[.wizardCurrency], journalCurrency ?? "") else { return .success(nil) }
        guard let account = askText(m[.wizardAccount], "assets:bank") else { return .success(nil) }

        var out = "# " + m.text(.wizardFileTitle, PathFolder.name(of: statementPath)) + "\n"
        out += "# " + m[.wizardFileHint] + "\n"
        let skip = columns.header.map { $0 + 1 } ?? firstRow
        if skip > 0 { out += "skip \(skip)\n" }
        if separator != UInt8(ascii: ",") { out += "separator \(separator == 9 ? "TAB" : String(UnicodeScalar(separator)))\n" }
        out += "fields \(names.joined(separator: ", "))\n"
        out += "date %\(names[dateColumn])\ndate-format \(dateFormat)\n"
        out += "description %\(names[descriptionColumn])\n"
        if amountColumns.count == 1 {
            if let s = sign {
                out += "amount %\(names[amountColumns[0]])\n"
                // Cells may be padded (`支出      `): the value alone, unless the other value holds it.
                let values = Set(columns.cells(s.column).filter { !$0.isEmpty })
                let inside = values.contains { $0 != s.out && $0.lowercased().contains(s.out.lowercased()) }
                let pattern = inside ? "^\\s*\(Self.escaped(s.out))\\s*$" : Self.escaped(s.out)
                out += "if %\(names[s.column]) \(pattern)\n  amount -%\(names[amountColumns[0]])\n"
            } else {
                out += "amount \(allOut ? "-" : "")%\(names[amountColumns[0]])\n"
            }
        } else {
            out += "amount-out %\(names[amountColumns[0]])\namount-in %\(names[amountColumns[1]])\n"
        }
        out += "decimal-mark \(mark)\n"
        if !currency.isEmpty { out += "currency \(currency)\n" }
        out += "account1 \(account)\n"
        // The first row after the data that is none (a summary, a footer) ends the statement.
        if let footer = columns.footer {
            let text = records[footer].fields.joined(separator: ",")
            if !RulesParser.trimmed(text).isEmpty { out += "\nif ^\(Self.escaped(String(text.prefix(12))))\n  end\n" }
        }
        out += "\n# if COFFEE|CAFE\n#   account2 expenses:food:coffee\n"
        return preview(out) ? .success(out) : .success(nil)
    }

    /// Shows the first rows as the rules read them and asks before saving;
    /// rules that do not read the statement are shown with the reason.
    func preview(_ rules: String) -> Bool {
        let m = messages
        var reads = false
        switch RulesParser.parse(path: statementPath + ".rules", bytes: Array(rules.utf8), read: { _ in nil }) {
        case .failure(let d): reader.say(m.text(.wizardRulesFail, d.message) + "\n")
        case .success(let parsed):
            do {
                let converter = try StatementConverter(rules: parsed, statementPath: statementPath, bytes: bytes)
                switch converter.convert() {
                case .failure(let d): reader.say(m.text(.wizardRulesFail, d.message) + "\n")
                case .success(let c):
                    reads = true
                    let text = ImportText(layout: FileLayout(), journal: nil)
                    reader.say(m.text(.wizardPreview, statementPath) + "\n\n" + c.transactions.prefix(3).map { String(decoding: text.text($0), as: UTF8.self) }.joined(separator: "\n"))
                }
            } catch {
                reader.say(m.text(.wizardRulesFail, error.message) + "\n")
            }
        }
        let question = m.text(reads ? .wizardSave : .wizardSaveAnyway, statementPath + ".rules")
        guard let answer = reader.readLine(prompt: question).map({ RulesParser.trimmed($0).lowercased() }) else { return false }
        return (answer.isEmpty && reads) || answer == "y" || answer == "yes"
    }

    /// A value as a pattern that matches it alone.
    static func escaped(_ s: String) -> String {
        String(s.flatMap { c -> [Character] in "\\^$.|?*+()[]{}".contains(c) ? ["\\", c] : [c] })
    }

    /// `,` `;` or TAB, whichever the first lines hold most of.
    func guessSeparator() -> UInt8 {
        let head = bytes.prefix(4096)
        let counts = [UInt8(ascii: ","), UInt8(ascii: ";"), 9].map { s in (s, head.filter { $0 == s }.count) }
        return counts.max { $0.1 < $1.1 }.map(\.0) ?? UInt8(ascii: ",")
    }

    /// Header cells as field names: lowercased, other characters made `_`,
    /// journal field names suffixed so they do not assign fields on their
    /// own; `colN` where there is no header or the cell is empty.
    func columnNames(_ cells: [String], width: Int) -> [String] {
        var used = Set<String>()
        return (0..<width).map { i in
            let cell = i < cells.count ? cells[i] : ""
            var name = String(RulesParser.trimmed(cell).lowercased().map { c -> Character in
                c.isLetter || c.isNumber ? c : "_"
            })
            while name.hasPrefix("_") { name.removeFirst() }
            while name.hasSuffix("_") { name.removeLast() }
            if name.isEmpty || name.first?.isNumber == true { name = "col\(i + 1)" }
            if Rules.isJournalField(name) { name += "_" }
            while used.contains(name) { name += "_" }
            used.insert(name)
            return name
        }
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
            reader.say(messages.text(.wizardColumnRange, String(width)) + "\n")
        }
    }
}
