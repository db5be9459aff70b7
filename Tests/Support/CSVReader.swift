/// A strict RFC 4180 reader for tests: quoted fields, doubled quotes,
/// CRLF or LF record ends. Malformed input is an error, not a guess.
package enum CSVReader {
    package struct Malformed: Error, CustomStringConvertible {
        package var description: String
    }

    package static func parse(_ text: String) throws -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        var quoted = false
        var fieldStarted = false
        func endField() {
            record.append(String(decoding: field, as: UTF8.self))
            field = []
            fieldStarted = false
        }
        while i < bytes.count {
            let b = bytes[i]
            if quoted {
                if b == UInt8(ascii: "\"") {
                    if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") {
                        field.append(b)
                        i += 2
                        continue
                    }
                    quoted = false
                    i += 1
                    if i < bytes.count && ![UInt8(ascii: ","), 10, 13].contains(bytes[i]) {
                        throw Malformed(description: "text after a closing quote at byte \(i)")
                    }
                    continue
                }
                field.append(b)
                i += 1
                continue
            }
            switch b {
            case UInt8(ascii: "\""):
                if fieldStarted || !field.isEmpty { throw Malformed(description: "quote inside an unquoted field at byte \(i)") }
                quoted = true
                fieldStarted = true
            case UInt8(ascii: ","):
                endField()
            case 13:
                guard i + 1 < bytes.count, bytes[i + 1] == 10 else { throw Malformed(description: "bare CR at byte \(i)") }
            case 10:
                endField()
                records.append(record)
                record = []
            default:
                field.append(b)
                fieldStarted = true
            }
            i += 1
        }
        if quoted { throw Malformed(description: "unclosed quote") }
        if fieldStarted || !field.isEmpty || !record.isEmpty {
            endField()
            records.append(record)
        }
        return records
    }
}
