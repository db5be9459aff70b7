import Testing
import TallyEngine
import TallySyntax
import TallySystem
import TallyTestSupport
import TallyValues

/// The chunked, parallel load gives exactly what one parser reading each
/// whole file gives: the same journal (every stored field, as `dump`
/// prints it) and the same diagnostics in the same order.
@Suite struct ParallelLoadTests {
    static let today = Day(year: 2026, month: 6, day: 15)!

    /// The whole load as text, for comparing two loads field by field.
    static func fingerprint(_ result: LoadResult) -> String {
        var out = ""
        // A dictionary dumps in an order of its own: its entries go sorted, after the rest.
        let journal = result.journal
        let assertions = journal.assertions.sorted { $0.key < $1.key }
        let lots = journal.lots.sorted { ($0.key.file.index, $0.key.start) < ($1.key.file.index, $1.key.start) }
        for field in Mirror(reflecting: journal).children where field.label != "assertions" && field.label != "lots" {
            out += field.label ?? "?"
            dump(field.value, to: &out)
        }
        dump(assertions.map { ($0.key, $0.value) }, to: &out)
        dump(lots.map { ($0.key, $0.value) }, to: &out)
        return out
    }

    static func load(_ inputs: [JournalInput], _ fs: any FileSystem, chunkBytes: Int, workers: any Workers,
                     internsNames: Bool = true, mapsFiles: Bool = false) -> LoadResult {
        var loader = JournalLoader(fileSystem: fs, today: today)
        loader.options.mapsFiles = mapsFiles
        loader.chunkBytes = chunkBytes
        loader.workers = workers
        loader.internsNamesInWorkers = internsNames
        return loader.load(inputs)
    }

    /// Loads whole with one name lookup per posting (the plain sequential
    /// path), then whole and in chunks of several sizes with the names
    /// interned per chunk, sequentially and on threads; every way must agree.
    static func expectSameLoads(_ inputs: [JournalInput], _ fs: any FileSystem, _ name: String) {
        let whole = load(inputs, fs, chunkBytes: Int.max, workers: SequentialWorkers(), internsNames: false)
        let expected = fingerprint(whole)
        let ways: [(Int, any Workers)] = [(Int.max, SequentialWorkers()), (1, SequentialWorkers()), (1, DispatchWorkers(threads: 3)),
                                          (97, DispatchWorkers(threads: 2)), (1000, DispatchWorkers(threads: 4))]
        for (size, workers) in ways {
            let chunked = load(inputs, fs, chunkBytes: size, workers: workers)
            #expect(chunked.diagnostics == whole.diagnostics, "\(name): diagnostics differ with chunks of \(size) bytes")
            #expect(fingerprint(chunked) == expected, "\(name): journal differs with chunks of \(size) bytes")
        }
    }

    /// A file mapped instead of read, its pages released as the chunks are
    /// resolved and read again for the diagnostics and the journal's text,
    /// loads to the same journal and diagnostics.
    static func expectSameMappedLoad(_ path: String) {
        let read = load([.path(path)], RealFileSystem(mapsFrom: .max), chunkBytes: 97, workers: DispatchWorkers(threads: 2))
        let mapped = load([.path(path)], RealFileSystem(mapsFrom: 0), chunkBytes: 97, workers: DispatchWorkers(threads: 2), mapsFiles: true)
        #expect(mapped.journal.files.allSatisfy { $0.bytes.isMapped || $0.bytes.isEmpty }, "\(path): not mapped")
        #expect(mapped.diagnostics == read.diagnostics, "\(path): diagnostics differ when mapped")
        #expect(fingerprint(mapped) == fingerprint(read), "\(path): journal differs when mapped")
    }

    @Test func randomJournalsWithOrderDependentDirectives() {
        var diagnosed = 0
        for seed in UInt64(1)...40 {
            let (main, included) = JournalGenerator.makeWithDirectives(seed: seed)
            var fs = MemoryFileSystem(["main.journal": main])
            for (path, text) in included { fs.write(path, text) }
            Self.expectSameLoads([.path("main.journal")], fs, "seed \(seed)")
            if !Self.load([.path("main.journal")], fs, chunkBytes: Int.max, workers: SequentialWorkers()).diagnostics.isEmpty { diagnosed += 1 }
        }
        // The journals exercise the diagnostics' order, not only clean loads.
        #expect(diagnosed > 30)
    }

    @Test func splitterCutsOnlyAtTransactionsOutsideBlocks() {
        let text = "2026-01-01 a\n  x  1\ncomment\n2026-01-02 hidden\nend comment\n2026-01-03 b\ntest\n2026-01-04 c\n  end\nend\n2026-01-05 d\n"
        var splitter = EntrySplitter(bytes: Array(text.utf8))
        var starts: [Int] = []
        while let range = splitter.next(size: 1) { starts.append(range.lowerBound) }
        let bytes = Array(text.utf8)
        let lines = starts.map { String(decoding: bytes[$0...].prefix { $0 != 10 }, as: UTF8.self) }
        #expect(lines == ["2026-01-01 a", "2026-01-03 b", "2026-01-05 d"])
    }

