import TallyLocale
import TallyValues

/// Renders diagnostics in Tally's one format:
///
/// ```
/// path:line:column: error: message [id]
///    7 |     assets:bank         -42.01 EUR
///      |                         ^^^^^^^^^^ label
///   hint: elide one amount to have it inferred
/// ```
///
/// Every excerpt line begins with a space or a digit, so tools can skip
/// them. Columns are 1-based and count Unicode scalars; the caret is placed
/// by terminal display width so it sits under CJK text correctly.
///
/// In another language than English the frame's words are translated
/// (`lỗi`, `gợi ý`) and the id stays as it is, so it can be searched. A
/// diagnostic translated in full reads wholly in the language; any other
/// shows its id's translated summary as the headline and keeps the
/// specific English message on a `detail` line under it:
///
/// ```
/// path:line:column: lỗi: giao dịch không cân: … [unbalanced-transaction]
/// path:line:column: lỗi: chỉ thị của ledger/hledger mà Tally không đọc [unsupported-directive]
///   chi tiết: ledger command-line options in a journal ('--wide') are not supported
/// ```
package struct DiagnosticRenderer {
    package var files: [SourceFile]
    package var useColor: Bool
    package var messages: Messages
    private var tables: [Int32: LineTable] = [:]

    package init(files: [SourceFile], useColor: Bool = false, messages: Messages = .english) {
        self.files = files
        self.useColor = useColor
        self.messages = messages
    }

    private mutating func table(for file: FileID) -> LineTable? {
        guard let source = files.first(where: { $0.id == file }) else { return nil }
        if let t = tables[file.index] { return t }
        let t = LineTable(source.bytes)
        tables[file.index] = t
        return t
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The full text of one diagnostic, ending in a newline.
    package mutating func render(_ d: Diagnostic) -> String {
        let m = messages
        var out = ""
        let severityText: String
        switch d.severity {
        case .error: severityText = paint(m.frame(.error), "1;31")
        case .warning: severityText = paint(m.frame(.warning), "1;33")
        case .note: severityText = paint(m.frame(.note), "1;36")
        }
        // English, or a translation in full, or the id's summary over the English detail.
        var headline = d.message
        var detail: String?
        var label = d.label
        var hint = d.hint
        if m.language != .en {
            if let local = d.local {
                headline = m.text(local.message)
                if let l = local.label { label = m.text(l) }
                if let h = local.hint { hint = m.text(h) }
            } else if let summary = m.diagnosticSummary(d.id) {
                headline = summary
                detail = d.message
            }
        }
        let detailLine = detail.map { "  \(m.framed(.detail))\($0)\n" } ?? ""
        if let loc = d.location, let source = files.first(where: { $0.id == loc.file }), let table = table(for: loc.file) {
            let (line, column) = table.location(of: loc.range.lowerBound, in: source.bytes)
            out += "\(source.path):\(line):\(column): \(severityText)\(m.colon)\(paint(headline, "1")) [\(d.id)]\n" + detailLine
            out += excerpt(source: source, table: table, range: loc.range, line: line, label: label)
        } else {
            out += "tally: \(severityText)\(m.colon)\(paint(headline, "1")) [\(d.id)]\n" + detailLine
        }
        let noteWord = m.frame(.note)
        for var note in d.notes {
            if m.language != .en, let local = note.local { note.message = m.text(local) }
            if let loc = note.location, let source = files.first(where: { $0.id == loc.file }), let table = table(for: loc.file) {
                let (line, column) = table.location(of: loc.range.lowerBound, in: source.bytes)
                out += "  \(noteWord)\(m.colon)\(note.message) (\(source.path):\(line):\(column))\n"
            } else {
                out += "  \(noteWord)\(m.colon)\(note.message)\n"
            }
        }
        if let hint {
            out += "  \(paint(m.frame(.hint), "1;36"))\(m.colon)\(hint)\n"
        }
        return out
    }

    private func excerpt(source: SourceFile, table: LineTable, range: TextRange, line: Int, label: String?) -> String {
        let lineRange = table.lineRange(line, in: source.bytes)
        let bytes = source.bytes
        // Show at most 200 bytes of very long lines, cut at a character boundary.
        var shownEnd = lineRange.upperBound
        var shownStart = lineRange.lowerBound
        let caretStart = max(range.lowerBound, lineRange.lowerBound)
        if shownEnd - shownStart > 200 {
            shownStart = max(lineRange.lowerBound, caretStart - 80)
            while shownStart > lineRange.lowerBound && bytes[shownStart] & 0xC0 == 0x80 { shownStart -= 1 }
            shownEnd = min(lineRange.upperBound, shownStart + 200)
            while shownEnd < lineRange.upperBound && bytes[shownEnd] & 0xC0 == 0x80 { shownEnd += 1 }
        }
        let text = sanitized(bytes[shownStart..<shownEnd])
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        var out = " \(number) | \(text)\n"
        let caretEnd = min(max(range.upperBound, caretStart + 1), max(shownEnd, caretStart + 1))
        let pad = DisplayWidth.of(expandTabs(bytes[shownStart..<min(caretStart, shownEnd)]))
        let width = caretStart >= shownEnd ? 1 : max(1, DisplayWidth.of(expandTabs(bytes[caretStart..<min(caretEnd, shownEnd)])))
        let carets = String(repeating: " ", count: pad) + paint(String(repeating: "^", count: width), "1;32")
        out += " \(gutter) | \(carets)"
        if let label { out += " \(label)" }
        out += "\n"
        return out
    }

    /// Tabs become single spaces so the caret line lines up whatever the tab width.
    private func expandTabs(_ bytes: Slice<SourceBytes>) -> [UInt8] {
        bytes.map { $0 == 9 ? 32 : $0 }
    }

    private func sanitized(_ bytes: Slice<SourceBytes>) -> String {
        let cleaned = expandTabs(bytes).map { $0 < 32 ? UInt8(ascii: "?") : $0 }
        return String(decoding: cleaned, as: UTF8.self)
    }
}
