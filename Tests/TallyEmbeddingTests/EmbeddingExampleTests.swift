// Compiled with plain imports (no @testable): only the public library API.
import Testing
import TallyEngine
import TallyReports
import TallySystem
import TallyTestSupport
import TallyValues

// README: "Tally as a library" (between the markers, word for word).
// BEGIN EMBEDDING EXAMPLE
/// The balances of a journal file as text, or its first error.
func balances(of path: String, today: Day) -> String {
    let loaded = JournalLoader(fileSystem: RealFileSystem(), today: today).load([.path(path)])
    if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
        return "error: \(error.message) [\(error.id)]"
    }
    var query = ReportQuery(today: today)
    query.accountPatterns = ["expenses"]
    let report = BalanceReport(journal: loaded.journal, query: query, options: BalanceReport.Options())
    let text = report.text(loaded.journal, style: TextStyle(width: 80, useColor: false), showTotal: true)
    return String(decoding: text, as: UTF8.self)
}
// END EMBEDDING EXAMPLE

@Suite("Tally as a library")
struct EmbeddingExampleTests {
    @Test("the README's example is this file's, word for word")
    func readmeMatches() throws {
        let readme = try #require(Files.read(Harness.repositoryRoot + "/README.md"))
        let source = try #require(Files.read(Harness.repositoryRoot + "/Tests/TallyEmbeddingTests/EmbeddingExampleTests.swift"))
        let begin = try #require(source.firstRange(of: "// BEGIN EMBEDDING EXAMPLE\n"))
        let end = try #require(source.firstRange(of: "// END EMBEDDING EXAMPLE"))
        let example = String(source[begin.upperBound..<end.lowerBound])
        #expect(readme.contains("```swift\n" + example + "```"), "README.md's library example differs from the one compiled here")
    }

    @Test("the example loads a journal and prints its balances")
    func runs() throws {
        let today = try #require(Day(year: 2026, month: 11, day: 23))
        let text = balances(of: Harness.repositoryRoot + "/examples/household.ledger", today: today)
        #expect(text.contains("Expenses"))
        #expect(text.contains("$13,677.70"))
        #expect(!text.contains("Assets"))
    }

    @Test("the example reports a journal's first error")
    func error() throws {
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/bad.ledger", "2026-01-01 x\n    Expenses:Food  $5\n    Assets:Cash  $4\n")
        let today = try #require(Day(year: 2026, month: 11, day: 23))
        #expect(balances(of: dir + "/bad.ledger", today: today).hasSuffix("[unbalanced-transaction]"))
    }
}
