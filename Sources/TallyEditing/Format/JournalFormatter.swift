import TallyEngine
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
/// Formatting a formatted file changes nothing. The file is parsed twice,
/// an entry at a time (once to find the column, once to write), so no
/// syntax tree is kept; checking whether a file is formatted
/// (`changesFile(_:journal:year:)`) usually parses it once.
package struct JournalFormatter {
    package static let maximumColumn = 80

    package let file: SourceFile
    package let journal: Journal
    package let year: Int
    var layout = FileLayout()
    var column = 0
    var indentWidth = 0
    /// The commodities with a declared style, by symbol.
    /// Some commodity with a symbol is declared (and may restyle amounts).
    let declaresSymbols: Bool
    /// The journal's reading of amounts whose text alone is ambiguous, by
    /// the offset of their posting line.
    var values: [Int: Quantity] = [:]
    /// Some amount's text alone was ambiguous (its reading came from the journal).
    var hadUncertain = false

    package init(file: SourceFile, journal: Journal, year: Int) {
        self.init(unmeasured: file, journal: journal, year: year)
        var measure = Measure(file.bytes)
        var parser = Parser(file: file, currentYear: year)
        while let entry = parser.nextEntry() { self.measure(entry, into: &measure) }
        settle(measure)
    }

    static func postings(of entry: Entry) -> [PostingSyntax] {
        switch entry {
        case .transaction(let t): return t.postings
        case .periodic(let p): return p.postings
        case .directive(.recurring(let r)): return r.postings
        default: return []
        }
    }

    enum Kind { case comment, single, block }

    /// The formatted file.
    package func format() -> [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(file.bytes.count + file.bytes.count / 8)
        format { all.append(contentsOf: $0) }
        return all
    }

    /// Whether formatting changes the file, found without holding the
    /// formatted text (the comparison stops at the first difference).
    package func changesFile() -> Bool {
        var compare = Comparison(file.bytes)
        formatEntries { compare.matches($0) }
        return !compare.isSame
    }

    /// The formatted file, handed to `sink` in chunks of about 64 KiB.
    package func format(to sink: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16 + 4096)
        formatEntries { chunk in
            out.append(contentsOf: chunk)
            if out.count >= 1 << 16 {
                sink(out)
                out.removeAll(keepingCapacity: true)
            }
            return true
        }
        if !out.isEmpty { sink(out) }
    }

    /// Formats the file entry by entry, handing `body` each piece, until it says stop.
    private func formatEntries(_ body: ([UInt8]) -> Bool) {
        var state = Emitter(self)
        var piece = state.start
        var parser = Parser(file: file, currentYear: year)
        while let entry = parser.nextEntry() {
            state.emit(entry, to: &piece)
            guard body(piece) else { return }
            piece.removeAll(keepingCapacity: true)
        }
        if !piece.isEmpty { _ = body(piece) }
    }

    /// Writes entries one after another, with the blank lines between them.
    struct Emitter {
        let formatter: JournalFormatter
        private var previous: Kind?
        private var blankPending = false

        init(_ formatter: JournalFormatter) { self.formatter = formatter }

        /// What comes before the first entry: the byte-order mark, if any.
        var start: [UInt8] { formatter.layout.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : [] }

        /// Appends `entry` formatted.
        mutating func emit(_ entry: Entry, to out: inout [UInt8]) {
            let kind: Kind
            switch entry {
            case .trivia(let t) where t.kind == .blank:
                blankPending = previous != nil
                return
            case .trivia(let t): kind = t.kind == .comment ? .comment : .block
            case .transaction, .periodic, .directive(.recurring), .invalid: kind = .block
            case .directive: kind = .single
            }
            if let p = previous, blankPending || p == .block || (kind == .block && p != .comment) {
                out.append(contentsOf: formatter.layout.lineEnding)
            }
            formatter.append(entry, to: &out)
            previous = kind
            blankPending = false
        }
    }

    /// Formatted text compared with the file as it comes, piece by piece.
    struct Comparison {
        let bytes: SourceBytes
        private(set) var offset = 0
        private(set) var differs = false

        init(_ bytes: SourceBytes) { self.bytes = bytes }

        /// Whether `piece` is what the file holds next (false from the first difference on).
        mutating func matches(_ piece: [UInt8]) -> Bool {
            guard !differs else { return false }
            let end = offset + piece.count
            differs = !bytes.holds(piece, at: offset)
            offset = end
            return !differs
        }

        /// The formatted text was the whole file.
        var isSame: Bool { !differs && offset == bytes.count }
    }

    // MARK: - Entries

    func append(_ entry: Entry, to out: inout [UInt8]) {
        let bytes = file.bytes
        let postings = JournalFormatter.postings(of: entry)
        let keepsWhole: Bool = { if case .trivia(let t) = entry { return t.kind == .commentBlock } else { return false } }()
        let reindents: Bool = {
            switch entry {
            case .transaction, .periodic, .directive(.recurring): return true
            default: return false
            }
        }()
        var start = max(entry.range.lowerBound, layout.hasByteOrderMark ? 3 : 0)
        var first = true
        while start < entry.range.upperBound {
            var end = start
            while end < entry.range.upperBound && bytes[end] != 10 { end += 1 }
            var contentEnd = end
            if contentEnd > start && bytes[contentEnd - 1] == 13 { contentEnd -= 1 }
            var trimmedEnd = contentEnd
            while trimmedEnd > start && (bytes[trimmedEnd - 1] == 32 || bytes[trimmedEnd - 1] == 9) { trimmedEnd -= 1 }
            if keepsWhole {
                out.append(contentsOf: bytes[start..<contentEnd])
            } else if reindents && !first {
                var text = start
                while text < trimmedEnd && (bytes[text] == 32 || bytes[text] == 9) { text += 1 }
                if let p = postings.first(where: { $0.range.lowerBound == text }) {
                    appendPosting(p, lineEnd: trimmedEnd, to: &out)
                } else {
                    out.append(contentsOf: layout.postingIndent)
                    out.append(contentsOf: bytes[text..<trimmedEnd])
                }
            } else {
                out.append(contentsOf: bytes[start..<trimmedEnd])
            }
            out.append(contentsOf: layout.lineEnding)
            first = false
            start = end + 1
        }
    }

    // MARK: - Postings

    /// Columns of `[status ]account` with its brackets.
    func accountWidth(_ p: PostingSyntax) -> Int {
        (p.status == .unmarked ? 0 : 2) + (p.kind == .real ? 0 : 2) + FileLayout.width(file.bytes[p.account.range])
    }

    private func appendPosting(_ p: PostingSyntax, lineEnd: Int, to out: inout [UInt8]) {
        let bytes = file.bytes
        out.append(contentsOf: layout.postingIndent)
        if keepsPostingText(p) {
            out.append(contentsOf: bytes[p.range.lowerBound..<lineEnd])
            return
        }
        switch p.status {
        case .cleared: out.append(contentsOf: "* ".utf8)
        case .pending: out.append(contentsOf: "! ".utf8)
        case .unmarked: break
        }
        var end = p.account.upperBound
        if p.kind == .real {
            out.append(contentsOf: bytes[p.account.range])
        } else {
            out.append(contentsOf: bytes[(p.account.lowerBound - 1)...p.account.upperBound])
            end += 1
        }
        if let a = p.amount {
            let amount = text(of: a, value: values[p.range.lowerBound])
            let used = indentWidth + accountWidth(p) + FileLayout.width(amount)
            out.append(contentsOf: repeatElement(32, count: max(2, column - used)))
            out.append(contentsOf: amount)
            end = a.range.upperBound
        }
        if let c = p.cost {
            out.append(32)
            out.append(contentsOf: bytes[c.range.lowerBound..<c.amount.range.lowerBound].filter { $0 != 32 && $0 != 9 })
            out.append(32)
            out.append(contentsOf: text(of: c.amount, value: nil))
            end = c.range.upperBound
        }
        if let s = p.assertion {
            out.append(contentsOf: p.amount == nil ? [32, 32] as [UInt8] : [32])
            out.append(contentsOf: bytes[s.range.lowerBound..<s.amount.range.lowerBound].filter { $0 != 32 && $0 != 9 })
            out.append(32)
            out.append(contentsOf: text(of: s.amount, value: nil))
            end = s.range.upperBound
        }
        // Whatever follows: a comment, or a cost after an asserted amount.
        var tail = end
        while tail < lineEnd && (bytes[tail] == 32 || bytes[tail] == 9) { tail += 1 }
        if tail < lineEnd {
            let twoSpaces = bytes[tail] == UInt8(ascii: ";") || (p.amount == nil && p.assertion == nil)
            out.append(contentsOf: twoSpaces ? [32, 32] as [UInt8] : [32])
            out.append(contentsOf: bytes[tail..<lineEnd])
        }
    }

    /// Lot annotations, multipliers, amounts that read the match
    /// (`tag(…)`) and names inside nested brackets are kept as written
    /// (only the indent changes): the layout above knows none of them.
    private func keepsPostingText(_ p: PostingSyntax) -> Bool {
        if p.lot != nil || p.isMultiplier || p.matchAmount != nil { return true }
        guard p.kind != .real else { return false }
        var k = p.range.lowerBound
        while k < p.account.lowerBound && (file.bytes[k] == UInt8(ascii: "*") || file.bytes[k] == UInt8(ascii: "!") || file.bytes[k] == 32 || file.bytes[k] == 9) { k += 1 }
        return k != p.account.lowerBound - 1
    }

    /// The commodity of an amount written with a symbol, when a directive
    /// declares its style.
    func declaredCommodity(_ a: AmountSyntax) -> CommodityID? {
        guard !a.commodity.isEmpty, declaresSymbols, let id = journal.commodities.lookup(file.bytes, a.commodity.range),
              id.index > 0, journal.commodities.isDeclared[Int(id.index)] else { return nil }
        return id
    }

    /// An amount in its commodity's declared style, or as written when the
    /// commodity declares none, has no symbol, or its value is uncertain.
    func text(of a: AmountSyntax, value: Quantity?) -> Slice<SourceBytes> {
        let written = file.bytes[a.range.range]
        guard let id = declaredCommodity(a) else { return written }
        guard let q = value ?? (a.alternativeScale == nil ? a.quantity : nil) else { return written }
        var out: [UInt8] = []
        appendStyled(q, id, to: &out)
        return SourceBytes(out)[...]
    }

    /// Every digit written stays, even trailing zeros beyond the style's.
    func appendStyled(_ q: Quantity, _ id: CommodityID, to out: inout [UInt8]) {
        let style = journal.commodities.style(id)
        AmountFormatter.append(q, symbol: journal.commodities.symbolBytes(id), style: style, scale: max(style.precision, q.scale), to: &out)
    }
}
