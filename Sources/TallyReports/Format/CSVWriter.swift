/// RFC 4180 CSV: fields holding a comma, quote, CR or LF are quoted and
/// their quotes doubled. Records end in LF, which Unix tools expect and
/// RFC 4180 readers accept.
///
/// Spreadsheet-safe: a field that begins with `=`, `+`, `@`, a tab or a
/// carriage return, or with `-` when the field is not a plain number, gets
/// a `'` in front, so a spreadsheet shows it as text instead of running it
/// as a formula. Plain numbers (`-12.50`) are left as they are and open as
/// numbers.
///
/// With `.tab` (TSV) fields are separated by tabs and never quoted; a tab,
/// CR or LF inside a field is written as a space.
package struct CSVWriter {
    package enum Separator: Sendable {
        case comma, tab
    }

    package private(set) var bytes: [UInt8] = []
    package let separator: Separator

    package init(separator: Separator = .comma) {
        self.separator = separator
    }

    /// The bytes written so far, leaving the writer empty (to stream large output).
    package mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    package mutating func row(_ fields: [String]) {
        for (i, f) in fields.enumerated() {
            let safe = CSVWriter.spreadsheetSafe(f)
            switch separator {
            case .comma:
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                CSVWriter.appendField(safe, to: &bytes)
            case .tab:
                if i > 0 { bytes.append(9) }
                for b in safe.utf8 { bytes.append(b == 9 || b == 10 || b == 13 ? 32 : b) }
            }
        }
        bytes.append(10)
    }

    package static func appendField(_ f: String, to out: inout [UInt8]) {
        let needsQuotes = f.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
        if !needsQuotes {
            out.append(contentsOf: f.utf8)
            return
        }
        out.append(UInt8(ascii: "\""))
        for b in f.utf8 {
            if b == UInt8(ascii: "\"") { out.append(b) }
            out.append(b)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The field with a `'` in front when a spreadsheet would read it as a
    /// formula.
    package static func spreadsheetSafe(_ f: String) -> String {
        guard let first = f.utf8.first else { return f }
        switch first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "@"), 9, 13:
            return "'" + f
        case UInt8(ascii: "-"):
            return isPlainNumber(f) ? f : "'" + f
        default:
            return f
        }
    }

    /// `-12`, `-12.50`, `0.5`: what Tally writes for amounts.
    static func isPlainNumber(_ f: String) -> Bool {
        var digits = 0
        var point = false
        for (i, b) in f.utf8.enumerated() {
            switch b {
            case UInt8(ascii: "-") where i == 0: continue
            case UInt8(ascii: ".") where !point && digits > 0: point = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            default: return false
            }
        }
        return digits > 0 && f.utf8.last != UInt8(ascii: ".")
    }
}
