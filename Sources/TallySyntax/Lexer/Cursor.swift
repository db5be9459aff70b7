/// A position inside one line of a source file: the lexer's working state.
///
/// The parser is line-oriented (every entry starts in column 0, every
/// continuation is indented); a `Cursor` scans the fields of one line and
/// never moves past `end`, the end of the line's text.
///
/// A cursor reads the source through a `ByteView`: whoever makes one keeps
/// the bytes alive while it is used (a parser holds its file's bytes for
/// its whole run). Holding the array instead would retain and release it
/// for every line, and parse workers on two cores would then fight over
/// its one reference count.
struct Cursor {
    let bytes: ByteView
    var pos: Int
    let end: Int

    init(bytes: ByteView, pos: Int, end: Int) {
        self.bytes = bytes
        self.pos = pos
        self.end = end
    }

    var isAtEnd: Bool { pos >= end }

    /// The byte at `pos + k`, or 0 past the end of the line.
    @inline(__always) func peek(_ k: Int = 0) -> UInt8 {
        let i = pos + k
        return i < end ? bytes[i] : 0
    }

    @inline(__always) mutating func advance(_ n: Int = 1) { pos = min(pos + n, end) }

    /// Consumes `b` if it is next.
    @inline(__always) mutating func match(_ b: UInt8) -> Bool {
        if pos < end && bytes[pos] == b { pos += 1; return true }
        return false
    }

    /// Skips spaces and tabs; returns how many bytes were skipped.
    @discardableResult
    mutating func skipBlanks() -> Int {
        let start = pos
        pos = bytes.skipBlanks(from: start, to: end)
        return pos - start
    }

    /// Whether two or more spaces, or a tab, start at `pos` (the separator
    /// between an account name and its amount).
    func atFieldSeparator() -> Bool {
        let b = peek()
        return b == ByteClass.tab || (b == ByteClass.space && (peek(1) == ByteClass.space || peek(1) == ByteClass.tab))
    }

    /// Whether the bytes at `pos` spell the ASCII `word` followed by a blank
    /// or the end of the line.
    func atKeyword(_ word: String) -> Bool {
        let n = word.utf8.count
        guard pos + n <= end else { return false }
        for (k, w) in word.utf8.enumerated() where bytes[pos + k] | 0x20 != w | 0x20 { return false }
        return pos + n == end || ByteClass.isBlank(bytes[pos + n])
    }

    /// Scans to the next field separator (two spaces, tab) or the end of the line,
    /// returning the range with trailing blanks removed.
    mutating func scanField() -> TextRange {
        let start = pos
        let (stop, e) = bytes.fieldEnd(from: start, to: end)
        pos = stop
        return TextRange(start, e)
    }

    /// Scans a transaction's description: up to the `;` of a comment or the
    /// end of the line. Returns where it stopped and the first `|` before.
    mutating func scanDescription() -> (end: Int, firstBar: Int?) {
        let (stop, bar) = bytes.descriptionEnd(from: pos, to: end)
        pos = stop
        return (stop, bar)
    }

    /// Scans a run of non-blank bytes.
    mutating func scanWord() -> TextRange {
        let start = pos
        while pos < end && !ByteClass.isBlank(bytes[pos]) { pos += 1 }
        return TextRange(start, pos)
    }

    /// Scans an unsigned decimal integer of at most `maxDigits` digits.
    mutating func scanInteger(maxDigits: Int = 9) -> Int? {
        var value = 0, count = 0
        while pos < end && ByteClass.isDigit(bytes[pos]) && count < maxDigits {
            value = value * 10 + Int(bytes[pos] - 48)
            pos += 1
            count += 1
        }
        if count == 0 || (pos < end && ByteClass.isDigit(bytes[pos])) { return nil }
        return value
    }

    /// The range from `start` to the end of the line with trailing blanks removed.
    func restTrimmed(from start: Int) -> TextRange {
        var e = end
        while e > start && ByteClass.isBlank(bytes[e - 1]) { e -= 1 }
        return TextRange(start, max(start, e))
    }
}

/// A problem found while scanning a field: what was wrong, and where.
///
/// Its text is kept in one box, so a `Result` carrying it is no larger than
/// the value scanned.
struct LexError: Error {
    private struct Fields: Sendable {
        let id: String
        let message: String
        let range: TextRange
        let hint: String?
        let label: String?
        let local: LocalDiagnosticText?
    }

    private let fields: Box<Fields>

    var id: String { fields.value.id }
    var message: String { fields.value.message }
    var range: TextRange { fields.value.range }
    var hint: String? { fields.value.hint }
    var label: String? { fields.value.label }
    var local: LocalDiagnosticText? { fields.value.local }

    init(_ id: String, _ message: String, _ range: TextRange, hint: String? = nil, label: String? = nil, local: LocalDiagnosticText? = nil) {
        fields = Box(Fields(id: id, message: message, range: range, hint: hint, label: label, local: local))
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
