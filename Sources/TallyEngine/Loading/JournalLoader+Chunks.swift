import TallySyntax
import TallyValues

/// One chunk of a file, parsed on its own (possibly on another thread).
struct ParsedChunk: Sendable {
    var range: Range<Int>
    var entries: [Entry]
    var diagnostics: [Diagnostic]
    /// For each entry, how many of `diagnostics` were found once it was parsed.
    var reportedAfter: [Int32]
    /// Some date had no year, so the entries depend on the year in force
    /// where the chunk starts.
    var readsDefaultYear: Bool
    /// The year a `Y`/`year` directive in the chunk leaves in force.
    var yearAtEnd: Int?
    /// An amount expression failed, so the entries may depend on the names
    /// `define` gave in the chunks before.
    var expressionFailed: Bool
    /// The names in force at the chunk's end, when a `define` in it named one.
    var namesAtEnd: DefinedNames?
    /// The account names of the transactions, interned here (off the thread that resolves).
    var accounts: ChunkAccounts
    /// The `JournalLoader.chunkReader`'s reading of the chunk, if any.
    var reading: (any ChunkReading)?

    init(_ file: SourceFile, _ range: Range<Int>, year: Int, names: DefinedNames = DefinedNames(), internsNames: Bool,
         reader: (any ChunkReader)?) {
        var parser = Parser(file: file, currentYear: year, range: range)
        parser.definedNames = names
        var entries: [Entry] = []
        var reportedAfter: [Int32] = []
        // An entry kept takes some 100 bytes or more: room for all but a
        // chunk of very short entries, so the array is seldom copied to grow.
        entries.reserveCapacity(range.count / 64)
        reportedAfter.reserveCapacity(range.count / 64)
        var interning = internsNames ? ChunkAccounts.Interning() : nil
        var reading = reader?.start(file, range)
        while let entry = parser.nextEntry() {
            reading?.add(entry)
            switch entry {
            // The builder has nothing to do with blank lines, comments and
            // skipped lines (their diagnostics go out before the next entry).
            case .trivia, .invalid: continue
            case .transaction(let t): interning?.add(t, in: file.bytes)
            default: break
            }
            entries.append(entry)
            reportedAfter.append(Int32(parser.diagnostics.count))
        }
        self.range = range
        self.entries = entries
        self.diagnostics = parser.diagnostics
        self.reportedAfter = reportedAfter
        self.readsDefaultYear = parser.readsDefaultYear
        self.yearAtEnd = parser.setsYear ? parser.defaultYear : nil
        self.expressionFailed = parser.expressionFailed
        self.namesAtEnd = parser.definesNames ? parser.definedNames : nil
        self.accounts = interning.map(ChunkAccounts.init) ?? .none
        self.reading = reading
    }
}

/// The splitter shared by the workers; `Workers` calls `next` under its lock.
private final class SharedSplitter: @unchecked Sendable {
    var splitter: EntrySplitter
    let size: Int
    init(_ bytes: SourceBytes, size: Int) {
        splitter = EntrySplitter(bytes: bytes)
        self.size = size
    }
}

extension JournalLoader {
    /// Parses a file in chunks on the workers and resolves the entries here,
    /// in file order, exactly as one parser reading the whole file would:
    /// the same entries, and the parser's diagnostics interleaved with the
    /// builder's in the same order.
    ///
    /// Only `Y`/`year` and `define` change how the parser reads what
    /// follows; the other order-dependent directives (`alias`, `apply
    /// account`, `commodity`, `decimal-mark`, `D`, `bucket`, `end …`) act in
    /// the builder, which sees every entry in order. A chunk is parsed
    /// assuming the current year and no defined names; when it holds a
    /// year-less date and an earlier chunk's `Y` changed the year, or an
    /// amount expression it could not evaluate and an earlier chunk defined
    /// names, it is parsed again with the right ones.
    func parseChunks(of file: SourceFile, into builder: inout JournalBuilder, stack: [String], read: inout Set<String>) {
        let shared = SharedSplitter(file.bytes, size: chunkBytes)
        let assumedYear = today.year
        var year = assumedYear
        var names = DefinedNames()
        let internsNames = internsNamesInWorkers, reader = chunkReader
        workers.run(window: 4, next: { shared.splitter.next(size: shared.size) },
                    work: { range in ParsedChunk(file, range, year: assumedYear, internsNames: internsNames, reader: reader) },
                    consume: { parsed in
            var chunk = parsed
            if (chunk.readsDefaultYear && year != assumedYear) || (chunk.expressionFailed && !names.isEmpty) {
                chunk = ParsedChunk(file, chunk.range, year: year, names: names, internsNames: internsNames, reader: reader)
            }
            if let reading = chunk.reading { reader?.finish(reading, of: file) }
            if let y = chunk.yearAtEnd { year = y }
            if let n = chunk.namesAtEnd { names = n }
            var accounts = chunk.accounts
            var reported = 0
            // Entries are read in place, not copied out of the array one by one.
            let entries = chunk.entries.span
            for k in entries.indices {
                let upTo = Int(chunk.reportedAfter[k])
                while reported < upTo {
                    builder.report(chunk.diagnostics[reported])
                    reported += 1
                }
                switch entries[k] {
                case .directive(.include(let inc)): include(inc, from: file, into: &builder, stack: stack, read: &read)
                case .transaction(let t): builder.addTransaction(t, in: file, chunk: &accounts)
                default: builder.add(entries[k], in: file)
                }
            }
            for d in chunk.diagnostics[reported...] { builder.report(d) }
            // What the load needed of these bytes is in the rows now.
            file.bytes.release(upTo: chunk.range.upperBound)
        })
    }
}
