import Testing
@testable import TallyEditing
import TallyEngine
import TallySyntax
import TallySystem
import TallyTestSupport
import TallyValues

/// The main file's outline that an archive plan is made from is the same
/// whether it is read as the loader parses the entries (in chunks, on
/// threads) or parsed again on its own; and the fingerprints that stand
/// for the journal in the archive check tell sequences apart.
@Suite struct ArchiveOutlineTests {
    static let day = Day(year: 2026, month: 3, day: 1)!
    static let today = Day(year: 2026, month: 6, day: 15)!

    /// What an outline holds, as text.
    static func describe(_ o: EntryOutline) -> String {
        let l = o.layout
        return "\(o.kinds) \(o.ranges) \(o.includes.map(\.entry)) \(l.lineEnding) \(l.postingIndent) \(String(describing: l.amountColumn)) "
            + "\(l.elidesBalancingAmount) \(l.decimalMark) \(l.hasByteOrderMark)"
    }

    static func expectSameOutlines(_ path: String, _ fs: any FileSystem, _ name: String) {
        let today = Self.today
        let parsed = JournalLoader(fileSystem: fs, today: today).load([.path(path)]).journal
        let expected = describe(EntryOutline(parsed.files[0], year: today.year, before: day))
        for (size, workers) in [(Int.max, SequentialWorkers()), (1, DispatchWorkers(threads: 3)), (97, DispatchWorkers(threads: 2))] as [(Int, any Workers)] {
            let outline = MainFileOutline(before: day)
            var loader = JournalLoader(fileSystem: fs, today: today)
            loader.chunkBytes = size
            loader.workers = workers
            loader.chunkReader = outline
            _ = loader.load([.path(path)])
            #expect(outline.outline.map(describe) == expected, "\(name): the outline differs with chunks of \(size) bytes")
        }
    }

    @Test func randomJournals() {
        for seed in UInt64(1)...20 {
            let (main, included) = JournalGenerator.makeWithDirectives(seed: seed)
            var fs = MemoryFileSystem(["main.journal": main])
            for (path, text) in included { fs.write(path, text) }
            Self.expectSameOutlines("main.journal", fs, "seed \(seed)")
        }
    }

    @Test(arguments: ExampleJournals.names)
    func examples(_ name: String) {
        Self.expectSameOutlines(ExampleJournals.folder + "/" + name, RealFileSystem(), name)
    }

    @Test func fingerprintsTellSequencesApart() {
        func print(_ numbers: [UInt64]) -> Fingerprint {
            var f = Fingerprint()
            for n in numbers { f.add(n) }
            return f
        }
        #expect(print([1, 2, 3]) == print([1, 2, 3]))
        #expect(print([1, 2, 3]) != print([3, 2, 1]))
        // A leading zero adds nothing to the polynomial; the length tells them apart.
        #expect(print([0, 5]) != print([5]))
        #expect(print([]) == Fingerprint())
        var a = Fingerprint(), b = Fingerprint()
        a.add(bytes: SourceBytes(Array("ab".utf8))[...])
        b.add(bytes: SourceBytes(Array("a".utf8))[...])
        b.add(bytes: SourceBytes(Array("b".utf8))[...])
        #expect(a != b)
    }

    @Test("a fingerprint taken in runs and joined is the fingerprint of the whole")
    func fingerprintsJoin() {
        var g = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let numbers = (0..<Int.random(in: 0..<300, using: &g)).map { _ in UInt64.random(in: 0..<(1 << 61) - 1, using: &g) }
            var whole = Fingerprint()
            for n in numbers { whole.add(n) }
            var joined = Fingerprint(), run = Fingerprint()
            for n in numbers {
                run.add(n)
                if Bool.random(using: &g) {
                    joined.append(run)
                    run = Fingerprint()
                }
            }
            joined.append(run)
            #expect(joined == whole)
        }
    }
}
