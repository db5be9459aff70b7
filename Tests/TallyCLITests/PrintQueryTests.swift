import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `print` reads a query as hledger's print does, transaction by
/// transaction: each term is met by some posting, each `not:` term by none
/// (hledger/test/print/query-not-acct.test, query-type.test 5 and 6).
@Suite("print selects whole transactions")
struct PrintQueryTests {
    static let journal = """
    account a   ; type:A
    account l   ; type:Liability

    2010-01-01 x
        a   1
        b  -1

    2022-01-02 y
        (a)  1
        (l)  1

    """

    static func run(_ args: [String]) -> RunResult {
        Harness.run(["print", "-f", "main.journal"] + args, fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    static func dates(_ r: RunResult) -> [Substring] {
        r.stdout.split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.prefix(10) }
    }

    @Test func notLeavesOutTransactionsWithAnyPostingItMatches() {
        #expect(Self.dates(Self.run(["not:a"])) == [])
        #expect(Self.dates(Self.run(["not:acct:b"])) == ["2022-01-02"])
        #expect(Self.dates(Self.run(["type:a", "not:type:l"])) == ["2010-01-01"])
    }

    @Test func eachTermMayBeMetByAnotherPosting() {
        #expect(Self.dates(Self.run(["type:a"])) == ["2010-01-01", "2022-01-02"])
        #expect(Self.dates(Self.run(["acct:b", "amt:>0"])) == ["2010-01-01"])
        #expect(Self.dates(Self.run(["b"])) == ["2010-01-01"])
    }
}
