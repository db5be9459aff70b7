import Testing
@testable import TallyCLI
@testable import TallyEditing
import TallyEngine
import TallySyntax
import TallySystem
import TallyTestSupport

/// `tally fmt` on files: what it writes, what it keeps, and that a second
/// run changes nothing.
@Suite("fmt")
struct FmtCommandTests {
    static let messy = """
    ; Groceries and rent   
    2026-01-05 * Grocer
      Expenses:Food    12.50 EUR  ;   receipt: 4411
        Assets:Cash



    2026-01-06 Rent
    \tExpenses:Rent\t800 EUR
        Assets:Bank
    """

    static let formatted = """
    ; Groceries and rent
    2026-01-05 * Grocer
        Expenses:Food     12.50 EUR  ;   receipt: 4411
        Assets:Cash

    2026-01-06 Rent
        Expenses:Rent       800 EUR
        Assets:Bank

    """

    @Test("rewrites the file, keeps comments as written, and a second run changes nothing")
    func formatsFile() {
        let s = Scratch(["j.ledger": Self.messy])
        let r = s.run(["fmt", "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "formatted \(s.path("j.ledger"))\n")
        #expect(s.text("j.ledger") == Self.formatted)
        let again = s.run(["fmt", "-f", s.path("j.ledger")])
        #expect(again.stdout == "already formatted: \(s.path("j.ledger"))\n")
        #expect(s.text("j.ledger") == Self.formatted)
        #expect(s.names == ["j.ledger"])
    }

    @Test("--check and --diff write nothing; --check exits 1 until the file is formatted")
    func checkAndDiff() {
        let s = Scratch(["j.ledger": Self.messy])
        let check = s.run(["fmt", "--check", s.path("j.ledger")])
        #expect(check.status == 1)
        #expect(check.stdout == "not formatted: \(s.path("j.ledger"))\n")
        let diff = s.run(["fmt", "--diff", "-f", s.path("j.ledger")])
        #expect(diff.status == 0)
        #expect(diff.stdout.hasPrefix("--- \(s.path("j.ledger"))\n+++ \(s.path("j.ledger")) (formatted)\n@@ -1,10 +1,8 @@\n-; Groceries and rent   \n+; Groceries and rent\n"))
        #expect(s.text("j.ledger") == Self.messy)
        _ = s.run(["fmt", s.path("j.ledger")])
        #expect(s.run(["fmt", "--check", s.path("j.ledger")]).status == 0)
    }

    @Test("CRLF stays CRLF and a byte-order mark stays")
    func lineEndings() {
        let crlf = Array("\u{FEFF}2026-01-05 Tea\r\n  Expenses:Tea   2 GBP \r\n  Assets:Cash\r\n\r\n\r\n".utf8)
        let s = Scratch(bytes: ["c.ledger": crlf])
        #expect(s.run(["fmt", "-f", s.path("c.ledger")]).status == 0)
        #expect(s.bytes("c.ledger") == Array("\u{FEFF}2026-01-05 Tea\r\n  Expenses:Tea   2 GBP\r\n  Assets:Cash\r\n".utf8))
    }

    @Test("included files are formatted too, each through the safe writer")
    func includes() {
        let s = Scratch(["main.ledger": "include part.ledger\n\n\n2026-01-01 A\n    Expenses:X   1 USD\n    Assets:Y\n",
                         "part.ledger": "2026-01-02 B\n    Expenses:X      2 USD\n    Assets:Y\n\n\n"])
        let r = s.run(["fmt", s.path("main.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        // Each file keeps its own amount column.
        #expect(s.text("main.ledger") == "include part.ledger\n\n2026-01-01 A\n    Expenses:X   1 USD\n    Assets:Y\n")
        #expect(s.text("part.ledger") == "2026-01-02 B\n    Expenses:X      2 USD\n    Assets:Y\n")
    }

    @Test("the example ledgers format to the same balances, and formatting them again changes nothing",
          arguments: ExamplesTests.examples)
    func examples(_ name: String) throws {
        let original = try #require(Files.read(Harness.repositoryRoot + "/examples/" + name))
        let s = Scratch([name: original])
        let before = s.run(["balance", "--flat", "-O", "csv", "-f", s.path(name)]).stdout
        let r = s.run(["fmt", "-f", s.path(name)])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.run(["balance", "--flat", "-O", "csv", "-f", s.path(name)]).stdout == before)
        #expect(s.run(["fmt", "--check", "-f", s.path(name)]).status == 0)
        // Only layout changed: the same non-blank lines once spaces are squeezed out.
        func words(_ t: String) -> [String] {
            t.split(separator: "\n").map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }.filter { !$0.isEmpty }
        }
        let changedWords = zip(words(original), words(s.text(name))).filter { $0 != $1 }
        #expect(changedWords.allSatisfy { $0.0.contains("$") }, "\(changedWords.prefix(3))")
    }

    @Test("every journal of the ledger/hledger corpus formats to the same meaning, and again to the same bytes",
          .enabled(if: Corpus.isPresent, "the corpus (../shared/corpus) is absent; skipping"))
    func corpus() throws {
        let folders = ["accept", "split", "probes"].map { Corpus.root + "/" + $0 }
        var formatted = 0
        for folder in folders {
            for name in Files.list(folder) where name.hasSuffix(".journal") || name.hasSuffix(".ledger") {
                guard let text = Files.read(folder + "/" + name) else { continue }
                let bytes = Array(text.utf8)
                let loaded = JournalLoader(fileSystem: MemoryFileSystem(["j": text]), today: Harness.fixedToday).load([.path("j")])
                guard !loaded.hasErrors, loaded.journal.files.count == 1 else { continue }
                let file = loaded.journal.files[0]
                let once = JournalFormatter(file: file, journal: loaded.journal, year: 2026).format()
                let reloaded = JournalLoader(fileSystem: MemoryFileSystem(["j": String(decoding: once, as: UTF8.self)]), today: Harness.fixedToday).load([.path("j")])
                #expect(!reloaded.hasErrors, "\(name) does not read back")
                let difference = JournalComparison(old: loaded.journal, new: reloaded.journal).firstDifference(old: { _ in true }, new: { _ in true })
                #expect(difference == nil, "\(name) changed meaning: \(difference?.english ?? "")")
                let file2 = reloaded.journal.files[0]
                let twice = JournalFormatter(file: file2, journal: reloaded.journal, year: 2026).format()
                #expect(twice == once, "\(name) is not stable")
                if once != bytes { formatted += 1 }
            }
        }
        #expect(formatted > 100)
    }

    @Test("fmt refuses formatted text that would read differently")
    func fmtVerification() {
        let s = Scratch(["j.ledger": "2026-01-01 A\n    X:Y   $1.00\n    Z\n"])
        let journal = JournalLoader(fileSystem: RealFileSystem(), today: Harness.fixedToday).load([.path(s.path("j.ledger"))]).journal
        let edit = JournalEdit(inputs: [.path(s.path("j.ledger"))], fileSystem: RealFileSystem(), today: Harness.fixedToday)
        let tampered = Array("2026-01-01 A\n    X:Y   $1.50\n    Z\n".utf8)
        let problem = FmtCommand.verify([FileChange(path: s.path("j.ledger"), old: journal.files[0].bytes.array, new: tampered)], standardInput: nil, before: journal,
                                        edit: edit, inputs: [.path(s.path("j.ledger"))], messages: .english)
        #expect(problem == "formatting would change what the journal says (the transaction '2026-01-01 A' would read as '2026-01-01 A' with other postings or comments), so nothing was written")
        let broken = Array("2026-01-01 A\n    X:Y   $1.00\n    Z   $1\n".utf8)
        let error = FmtCommand.verify([FileChange(path: s.path("j.ledger"), old: journal.files[0].bytes.array, new: broken)], standardInput: nil, before: journal,
                                      edit: edit, inputs: [.path(s.path("j.ledger"))], messages: .english)
        #expect(error?.hasPrefix("the files would not read back cleanly, so nothing was written:\n") == true)
    }
}
