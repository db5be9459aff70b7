import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

/// Lays out one journal file canonically (`tally fmt`), keeping what it
/// says and the order of everything in it.
///
/// * Postings of transactions, periodic transactions and recurring rules
///   are indented alike (the file's most common indent) and their amounts
///   end in one column: the one most amounts already end at, or further
///   right if a posting needs it; a posting that would need more than
///   `maximumColumn` gets two spaces instead.
/// * An amount of a commodity whose style a `commodity` or `D` directive
///   declares is written in that style (`$5` → `$5.00`); others as written.
///   A cost or assertion follows its amount after one space, a comment
///   after two.
/// * Runs of blank lines become one; a transaction, periodic transaction,
///   recurring rule or comment block is set off by a blank line (a comment
///   right above it stays attached); blank lines at the start and end go.
/// * Every other line (headers, directives, comments) keeps its text, with
///   trailing blanks removed; `comment … end comment` blocks are kept whole.
/// * Line endings become the file's first one; a byte-order mark stays.
///
/// Formatting a formatted file changes nothing.
struct JournalFormatter {
    static let maximumColumn = 80

    let file: SourceFile
    let entries: [Entry]
    let journal: Journal
    let layout: FileLayout
    /// Resolved amounts of the file's postings, by the offset of the posting line.
    private var values: [Int: Quantity] = [:]

    init(file: SourceFile, entries: [Entry], journal: Journal) {
        self.file = file
        self.entries = entries
        self.journal = journal
        self.layout = FileLayout(file.bytes, entries: entries)
        let id = journal.files.firstIndex { $0.path == file.path && $0.bytes == file.bytes }.map(FileID.init)
        for t in journal.transactions where t.file == id {
            for i in t.postingIndices where !journal.postings[i].isInferred {
                values[journal.postings[i].range.lowerBound] = journal.postings[i].quantity
            }
        }
        for r in journal.recurringRules where r.file == id {
            for p in r.postings { if let a = p.amount { values[p.syntax.range.lowerBound] = a.quantity } }
        }
    }

    private enum Kind { case comment, single, block }

    /// A posting line laid out, but not yet padded to the column.
    private struct PostingParts {
        var account: [UInt8]
        var amount: [UInt8]?
        var rest: [UInt8]
    }

    private enum Line {
        case text([UInt8])
        case posting(PostingParts)
    }

    /// The formatted file.
    func format() -> [UInt8] {
        var items: [(kind: Kind?, lines: [Line])] = []
        for entry in entries { items.append(lines(of: entry)) }
        let indentWidth = FileLayout.width(layout.postingIndent)
        // The column most amounts already end at, unless a posting needs more.
        var column = layout.amountColumn.map { $0 <= JournalFormatter.maximumColumn ? $0 : 0 } ?? 0
        for item in items {
            for case .posting(let p) in item.lines {
                guard let amount = p.amount else { continue }
                let needed = indentWidth + DisplayWidth.of(p.account) + 2 + DisplayWidth.of(amount)
                if needed <= JournalFormatter.maximumColumn { column = max(column, needed) }
            }
        }

        var out: [UInt8] = layout.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        var previous: Kind?
        var blankPending = false
        for item in items {
            guard let kind = item.kind else {
                blankPending = previous != nil
                continue
            }
            if let p = previous, blankPending || p == .block || (kind == .block && p != .comment) {
                out.append(contentsOf: layout.lineEnding)
            }
            for line in item.lines {
                switch line {
                case .text(let t): out.append(contentsOf: t)
                case .posting(let p): out.append(contentsOf: layout.postingLine(account: p.account, amount: p.amount, rest: p.rest, column: column))
                }
                out.append(contentsOf: layout.lineEnding)
            }
            previous = kind
            blankPending = false
        }
        return out
    }

    // MARK: - Entries

