import Testing
@testable import TallyEditing
import TallyEngine
import TallySyntax
import TallyTestSupport

/// `fmt --check` decides in one parse whether a file is formatted, guessing
/// the layout from the file's start; it must answer exactly what
/// formatting the whole file and comparing says.
@Suite("fmt --check in one parse")
struct FmtCheckTests {
    /// Checks every file of `text`'s journal both ways; returns how many need formatting.
    @discardableResult
    static func agree(_ text: String, _ note: String) -> Int {
        let loaded = JournalLoader(fileSystem: MemoryFileSystem(["j": text]), today: Harness.fixedToday).load([.path("j")])
        let hasErrors = loaded.hasErrors
        #expect(!hasErrors, "\(note) has errors")
        var changed = 0
        for file in loaded.journal.files {
            let formatter = JournalFormatter(file: file, journal: loaded.journal, year: 2026)
            let expected = formatter.format() != file.bytes
            #expect(JournalFormatter.changesFile(file, journal: loaded.journal, year: 2026) == expected, "\(note): one parse disagrees")
            #expect(formatter.changesFile() == expected, "\(note): two parses disagree")
            if expected { changed += 1 }
        }
        return changed
    }

    static func formatted(_ text: String) -> String {
        let loaded = JournalLoader(fileSystem: MemoryFileSystem(["j": text]), today: Harness.fixedToday).load([.path("j")])
        return String(decoding: JournalFormatter(file: loaded.journal.files[0], journal: loaded.journal, year: 2026).format(), as: UTF8.self)
    }

    @Test("generated journals, formatted and not, and small changes to formatted ones")
    func generated() {
        for seed: UInt64 in 1...6 {
            let text = JournalGenerator.make(seed: seed).text
            Self.agree(text, "seed \(seed)")
            let clean = Self.formatted(text)
            #expect(Self.agree(clean, "seed \(seed) formatted") == 0)
            let lines = clean.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let last = lines.lastIndex { $0.hasPrefix("    ") && $0.contains(".") } ?? 0
            let changes: [(String, (inout [String]) -> Void)] = [
                ("trailing blank", { $0[$0.count / 2] += " " }),
                ("amount one column left", { l in l[last] = String(l[last].dropFirst()) }),
                ("amount one column right", { l in l[last] = " " + l[last] }),
                ("tab indent", { l in l[last] = "\t" + l[last].drop { $0 == " " } }),
                ("extra blank line", { l in l.insert("", at: l.lastIndex { $0.first?.isNumber == true } ?? 0) }),
            ]
            for (name, change) in changes {
                var changed = lines
                change(&changed)
                #expect(Self.agree(changed.joined(separator: "\n"), "seed \(seed), \(name)") == 1, "\(name) went unnoticed")
            }
        }
    }

    @Test("a layout the file's start does not show: a long posting far down moves every amount")
    func lateLongPosting() {
        var text = "commodity $1,000.00\n\n"
        let count = JournalFormatter.guessedFromEntries / 2 + 50
        for k in 0..<count {
            text += "2026-01-\(k % 18 + 10) Shop\n    Expenses:Food    $\(k % 90 + 1).25\n    Assets:Cash\n\n"
        }
        text += "2026-03-01 Long\n    Expenses:A very long account name for a posting:Somewhere    $12.00\n    Assets:Cash\n"
        #expect(Self.agree(text, "as written") == 1)
        let clean = Self.formatted(text)
        #expect(Self.agree(clean, "formatted") == 0)
        // The column the whole file needs is not the one its start suggests.
        let start = String(clean.prefix(200))
        #expect(start.contains("Expenses:Food" + String(repeating: " ", count: 20)), "\(start)")
    }

    @Test("the example journals")
    func examples() {
        for name in Files.list(Harness.repositoryRoot + "/examples") where name.hasSuffix(".ledger") {
            guard let text = Files.read(Harness.repositoryRoot + "/examples/" + name) else { continue }
            let loaded = JournalLoader(fileSystem: MemoryFileSystem(["j": text]), today: Harness.fixedToday).load([.path("j")])
            guard !loaded.hasErrors, loaded.journal.files.count == 1 else { continue }
            Self.agree(text, name)
            #expect(Self.agree(Self.formatted(text), name + " formatted") == 0)
        }
    }

    @Test("every journal of the ledger/hledger corpus", .enabled(if: SharedCorpus.isPresent(SharedCorpus.corpus), "the corpus (../shared/corpus) is absent; skipping"))
    func corpus() {
        var checked = 0
        for folder in ["accept", "split", "probes"].map({ SharedCorpus.corpus + "/" + $0 }) {
            for name in Files.list(folder) where name.hasSuffix(".journal") || name.hasSuffix(".ledger") {
                guard let text = Files.read(folder + "/" + name) else { continue }
                let loaded = JournalLoader(fileSystem: MemoryFileSystem(["j": text]), today: Harness.fixedToday).load([.path("j")])
                guard !loaded.hasErrors, loaded.journal.files.count == 1 else { continue }
                Self.agree(text, name)
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
