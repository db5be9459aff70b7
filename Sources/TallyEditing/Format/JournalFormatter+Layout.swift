import TallyEngine
import TallySyntax
import TallyValues

/// How the formatter works out a file's layout (the posting indent and
/// the amount column), and checking a file in one parse.
extension JournalFormatter {
    /// A formatter whose layout is not yet known (`measure`, then `settle`).
    init(unmeasured file: SourceFile, journal: Journal, year: Int) {
        self.file = file
        self.journal = journal
        self.year = year
        declaresSymbols = (1..<max(1, journal.commodities.count)).contains { journal.commodities.isDeclared[$0] }
    }

    /// What the layout is worked out from, gathered entry by entry.
    struct Measure {
        var scan: FileLayout.Scan
        /// How many postings need each width (account, two spaces, amount), not counting the indent.
        var needs = [Int](repeating: 0, count: JournalFormatter.maximumColumn + 1)
        /// Amounts whose text alone is ambiguous, by the offset of their posting line.
        var uncertain: [Int: (account: Int, commodity: CommodityID, written: Int)] = [:]

        init(_ bytes: SourceBytes) { scan = FileLayout.Scan(bytes) }
    }

    func measure(_ entry: Entry, into m: inout Measure) {
        m.scan.add(entry)
        for p in JournalFormatter.postings(of: entry) {
            guard let a = p.amount else { continue }
            let account = accountWidth(p)
            if let id = declaredCommodity(a), a.alternativeScale != nil {
                m.uncertain[p.range.lowerBound] = (account, id, FileLayout.width(file.bytes[a.range.range]))
                continue
            }
            let need = account + 2 + FileLayout.width(text(of: a, value: nil))
            if need < m.needs.count { m.needs[need] += 1 }
        }
    }

    /// Fixes the layout: the indent, the amount column and the journal's
    /// reading of the uncertain amounts.
    mutating func settle(_ m: Measure) {
        var needs = m.needs
        layout = m.scan.layout
        hadUncertain = !m.uncertain.isEmpty
        if !m.uncertain.isEmpty {
            let uncertain = m.uncertain
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

    /// Whether `other` writes every entry as this one does: the same
    /// indent and column, and no amount whose reading the journal decides.
    func writesAlike(_ other: JournalFormatter) -> Bool {
        !hadUncertain && !other.hadUncertain && column == other.column && layout.postingIndent == other.layout.postingIndent
            && layout.lineEnding == other.layout.lineEnding && layout.hasByteOrderMark == other.layout.hasByteOrderMark
    }

    /// Whether formatting changes `file`, usually in one parse: the layout
    /// is guessed from the file's first entries, and each entry formatted
    /// with it is compared with the file while the whole file is measured.
    /// When the whole file's layout turns out to be the guessed one, that
    /// comparison is the answer; otherwise the file is formatted again
    /// with its own layout and compared (two parses, as `changesFile()`).
    package static func changesFile(_ file: SourceFile, journal: Journal, year: Int) -> Bool {
        var guess = JournalFormatter(unmeasured: file, journal: journal, year: year)
        var start = Measure(file.bytes)
        var parser = Parser(file: file, currentYear: year)
        var count = 0
        while count < guessedFromEntries, let entry = parser.nextEntry() {
            guess.measure(entry, into: &start)
            count += 1
        }
        guess.settle(start)

        var whole = JournalFormatter(unmeasured: file, journal: journal, year: year)
        var measure = Measure(file.bytes)
        var state = Emitter(guess)
        var compare = Comparison(file.bytes)
        var piece = state.start
        parser = Parser(file: file, currentYear: year)
        while let entry = parser.nextEntry() {
            whole.measure(entry, into: &measure)
            guard !compare.differs else { continue }
            state.emit(entry, to: &piece)
            _ = compare.matches(piece)
            piece.removeAll(keepingCapacity: true)
        }
        if !piece.isEmpty { _ = compare.matches(piece) }
        whole.settle(measure)
        guard whole.writesAlike(guess) else { return whole.changesFile() }
        return !compare.isSame
    }

    /// How many entries at the start of a file the one-parse check guesses the layout from.
    static let guessedFromEntries = 20_000
}
