import TallySyntax

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
        /// `;`, as a spreadsheet expects where the decimal mark is a comma.
        case semicolon

        /// The byte between fields, and the one that makes a field quoted.
        var byte: UInt8 {
            switch self {
            case .comma: return UInt8(ascii: ",")
            case .tab: return 9
            case .semicolon: return UInt8(ascii: ";")
            }
        }
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

    private var fieldsInRow = 0

    package mutating func row(_ fields: [String]) {
        for f in fields { field(Array(f.utf8)[...]) }
        endRow()
    }

    /// Appends one field of the current row (spreadsheet-safe, quoted as needed).
    package mutating func field(_ f: ArraySlice<UInt8>) { field(bytes: f) }

    /// A field from bytes read in place.
    package mutating func field(_ f: UnsafeBufferPointer<UInt8>) { field(bytes: f) }

    /// A field from a file's bytes.
    package mutating func field(_ f: Slice<SourceBytes>) { f.withUnsafeBufferPointer { field(bytes: $0) } }

    private mutating func field<C: Collection>(bytes f: C) where C.Element == UInt8 {
        let prefix = CSVWriter.needsTextPrefix(f)
        switch separator {
        case .comma, .semicolon:
            if fieldsInRow > 0 { bytes.append(separator.byte) }
            CSVWriter.appendField(f, textPrefix: prefix, separator: separator.byte, to: &bytes)
        case .tab:
            if fieldsInRow > 0 { bytes.append(9) }
            if prefix { bytes.append(UInt8(ascii: "'")) }
            for b in f { bytes.append(b == 9 || b == 10 || b == 13 ? 32 : b) }
        }
        fieldsInRow += 1
    }

    /// A field written into a `ByteOutput` as `field` writes it, after a
    /// separator unless it is the `first` of its row.
    package func field(_ f: UnsafeBufferPointer<UInt8>, first: Bool, to out: inout ByteOutput) {
        let prefix = CSVWriter.needsTextPrefix(f)
        switch separator {
        case .comma, .semicolon:
            let mark = separator.byte
            if !first { out.append(mark) }
            for b in f where b == mark || b == UInt8(ascii: "\"") || b == 10 || b == 13 {
                var quoted: [UInt8] = []
                CSVWriter.appendField(f, textPrefix: prefix, separator: mark, to: &quoted)
                out.append(quoted)
                return
            }
            if prefix { out.append(UInt8(ascii: "'")) }
            out.append(f)
        case .tab:
            if !first { out.append(9) }
            if prefix { out.append(UInt8(ascii: "'")) }
            for b in f { out.append(b == 9 || b == 10 || b == 13 ? 32 : b) }
        }
    }

    /// Ends the current row.
    package mutating func endRow() {
        bytes.append(10)
        fieldsInRow = 0
    }

    package static func appendField(_ f: String, to out: inout [UInt8]) {
        appendField(Array(f.utf8)[...], textPrefix: false, to: &out)
    }

    /// `f`, with `'` in front when `textPrefix`, quoted when it holds a comma, quote, CR or LF.
    static func appendField<C: Collection>(_ f: C, textPrefix: Bool, separator: UInt8 = UInt8(ascii: ","), to out: inout [UInt8]) where C.Element == UInt8 {
        let needsQuotes = f.contains { $0 == separator || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
        if needsQuotes { out.append(UInt8(ascii: "\"")) }
        if textPrefix { out.append(UInt8(ascii: "'")) }
        if !needsQuotes {
            out.append(contentsOf: f)
            return
        }
        for b in f {
            if b == UInt8(ascii: "\"") { out.append(b) }
            out.append(b)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The field with a `'` in front when a spreadsheet would read it as a
    /// formula.
    package static func spreadsheetSafe(_ f: String) -> String {
        needsTextPrefix(Array(f.utf8)[...]) ? "'" + f : f
    }

    /// Whether a spreadsheet would read the field as a formula.
    static func needsTextPrefix<C: Collection>(_ f: C) -> Bool where C.Element == UInt8 {
        guard let first = f.first else { return false }
        switch first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "@"), 9, 13: return true
        case UInt8(ascii: "-"): return !isPlainNumber(f)
        default: return false
        }
    }

    /// `-12`, `-12.50`, `0.5` (or `-12,50` with a decimal comma): what
    /// Tally writes for amounts.
    static func isPlainNumber<C: Collection>(_ f: C) -> Bool where C.Element == UInt8 {
        var digits = 0
        var point = false
        for (i, b) in f.enumerated() {
            switch b {
            case UInt8(ascii: "-") where i == 0: continue
            case UInt8(ascii: "."), UInt8(ascii: ",") where !point && digits > 0: point = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            default: return false
            }
        }
        var last: UInt8?
        for b in f { last = b }
        return digits > 0 && last != UInt8(ascii: ".") && last != UInt8(ascii: ",")
    }
}
