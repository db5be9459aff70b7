import TallyLocale
import TallySyntax

/// One record of a statement: its fields, unquoted, and where each starts.
package struct CSVRecord: Sendable {
    package var fields: [String]
    /// Byte offset of each field in the statement (after an opening quote's position).
    package var offsets: [Int]
    /// Byte offset of the record's first byte.
    package var start: Int
}

/// A strict reader of delimiter-separated text (RFC 4180 with any one-byte
/// separator): quoted fields may hold the separator, `""` and line breaks;
/// a UTF-8 byte order mark is skipped; LF and CRLF both end a record.
/// Blank lines are dropped, as hledger drops them. A quote inside an
/// unquoted field, text after a closing quote and an unclosed quote are
/// errors at their place.
package enum CSVRecords {
    package static func read(_ file: SourceFile, separator: UInt8) -> Result<[CSVRecord], Diagnostic> {
        let b = file.bytes
        var pos = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = b.count
        var records: [CSVRecord] = []
        if let bad = firstInvalidUTF8(b) {
            return .failure(.error("csv-not-utf8", LocalText(.statementNotEncoding, "UTF-8", String(b[bad], radix: 16, uppercase: true)),
                                   at: SourceLocation(file: file.id, range: TextRange(bad, bad + 1)),
                                   hint: LocalText(.hintCSVNotUTF8)))
        }
        func at(_ p: Int, _ q: Int) -> SourceLocation { SourceLocation(file: file.id, range: TextRange(p, max(q, p))) }
        while pos < end {
            // A blank line (nothing, or only a carriage return) is no record.
            if b[pos] == 10 { pos += 1; continue }
            if b[pos] == 13 && (pos + 1 == end || b[pos + 1] == 10) { pos += pos + 1 == end ? 1 : 2; continue }
            let recordStart = pos
            var fields: [String] = []
            var offsets: [Int] = []
            while true {
                var field: [UInt8] = []
                offsets.append(pos)
                if pos < end && b[pos] == 34 {
                    let open = pos
                    pos += 1
                    var closed = false
                    while pos < end {
                        if b[pos] == 34 {
                            if pos + 1 < end && b[pos + 1] == 34 { field.append(34); pos += 2; continue }
                            pos += 1
                            closed = true
                            break
                        }
                        field.append(b[pos])
                        pos += 1
                    }
                    guard closed else {
                        return .failure(.error("csv-unclosed-quote", LocalText(.csvUnclosedQuote), at: at(open, open + 1),
                                               label: LocalText(.labelOpenedHere), hint: LocalText(.hintCSVUnclosedQuote)))
                    }
                    // Blanks may follow the closing quote; anything else is an error.
                    while pos < end && (b[pos] == 32 || b[pos] == 9) && b[pos] != separator { pos += 1 }
                    if pos < end && b[pos] != separator && b[pos] != 10 && !(b[pos] == 13 && (pos + 1 == end || b[pos + 1] == 10)) {
                        return .failure(.error("csv-text-after-quote", LocalText(.csvTextAfterQuote, String(decoding: b[pos..<min(pos + 1, end)], as: UTF8.self)),
                                               at: at(pos, pos + 1), hint: LocalText(.hintCSVTextAfterQuote)))
                    }
                } else {
                    while pos < end && b[pos] != separator && b[pos] != 10 {
                        if b[pos] == 13 && (pos + 1 == end || b[pos + 1] == 10) { break }
                        if b[pos] == 34 {
                            return .failure(.error("csv-stray-quote", LocalText(.csvStrayQuote), at: at(pos, pos + 1),
                                                   hint: LocalText(.hintCSVStrayQuote)))
                        }
                        field.append(b[pos])
                        pos += 1
                    }
                }
                fields.append(String(decoding: field, as: UTF8.self))
                if pos < end && b[pos] == separator { pos += 1; continue }
                break
            }
            if pos < end && b[pos] == 13 { pos += 1 }
            if pos < end && b[pos] == 10 { pos += 1 }
            // A line of blanks only is a blank line.
            if fields.count == 1 && fields[0].utf8.allSatisfy({ $0 == 32 || $0 == 9 }) && b[recordStart] != 34 { continue }
            records.append(CSVRecord(fields: fields, offsets: offsets, start: recordStart))
        }
        return .success(records)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ b: SourceBytes) -> Int? {
        var i = 0
        while i < b.count {
            let c = b[i]
            let n: Int
            if c < 0x80 { i += 1; continue } else if c >= 0xC2 && c <= 0xDF { n = 1 } else if c >= 0xE0 && c <= 0xEF { n = 2 } else if c >= 0xF0 && c <= 0xF4 { n = 3 } else { return i }
            guard i + n < b.count else { return i }
            for k in 1...n where b[i + k] & 0xC0 != 0x80 { return i }
            i += n + 1
        }
        return nil
    }
}
