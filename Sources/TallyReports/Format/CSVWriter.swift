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
    package mutating func field(_ f: ArraySlice<UInt8>) { field(span: f.span) }

    /// A field from a file's bytes.
    package mutating func field(_ f: Slice<SourceBytes>) { f.withSpan { field(span: $0) } }

    private mutating func field(span f: Span<UInt8>) {
        let prefix = CSVWriter.needsTextPrefix(f)
        switch separator {
        case .comma, .semicolon:
            if fieldsInRow > 0 { bytes.append(separator.byte) }
            CSVWriter.appendField(f, textPrefix: prefix, separator: separator.byte, to: &bytes)
        case .tab:
            if fieldsInRow > 0 { bytes.append(9) }
            if prefix { bytes.append(UInt8(ascii: "'")) }
            for i in f.indices { bytes.append(Self.tabSafe(f[i])) }
        }
        fieldsInRow += 1
    }

    /// A field written into a `ByteOutput` as `field` writes it, after a
    /// separator unless it is the `first` of its row.
    package func field(_ f: Span<UInt8>, first: Bool, to out: inout ByteOutput) {
        let prefix = CSVWriter.needsTextPrefix(f)
        switch separator {
        case .comma, .semicolon:
            let mark = separator.byte
            if !first { out.append(mark) }
            if CSVWriter.needsQuotes(f, separator: mark) {
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
            for i in f.indices { out.append(Self.tabSafe(f[i])) }
        }
    }

    /// A byte of a TSV field: a tab, CR or LF is written as a space.
    @inline(__always) private static func tabSafe(_ b: UInt8) -> UInt8 { b == 9 || b == 10 || b == 13 ? 32 : b }

    /// Ends the current row.
    package mutating func endRow() {
        bytes.append(10)
        fieldsInRow = 0
    }

    package static func appendField(_ f: String, to out: inout [UInt8]) {
        let bytes = Array(f.utf8)
        appendField(bytes.span, textPrefix: false, to: &out)
    }

    /// Whether the field holds the separator, a quote, CR or LF (and so is quoted).
    static func needsQuotes(_ f: Span<UInt8>, separator: UInt8) -> Bool {
        for i in f.indices {
            let b = f[i]
            if b == separator || b == UInt8(ascii: "\"") || b == 10 || b == 13 { return true }
        }
        return false
    }

    /// `f`, with `'` in front when `textPrefix`, quoted when it holds a comma, quote, CR or LF.
    static func appendField(_ f: Span<UInt8>, textPrefix: Bool, separator: UInt8 = UInt8(ascii: ","), to out: inout [UInt8]) {
        let quoted = needsQuotes(f, separator: separator)
        if quoted { out.append(UInt8(ascii: "\"")) }
        if textPrefix { out.append(UInt8(ascii: "'")) }
        if !quoted {
            out.append(span: f)
            return
        }
        for i in f.indices {
            let b = f[i]
            if b == UInt8(ascii: "\"") { out.append(b) }
            out.append(b)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The field with a `'` in front when a spreadsheet would read it as a
    /// formula.
    package static func spreadsheetSafe(_ f: String) -> String {
        let bytes = Array(f.utf8)
        return needsTextPrefix(bytes.span) ? "'" + f : f
    }

    /// Whether a spreadsheet would read the field as a formula.
    static func needsTextPrefix(_ f: Span<UInt8>) -> Bool {
        guard !f.isEmpty else { return false }
        switch f[0] {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "@"), 9, 13: return true
        case UInt8(ascii: "-"): return !isPlainNumber(f)
        default: return false
        }
    }

    /// `-12`, `-12.50`, `0.5` (or `-12,50` with a decimal comma): what
    /// Tally writes for amounts.
    static func isPlainNumber(_ f: Span<UInt8>) -> Bool {
        guard !f.isEmpty else { return false }
        var digits = 0
        var point = false
        for i in f.indices {
            switch f[i] {
            case UInt8(ascii: "-") where i == 0: continue
            case UInt8(ascii: "."), UInt8(ascii: ",") where !point && digits > 0: point = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            default: return false
            }
        }
        let last = f[f.count - 1]
        return digits > 0 && last != UInt8(ascii: ".") && last != UInt8(ascii: ",")
    }
}