    /// The physical lines of a range, without line endings (and without a
    /// byte-order mark).
    private func physicalLines(_ range: TextRange) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = max(range.lowerBound, layout.hasByteOrderMark ? 3 : 0)
        let bytes = file.bytes
        while start < range.upperBound {
            var end = start
            while end < range.upperBound && bytes[end] != 10 { end += 1 }
            var contentEnd = end
            if contentEnd > start && bytes[contentEnd - 1] == 13 { contentEnd -= 1 }
            result.append(start..<contentEnd)
            start = end + 1
        }
        return result
    }

    private func trimmedEnd(_ r: Range<Int>) -> Range<Int> {
        var e = r.upperBound
        while e > r.lowerBound && (file.bytes[e - 1] == 32 || file.bytes[e - 1] == 9) { e -= 1 }
        return r.lowerBound..<e
    }

    private func firstNonBlank(_ r: Range<Int>) -> Int {
        var i = r.lowerBound
        while i < r.upperBound && (file.bytes[i] == 32 || file.bytes[i] == 9) { i += 1 }
        return i
    }

    private func lines(of entry: Entry) -> (kind: Kind?, lines: [Line]) {
        let physical = physicalLines(entry.range)
        func verbatim(trim: Bool) -> [Line] {
            physical.map { .text(Array(file.bytes[trim ? trimmedEnd($0) : $0])) }
        }
        switch entry {
        case .trivia(let t):
            switch t.kind {
            case .blank: return (nil, [])
            case .comment: return (.comment, verbatim(trim: true))
            case .commentBlock: return (.block, verbatim(trim: false))
            }
        case .transaction(let t): return (.block, withPostings(physical, t.postings))
        case .periodic(let p): return (.block, withPostings(physical, p.postings))
        case .directive(.recurring(let r)): return (.block, withPostings(physical, r.postings))
        case .directive: return (.single, verbatim(trim: true))
        case .invalid: return (.block, verbatim(trim: false))
        }
    }

    /// A header line kept as written, then postings and comment lines.
    private func withPostings(_ physical: [Range<Int>], _ postings: [PostingSyntax]) -> [Line] {
        var byStart: [Int: PostingSyntax] = [:]
        for p in postings { byStart[p.range.lowerBound] = p }
        var result: [Line] = []
        for (k, line) in physical.enumerated() {
            let trimmed = trimmedEnd(line)
            if k == 0 {
                result.append(.text(Array(file.bytes[trimmed])))
                continue
            }
            let start = firstNonBlank(trimmed)
            if let p = byStart[start] {
                result.append(.posting(parts(of: p, lineEnd: trimmed.upperBound)))
            } else {
                result.append(.text(layout.postingIndent + file.bytes[start..<trimmed.upperBound]))
            }
        }
        return result
    }

    // MARK: - Postings

    private func parts(of p: PostingSyntax, lineEnd: Int) -> PostingParts {
        let bytes = file.bytes
        var account: [UInt8] = []
        switch p.status {
        case .cleared: account.append(contentsOf: "* ".utf8)
        case .pending: account.append(contentsOf: "! ".utf8)
        case .unmarked: break
        }
        var accountEnd = p.account.upperBound
        switch p.kind {
        case .real: account.append(contentsOf: bytes[p.account.range])
        case .virtual, .balancedVirtual:
            account.append(bytes[p.account.lowerBound - 1])
            account.append(contentsOf: bytes[p.account.range])
            account.append(bytes[p.account.upperBound])
            accountEnd += 1
        }
        var amount: [UInt8]?
        var end = accountEnd
        if let a = p.amount {
            amount = text(of: a, value: values[p.range.lowerBound])
            end = a.range.upperBound
        }
        var rest: [UInt8] = []
        if let c = p.cost {
            rest.append(32)
            rest.append(contentsOf: bytes[c.range.lowerBound..<c.amount.range.lowerBound].filter { $0 != 32 && $0 != 9 })
            rest.append(32)
            rest.append(contentsOf: text(of: c.amount, value: nil))
            end = c.range.upperBound
        }
        if let s = p.assertion {
            rest.append(contentsOf: amount == nil ? [32, 32] as [UInt8] : [32])
            rest.append(contentsOf: bytes[s.range.lowerBound..<s.amount.range.lowerBound].filter { $0 != 32 && $0 != 9 })
            rest.append(32)
            rest.append(contentsOf: text(of: s.amount, value: nil))
            end = s.range.upperBound
        }
        // Whatever follows: a comment, or a cost after an asserted amount.
        var tail = end
        while tail < lineEnd && (bytes[tail] == 32 || bytes[tail] == 9) { tail += 1 }
        if tail < lineEnd {
            let twoSpaces = bytes[tail] == UInt8(ascii: ";") || (amount == nil && p.assertion == nil)
            rest.append(contentsOf: twoSpaces ? [32, 32] : [32])
            rest.append(contentsOf: bytes[tail..<lineEnd])
        }
        return PostingParts(account: account, amount: amount, rest: rest)
    }

    /// An amount in its commodity's declared style, or as written when the
    /// commodity declares none, has no symbol, or its value is uncertain.
    private func text(of a: AmountSyntax, value: Quantity?) -> [UInt8] {
        let written = Array(file.bytes[a.range.range])
        guard !a.commodity.isEmpty, let id = journal.commodities.lookup(file.text(a.commodity)),
              journal.commodities.isDeclared[Int(id.index)] else { return written }
        guard let q = value ?? (a.alternativeScale == nil ? a.quantity : nil) else { return written }
        // Every digit written stays, even trailing zeros beyond the style's.
        var out: [UInt8] = []
        let style = journal.commodities.style(id)
        AmountFormatter.append(q, symbol: journal.commodities.symbolBytes(id), style: style, scale: max(style.precision, q.scale), to: &out)
        return out
    }
}
