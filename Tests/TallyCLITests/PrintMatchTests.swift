import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `print --match DESC`: the transaction hledger 1.25 picks for the same
/// journal and description.
@Suite("print --match")
struct PrintMatchTests {
    static let journal = """
    2026-01-05 Grocery store
        expenses:food   12 USD
        assets:cash

    2026-02-05 Grocery store
        expenses:food   14 USD
        assets:cash

    2026-02-07 Gas station 42
        expenses:car    40 USD
        assets:cash

    2026-03-05 Travel agency
        expenses:travel  300 USD
        assets:bank

    """

    static func run(_ args: [String]) -> RunResult {
        Harness.run(["print", "-f", "main.journal"] + args, fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("the most similar description wins, the latest of equals")
    func latestOfEquals() {
        let r = Self.run(["--match", "grocery"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("2026-02-05 Grocery store\n"))
        #expect(!r.stdout.contains("2026-01-05"))
        #expect(r.stdout.contains("14 USD"))
    }

    @Test("letter pairs decide, digits and case do not", arguments: [("GAS 7", "2026-02-07 Gas station 42"), ("trvl agncy", "2026-03-05 Travel agency")])
    func similar(_ description: String, _ header: String) {
        let r = Self.run(["--match", description])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").first.map(String.init) == header)
    }

    @Test("the query narrows the candidates")
    func withQuery() {
        let r = Self.run(["--match", "grocery", "date:2026-01"])
        #expect(r.stdout.hasPrefix("2026-01-05 Grocery store\n"))
    }

    @Test("no description alike is exit status 1 with a message")
    func none() {
        let r = Self.run(["--match", "zzz"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("no transaction's description is like 'zzz'"))
    }
}
