import TallyLocale
import TallySyntax
import TallyValues

/// Turns a statement's rows into transactions with a rules file, the way
/// hledger's CSV reader does (rules.md), but refusing what hledger reads
/// silently wrong: a row too short for the rules, an amount like `12,3,4`.
package struct StatementConverter {
    package let rules: Rules
    /// The statement; its id must be `rules.files.count`.
    package let statement: SourceFile
    private let patterns: [[Regex]]
    private let index: AssignmentIndex

    /// Every file an error may point into: the rules files, then the statement.
    package var files: [SourceFile] { rules.files + [statement] }

    package init(rules: Rules, statementPath: String, bytes: [UInt8]) throws(Diagnostic) {
        self.rules = rules
        statement = SourceFile(id: FileID(rules.files.count), path: statementPath, bytes: bytes)
        index = AssignmentIndex(rules)
        var compiled: [[Regex]] = []
        for block in rules.blocks {
            var row: [Regex] = []
            for m in block.matchers {
                do {
                    row.append(try Regex(Array(m.pattern.utf8), ignoringCase: true))
                } catch {
                    if let tooLarge = error.limitDiagnostic(at: m.location) { throw tooLarge }
                    throw .error("rules-invalid-regex", LocalText(.rulesBadRegex, m.pattern), at: m.location,
                                 hint: LocalText(.hintRulesRegex))
                }
            }
            compiled.append(row)
        }
        patterns = compiled
    }

    /// The separator: the `separator` rule, else `;` for `.ssv`, TAB for `.tsv`, else `,`.
    package var separator: UInt8 {
        if let s = rules.separator { return s }
        let lower = statement.path.lowercased()
        if lower.hasSuffix(".ssv") { return UInt8(ascii: ";") }
        if lower.hasSuffix(".tsv") { return 9 }
        return UInt8(ascii: ",")
    }

    /// How many fields a row needs: up to the last one the fields rule names.
    static func namedCount(_ names: [String]) -> Int {
        (names.lastIndex { !RulesParser.trimmed($0).isEmpty } ?? -1) + 1
    }

    /// The start of the rules file, for a finding about the rules as a whole.
    var rulesFileStart: SourceLocation? {
        guard let file = rules.files.first else { return nil }
        var end = 0
        while end < file.bytes.count, file.bytes[end] != 10, file.bytes[end] != 13 { end += 1 }
        return SourceLocation(file: file.id, range: TextRange(0, end))
    }

    package func convert() -> Result<Conversion, Diagnostic> {
        let records: [CSVRecord]
        switch CSVRecords.read(statement, separator: separator) {
        case .success(let r): records = r
        case .failure(let d): return .failure(d)
        }
        guard rules.assignments.contains(where: { $0.field == "date" }) || rules.blocks.contains(where: { $0.assignments.contains { $0.field == "date" } }) else {
            return .failure(.error("rules-no-date", LocalText(.rulesNoDate),
                                   at: rules.fields == nil ? rulesFileStart : rules.fieldsLocation, hint: LocalText(.hintRulesNoDate)))
        }
        if let f = rules.dateFormats.last, !StatementDate.isComplete(f) {
            return .failure(.error("rules-invalid-date-format", LocalText(.rulesDateFormatIncomplete, f), at: rulesFileStart,
                                   hint: LocalText(.hintRulesDateFormat)))
        }
        let lines = LineTable(statement.bytes)
        var out: [ImportedTransaction] = []
        var skipping = 0
        var rows = 0
        for record in records.dropFirst(rules.skip) {
            rows += 1
            if skipping > 0 { skipping -= 1; continue }
            let whole = record.fields.joined(separator: ",")
            let active = rules.blocks.indices.map { matches($0, record, whole: whole) }
            let row = RowContext(rules: rules, record: record, statement: statement.id, active: active, assignments: index)
            if rules.blocks.indices.contains(where: { active[$0] && rules.blocks[$0].end }) { break }
            if let n = rules.blocks.indices.last(where: { active[$0] && rules.blocks[$0].skip != nil }).flatMap({ rules.blocks[$0].skip }) {
                skipping = n - 1
                continue
            }
            guard record.fields.count >= 2 else {
                return .failure(.error("csv-short-row", LocalText(.importShortRow, String(Character(Unicode.Scalar(separator)))),
                                       at: row.location(field: nil), hint: LocalText(.hintImportShortRow)))
            }
            // Extra fields are allowed only when empty (exports often end rows
            // with a separator); unnamed fields at the end of the fields rule
            // (`fields date, amount,` as hledger's own rules write) may be missing.
            if let names = rules.fields, record.fields.count < Self.namedCount(names)
                || record.fields.dropFirst(names.count).contains(where: { !RulesParser.trimmed($0).isEmpty }) {
                return .failure(.error("csv-field-count", LocalText(.importFieldCount, "\(record.fields.count)", "\(Self.namedCount(names))"),
                                       at: row.location(field: nil),
                                       hint: LocalText(.hintImportFieldCount)))
            }
            switch RowConversion(row: row, line: lines.line(of: record.start)).transaction() {
            case .success(let t): out.append(t)
            case .failure(let d): return .failure(d)
            }
        }
        return .success(Conversion(transactions: ordered(out), rowsRead: rows))
    }

    /// Date order; a statement written newest first (or said to be, with
    /// `newest-first`) is reversed first so same-day rows keep their order.
    private func ordered(_ txns: [ImportedTransaction]) -> [ImportedTransaction] {
        var t = txns
        if let first = t.first, let last = t.last, rules.newestFirst || first.date > last.date { t.reverse() }
        if rules.intraDayReversed {
            var result: [ImportedTransaction] = []
            var i = 0
            while i < t.count {
                var j = i
                while j < t.count && t[j].date == t[i].date { j += 1 }
                result.append(contentsOf: t[i..<j].reversed())
                i = j
            }
            t = result
        }
        return t.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// Whether block `b` holds for a row: any chain of matchers joined by `&` all match.
    private func matches(_ b: Int, _ record: CSVRecord, whole: String) -> Bool {
        let block = rules.blocks[b]
        var chainHolds = false
        var any = false
        for (k, m) in block.matchers.enumerated() {
            if !m.and && k > 0 {
                if chainHolds { any = true; break }
            }
            var hit = false
            if let f = m.field {
                let row = RowContext(rules: rules, record: record, statement: statement.id, active: [], assignments: index)
                if let i = row.index(of: f), i < record.fields.count {
                    hit = patterns[b][k].matches(Array(record.fields[i].utf8))
                }
            } else {
                hit = patterns[b][k].matches(Array(whole.utf8))
            }
            chainHolds = (m.and && k > 0) ? (chainHolds && hit) : hit
        }
        return any || chainHolds
    }
}
