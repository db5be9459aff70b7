import TallyLocale
import TallyValues

/// The result of parsing one file.
package struct ParseResult: Sendable {
    package var entries: [Entry]
    package var diagnostics: [Diagnostic]
}

/// A hand-written, line-oriented recursive-descent parser over UTF-8 bytes.
///
/// journal = { entry }
/// entry   = transaction | periodic | directive | comment-lines | blank-lines
///
/// Every entry starts in column 0 and its continuation lines are indented.
/// The parser never throws and never stops at the first problem: it records
/// a diagnostic, turns the entry into `.invalid`, and resynchronises at the
/// next line that starts in column 0. `nextEntry()` yields entries one at a
/// time so that a large journal can be resolved without keeping its whole
/// syntax tree in memory; `parse(_:)` collects them.
///
/// The implementation is divided among files named for the productions they
/// parse: `Parser+Transaction`, `Parser+Directives`, `Parser+TallyDirectives`.
package struct Parser {
    package let file: FileID
    let bytes: SourceBytes
    /// `bytes` as cursors read them (see `Cursor`): a view that is valid
    /// while `bytes` lives, and this parser holds them for as long as it
    /// lives (`ByteView(pinning:)`).
    let base: ByteView
    /// Start of the next unread line.
    var pos: Int
    /// Where parsing stops: the end of the file, or of the chunk being parsed.
    let end: Int
    package private(set) var diagnostics: [Diagnostic] = []
    /// The year of year-less dates (`Y`/`year`, else the current year).
    package internal(set) var defaultYear: Int
    /// A date without a year was read, so the entries depend on `defaultYear`.
    package private(set) var readsDefaultYear = false
    /// The last date read that is a real day, with its fields.
    private var lastDate: (year: Int, month: Int, day: Int, resolved: Day)?
    /// A `Y`/`year` directive was read.
    package internal(set) var setsYear = false
    /// The numbers and functions `define` named, in force from their line
    /// on (grammar.md §14.15); a chunk starts with those of the chunks before.
    package var definedNames = DefinedNames()
    /// A `define` in this parser's range named a number.
    package internal(set) var definesNames = false
    /// A posting's amount expression could not be evaluated: it may name
    /// what a `define` in an earlier chunk gives.
    package internal(set) var expressionFailed = false
    /// The years in effect before each open `apply year`, innermost last.
    var yearsBeforeApply: [Int] = []
    /// The kinds of the `apply` blocks open in this parser (`account`,
    /// `tag`, `fixed`, `year`), innermost last: a bare `end` closes the
    /// innermost one.
    var openApplies: [String] = []
    /// The previous entry was a transaction (so an unindented line after it
    /// is probably a posting that lost its indent).
    var afterTransaction = false
    /// Reading an automated transaction's postings (where `*N` multiplies).
    var inAutomated = false
    private var coveredBOM = false
    /// Each entry starts further on than the one before (see `LoopProgress`).
    private var entryProgress = LoopProgress()
    /// The line last read by `currentLine()`.
    private var lastLine = Line(start: -1, contentEnd: -1, next: -1, hasHighBytes: false)

    package init(file: SourceFile, currentYear: Int) {
        self.init(file: file, currentYear: currentYear, range: 0..<file.bytes.count)
    }

    /// A parser of the entries in `range`, which must start at an entry's
    /// first line and end after a line terminator or at the end of the file
    /// (see `EntrySplitter`).
    package init(file: SourceFile, currentYear: Int, range: Range<Int>) {
        self.file = file.id
        self.bytes = file.bytes
        self.base = ByteView(pinning: file.bytes)
        self.defaultYear = currentYear
        self.end = min(range.upperBound, file.bytes.count)
        // A UTF-8 byte-order mark is skipped, and kept by the first entry's range.
        let bom = range.lowerBound == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.pos = bom ? 3 : range.lowerBound
    }

    /// The day a date token means, noting when it relies on `defaultYear`.
    mutating func resolveDate(_ token: DateToken) -> Result<Day, LexError> {
        if token.year == nil { readsDefaultYear = true }
        // Entries in date order repeat their dates: the last valid one is kept.
        let y = token.year ?? defaultYear
        if let last = lastDate, last.year == y, last.month == token.month, last.day == token.day { return .success(last.resolved) }
        let result = token.resolve(defaultYear: defaultYear)
        if case .success(let day) = result { lastDate = (y, token.month, token.day, day) }
        return result
    }

    /// Scans the date at `c` and the day it means, reporting what is wrong
    /// (then `nil`).
    mutating func scanDay(_ c: inout Cursor) -> (day: Day, range: TextRange)? {
        switch c.scanDate() {
        case .success(let token):
            switch resolveDate(token) {
            case .success(let d): return (d, token.range)
            case .failure(let e): report(e); return nil
            }
        case .failure(let e): report(e); return nil
        }
    }

    /// Parses a whole file.
    ///
    /// - Complexity: O(n) in the file size.
    ///
    /// Grammar (grammar.md §3):
    ///
    ///     journal = [ BOM ] { entry } ;
    package static func parse(_ file: SourceFile, currentYear: Int = 2026) -> ParseResult {
        var parser = Parser(file: file, currentYear: currentYear)
        var entries: [Entry] = []
        while let entry = parser.nextEntry() { entries.append(entry) }
        return ParseResult(entries: entries, diagnostics: parser.diagnostics)
    }

    // MARK: - Lines

    /// One physical line: `start..<contentEnd` is its text without the line
    /// terminator; `next` is the start of the following line.
    struct Line {
        var start: Int
        var contentEnd: Int
        var next: Int
        /// Whether the line holds bytes of 0x80 or above (and so needs a UTF-8 check).
        var hasHighBytes: Bool
    }

    /// Reads the line starting at `p`, noting whether it holds non-ASCII
    /// bytes (which `consume` checks as UTF-8).
    func line(at p: Int) -> Line {
        let (contentEnd, next, high) = base.line(at: p)
        return Line(start: p, contentEnd: contentEnd, next: next, hasHighBytes: high)
    }

    /// The line at `pos`, read once however often it is asked for (the
    /// entry's first line is looked at to choose the production, then read by it).
    mutating func currentLine() -> Line {
        if lastLine.start != pos { lastLine = line(at: pos) }
        return lastLine
    }

    /// Files saved with carriage returns alone as line ends would read as one
    /// long line; say so instead.
    mutating func checkLineEndings() {
        let first = currentLine()
        // Only a file with no line feed at all: elsewhere a CR is an ordinary byte.
        guard first.next == bytes.count, first.contentEnd == bytes.count || bytes.last != 10 else { return }
        var i = first.start
        while i < first.contentEnd {
            if bytes[i] == 13 {
                report(.error("invalid-line-ending", LocalText(.crNoLineFeed),
                              at: location(TextRange(i, i + 1)), hint: LocalText(.hintCRSave)))
                return
            }
            i += 1
        }
    }

    /// Moves past a line, checking its UTF-8 first.
    mutating func consume(_ l: Line) {
        if l.hasHighBytes { checkUTF8(l) }
        pos = l.next
    }

    /// Reports invalid UTF-8 in a line, once per line.
    mutating func checkUTF8(_ line: Line) {
        var i = line.start
        while i < line.contentEnd {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            if b & 0xE0 == 0xC0 && b >= 0xC2 { length = 2 } else if b & 0xF0 == 0xE0 { length = 3 } else if b & 0xF8 == 0xF0 && b <= 0xF4 { length = 4 } else { length = 0 }
            var ok = length > 0 && i + length <= line.contentEnd
            if ok {
                for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { ok = false }
            }
            if ok {
                // Overlong three-byte forms and surrogates; four-byte range above U+10FFFF.
                let b1 = bytes[i + 1]
                if length == 3 && ((b == 0xE0 && b1 < 0xA0) || (b == 0xED && b1 >= 0xA0)) { ok = false }
                if length == 4 && ((b == 0xF0 && b1 < 0x90) || (b == 0xF4 && b1 >= 0x90)) { ok = false }
            }
            if !ok {
                report(.error("invalid-utf8", LocalText(.invalidUTF8Byte, "\(String(b, radix: 16, uppercase: true))"), at: location(TextRange(i, i + 1)),
                              hint: LocalText(.hintSaveUTF8)))
                return
            }
            i += length
        }
    }

    /// Whether a line holds only spaces, tabs and no-break spaces (U+00A0).
    func isBlankLine(_ line: Line) -> Bool {
        var i = line.start
        while i < line.contentEnd {
            if bytes[i] == 0xC2 && i + 1 < line.contentEnd && bytes[i + 1] == 0xA0 {
                i += 2
                continue
            }
            if !ByteClass.isBlank(bytes[i]) { return false }
            i += 1
        }
        return true
    }

    /// Whether the line is indented and holds more than blanks.
    func isContinuation(_ line: Line) -> Bool {
        line.start < line.contentEnd && ByteClass.isBlank(bytes[line.start]) && !isBlankLine(line)
    }

    /// For a continuation line (see `isContinuation`), the offset of its
    /// first byte that is not a space or a tab; `nil` for any other line.
    func continuationStart(_ line: Line) -> Int? {
        let raw = base, end = line.contentEnd
        var i = line.start
        while i < end && ByteClass.isBlank(raw[i]) { i += 1 }
        guard i > line.start else { return nil }
        let first = i
        // Past the spaces and tabs, a no-break space still counts as blank.
        while i < end {
            let b = raw[i]
            if ByteClass.isBlank(b) {
                i += 1
            } else if b == 0xC2 && i + 1 < end && raw[i + 1] == 0xA0 {
                i += 2
            } else {
                return first
            }
        }
        return nil
    }

    /// The offset of the first non-blank byte.
    func firstNonBlank(_ line: Line) -> Int {
        var i = line.start
        while i < line.contentEnd && ByteClass.isBlank(bytes[i]) { i += 1 }
        return i
    }

    func cursor(_ line: Line, from p: Int? = nil) -> Cursor {
        Cursor(bytes: base, pos: p ?? line.start, end: line.contentEnd)
    }

    // MARK: - Diagnostics and recovery

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func report(_ error: LexError) {
        var d = Diagnostic(.error, error.id, error.message, at: SourceLocation(file: file, range: error.range),
                           label: error.label, hint: error.hint)
        d.local = error.local
        diagnostics.append(d)
    }

    func location(_ range: TextRange) -> SourceLocation {
        SourceLocation(file: file, range: range)
    }

    /// Consumes the current line and every following indented line; returns
    /// the range skipped. This is the parser's one recovery point: the next
    /// entry starts in column 0.
    mutating func synchronize(from start: Int) -> TextRange {
        consume(currentLine())
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let l = currentLine()
            guard isContinuation(l) else { break }
            consume(l)
        }
        return TextRange(start, pos)
    }

    // MARK: - Entries

    /// The next entry, or `nil` at the end of the file.
    package mutating func nextEntry() -> Entry? {
        // The bytes `base` points into live until the entry is parsed.
        defer { withExtendedLifetime(bytes) {} }
        guard pos < end else {
            // A file of only a byte-order mark still has an entry covering it.
            if pos == 3 && bytes.count == 3 && bytes[0] == 0xEF && !coveredBOM {
                coveredBOM = true
                return .trivia(TriviaSyntax(kind: .blank, range: TextRange(0, 3)))
            }
            return nil
        }
        guard entryProgress.evaluate(pos) else { return nil }
        if pos <= 3 { checkLineEndings() }
        let entry = parseEntry()
        switch entry {
        case .transaction, .periodic: afterTransaction = true
        case .invalid: break
        default: afterTransaction = false
        }
        return entry
    }

    /// Grammar (grammar.md §3):
    ///
    ///     entry   = blank-lines | comment-lines | comment-block
    ///             | transaction | periodic-transaction | automated-transaction
    ///             | directive ;
    private mutating func parseEntry() -> Entry {
        let entryStart = pos == 3 && bytes.count >= 3 && bytes[0] == 0xEF ? 0 : pos
        let l = currentLine()
        if isBlankLine(l) { return .trivia(collectTrivia(from: entryStart, kind: .blank)) }
        let first = bytes[l.start]
        if ByteClass.isCommentStart(first) { return .trivia(collectTrivia(from: entryStart, kind: .comment)) }
        if ByteClass.isBlank(first) {
            let c = bytes[firstNonBlank(l)]
            if ByteClass.isCommentStart(c) { return .trivia(collectTrivia(from: entryStart, kind: .comment)) }
            report(.error("unexpected-indent", LocalText(.unexpectedIndent), at: location(TextRange(firstNonBlank(l), l.contentEnd)),
                          hint: LocalText(.hintUnexpectedIndent)))
            return .invalid(synchronize(from: entryStart))
        }
        if ByteClass.isDigit(first) { return parseTransaction(from: entryStart) }
        if first == ByteClass.tilde { return parsePeriodicTransaction(from: entryStart) }
        if first == ByteClass.equals { return parseAutomatedTransaction(from: entryStart) }
        return parseDirective(from: entryStart)
    }

    /// Consecutive blank lines, or consecutive comment lines.
    private mutating func collectTrivia(from start: Int, kind: TriviaSyntax.Kind) -> TriviaSyntax {
        consume(currentLine())
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let l = currentLine()
            let blank = isBlankLine(l)
            if kind == .blank {
                guard blank else { break }
            } else {
                guard !blank, ByteClass.isCommentStart(bytes[firstNonBlank(l)]) else { break }
            }
            consume(l)
        }
        return TriviaSyntax(kind: kind, range: TextRange(start, pos))
    }
}
