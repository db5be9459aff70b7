import TallyLocale
import TallySyntax

/// One statement row while it is converted: its fields, which `if` blocks
/// hold for it, and the value a journal field gets from the rules.
struct RowContext {
    let rules: Rules
    let record: CSVRecord
    let statement: FileID
    /// Which of `rules.blocks` match this row.
    let active: [Bool]
    let assignments: AssignmentIndex

    /// A value and where its text came from, for errors about it.
    struct Value {
        var text: String
        var assignment: Rules.Assignment
        /// The statement field the value was taken from, when it names one.
        var sourceField: Int?
    }

    /// The location of field `i` of the row (or of the row).
    func location(field i: Int?) -> SourceLocation {
        if let i, i < record.offsets.count {
            let start = record.offsets[i]
            return SourceLocation(file: statement, range: TextRange(start, start + max(1, record.fields[i].utf8.count)))
        }
        return SourceLocation(file: statement, range: TextRange(record.start, record.start + 1))
    }

    /// The last assignment to `field` (top level first, then the matching
    /// `if` blocks in order), or `nil` when nothing assigns it.
    func assignment(_ field: String) -> Rules.Assignment? {
        guard let candidates = assignments.byField[field] else { return nil }
        for c in candidates.reversed() where c.block < 0 || active[c.block] { return c.assignment }
        return nil
    }

    /// The value of `field` with `%references` replaced by the row's fields.
    func value(_ field: String) -> Result<Value?, Diagnostic> {
        guard let a = assignment(field) else { return .success(nil) }
        return render(a).map { Value(text: $0.0, assignment: a, sourceField: $0.1) }
    }

    /// The index of a field reference (`3`, `date`) in the row, or `nil`.
    func index(of name: String) -> Int? {
        if let n = Int(name) { return n >= 1 ? n - 1 : nil }
        return rules.fields?.firstIndex(of: name.lowercased())
    }

    /// A field's value by reference, trimmed; an error when the row has no such field.
    func field(_ name: String, at location: SourceLocation) -> Result<(String, Int), Diagnostic> {
        guard let i = index(of: name) else {
            let known = rules.fields.map { " (`fields \($0.filter { !$0.isEmpty }.joined(separator: ", "))`)" } ?? ""
            return .failure(Diagnostic(.error, "rules-unknown-field", LocalText(.importFieldUnknown, name, known), at: location,
                                       hint: LocalText(.hintImportFieldUnknown)))
        }
        guard i < record.fields.count else {
            return .failure(Diagnostic(.error, "csv-missing-field", LocalText(.importFieldMissing, "\(record.fields.count)", "\(i + 1)", name),
                                       at: SourceLocation(file: statement, range: TextRange(record.start, record.start + 1)),
                                       hint: LocalText(.hintImportFieldMissing)))
        }
        return .success((RulesParser.trimmed(record.fields[i]), i))
    }

    /// An assignment's value with its references filled in, and the first field it used.
    func render(_ a: Rules.Assignment) -> Result<(String, Int?), Diagnostic> {
        let bytes = Array(a.value.utf8)
        var out: [UInt8] = []
        var first: Int?
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%") {
                var k = i + 1
                while k < bytes.count && RulesParser.isNameByte(bytes[k]) { k += 1 }
                if k > i + 1 {
                    let name = String(decoding: bytes[(i + 1)..<k], as: UTF8.self)
                    let start = a.location.range.lowerBound + i
                    switch field(name, at: SourceLocation(file: a.location.file, range: TextRange(start, start + k - i))) {
                    case .failure(let d): return .failure(d)
                    case .success(let (v, idx)):
                        out.append(contentsOf: v.utf8)
                        if first == nil { first = idx }
                    }
                    i = k
                    continue
                }
            }
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "n") {
                out.append(10)
                i += 2
                continue
            }
            out.append(b)
            i += 1
        }
        return .success((String(decoding: out, as: UTF8.self), first))
    }
}

/// Every assignment of a rules file by journal field, top-level ones first
/// and then each block's in file order, so a row's value is the last one
/// whose block matches: built once, not searched for every field of every row.
struct AssignmentIndex {
    struct Candidate {
        /// The block's index, or -1 for a top-level assignment.
        var block: Int
        var assignment: Rules.Assignment
    }

    var byField: [String: [Candidate]] = [:]
    /// The highest posting number any assignment names (at least 2).
    var highestPosting = 2

    init(_ rules: Rules) {
        for a in rules.assignments { byField[a.field, default: []].append(Candidate(block: -1, assignment: a)) }
        for (b, block) in rules.blocks.enumerated() {
            for a in block.assignments { byField[a.field, default: []].append(Candidate(block: b, assignment: a)) }
        }
        for field in byField.keys {
            if let n = Int(field.filter { $0.isASCII && $0.isNumber }), n > highestPosting, n < 100 { highestPosting = n }
        }
    }
}