    @Test func yearLessDatesAfterYearDirectiveInAnEarlierChunk() {
        let text = "Y 2019\n2020-01-01 a\n    A  1\n    B\n01-02 b\n    A  1\n    B\n"
        let fs = MemoryFileSystem(["y.journal": text])
        let result = Self.load([.path("y.journal")], fs, chunkBytes: 1, workers: DispatchWorkers(threads: 2))
        #expect(result.journal.transactions.map(\.date) == [Day(year: 2020, month: 1, day: 1)!, Day(year: 2019, month: 1, day: 2)!].sorted())
        Self.expectSameLoads([.path("y.journal")], fs, "year")
    }

    /// A name `define` gives in one chunk is read in the amount expressions
    /// of the chunks after it, as one parser reading the whole file reads it.
    @Test func definedNamesReachTheChunksAfterTheirDefinition() {
        var text = "define rate = 0.5\n"
        for k in 1...20 { text += "2024-01-\(10 + k % 10) t\(k)\n    A   ($\(k * 2) * rate)\n    B\n" }
        text += "define rate = 2\n2024-02-01 last\n    A   ($1 * rate)\n    B\n"
        let fs = MemoryFileSystem(["d.journal": text])
        let result = Self.load([.path("d.journal")], fs, chunkBytes: 1, workers: DispatchWorkers(threads: 2))
        #expect(result.diagnostics.isEmpty)
        #expect(result.journal.transactions.count == 21)
        Self.expectSameLoads([.path("d.journal")], fs, "define")
    }

    /// Names interned by the workers map to the same accounts as one lookup
    /// per posting: before, under and after an alias and an `apply account`
    /// met in the middle of a chunk, and for a name too deep to keep whole,
    /// whose error is reported at every use.
    @Test func namesInternedPerChunkFollowAliasesAndPrefixes() {
        let deep = (1...101).map { "L\($0)" }.joined(separator: ":")
        var text = ""
        for (k, line) in ["", "alias Food=Expenses:Food", "end aliases", "apply account Trip", "end apply account", ""].enumerated() {
            if !line.isEmpty { text += line + "\n" }
            text += "2026-01-0\(k + 1) t\(k)\n    Food  1\n    Cash\n    \(deep)  2\n    \(deep)  -2\n"
        }
        let fs = MemoryFileSystem(["names.journal": text])
        let result = Self.load([.path("names.journal")], fs, chunkBytes: Int.max, workers: SequentialWorkers())
        let names = result.journal.postings.indices.map { result.journal.accounts.name(result.journal.postings[$0].account) }
        #expect(names.filter { $0 == "Expenses:Food" }.count == 1)
        #expect(names.filter { $0 == "Trip:Food" }.count == 1)
        #expect(names.filter { $0 == "Food" }.count == 4)
        #expect(result.diagnostics.filter { $0.id == "invalid-account" }.count == 12)
        Self.expectSameLoads([.path("names.journal")], fs, "names")
    }

    /// The flags the workers note (a cost, a lot, an assertion) lead to the
    /// same postings as the syntax's own parts: costs, lots, assertions
    /// that hold and fail, and balance assignments.
    @Test func costsLotsAndAssertionsNotedPerChunk() {
        var text = ""
        for k in 0..<30 {
            let day = "2026-0\(k % 9 + 1)-1\(k % 10)"
            switch k % 5 {
            case 0: text += "\(day) buy\n    Assets:Shares  10 ACME @ $1\(k).50\n    Assets:Bank\n"
            case 1: text += "\(day) lot\n    Assets:Shares  -2 ACME {$1\(k).50} @@ $30\n    Assets:Bank  $30\n    Income:Gains\n"
            case 2: text += "\(day) pay\n    Expenses:Food  $\(k)  ; note\n    Assets:Bank  = $\(k * 7)\n    Equity:Open\n"
            case 3: text += "\(day) assign\n    Assets:Cash  = $\(k)\n    Equity:Open\n"
            default: text += "\(day) plain\n    Expenses:Food  $\(k)\n    Assets:Cash  $-\(k) = $\(k)\n"
            }
        }
        let fs = MemoryFileSystem(["parts.journal": text])
        let whole = Self.load([.path("parts.journal")], fs, chunkBytes: Int.max, workers: SequentialWorkers(), internsNames: false)
        #expect(!whole.journal.costs.isEmpty)
        #expect(!whole.journal.assertions.isEmpty)
        #expect(!whole.journal.lots.isEmpty)
        Self.expectSameLoads([.path("parts.journal")], fs, "costs, lots and assertions")
    }

    /// Every journal of a corpus folder loads alike whole, chunked and mapped.
    static func expectSameCorpusLoads(_ root: String) {
        var count = 0
        for suffix in [".journal", ".dat", ".ledger", ".timeclock"] {
            for path in Files.files(under: root, endingIn: suffix) {
                Self.expectSameLoads([.path(path)], RealFileSystem(), path)
                Self.expectSameMappedLoad(path)
                count += 1
            }
        }
        #expect(count > 100, "found only \(count) journals under \(root)")
    }

    @Test(.enabled(if: SharedCorpus.isPresent(SharedCorpus.corpus),
                   "the corpus (../shared/corpus) is absent; its journals were not compared chunked and whole"))
    func corpusJournals() {
        Self.expectSameCorpusLoads(SharedCorpus.corpus)
    }

    @Test(.enabled(if: SharedCorpus.isPresent(SharedCorpus.corpus2),
                   "the second corpus (../shared/corpus2) is absent; its journals were not compared chunked and whole"))
    func corpus2Journals() {
        Self.expectSameCorpusLoads(SharedCorpus.corpus2)
    }
}
