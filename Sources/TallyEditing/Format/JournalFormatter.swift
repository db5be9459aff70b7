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
/// syntax tree is kept.
package struct JournalFormatter {
    package static let maximumColumn = 80

    package let file: SourceFile
    package let journal: Journal
    package let year: Int
    private var layout = FileLayout()
    private var column = 0
    private var indentWidth = 0
    /// The commodities with a declared style, by symbol.
    private let declaredSymbols: [ArraySlice<UInt8>: CommodityID]
    /// The journal's reading of amounts whose text alone is ambiguous, by
    /// the offset of their posting line.
    private var values: [Int: Quantity] = [:]

    package init(file: SourceFile, journal: Journal, year: Int) {
        self.file = file
        self.journal = journal
        self.year = year
        var symbols: [ArraySlice<UInt8>: CommodityID] = [:]
        for c in 1..<max(1, journal.commodities.count) where journal.commodities.isDeclared[c] {
            let id = CommodityID(Int32(c))
            symbols[ArraySlice(journal.commodities.symbolBytes(id))] = id
        }
        declaredSymbols = symbols
        var scan = FileLayout.Scan(file.bytes)
        // How many postings need each width (account, two spaces, amount), not counting the indent.
        var needs = [Int](repeating: 0, count: JournalFormatter.maximumColumn + 1)
        var uncertain: [Int: (account: Int, commodity: CommodityID, written: Int)] = [:]
        var parser = Parser(file: file, currentYear: year)
        while let entry = parser.nextEntry() {
            scan.add(entry)
            for p in JournalFormatter.postings(of: entry) {
                guard let a = p.amount else { continue }
                let account = accountWidth(p)
                if let id = declaredCommodity(a), a.alternativeScale != nil {
                    uncertain[p.range.lowerBound] = (account, id, FileLayout.width(file.bytes[a.range.range]))
                    continue
                }
                let need = account + 2 + FileLayout.width(text(of: a, value: nil))
                if need < needs.count { needs[need] += 1 }
            }
        }
        layout = scan.layout
        if !uncertain.isEmpty {
            let id = journal.files.firstIndex { $0.path == file.path && $0.bytes == file.bytes }.map(FileID.init)
            for t in journal.transactions where t.file == id {
                for i in t.postingIndices where uncertain[journal.postings[i].range.lowerBound] != nil && !journal.postings[i].isInferred {
                    values[journal.postings[i].range.lowerBound] = journal.postings[i].quantity
                }
            }
            for r in journal.recurringRules where r.file == id {
                for p in r.postings { if let a = p.amount, uncertain[p.syntax.range.lowerBound] != nil { values[p.syntax.range.lowerBound] = a.quantity } }
            }
            for (offset, u) in uncertain {
                var width = u.written
                if let q = values[offset] {
                    var out: [UInt8] = []
                    appendStyled(q, u.commodity, to: &out)
                    width = FileLayout.width(out)
                }
                let need = u.account + 2 + width
                if need < needs.count { needs[need] += 1 }
            }
        }
        let indent = FileLayout.width(layout.postingIndent)
        indentWidth = indent
        column = layout.amountColumn.map { $0 <= JournalFormatter.maximumColumn ? $0 : 0 } ?? 0
        for need in stride(from: JournalFormatter.maximumColumn - indent, through: 0, by: -1) where need >= 0 && needs[need] > 0 {
            column = max(column, indent + need)
            break
        }
    }

    private static func postings(of entry: Entry) -> [PostingSyntax] {
        switch entry {
        case .transaction(let t): return t.postings
        case .periodic(let p): return p.postings
        case .directive(.recurring(let r)): return r.postings
        default: return []
        }
    }

    private enum Kind { case comment, single, block }

    /// The formatted file.
    package func format() -> [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(file.bytes.count + file.bytes.count / 8)
        format { all.append(contentsOf: $0) }
        return all
    }

    /// Whether formatting changes the file, found without holding the
    /// formatted text.
    package func changesFile() -> Bool {
        var offset = 0
        var differs = false
        format { chunk in
            guard !differs else { return }
            let end = offset + chunk.count
            differs = end > file.bytes.count || !file.bytes[offset..<end].elementsEqual(chunk)
            offset = end
        }
        return differs || offset != file.bytes.count
    }

    /// The formatted file, handed to `sink` in chunks of about 64 KiB.
    package func format(to sink: ([UInt8]) -> Void) {
        var out: [UInt8] = layout.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        out.reserveCapacity(1 << 16 + 4096)
        var previous: Kind?
        var blankPending = false
        var parser = Parser(file: file, currentYear: year)
        while let entry = parser.nextEntry() {
            let kind: Kind
            switch entry {
            case .trivia(let t) where t.kind == .blank:
                blankPending = previous != nil
                continue
            case .trivia(let t): kind = t.kind == .comment ? .comment : .block
            case .transaction, .periodic, .directive(.recurring), .invalid: kind = .block
            case .directive: kind = .single
            }
            if let p = previous, blankPending || p == .block || (kind == .block && p != .comment) {
                out.append(contentsOf: layout.lineEnding)
            }
            append(entry, to: &out)
            previous = kind
            blankPending = false
            if out.count >= 1 << 16 {
                sink(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { sink(out) }
    }

    // MARK: - Entries

    private func append(_ entry: Entry, to out: inout [UInt8]) {
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
    private func accountWidth(_ p: PostingSyntax) -> Int {
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

    /// Lot annotations, multipliers and names inside nested brackets are
    /// kept as written (only the indent changes): the layout above knows
    /// none of them.
    private func keepsPostingText(_ p: PostingSyntax) -> Bool {
        if p.lot != nil || p.isMultiplier { return true }
        guard p.kind != .real else { return false }
        var k = p.range.lowerBound
        while k < p.account.lowerBound && (file.bytes[k] == UInt8(ascii: "*") || file.bytes[k] == UInt8(ascii: "!") || file.bytes[k] == 32 || file.bytes[k] == 9) { k += 1 }
        return k != p.account.lowerBound - 1
    }

    /// The commodity of an amount written with a symbol, when a directive
    /// declares its style.
    private func declaredCommodity(_ a: AmountSyntax) -> CommodityID? {
        guard !a.commodity.isEmpty, !declaredSymbols.isEmpty else { return nil }
        return declaredSymbols[file.bytes[a.commodity.range]]
    }

    /// An amount in its commodity's declared style, or as written when the
    /// commodity declares none, has no symbol, or its value is uncertain.
    private func text(of a: AmountSyntax, value: Quantity?) -> ArraySlice<UInt8> {
        let written = file.bytes[a.range.range]
        guard let id = declaredCommodity(a) else { return written }
        guard let q = value ?? (a.alternativeScale == nil ? a.quantity : nil) else { return written }
        var out: [UInt8] = []
        appendStyled(q, id, to: &out)
        return out[...]
    }

    /// Every digit written stays, even trailing zeros beyond the style's.
    private func appendStyled(_ q: Quantity, _ id: CommodityID, to out: inout [UInt8]) {
        let style = journal.commodities.style(id)
        AmountFormatter.append(q, symbol: journal.commodities.symbolBytes(id), style: style, scale: max(style.precision, q.scale), to: &out)
    }
}
