import Testing
import TallyCLITestSupport
import TallyTestSupport

/// ledger's `-X A,B`: amounts convert into A, those in B stay as they are;
/// `A!` converts everything into A (ledger's regression 83B4A0E5).
@Suite("-X with a list of commodities")
struct ExchangeListTests {
    static let journal = """
    P 2012-03-01 EUR $2
    P 2012-03-01 GBP $2

    2012-03-05 KFC
        Expenses:Food                10 EUR
        Assets:Cash

    2012-03-10 KFC
        Expenses:Food                10 GBP
        Assets:Cash

    """

    func register(_ exchange: String) -> RunResult {
        let path = Files.temporaryDirectory() + "/j.ledger"
        Files.write(path, Self.journal)
        return Harness.run(["register", "-f", path, "food", "-X", exchange])
    }

    @Test(arguments: [
        ("$", ["$20.00     $20.00", "$20.00     $40.00"]),
        ("$,GBP", ["$20.00     $20.00", "10 GBP     $20.00"]),
        ("$!,GBP", ["$20.00     $20.00", "$20.00     $40.00"]),
        ("$,EUR", ["10 EUR     10 EUR", "$20.00     10 EUR"]),
        ("$, GBP", ["$20.00     $20.00", "10 GBP     $20.00"]),
        ("$,", ["$20.00     $20.00", "$20.00     $40.00"]),
    ])
    func convertsAllButTheListed(exchange: String, rows: [String]) {
        let r = register(exchange)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("2012") }
        #expect(lines.count == 2 && zip(lines, rows).allSatisfy { $0.hasSuffix($1) }, "\(exchange):\n\(r.stdout)")
    }

    /// balance converts its sums at the end: the listed commodity stays there too, with -M as without.
    @Test(arguments: [[String](), ["-M"], ["--value", "then"], ["-M", "-H"], ["--cumulative", "-M"]])
    func balanceKeepsTheListed(extra: [String]) {
        let path = Files.temporaryDirectory() + "/j.ledger"
        Files.write(path, Self.journal)
        let r = Harness.run(["balance", "-f", path, "food", "-X", "$,GBP"] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("$20.00") && r.stdout.contains("10 GBP") && !r.stdout.contains("$40.00"), "\(extra):\n\(r.stdout)")
    }

    @Test func aListedCommodityTheJournalLacksIsAnError() {
        let r = register("$,FOO")
        #expect(r.status != 0)
        #expect(r.stderr.contains("the journal has no commodity 'FOO'"), "\(r.stderr)")
    }
}
